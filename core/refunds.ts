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
}

/** What was refunded and what can still be: only a SUCCESSFUL payment can be refunded. */
export function refundableOf(payment: RefundablePayment): { refunded: number; refundable: number } {
  const refunded =
    payment.amountRefunded ??
    (payment.refunds ?? [])
      .filter((r) => r.status !== 'FAILED' && r.status !== 'CANCELED')
      .reduce((sum, r) => sum + r.amount, 0);
  return { refunded, refundable: payment.status === 'SUCCESSFUL' ? Math.max(0, payment.amount - refunded) : 0 };
}

export type RefundRefusal =
  | { code: 'payment_not_refundable'; status: string | null; fullyRefunded: boolean }
  | { code: 'refund_exceeds_remaining'; amount: number; remaining: number };

/** Why refunding `amount` of `payment` is refused, or null when it may go ahead. */
export function refundRefusal(payment: RefundablePayment, amount: number): RefundRefusal | null {
  if (payment.status !== 'SUCCESSFUL')
    return { code: 'payment_not_refundable', status: payment.status, fullyRefunded: payment.status === 'REFUNDED' };
  const { refundable: remaining } = refundableOf(payment);
  if (amount <= 0 || amount > remaining) return { code: 'refund_exceeds_remaining', amount, remaining };
  return null;
}
