import { and, eq } from 'drizzle-orm';
import { caseTriggerOf, respondByOf } from '../../core/cases';
import type { DbOrTx } from '../db/client';
import { cases, transactions } from '../db/schema';
import { postRefund } from '../ledger/post';
import { newCode, newId } from '../lib/ids';
import { giveBackShares } from '../payments/refund';
import { DISPUTE_REMARKS, giveBackRow } from '../payments/give-back';

/**
 * The payer disputed a successful payment (a chargeback, amount ending 66), or the payer's bank returned it (a
 * return, ending 67; core/cases.ts). A dispute: the payment becomes DISPUTED and the part not yet refunded goes back
 * to the payer as a REVERSAL transaction; a return: the payment becomes REVERSED and that part goes back as a RETURN
 * transaction (remarks: the return reason code). Either is taken from the merchant and its split recipients in
 * proportion to what each still holds of the payment, settled at once (the next deposit nets it out, negative like a
 * refund), parent_id = the payment; fees are not returned. A case opens with it (NEEDS_RESPONSE, respond-by
 * deadline, the amount at stake; docs/disputes.md). Guarded by the conditional UPDATE: a second call changes nothing.
 */
export async function openDispute(tx: DbOrTx, paymentId: string, now: Date): Promise<boolean> {
  const [current] = await tx
    .select({ type: transactions.type, amount: transactions.amount })
    .from(transactions)
    .where(eq(transactions.id, paymentId));
  const trigger = current && caseTriggerOf(current);
  if (!trigger) return false;
  const returned = trigger.kind === 'RETURN';
  const [payment] = await tx
    .update(transactions)
    .set({
      status: returned ? 'REVERSED' : 'DISPUTED',
      remarks: returned ? `RETURNED_${trigger.reason}` : DISPUTE_REMARKS,
      processAfter: null,
      dateUpdated: now,
    })
    .where(and(eq(transactions.id, paymentId), eq(transactions.type, 'PAYMENT'), eq(transactions.status, 'SUCCESSFUL')))
    .returning();
  if (!payment) return false;
  const open = payment.amount - payment.amountRefunded;
  if (open <= 0) return true;

  const [debit] = await tx
    .insert(transactions)
    .values(
      giveBackRow(payment, {
        type: returned ? 'RETURN' : 'REVERSAL',
        id: newId('trx'),
        code: newCode(returned ? 'RET' : 'REV'),
        amount: open,
        creationSource: 'SANDBOX_PROCESSOR',
        at: now,
        returnReason: trigger.reason,
      }),
    )
    .returning();

  await postRefund(tx, debit, payment, await giveBackShares(tx, payment, open), now);
  const respondBy = respondByOf(trigger.kind, now);
  await tx.insert(cases).values({
    id: newId('cas'),
    code: newCode(returned ? 'RTN' : 'DSP'),
    merchantId: payment.merchantId,
    ownerMerchantId: payment.ownerMerchantId,
    kind: trigger.kind,
    reason: trigger.reason,
    status: 'NEEDS_RESPONSE',
    amount: open,
    currency: payment.currency,
    paymentId: payment.id,
    debitTransactionId: debit.id,
    payerEndUserId: payment.originEndUserId,
    respondBy,
    processAfter: respondBy,
    dateCreated: now,
    dateUpdated: now,
  });
  return true;
}
