import type { Transaction } from '@/lib/merchant-api/types';
import { contribution, type LinesPage } from '@/lib/transactions/deposit-lines';

export { contribution };

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

/**
 * The same question from a page of lines: the API's totals of every line (extension), or, when the console paged
 * what the API sent, every line it sent.
 */
export function reconcileLines(deposit: Transaction, lines: LinesPage): Reconciliation {
  if (lines.pagedBy === 'console') return reconcileDeposit(deposit);
  if (lines.sum === null) return { kind: 'unknown', reason: 'no_net_amounts' };
  const difference = BigInt(deposit.amount) - lines.sum;
  return difference === 0n
    ? { kind: 'reconciles', total: lines.sum }
    : { kind: 'differs', total: lines.sum, difference };
}
