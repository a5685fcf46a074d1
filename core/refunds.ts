/**
 * Refunds and disconnections: the reasons the API takes, what can still be refunded, and why a refund
 * is refused — one rule for the API (which enforces it in the database) and the console (which shows it
 * before anything is sent). Typed outcomes only; the HTTP layer and the forms word them.
 */

export const REFUND_REASONS = [
  'ACCIDENTAL_OR_DUPLICATE_CHARGE',
  'FRAUDULENT',
  'REQUESTED_BY_CUSTOMER',
  'PRODUCT_NOT_RECEIVED',
  'PRODUCT_UNACCEPTABLE',
  'OTHER',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const DISCONNECTION_REASONS = [
  'ACTIVITY_COMPLETED',
  'USER_REQUEST',
  'MERCHANT_REQUEST',
  'FRAUD_SUSPECTED',
  'ACCOUNT_CLOSED',
  'OTHER',
] as const;
export type DisconnectionReason = (typeof DISCONNECTION_REASONS)[number];

/**
 * The console asks for a note when the reason is OTHER, so the next person reading the refund knows why.
 * A house rule of the console's forms, not of the API: the spec makes the note optional for every reason,
 * so the API accepts OTHER without one (docs/decisions.md).
 */
export const noteExpected = (reason: string | null | undefined): boolean => reason === 'OTHER';

export interface RefundablePayment {
  status: string | null;
  amount: number;
  /** What was refunded so far, when known (the API's amount_refunded). */
  amountRefunded: number | null;
  /** The payment's refunds, used when amount_refunded is not reported (a deployment without the extension). */
  refunds?: readonly { amount: number; status: string | null }[] | null;
  /** The transaction's type, when known: only a PAYMENT is refunded. */
  type?: string | null;
  /** `CASE_WON` on the payment that put back a won case's money (docs/disputes.md, "Refunds"). */
  remarks?: string | null;
}

/**
 * Why nothing can be refunded of a payment: it is not a payment, a dispute or a return took its money back
 * (`DISPUTED`, `REVERSED`: the case decides, docs/disputes.md), it is the payment that put back a won case's money
 * (refunding it would pay the payer twice), everything was refunded, or it never succeeded.
 */
export const NOT_REFUNDABLE_REASONS = [
  'not_a_payment',
  'disputed',
  'returned',
  'case_credit',
  'fully_refunded',
  'not_successful',
] as const;
export type NotRefundableReason = (typeof NOT_REFUNDABLE_REASONS)[number];

/** `remarks` of the payment that puts back a won case's money (the same value as core/cases.ts's CASE_WON_REMARKS). */
const CASE_CREDIT_REMARKS = 'CASE_WON';

export interface Refundability {
  refunded: number;
  /** What can still be refunded now (0 when `reason` is set). */
  refundable: number;
  /** Why nothing can be refunded, or null when `refundable` > 0. */
  reason: NotRefundableReason | null;
}

/**
 * The one refundability answer every refund path asks (the payment page, the row menu, bulk refunds from the list
 * and from a file, the API): what was refunded, what is left, and when nothing is, why.
 */
export function refundabilityOf(payment: RefundablePayment): Refundability {
  const refunded =
    payment.amountRefunded ??
    (payment.refunds ?? [])
      .filter((r) => r.status !== 'FAILED' && r.status !== 'CANCELED')
      .reduce((sum, r) => sum + r.amount, 0);
  const reason = notRefundableReason(payment, refunded);
  return { refunded, refundable: reason ? 0 : payment.amount - refunded, reason };
}

function notRefundableReason(payment: RefundablePayment, refunded: number): NotRefundableReason | null {
  if (payment.type && payment.type !== 'PAYMENT') return 'not_a_payment';
  if (payment.remarks === CASE_CREDIT_REMARKS) return 'case_credit';
  if (payment.status === 'DISPUTED') return 'disputed';
  if (payment.status === 'REVERSED') return 'returned';
  if (payment.status === 'REFUNDED') return 'fully_refunded';
  if (payment.status !== 'SUCCESSFUL') return 'not_successful';
  return refunded >= payment.amount ? 'fully_refunded' : null;
}

/** What was refunded and what can still be (refundabilityOf without the reason). */
export function refundableOf(payment: RefundablePayment): { refunded: number; refundable: number } {
  const { refunded, refundable } = refundabilityOf(payment);
  return { refunded, refundable };
}

export type RefundRefusal =
  | { code: 'payment_not_refundable'; status: string | null; fullyRefunded: boolean; reason: NotRefundableReason }
  | { code: 'refund_exceeds_remaining'; amount: number; remaining: number };

/** Why refunding `amount` of `payment` is refused, or null when it may go ahead. */
export function refundRefusal(payment: RefundablePayment, amount: number): RefundRefusal | null {
  const { refundable: remaining, reason } = refundabilityOf(payment);
  // A SUCCESSFUL payment with nothing left is refused for the amount (what is left: 0), as before.
  if ((reason && reason !== 'fully_refunded') || payment.status !== 'SUCCESSFUL')
    return {
      code: 'payment_not_refundable',
      status: payment.status,
      fullyRefunded: reason === 'fully_refunded',
      reason: reason ?? 'not_successful',
    };
  if (amount <= 0 || amount > remaining) return { code: 'refund_exceeds_remaining', amount, remaining };
  return null;
}
