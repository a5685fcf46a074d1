import type { Transaction } from '@/lib/merchant-api/types';

/** Who is behind an account: its end user's name and where the account is held (what a list's party cell shows). */
export interface Party {
  name: string | null;
  institution: string | null;
  last4: string | null;
}

/** Parties of a page by account id (accounts that could not be read are absent). */
export type Parties = Record<string, Party>;

/** "Bancolombia ···· 1234", or null. */
export function accountLine(party: Party): string | null {
  return [party.institution, party.last4 ? `···· ${party.last4}` : null].filter(Boolean).join(' ') || null;
}

/** The end user's side of a transaction: a payment's funding source, a payout's destination, else destination then origin. */
export function counterpartyOf(
  t: Pick<Transaction, 'type' | 'fundingSourceId' | 'originAccountId' | 'destinationAccountId'>,
): string | null {
  if (t.type === 'PAYMENT') return t.fundingSourceId ?? t.originAccountId ?? null;
  return t.destinationAccountId ?? t.originAccountId ?? null;
}
