import { randomBytes } from 'node:crypto';

/** Account states (spec 2.5 values plus DISCONNECTED, docs/design.md lifecycle). */
export const ACCOUNT_STATUSES = [
  'CREATED',
  'CONNECTED',
  'VERIFICATION_IN_PROGRESS',
  'VERIFICATION_PENDING',
  'DISCONNECTED',
] as const;

export const ACCOUNT_TYPES = ['DEPOSITORY'] as const;
export const ACCOUNT_SUBTYPES = ['CHECKING', 'SAVINGS', 'MONEY_MARKET'] as const;

export { DISCONNECTION_REASONS } from '../../core/refunds';

export const VALIDATION_ACTION = 'CONFIRM_REQUEST_WITH_INSTITUTION';

export interface PendingValidation {
  slug: string;
  action: string;
}

/** What a new connection starts as: institutions that require validation hold it VERIFICATION_PENDING. */
export function initialConnection(institution: { requiresValidation: boolean }, slug = newValidationSlug()) {
  if (institution.requiresValidation) {
    return {
      currentStatus: 'VERIFICATION_PENDING' as const,
      requiresAccountValidation: true,
      pendingAccountValidations: [{ slug, action: VALIDATION_ACTION }] as PendingValidation[],
    };
  }
  return { currentStatus: 'CONNECTED' as const, requiresAccountValidation: false, pendingAccountValidations: null };
}

export function newValidationSlug(): string {
  return `confirm-${randomBytes(6).toString('hex')}`;
}

/** Every depository account can pay, be paid and be read; real-time payouts go to checking accounts only. */
export function capabilitiesFor(subtype: string): { capabilities: string[]; enabledRealTimePayouts: boolean } {
  return {
    capabilities: ['PAYMENTS', 'TRANSFERS', 'BALANCE', 'IDENTITY', 'AUTHENTICATION'],
    enabledRealTimePayouts: subtype === 'CHECKING',
  };
}

export type ValidationOutcome = 'validated' | 'nothing_pending' | 'slug_mismatch';

export function validationOutcome(
  account: { currentStatus: string; pendingAccountValidations: PendingValidation[] | null },
  slug: string,
): ValidationOutcome {
  const pending = account.pendingAccountValidations ?? [];
  if (account.currentStatus !== 'VERIFICATION_PENDING' || pending.length === 0) return 'nothing_pending';
  return pending.some((p) => p.slug === slug) ? 'validated' : 'slug_mismatch';
}

/** What a successful validation leaves: the matched item removed; CONNECTED once nothing else is pending. */
export function afterValidation(pending: PendingValidation[], slug: string) {
  const rest = pending.filter((p) => p.slug !== slug);
  return rest.length
    ? {
        currentStatus: 'VERIFICATION_PENDING' as const,
        requiresAccountValidation: true,
        pendingAccountValidations: rest,
      }
    : { currentStatus: 'CONNECTED' as const, requiresAccountValidation: false, pendingAccountValidations: null };
}

export function lastFour(accountNumber: string): string {
  return accountNumber.slice(-4);
}

/** ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}

export function currencyForCountry(country: string): string {
  return country === 'COL' ? 'COP' : 'USD';
}
