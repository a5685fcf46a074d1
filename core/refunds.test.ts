import { describe, expect, it } from 'vitest';
import { refundabilityOf, refundRefusal } from './refunds';

const payment = { type: 'PAYMENT', status: 'SUCCESSFUL', amount: 10_066, amountRefunded: 0, remarks: null };

describe('refundabilityOf', () => {
  it('answers what is left of a successful payment', () => {
    expect(refundabilityOf({ ...payment, amountRefunded: 66 })).toEqual({
      refunded: 66,
      refundable: 10_000,
      reason: null,
    });
  });

  it.each([
    [{ status: 'DISPUTED' }, 'disputed'],
    [{ status: 'REVERSED' }, 'returned'],
    [{ remarks: 'CASE_WON' }, 'case_credit'],
    [{ status: 'REFUNDED', amountRefunded: 10_066 }, 'fully_refunded'],
    [{ amountRefunded: 10_066 }, 'fully_refunded'],
    [{ status: 'PROCESSING' }, 'not_successful'],
    [{ status: 'FAILED' }, 'not_successful'],
    [{ type: 'REFUND' }, 'not_a_payment'],
  ] as const)('%o is not refundable: %s', (change, reason) => {
    const answer = refundabilityOf({ ...payment, ...change });
    expect(answer.reason).toBe(reason);
    expect(answer.refundable).toBe(0);
  });

  it('sums the refunds that did not fail when amount_refunded is not reported', () => {
    const refunds = [
      { amount: 100, status: 'SUCCESSFUL' },
      { amount: 200, status: 'FAILED' },
      { amount: 50, status: 'PENDING' },
    ];
    expect(refundabilityOf({ ...payment, amountRefunded: null, refunds })).toMatchObject({
      refunded: 150,
      refundable: 9_916,
    });
  });
});

describe('refundRefusal', () => {
  it('refuses the credit of a won case whatever its status, and says why', () => {
    expect(refundRefusal({ ...payment, remarks: 'CASE_WON' }, 100)).toMatchObject({
      code: 'payment_not_refundable',
      reason: 'case_credit',
    });
  });

  it('refuses a disputed payment and more than what is left', () => {
    expect(refundRefusal({ ...payment, status: 'DISPUTED' }, 100)).toMatchObject({ reason: 'disputed' });
    expect(refundRefusal({ ...payment, amountRefunded: 10_000 }, 67)).toEqual({
      code: 'refund_exceeds_remaining',
      amount: 67,
      remaining: 66,
    });
    expect(refundRefusal(payment, 10_066)).toBeNull();
  });
});
