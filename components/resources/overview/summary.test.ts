import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/lib/merchant-api/types';
import { summarize } from './summary';

const t = (status: string, amount: number, currency = 'USD') => ({ status, amount, currency }) as Transaction;

describe('summarize', () => {
  it('counts by status and sums moved money per currency exactly', () => {
    const s = summarize([t('SUCCESSFUL', 1000), t('REFUNDED', 250), t('PENDING', 99), t('FAILED', 5), t('SUCCESSFUL', 700, 'COP'), t('SUCCESSFUL', 2 ** 52, 'USD')], false);
    expect(s.count).toBe(6);
    expect(s.inFlight).toBe(1);
    expect(s.failed).toBe(1);
    expect(s.moved).toEqual([
      { currency: 'USD', amount: 1250n + 2n ** 52n, count: 3 },
      { currency: 'COP', amount: 700n, count: 1 },
    ]);
    expect(s.byStatus).toEqual({ SUCCESSFUL: 3, REFUNDED: 1, PENDING: 1, FAILED: 1 });
  });
});
