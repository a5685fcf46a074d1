import type { Db } from '../db/client';
import { transactions } from '../db/schema';
import { newCode, newId } from '../lib/ids';
import { postPayout } from '../ledger/post';
import {
  accountProblem,
  currencyProblem,
  FieldErrors,
  findAccount,
  findTenantId,
  merchantFamily,
  unknownMerchant,
  unknownTenant,
} from '../transactions/references';
import type { TransactionRow } from '../transactions/serialize';
import type { CreatePayoutInput } from './schemas';
import { readTogether } from '../db/parallel';

/**
 * Creates a PENDING payout from the merchant's balance to one of its CONNECTED accounts, in that account's currency,
 * with its ledger posting.
 */
export async function createPayout(
  db: Db,
  merchantId: string,
  input: CreatePayoutInput,
  now: Date,
): Promise<TransactionRow> {
  const errors = new FieldErrors();
  const [family, tenantId, destination] = await readTogether(db, [
    () => merchantFamily(db, merchantId),
    () => findTenantId(db, merchantId, input.tenant_id),
    () => findAccount(db, merchantId, input.destination_account_id),
  ]);
  if (!tenantId) errors.push(unknownTenant('tenant_id', input.tenant_id));
  errors.push(accountProblem(destination, 'destination_account_id', input.destination_account_id));
  errors.push(currencyProblem(destination, 'currency', input.currency));
  const owner = input.merchant_id ?? merchantId;
  if (owner !== merchantId && !family.subMerchants.has(owner)) errors.push(unknownMerchant('merchant_id'));
  errors.throwIfAny();

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(transactions)
      .values({
        id: newId('trx'),
        code: newCode('PYO'),
        merchantId,
        ownerMerchantId: owner,
        tenantId: tenantId!,
        type: 'PAYOUT',
        status: 'PENDING',
        creationSource: 'MERCHANT_API',
        amount: input.amount,
        currency: input.currency,
        description: input.description ?? null,
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
    await postPayout(tx, row, now);
    return row;
  });
}
