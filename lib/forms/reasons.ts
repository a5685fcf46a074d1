/**
 * The reasons the API documents (docs/decisions.md; service/payments and service/accounts), with the words
 * the console shows. Plain data, safe for client components.
 */

export const REFUND_REASONS = [
  { value: 'REQUESTED_BY_CUSTOMER', label: 'Requested by the customer' },
  { value: 'ACCIDENTAL_OR_DUPLICATE_CHARGE', label: 'Accidental or duplicate charge' },
  { value: 'FRAUDULENT', label: 'Fraudulent' },
  { value: 'PRODUCT_NOT_RECEIVED', label: 'Product not received' },
  { value: 'PRODUCT_UNACCEPTABLE', label: 'Product unacceptable' },
  { value: 'OTHER', label: 'Other (explain in the note)' },
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number]['value'];

export const DISCONNECTION_REASONS = [
  { value: 'USER_REQUEST', label: 'The customer asked for it' },
  { value: 'MERCHANT_REQUEST', label: 'We decided to' },
  { value: 'ACTIVITY_COMPLETED', label: 'Activity completed' },
  { value: 'FRAUD_SUSPECTED', label: 'Fraud suspected' },
  { value: 'ACCOUNT_CLOSED', label: 'Account closed' },
  { value: 'OTHER', label: 'Other (explain in the note)' },
] as const;
export type DisconnectionReason = (typeof DISCONNECTION_REASONS)[number]['value'];

export const reasonValues = <T extends readonly { value: string }[]>(reasons: T) => reasons.map((r) => r.value) as [T[number]['value'], ...T[number]['value'][]];

export function reasonLabel(reasons: readonly { value: string; label: string }[], value: string | null | undefined): string {
  return reasons.find((r) => r.value === value)?.label ?? value ?? '—';
}
