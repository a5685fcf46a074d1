/**
 * The reasons the API takes (core/refunds.ts), with the keys of the words the console shows. Plain data, safe
 * for client components.
 */
import type { MessageKey, Translator } from '@/lib/i18n/core';
import {
  DISCONNECTION_REASONS as DISCONNECTION_CODES,
  REFUND_REASONS as REFUND_CODES,
  type DisconnectionReason,
  type RefundReason,
} from '@/core/refunds';

export { noteExpected, type DisconnectionReason, type RefundReason } from '@/core/refunds';

const refundLabels: Record<RefundReason, MessageKey> = {
  REQUESTED_BY_CUSTOMER: 'forms.refundReason.requestedByCustomer',
  ACCIDENTAL_OR_DUPLICATE_CHARGE: 'forms.refundReason.accidentalOrDuplicate',
  FRAUDULENT: 'forms.refundReason.fraudulent',
  PRODUCT_NOT_RECEIVED: 'forms.refundReason.productNotReceived',
  PRODUCT_UNACCEPTABLE: 'forms.refundReason.productUnacceptable',
  OTHER: 'forms.reason.other',
};

const disconnectionLabels: Record<DisconnectionReason, MessageKey> = {
  USER_REQUEST: 'forms.disconnectionReason.userRequest',
  MERCHANT_REQUEST: 'forms.disconnectionReason.merchantRequest',
  ACTIVITY_COMPLETED: 'forms.disconnectionReason.activityCompleted',
  FRAUD_SUSPECTED: 'forms.disconnectionReason.fraudSuspected',
  ACCOUNT_CLOSED: 'forms.disconnectionReason.accountClosed',
  OTHER: 'forms.reason.other',
};

/** The order the forms offer them in: the most common first, OTHER last. */
const REFUND_ORDER: readonly RefundReason[] = [
  'REQUESTED_BY_CUSTOMER',
  'ACCIDENTAL_OR_DUPLICATE_CHARGE',
  'FRAUDULENT',
  'PRODUCT_NOT_RECEIVED',
  'PRODUCT_UNACCEPTABLE',
  'OTHER',
];
const DISCONNECTION_ORDER: readonly DisconnectionReason[] = [
  'USER_REQUEST',
  'MERCHANT_REQUEST',
  'ACTIVITY_COMPLETED',
  'FRAUD_SUSPECTED',
  'ACCOUNT_CLOSED',
  'OTHER',
];

export const REFUND_REASONS = REFUND_ORDER.filter((v) => REFUND_CODES.includes(v)).map((value) => ({
  value,
  labelKey: refundLabels[value],
}));
export const DISCONNECTION_REASONS = DISCONNECTION_ORDER.filter((v) => DISCONNECTION_CODES.includes(v)).map(
  (value) => ({ value, labelKey: disconnectionLabels[value] }),
);

export const reasonValues = <T extends string>(reasons: readonly { value: T }[]) =>
  reasons.map((r) => r.value) as [T, ...T[]];

/** A reason's words in the member's language; the code itself when the console does not know it. */
export function reasonLabel(
  t: Translator,
  reasons: readonly { value: string; labelKey: MessageKey }[],
  value: string | null | undefined,
): string {
  const known = reasons.find((r) => r.value === value);
  return known ? t(known.labelKey) : (value ?? '—');
}
