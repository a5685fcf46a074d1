import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { giveBackRow } from './give-back';
import { allocateProportionally } from '../../core/money/allocate';
import { CASE_WON_REMARKS } from '../../core/cases';
import { refundRefusal } from '../../core/refunds';
import { blockingCaseOf } from '../cases/lifecycle';
import type { DbOrTx } from '../db/client';
import { ledgerEntries, splitEntries, transactions } from '../db/schema';
import { conflict, notFound } from '../lib/problems';
import { newCode, newId } from '../lib/ids';
import { postRefund } from '../ledger/post';
import { ledgerAccount, paymentShares } from '../ledger/postings';
import type { TransactionRow } from '../transactions/serialize';

export interface RefundRequest {
  reason: string;
  note?: string;
  amount?: number;
}

/**
 * Refunds a SUCCESSFUL payment, fully (default) or partly. Guarded in the database: the payment row is
 * locked (SELECT … FOR UPDATE) and amount_refunded only grows by a conditional UPDATE that requires the
 * payment to be SUCCESSFUL and the new total to stay within the amount, so concurrent refunds take turns
 * and can never refund more than the payment.
 * The refund is a REFUND transaction, SUCCESSFUL at once (the sandbox returns the money immediately);
 * the payment turns REFUNDED when nothing is left. Call inside a database transaction.
 */
export async function refundPayment(
  tx: DbOrTx,
  merchantId: string,
  paymentId: string,
  request: RefundRequest,
  now: Date,
): Promise<TransactionRow> {
  // The row lock makes concurrent refunds of one payment take turns; each then sees the last one's total.
  const [current] = await tx
    .select()
    .from(transactions)
    .where(
      and(eq(transactions.id, paymentId), eq(transactions.merchantId, merchantId), eq(transactions.type, 'PAYMENT')),
    )
    .for('update');
  if (!current) throw notFound('payment', paymentId);
  await refuseWithCase(tx, current);
  const amount = request.amount ?? current.amount - current.amountRefunded;
  if (refundRefusal(current, amount)) throw refusal(current, amount);

  // The conditional UPDATE is the guard itself: it cannot take amount_refunded past the amount.
  const [payment] = await tx
    .update(transactions)
    .set({
      amountRefunded: sql`${transactions.amountRefunded} + ${amount}`,
      status: sql`case when ${transactions.amountRefunded} + ${amount} = ${transactions.amount} then 'REFUNDED' else ${transactions.status} end`,
      dateUpdated: now,
    })
    .where(
      and(
        eq(transactions.id, paymentId),
        eq(transactions.merchantId, merchantId),
        eq(transactions.status, 'SUCCESSFUL'),
        sql`${transactions.amountRefunded} + ${amount} <= ${transactions.amount}`,
      ),
    )
    .returning();
  if (!payment) throw refusal(current, amount);

  const [refund] = await tx
    .insert(transactions)
    .values(
      giveBackRow(payment, {
        type: 'REFUND',
        id: newId('trx'),
        code: newCode('REF'),
        amount,
        creationSource: 'MERCHANT_API',
        at: now,
        reason: request.reason,
        note: request.note,
      }),
    )
    .returning();

  await postRefund(tx, refund, payment, await giveBackShares(tx, payment, amount), now);
  return payment;
}

/**
 * A payment with a dispute or return case that is open or lost is not refunded: the money already went back to the
 * payer, or may (docs/disputes.md). Nor is the payment that put back a won case's money. 409 naming the case.
 */
async function refuseWithCase(tx: DbOrTx, payment: TransactionRow): Promise<void> {
  const blocking = await blockingCaseOf(tx, payment);
  if (!blocking) return;
  const what = blocking.kind === 'RETURN' ? 'return' : 'dispute';
  throw conflict(
    'payment_has_case',
    payment.remarks === CASE_WON_REMARKS
      ? `Payment '${payment.id}' put back the money of won ${what} case ${blocking.code} ('${blocking.id}'); it cannot be refunded.`
      : `Payment '${payment.id}' has ${what} case ${blocking.code} ('${blocking.id}', ${blocking.status}); it cannot be refunded.`,
  );
}

function refusal(payment: TransactionRow, amount: number) {
  const refused =
    refundRefusal(payment, amount) ?? refundRefusal({ ...payment, amountRefunded: payment.amount }, amount)!;
  if (refused.code === 'payment_not_refundable') {
    return conflict(
      refused.code,
      refused.fullyRefunded
        ? `Payment '${payment.id}' is already fully refunded.`
        : refused.reason === 'case_credit'
          ? `Payment '${payment.id}' put back a won case's money; it cannot be refunded.`
          : `Payment '${payment.id}' is ${refused.status}; only a SUCCESSFUL payment can be refunded.`,
    );
  }
  return conflict(
    refused.code,
    `A refund of ${amount} exceeds what is left to refund on payment '${payment.id}' (${refused.remaining} of ${payment.amount}).`,
  );
}

/**
 * How much each party of a payment gives back when `amount` of it is returned to the payer (a refund,
 * or a dispute's reversal): shared in proportion to what each party still holds of the payment (its
 * share minus what it gave back through the payment's earlier refunds and reversals, read from the
 * ledger), so no party ever gives back more than it received. `amount` must not exceed what is left.
 */
export async function giveBackShares(tx: DbOrTx, payment: TransactionRow, amount: number) {
  const splits = await tx
    .select()
    .from(splitEntries)
    .where(eq(splitEntries.transactionId, payment.id))
    .orderBy(asc(splitEntries.position));
  // A split may name one merchant more than once: what it holds and gives back is per merchant.
  const byMerchant = new Map<string, number>();
  for (const s of paymentShares(payment, splits))
    byMerchant.set(s.merchantId, (byMerchant.get(s.merchantId) ?? 0) + s.amount);
  const shares = [...byMerchant].map(([merchantId, held]) => ({ merchantId, amount: held }));
  if (shares.length === 1) return [{ merchantId: shares[0].merchantId, amount }];
  const earlier = await tx
    .select({ account: ledgerEntries.ledgerAccount, amount: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(
      and(
        inArray(
          ledgerEntries.transactionId,
          tx.select({ id: transactions.id }).from(transactions).where(eq(transactions.parentId, payment.id)),
        ),
        eq(ledgerEntries.kind, 'principal'),
        like(ledgerEntries.ledgerAccount, 'merchant:%'),
      ),
    )
    .groupBy(ledgerEntries.ledgerAccount);
  const refunded = new Map(earlier.map((e) => [e.account, -Number(e.amount)]));
  const remaining = shares.map((s) => s.amount - (refunded.get(ledgerAccount.merchant(s.merchantId)) ?? 0));
  const parts = allocateProportionally(amount, remaining);
  return shares.map((s, i) => ({ merchantId: s.merchantId, amount: parts[i] }));
}
