import type { RelatedTransaction, Transaction } from '@/lib/merchant-api/types';

/** Types that take money back out of a deposit. */
const DEBITS = new Set(['REFUND', 'REVERSAL', 'RETURN']);

/**
 * What a related transaction contributes to its deposit, in minor units: its net amount, negative for
 * refunds, reversals and returns (whether the API sends them negative already or not). Null when unknown.
 */
export function contribution(item: RelatedTransaction): bigint | null {
  const value = item.netAmount;
  if (value === null) return null;
  const n = BigInt(value);
  return item.type && DEBITS.has(item.type) && n > 0n ? -n : n;
}

export type Reconciliation =
  | { kind: 'reconciles'; total: bigint }
  | { kind: 'differs'; total: bigint; difference: bigint }
  /** Why it cannot be told (the page words it): related transactions not listed, listed in part, or without net amounts. */
  | { kind: 'unknown'; reason: 'unlisted' | 'no_net_amounts' }
  | { kind: 'unknown'; reason: 'partly_listed'; listed: number; count: number };

/** Whether a deposit's amount equals the sum of its related transactions' contributions, to the unit. */
export function reconcileDeposit(deposit: Transaction): Reconciliation {
  const items = deposit.relatedTransactions;
  if (!items) return { kind: 'unknown', reason: 'unlisted' };
  if (deposit.relatedTransactionsCount !== null && deposit.relatedTransactionsCount > items.length) {
    return { kind: 'unknown', reason: 'partly_listed', listed: items.length, count: deposit.relatedTransactionsCount };
  }
  let total = 0n;
  for (const item of items) {
    const part = contribution(item);
    if (part === null) return { kind: 'unknown', reason: 'no_net_amounts' };
    total += part;
  }
  const difference = BigInt(deposit.amount) - total;
  return difference === 0n ? { kind: 'reconciles', total } : { kind: 'differs', total, difference };
}
