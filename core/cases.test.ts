import { describe, expect, it } from 'vitest';
import {
  blocksRefund,
  caseTriggerOf,
  CASE_REASONS,
  daysLeft,
  isDueSoon,
  respondByOf,
  sandboxDecision,
  triggerAmountOf,
} from './cases';

describe('case rules', () => {
  it('decodes the sandbox amounts: ending 66 disputes, 67 returns, the hundreds digit picks the reason', () => {
    expect(caseTriggerOf({ type: 'PAYMENT', amount: 10_066 })).toEqual({ kind: 'DISPUTE', reason: 'FRAUDULENT' });
    expect(caseTriggerOf({ type: 'PAYMENT', amount: 10_166 })).toEqual({
      kind: 'DISPUTE',
      reason: 'PRODUCT_NOT_RECEIVED',
    });
    expect(caseTriggerOf({ type: 'PAYMENT', amount: 10_966 })).toEqual({ kind: 'DISPUTE', reason: 'GENERAL' });
    expect(caseTriggerOf({ type: 'PAYMENT', amount: 10_067 })).toEqual({ kind: 'RETURN', reason: 'R01' });
    expect(caseTriggerOf({ type: 'PAYMENT', amount: 10_567 })).toEqual({ kind: 'RETURN', reason: 'R10' });
    expect(caseTriggerOf({ type: 'PAYMENT', amount: 10_068 })).toBeNull();
    expect(caseTriggerOf({ type: 'PAYOUT', amount: 10_066 })).toBeNull();
  });

  it('documents a trigger amount for every reason, and each triggers its reason', () => {
    for (const reason of CASE_REASONS) {
      expect(caseTriggerOf({ type: 'PAYMENT', amount: triggerAmountOf(reason) })?.reason).toBe(reason);
    }
  });

  it('gives disputes 7 days and returns 3 to respond; due soon is at most 3 days left', () => {
    const at = new Date('2026-11-01T10:00:00.000Z');
    expect(respondByOf('DISPUTE', at).toISOString()).toBe('2026-11-08T10:00:00.000Z');
    expect(respondByOf('RETURN', at).toISOString()).toBe('2026-11-04T10:00:00.000Z');
    const respondBy = respondByOf('DISPUTE', at);
    expect(isDueSoon({ status: 'NEEDS_RESPONSE', respondBy }, at)).toBe(false);
    expect(isDueSoon({ status: 'NEEDS_RESPONSE', respondBy }, new Date('2026-11-05T10:00:00.000Z'))).toBe(true);
    expect(isDueSoon({ status: 'UNDER_REVIEW', respondBy }, new Date('2026-11-07T10:00:00.000Z'))).toBe(false);
    expect(daysLeft(respondBy, at)).toBe(7);
  });

  it('counts days left by calendar date in the member’s zone, across a day boundary', () => {
    // Opened at 23:30 in Bogotá (04:30 UTC the next day): due seven days out at 23:30 local time.
    const opened = new Date('2026-11-03T04:30:00.000Z');
    const respondBy = respondByOf('DISPUTE', opened);
    const zone = 'America/Bogota';
    // A minute after opening (the deadline is now less than 7 × 24 h away) it still reads 7 days…
    expect(daysLeft(respondBy, new Date('2026-11-03T04:31:00.000Z'), zone)).toBe(7);
    expect(daysLeft(respondBy, new Date('2026-11-03T04:59:59.000Z'), zone)).toBe(7);
    // …until local midnight, then 6.
    expect(daysLeft(respondBy, new Date('2026-11-03T05:00:00.000Z'), zone)).toBe(6);
    // The same instants in UTC: the deadline's date there is 10 Nov, and 3 Nov 04:31 is already that day.
    expect(daysLeft(respondBy, new Date('2026-11-03T04:31:00.000Z'))).toBe(7);
    expect(daysLeft(respondBy, new Date('2026-11-02T23:59:00.000Z'))).toBe(8);
    // The deadline's own day reads 0 until its time, then overdue.
    expect(daysLeft(respondBy, new Date('2026-11-09T20:00:00.000Z'), zone)).toBe(0);
    expect(daysLeft(respondBy, new Date('2026-11-10T04:31:00.000Z'), zone)).toBe(-1);
  });

  it('decides submitted evidence: lost with losing_evidence, won otherwise; open and lost cases block refunds', () => {
    expect(sandboxDecision('Here is the receipt')).toBe('WON');
    expect(sandboxDecision('losing_evidence')).toBe('LOST');
    expect(sandboxDecision(null)).toBe('WON');
    expect(['NEEDS_RESPONSE', 'UNDER_REVIEW', 'LOST', 'WON', 'ACCEPTED'].map(blocksRefund)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
