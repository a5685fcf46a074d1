import { and, eq, ne } from 'drizzle-orm';
import { connectAccount, getAccountByToken, hashAccountNumber } from '../accounts/queries';
import type { Db, DbOrTx } from '../db/client';
import { accounts, institutions, transactions } from '../db/schema';
import { createEndUser, getEndUser, type EndUserRow } from '../end-users/queries';
import { newCode, newId } from '../lib/ids';
import { postAccountToAccount } from '../ledger/post';
import type { AccountDetailsInput, AuthorizeInput } from './authorize-schemas';
import { applyFees } from './lifecycle';
import { accountProblem, FieldErrors, findAccount, findTenantId, unknownTenant, type AccountRow } from './references';
import type { TransactionRow } from './serialize';

interface Side {
  account?: AccountRow;
  endUser?: EndUserRow;
}

/**
 * The account holder and the account one side of an authorize request names: an existing end user or
 * a new one; the account by uuid, by token, or by institution + account number (reusing the end user's
 * live connection of that number, or connecting it).
 */
async function resolveSide(
  tx: DbOrTx,
  merchantId: string,
  details: AccountDetailsInput,
  prefix: string,
  errors: FieldErrors,
  now: Date,
): Promise<Side> {
  const p = (field: string) => `${prefix}.${field}`;
  let endUser: EndUserRow | undefined;
  const byReference = Boolean(details.uuid || details.token);
  // An account named by uuid or token already has its holder: new_end_user_details (which rule 2 lets a client send
  // instead of existing_end_user_id) are checked but create nobody, and an existing_end_user_id must be one of the
  // merchant's end users but need not be the holder (docs/decisions.md, "Authorize").
  if (details.new_end_user_details && !byReference) {
    endUser = await createEndUser(tx, merchantId, merchantId, details.new_end_user_details, {
      creationSource: 'MERCHANT_API',
      now,
    });
  } else if (details.existing_end_user_id) {
    endUser = await getEndUser(tx, merchantId, details.existing_end_user_id);
    if (!endUser)
      errors.add(
        p('existing_end_user_id'),
        'unknown_end_user',
        `you have no end user with id '${details.existing_end_user_id}'`,
      );
  }
  const refuse = (field: string, code: string, message: string): Side => {
    errors.add(p(field), code, message);
    return { endUser };
  };

  if (byReference) {
    const byUuid = details.uuid ? await findAccount(tx, merchantId, details.uuid) : undefined;
    const byToken = details.token ? await getAccountByToken(tx, merchantId, details.token) : undefined;
    if (details.uuid && !byUuid)
      return refuse('uuid', 'unknown_account', `you have no account with id '${details.uuid}'`);
    if (details.token && !byToken)
      return refuse('token', 'unknown_account', `no account of yours has the token '${details.token}'`);
    if (byUuid && byToken && byUuid.id !== byToken.id)
      return refuse('token', 'account_mismatch', `names another account than ${p('uuid')}`);
    const account = (byUuid ?? byToken)!;
    const param = details.uuid ? p('uuid') : p('token');
    const problem = accountProblem(account, param, account.id);
    if (problem) {
      errors.push(problem);
      return { endUser };
    }
    return { account, endUser };
  }

  const [institution] = await tx.select().from(institutions).where(eq(institutions.id, details.institution_uuid!));
  if (!institution)
    return refuse(
      'institution_uuid',
      'unknown_institution',
      `no institution with id '${details.institution_uuid}' (see GET /institutions/list)`,
    );
  if (!endUser) return { endUser };
  const hash = await hashAccountNumber(tx, merchantId, details.account_number!);
  const [live] = await tx
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.merchantId, merchantId),
        eq(accounts.endUserId, endUser.id),
        eq(accounts.institutionId, institution.id),
        eq(accounts.accountNumberHash, hash),
        ne(accounts.currentStatus, 'DISCONNECTED'),
      ),
    );
  const account =
    live ??
    (await connectAccount(tx, {
      merchantId,
      ownerMerchantId: endUser.ownerMerchantId,
      endUserId: endUser.id,
      institutionId: institution.id,
      accountNumber: details.account_number!,
      routingNumber: details.routing_number ?? null,
      creationSource: 'MERCHANT_API',
      now,
    }));
  if (account.currentStatus !== 'CONNECTED') {
    errors.add(
      p('institution_uuid'),
      'account_not_connected',
      `${institution.name} requires the account to be validated first: connect it with POST /accounts/connect/ and validate it, then authorize with its uuid`,
    );
  }
  return { account, endUser };
}

/**
 * Authorizes a transaction of any type between two accounts: everything (new end users, new
 * connections, the transaction, its ledger posting and fees) in one database transaction, so a
 * refused request leaves nothing behind. The transaction starts PROCESSING (the statuses the spec
 * lists for authorize), with its fees computed, and the processor settles it.
 */
export async function authorizeTransaction(
  db: Db,
  merchantId: string,
  input: AuthorizeInput,
  now: Date,
): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const errors = new FieldErrors();
    const tenantId = input.tenant_id ? await findTenantId(tx, merchantId, input.tenant_id) : null;
    if (input.tenant_id && !tenantId) errors.push(unknownTenant('tenant_id', input.tenant_id));
    const origin = await resolveSide(tx, merchantId, input.origin_account, 'origin_account', errors, now);
    const destination = await resolveSide(
      tx,
      merchantId,
      input.destination_account,
      'destination_account',
      errors,
      now,
    );
    if (origin.account)
      errors.push(accountProblem(origin.account, 'origin_account', origin.account.id, ['PAYMENTS', 'TRANSFERS']));
    if (origin.account && destination.account && origin.account.id === destination.account.id) {
      errors.add('destination_account', 'same_account', 'must be another account than origin_account');
    }
    errors.throwIfAny();

    const [row] = await tx
      .insert(transactions)
      .values({
        id: newId('trx'),
        code: newCode('TRX'),
        merchantId,
        ownerMerchantId: merchantId,
        tenantId: tenantId ?? null,
        type: input.type,
        status: 'PROCESSING',
        creationSource: 'MERCHANT_API',
        amount: input.amount,
        currency: input.currency,
        description: input.description ?? null,
        originAccountId: origin.account!.id,
        originEndUserId: origin.account!.endUserId ?? origin.endUser?.id ?? null,
        destinationAccountId: destination.account!.id,
        destinationEndUserId: destination.account!.endUserId ?? destination.endUser?.id ?? null,
        statementDescriptor: input.statement_descriptor ?? null,
        primaryReference: input.primary_reference ?? null,
        secondaryReference: input.secondary_reference ?? null,
        customId: input.custom_id ?? null,
        metadata: input.metadata ?? {},
        autoSendReceipt: input.auto_send_receipt ?? false,
        processAfter: now,
        dateCreated: now,
        dateUpdated: now,
      })
      .returning();
    await postAccountToAccount(tx, row, now);
    return (await applyFees(tx, row.id, now)) ?? row;
  });
}

export function serializeAuthorized(row: TransactionRow) {
  return {
    uuid: row.id,
    code: row.code,
    status: row.status,
    remarks: row.remarks,
    type: row.type,
    tenant_id: row.tenantId,
    origin_account: { uuid: row.originAccountId! },
    destination_account: { uuid: row.destinationAccountId! },
    total_amount: row.amount,
    amount: row.amount,
    variable_fee: row.variableFee,
    fixed_fee: row.fixedFee,
    total_fee: row.totalFee,
    net_amount: row.netAmount,
    currency: { code: row.currency },
    description: row.description,
    statement_descriptor: row.statementDescriptor,
    primary_reference: row.primaryReference,
    secondary_reference: row.secondaryReference,
    metadata: row.metadata,
    auto_send_receipt: row.autoSendReceipt,
    custom_id: row.customId,
    merchant_id: row.ownerMerchantId,
    date_created_gmt: row.dateCreated.toISOString(),
    date_updated_gmt: row.dateUpdated.toISOString(),
  };
}
