/**
 * The reasons the API takes (core/refunds.ts), with the words the console shows. Plain data, safe for
 * client components.
 */
import { DISCONNECTION_REASONS as DISCONNECTION_CODES, REFUND_REASONS as REFUND_CODES, type DisconnectionReason, type RefundReason } from '@/core/refunds';

export { noteExpected, type DisconnectionReason, type RefundReason } from '@/core/refunds';

const refundLabels: Record<RefundReason, string> = {
  REQUESTED_BY_CUSTOMER: 'Requested by the customer',
  ACCIDENTAL_OR_DUPLICATE_CHARGE: 'Accidental or duplicate charge',
  FRAUDULENT: 'Fraudulent',
  PRODUCT_NOT_RECEIVED: 'Product not received',
  PRODUCT_UNACCEPTABLE: 'Product unacceptable',
  OTHER: 'Other (explain in the note)',
};

const disconnectionLabels: Record<DisconnectionReason, string> = {
  USER_REQUEST: 'The customer asked for it',
  MERCHANT_REQUEST: 'We decided to',
  ACTIVITY_COMPLETED: 'Activity completed',
  FRAUD_SUSPECTED: 'Fraud suspected',
  ACCOUNT_CLOSED: 'Account closed',
  OTHER: 'Other (explain in the note)',
};

/** The order the forms offer them in: the most common first, OTHER last. */
const REFUND_ORDER: readonly RefundReason[] = ['REQUESTED_BY_CUSTOMER', 'ACCIDENTAL_OR_DUPLICATE_CHARGE', 'FRAUDULENT', 'PRODUCT_NOT_RECEIVED', 'PRODUCT_UNACCEPTABLE', 'OTHER'];
const DISCONNECTION_ORDER: readonly DisconnectionReason[] = ['USER_REQUEST', 'MERCHANT_REQUEST', 'ACTIVITY_COMPLETED', 'FRAUD_SUSPECTED', 'ACCOUNT_CLOSED', 'OTHER'];

export const REFUND_REASONS = REFUND_ORDER.filter((v) => REFUND_CODES.includes(v)).map((value) => ({ value, label: refundLabels[value] }));
export const DISCONNECTION_REASONS = DISCONNECTION_ORDER.filter((v) => DISCONNECTION_CODES.includes(v)).map((value) => ({ value, label: disconnectionLabels[value] }));

export const reasonValues = <T extends string>(reasons: readonly { value: T }[]) => reasons.map((r) => r.value) as [T, ...T[]];

export function reasonLabel(reasons: readonly { value: string; label: string }[], value: string | null | undefined): string {
  return reasons.find((r) => r.value === value)?.label ?? value ?? '—';
}
