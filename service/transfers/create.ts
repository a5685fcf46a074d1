import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import { newCode, newId } from '../lib/ids';
import { postAccountToAccount } from '../ledger/post';
import {
  accountProblem,
  FieldErrors,
  findAccount,
  findTenantId,
  merchantFamily,
  unknownMerchant,
  unknownTenant,
} from '../transactions/references';
import type { TransactionRow } from '../transactions/serialize';
import type { CreateTransferInput } from './schemas';
import { readTogether } from '../db/parallel';

/** Creates a PENDING transfer between two of the merchant's CONNECTED accounts, with its ledger posting. */
export async function createTransfer(
  db: Db,
  merchantId: string,
  input: CreateTransferInput,
  now: Date,
): Promise<TransactionRow> {
  const errors = new FieldErrors();
  const [family, tenantId, origin, destination] = await readTogether(db, [
    () => merchantFamily(db, merchantId),
    () => findTenantId(db, merchantId, input.tenant_id),
    () => findAccount(db, merchantId, input.origin_account_id),
    () => findAccount(db, merchantId, input.destination_account_id),
  ]);
  if (!tenantId) errors.push(unknownTenant('tenant_id', input.tenant_id));
  errors.push(accountProblem(origin, 'origin_account_id', input.origin_account_id, ['PAYMENTS', 'TRANSFERS']));
  errors.push(accountProblem(destination, 'destination_account_id', input.destination_account_id));
  if (input.origin_account_id === input.destination_account_id) {
    errors.add('destination_account_id', 'same_account', 'must differ from origin_account_id');
  }
  const owner = input.merchant_id ?? merchantId;
  if (owner !== merchantId && !family.subMerchants.has(owner)) errors.push(unknownMerchant('merchant_id'));
  errors.throwIfAny();

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(transactions)
      .values({
        id: newId('trx'),
        code: newCode('TRF'),
        merchantId,
        ownerMerchantId: owner,
        tenantId: tenantId!,
        type: 'TRANSFER',
        status: 'PENDING',
        creationSource: 'MERCHANT_API',
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        statementDescriptor: input.statement_descriptor,
        autoSendReceipt: input.auto_send_receipt,
        originAccountId: origin!.id,
        originEndUserId: origin!.endUserId,
        destinationAccountId: destination!.id,
        destinationEndUserId: destination!.endUserId,
        primaryReference: input.primary_reference ?? null,
        secondaryReference: input.secondary_reference ?? null,
        metadata: input.metadata ?? {},
        processAfter: now,
        dateCreated: now,
        dateUpdated: now,
      })
      .returning();
    await postAccountToAccount(tx, row, now);
    return row;
  });
}
