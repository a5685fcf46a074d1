import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { transactions } from '../db/schema';
import { postRefund } from '../ledger/post';
import { newCode, newId } from '../lib/ids';
import { giveBackRow } from '../payments/give-back';
import { giveBackShares } from '../payments/refund';
import { DISPUTE_REMARKS } from './transitions';

/**
 * The payer disputed a successful payment (a chargeback): the payment becomes DISPUTED and the part
 * not yet refunded goes back to the payer as a REVERSAL transaction (parent_id = the payment), taken
 * from the merchant and its split recipients in proportion to what each still holds of it. The reversal is settled at
 * once, so the next deposit nets it out (negative, like a refund). Fees are not returned. Guarded by
 * the conditional UPDATE: a second call changes nothing.
 */
export async function openDispute(tx: DbOrTx, paymentId: string, now: Date): Promise<boolean> {
  const [payment] = await tx
    .update(transactions)
    .set({ status: 'DISPUTED', remarks: DISPUTE_REMARKS, processAfter: null, dateUpdated: now })
    .where(and(eq(transactions.id, paymentId), eq(transactions.type, 'PAYMENT'), eq(transactions.status, 'SUCCESSFUL')))
    .returning();
  if (!payment) return false;
  const open = payment.amount - payment.amountRefunded;
  if (open <= 0) return true;

  const [reversal] = await tx
    .insert(transactions)
    .values(
      giveBackRow(payment, {
        type: 'REVERSAL',
        id: newId('trx'),
        code: newCode('REV'),
        amount: open,
        creationSource: 'SANDBOX_PROCESSOR',
        at: now,
      }),
    )
    .returning();

  await postRefund(tx, reversal, payment, await giveBackShares(tx, payment, open), now);
  return true;
}
