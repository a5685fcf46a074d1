/**
 * Disputes and returns as cases (docs/disputes.md), pure: the reasons, what the sandbox amounts trigger,
 * the respond-by deadlines, the lifecycle and the evidence limits. The API (service/cases/) and the console
 * both read them from here.
 */

import { daysBetween } from './calendar';
import { wallClockFormatter } from './wall-clock';

export const CASE_KINDS = ['DISPUTE', 'RETURN'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

export const CASE_STATUSES = ['NEEDS_RESPONSE', 'UNDER_REVIEW', 'WON', 'LOST', 'ACCEPTED'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** A case the merchant can still act on, or that is still being decided. */
export const OPEN_CASE_STATUSES = ['NEEDS_RESPONSE', 'UNDER_REVIEW'] as const satisfies readonly CaseStatus[];
/** A payment with a case in one of these may not be refunded (the money is already gone or may go). */
export const REFUND_BLOCKING_STATUSES = [...OPEN_CASE_STATUSES, 'LOST'] as const satisfies readonly CaseStatus[];

export const isOpenCase = (status: string) => (OPEN_CASE_STATUSES as readonly string[]).includes(status);
export const blocksRefund = (status: string) => (REFUND_BLOCKING_STATUSES as readonly string[]).includes(status);

/** Chargeback reasons (card-network style) and bank return reason codes (ACH style). */
export const DISPUTE_REASONS = [
  'FRAUDULENT',
  'PRODUCT_NOT_RECEIVED',
  'DUPLICATE',
  'PRODUCT_UNACCEPTABLE',
  'SUBSCRIPTION_CANCELED',
  'CREDIT_NOT_PROCESSED',
  'GENERAL',
] as const;
export const RETURN_REASONS = ['R01', 'R02', 'R03', 'R07', 'R08', 'R10', 'R16', 'R29'] as const;
export const CASE_REASONS = [...DISPUTE_REASONS, ...RETURN_REASONS] as const;
export type CaseReason = (typeof CASE_REASONS)[number];

/** The reason's meaning in English, for the API's `reason_description` (the console words it in its dictionary). */
export const REASON_DESCRIPTIONS: Readonly<Record<CaseReason, string>> = {
  FRAUDULENT: 'The payer says they did not make or authorise the payment.',
  PRODUCT_NOT_RECEIVED: 'The payer says they did not receive what they paid for.',
  DUPLICATE: 'The payer says they were charged twice for the same thing.',
  PRODUCT_UNACCEPTABLE: 'The payer says what they received was defective or not as described.',
  SUBSCRIPTION_CANCELED: 'The payer says they cancelled the subscription before this charge.',
  CREDIT_NOT_PROCESSED: 'The payer says a promised refund or credit never arrived.',
  GENERAL: 'The payer disputed the payment without a more specific reason.',
  R01: 'Insufficient funds (R01).',
  R02: 'Account closed (R02).',
  R03: 'No account, or unable to locate the account (R03).',
  R07: 'Authorization revoked by the account holder (R07).',
  R08: 'Payment stopped by the account holder (R08).',
  R10: 'The account holder says the debit was not authorised (R10).',
  R16: 'Account frozen (R16).',
  R29: 'Corporate customer says the debit was not authorised (R29).',
};

/**
 * Sandbox triggers: a successful payment whose amount (minor units) ends in 66 is disputed, one ending in 67 is
 * returned by the payer's bank; the hundreds digit picks the reason (10066 FRAUDULENT, 10166 PRODUCT_NOT_RECEIVED,
 * 10067 R01, 10567 R10…). Any other amount is neither.
 */
export const DISPUTE_ENDING = 66;
export const RETURN_ENDING = 67;

export function caseTriggerOf(trx: { type: string; amount: number }): { kind: CaseKind; reason: CaseReason } | null {
  if (trx.type !== 'PAYMENT') return null;
  const ending = trx.amount % 100;
  const digit = Math.floor(trx.amount / 100) % 10;
  if (ending === DISPUTE_ENDING) return { kind: 'DISPUTE', reason: DISPUTE_REASONS[digit] ?? 'GENERAL' };
  if (ending === RETURN_ENDING) return { kind: 'RETURN', reason: RETURN_REASONS[digit] ?? 'R01' };
  return null;
}

/** The amount that triggers `reason` in the sandbox (the smallest over 100.00). */
export function triggerAmountOf(reason: CaseReason): number {
  const dispute = (DISPUTE_REASONS as readonly string[]).indexOf(reason);
  if (dispute >= 0) return 10_000 + dispute * 100 + DISPUTE_ENDING;
  return 10_000 + (RETURN_REASONS as readonly string[]).indexOf(reason) * 100 + RETURN_ENDING;
}

/** Days the merchant has to respond, from the moment the case opens. */
export const RESPONSE_DAYS: Readonly<Record<CaseKind, number>> = { DISPUTE: 7, RETURN: 3 };
const DAY_MS = 86_400_000;

export function respondByOf(kind: CaseKind, openedAt: Date): Date {
  return new Date(openedAt.getTime() + RESPONSE_DAYS[kind] * DAY_MS);
}

/** "Due soon": an open case whose deadline is at most this far away. */
export const DUE_SOON_DAYS = 3;

export function isDueSoon(c: { status: string; respondBy: Date }, now: Date): boolean {
  return c.status === 'NEEDS_RESPONSE' && c.respondBy.getTime() - now.getTime() <= DUE_SOON_DAYS * DAY_MS;
}

/**
 * Days left to respond, counted the way the deadline is stated — by calendar date in `timeZone` (the member's): a
 * case opened today with a deadline seven days out reads 7 until midnight, 6 from then on; 0 on the deadline's own
 * day while its time has not passed, negative once it has (docs/disputes.md, "Console").
 */
export function daysLeft(respondBy: Date, now: Date, timeZone = 'UTC'): number {
  if (respondBy.getTime() < now.getTime())
    return Math.min(-1, daysBetween(dateIn(now, timeZone), dateIn(respondBy, timeZone)));
  return daysBetween(dateIn(now, timeZone), dateIn(respondBy, timeZone));
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
function dateIn(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    wallClockFormatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The sandbox's decision on submitted evidence: lost when the written response contains `losing_evidence`,
 * otherwise won.
 */
export const LOSING_EVIDENCE = 'losing_evidence';
export function sandboxDecision(responseText: string | null): 'WON' | 'LOST' {
  return responseText?.toLowerCase().includes(LOSING_EVIDENCE) ? 'LOST' : 'WON';
}

/** `remarks` of the PAYMENT that puts back what a case's reversal or return took, when the case is won. */
export const CASE_WON_REMARKS = 'CASE_WON';

/** Evidence files: only these types (never HTML or anything a browser would run), each at most 512 KB (its base64 fits the API's 1 MB body limit), 10 a case. */
export const EVIDENCE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'text/plain'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];
export const EVIDENCE_MAX_BYTES = 512 * 1024;
export const EVIDENCE_MAX_FILES = 10;
export const RESPONSE_MAX_CHARS = 5_000;
