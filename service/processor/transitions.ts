/**
 * The sandbox processor's rules, pure: how a transaction moves through its states and what it costs.
 *
 * PENDING ─(pending delay)→ PROCESSING ─(processing delay)→ SUCCESSFUL | FAILED
 * SUCCESSFUL payment whose amount ends in 66 ─(dispute delay)→ DISPUTED (a dispute case)
 * SUCCESSFUL payment whose amount ends in 67 ─(dispute delay)→ REVERSED (a return case)
 *
 * The outcome is decided by the last two digits of the amount (docs/sandbox.md), so a merchant can
 * test every path on purpose; any other amount succeeds. The state changes themselves, with their fees
 * and ledger postings, are service/transactions/lifecycle.ts.
 */

import { caseTriggerOf } from '../../core/cases';

export type ProcessorStatus = 'PENDING' | 'PROCESSING' | 'SUCCESSFUL';

/** Types the processor moves; DEPOSIT (settlement) and CREATED/CANCELED rows are never its business. */
export const PROCESSED_TYPES = [
  'PAYMENT',
  'PAYOUT',
  'TRANSFER',
  'REFUND',
  'PRENOTIFICATION',
  'MICRODEPOSIT',
  'REVERSAL',
  'RETURN',
] as const;

export interface Failure {
  /** Machine-readable, in `remarks` (spec 2.2 shows INSUFFICIENT_FUNDS). */
  remarks: string;
  /** Shown to people, in `decline_reason`. */
  declineReason: string;
}

/** Amount endings that fail, with the ACH return they imitate. */
export const SANDBOX_FAILURES: Readonly<Record<number, Failure>> = {
  13: { remarks: 'INSUFFICIENT_FUNDS', declineReason: 'Insufficient funds in the account (R01).' },
  14: { remarks: 'ACCOUNT_CLOSED', declineReason: 'The account is closed (R02).' },
  15: { remarks: 'ACCOUNT_NOT_FOUND', declineReason: 'No account found with these details (R03).' },
  16: { remarks: 'INVALID_ACCOUNT_NUMBER', declineReason: 'The account number is invalid (R04).' },
  17: { remarks: 'AUTHORIZATION_REVOKED', declineReason: 'The account holder revoked the authorization (R07).' },
  18: { remarks: 'ACCOUNT_FROZEN', declineReason: 'The account is frozen (R16).' },
};

const ending = (amount: number) => amount % 100;

/** What PROCESSING ends in. Refunds and reversals return money the platform holds, so they always succeed. */
export function outcomeOf(trx: {
  type: string;
  amount: number;
}): { status: 'SUCCESSFUL' } | ({ status: 'FAILED' } & Failure) {
  if (trx.type === 'REFUND' || trx.type === 'REVERSAL') return { status: 'SUCCESSFUL' };
  const failure = SANDBOX_FAILURES[ending(trx.amount)];
  return failure ? { status: 'FAILED', ...failure } : { status: 'SUCCESSFUL' };
}

/** A payment the sandbox will dispute (ending 66) or return (ending 67) once it succeeded: a case opens. */
export function willBeDisputed(trx: { type: string; amount: number }): boolean {
  return caseTriggerOf(trx) !== null;
}

export interface Delays {
  pendingMs: number;
  processingMs: number;
  disputeMs: number;
  /** How long submitted evidence is under review before the sandbox decides (default: disputeMs). */
  reviewMs?: number;
}

/**
 * `process_after` is when the current state began (or, for a payment with a due date, when it may
 * begin); a row is due once its state's delay has passed since then. Null: nothing left to do.
 */
export function delayOf(status: string, delays: Delays): number | undefined {
  if (status === 'PENDING') return delays.pendingMs;
  if (status === 'PROCESSING') return delays.processingMs;
  if (status === 'SUCCESSFUL') return delays.disputeMs;
  return undefined;
}
