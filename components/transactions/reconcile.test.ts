import { describe, expect, it } from 'vitest';
import type { RelatedTransaction, Transaction } from '@/lib/merchant-api/types';
import { contribution, reconcileDeposit } from './reconcile';

const item = (type: string, netAmount: number | null): RelatedTransaction =>
  ({ uuid: `trx_${type}`, type, netAmount, amount: netAmount, totalFee: 0 }) as RelatedTransaction;
const deposit = (amount: number, items: RelatedTransaction[] | null, count?: number) =>
  ({ amount, relatedTransactions: items, relatedTransactionsCount: count ?? items?.length ?? null }) as Transaction;

describe('deposit reconciliation', () => {
  it('counts refunds negative whether sent positive or negative', () => {
    expect(contribution(item('PAYMENT', 941))).toBe(941n);
    expect(contribution(item('REFUND', 500))).toBe(-500n);
    expect(contribution(item('REFUND', -500))).toBe(-500n);
  });

  it('reconciles to the unit', () => {
    expect(reconcileDeposit(deposit(441, [item('PAYMENT', 941), item('REFUND', 500)]))).toEqual({
      kind: 'reconciles',
      total: 441n,
    });
  });

  it('reports a difference', () => {
    expect(reconcileDeposit(deposit(1000, [item('PAYMENT', 941)]))).toEqual({
      kind: 'differs',
      total: 941n,
      difference: 59n,
    });
  });

  it('cannot tell without net amounts or with a partial list', () => {
    expect(reconcileDeposit(deposit(1000, [item('PAYMENT', null)])).kind).toBe('unknown');
    expect(reconcileDeposit(deposit(1000, [item('PAYMENT', 1000)], 3)).kind).toBe('unknown');
    expect(reconcileDeposit(deposit(1000, null)).kind).toBe('unknown');
  });
});
