import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/lib/merchant-api/types';
import { transactionTimeline } from './timeline';

const base = {
  uuid: 'trx_1',
  status: 'PENDING',
  type: 'PAYMENT',
  amount: 1000,
  totalFee: null,
  remarks: null,
  declineReason: null,
  dueDate: null,
  depositId: null,
  refunds: null,
  dateCreated: '2026-11-20T10:00:00.000Z',
  dateUpdated: '2026-11-20T10:05:00.000Z',
} as unknown as Transaction;

const states = (t: Partial<Transaction>) => transactionTimeline({ ...base, ...t }).map((s) => `${s.key}:${s.state}`);

describe('transactionTimeline', () => {
  it('shows a pending payment waiting', () => {
    expect(states({})).toEqual(['created:done', 'pending:current', 'processing:upcoming', 'outcome:upcoming']);
  });

  it('marks processing with its time and fees', () => {
    const steps = transactionTimeline({ ...base, status: 'PROCESSING', totalFee: 59 });
    expect(steps.find((s) => s.key === 'processing')).toMatchObject({
      state: 'current',
      at: base.dateUpdated,
      detail: 'Fees computed',
    });
  });

  it('ends a failed payment with the reason', () => {
    const steps = transactionTimeline({ ...base, status: 'FAILED', remarks: 'INSUFFICIENT_FUNDS' });
    expect(steps.at(-1)).toMatchObject({ label: 'Failed', state: 'failed', detail: 'INSUFFICIENT_FUNDS' });
  });

  it('lists refunds in date order after success, then the full refund', () => {
    const refund = (uuid: string, at: string) => ({ uuid, dateCreated: at }) as Transaction;
    const steps = transactionTimeline({
      ...base,
      status: 'REFUNDED',
      refunds: [refund('r2', '2026-11-22T00:00:00Z'), refund('r1', '2026-11-21T00:00:00Z')],
    });
    expect(steps.map((s) => s.key)).toEqual([
      'created',
      'pending',
      'processing',
      'outcome',
      'refund-r1',
      'refund-r2',
      'refunded',
    ]);
    expect(steps.at(-1)?.at).toBe('2026-11-22T00:00:00Z');
  });

  it('adds the deposit once settled', () => {
    expect(states({ status: 'SUCCESSFUL', depositId: 'trx_d' })).toContain('deposit:done');
  });
});
