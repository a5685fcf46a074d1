import { describe, expect, it } from 'vitest';
import { delayOf, outcomeOf, SANDBOX_FAILURES, willBeDisputed } from './transitions';

describe('sandbox outcomes', () => {
  it('fails on the documented endings with a reason', () => {
    expect(outcomeOf({ type: 'PAYMENT', amount: 10013 })).toMatchObject({
      status: 'FAILED',
      remarks: 'INSUFFICIENT_FUNDS',
    });
    expect(outcomeOf({ type: 'PAYOUT', amount: 514 })).toMatchObject({ status: 'FAILED', remarks: 'ACCOUNT_CLOSED' });
    for (const [ending, failure] of Object.entries(SANDBOX_FAILURES)) {
      expect(outcomeOf({ type: 'TRANSFER', amount: 100 + Number(ending) })).toEqual({ status: 'FAILED', ...failure });
    }
  });

  it('succeeds otherwise, and refunds always succeed', () => {
    expect(outcomeOf({ type: 'PAYMENT', amount: 10000 })).toEqual({ status: 'SUCCESSFUL' });
    expect(outcomeOf({ type: 'PAYMENT', amount: 1312 })).toEqual({ status: 'SUCCESSFUL' });
    expect(outcomeOf({ type: 'REFUND', amount: 1013 })).toEqual({ status: 'SUCCESSFUL' });
  });

  it('opens a case (dispute or return) only for payments ending in 66 or 67', () => {
    expect(willBeDisputed({ type: 'PAYMENT', amount: 4566 })).toBe(true);
    expect(willBeDisputed({ type: 'PAYMENT', amount: 4567 })).toBe(true);
    expect(willBeDisputed({ type: 'PAYOUT', amount: 4566 })).toBe(false);
    expect(willBeDisputed({ type: 'PAYMENT', amount: 4568 })).toBe(false);
  });

  it('waits the delay of the current state', () => {
    const delays = { pendingMs: 5000, processingMs: 10000, disputeMs: 30000 };
    expect(delayOf('PENDING', delays)).toBe(5000);
    expect(delayOf('PROCESSING', delays)).toBe(10000);
    expect(delayOf('SUCCESSFUL', delays)).toBe(30000);
    expect(delayOf('FAILED', delays)).toBeUndefined();
  });
});
