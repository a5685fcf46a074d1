import { describe, expect, it } from 'vitest';
import { batchStatePhrase, DRAFT_HOLD_HOURS, isDraftExpired, mayResendAt } from './state';

const maker = '00000000-0000-4000-8000-000000000001';
const other = '00000000-0000-4000-8000-000000000002';
const now = new Date('2026-11-29T10:00:00.000Z');
const batch = (status: string, createdAt = now) => ({
  status,
  makerId: maker,
  makerEmail: 'support@example.com',
  createdAt,
});

describe('bulk refund states (docs/bulk-refunds.md, "States")', () => {
  it('says whose draft it is and what it waits for', () => {
    expect(batchStatePhrase(batch('draft'), maker)).toEqual({ key: 'bulkRefund.state.draftMine' });
    expect(batchStatePhrase(batch('draft'), other)).toMatchObject({
      key: 'bulkRefund.state.draftOther',
      vars: { email: 'support@example.com' },
    });
    expect(batchStatePhrase(batch('held'), other).key).toBe('bulkRefund.status.held');
    expect(batchStatePhrase(batch('held'), other, true).key).toBe('bulkRefund.status.stopped');
    expect(batchStatePhrase(batch('refused'), maker).key).toBe('bulkRefund.state.refused');
    expect(batchStatePhrase(batch('running'), maker).key).toBe('bulkRefund.status.running');
    expect(batchStatePhrase(batch('done'), maker).key).toBe('bulkRefund.status.done');
    expect(batchStatePhrase(batch('discarded'), maker).key).toBe('bulkRefund.state.discarded');
  });

  it('lets a draft nobody starts hold its amounts for a day, then reads it as expired', () => {
    const justInTime = new Date(now.getTime() - DRAFT_HOLD_HOURS * 3_600_000);
    const late = new Date(justInTime.getTime() - 1);
    expect(isDraftExpired(batch('draft', justInTime), now)).toBe(false);
    expect(isDraftExpired(batch('draft', late), now)).toBe(true);
    // Only a draft expires: a batch started long ago is what it is.
    expect(isDraftExpired(batch('done', late), now)).toBe(false);
    expect(batchStatePhrase(batch('draft', late), other, false, now)).toEqual({
      key: 'bulkRefund.state.draftExpired',
      vars: { hours: DRAFT_HOLD_HOURS },
    });
  });

  it('sends again only within the API idempotency window, with an hour to spare', () => {
    const startedAt = new Date('2026-11-28T10:00:00.000Z');
    expect(mayResendAt({ startedAt }, new Date('2026-11-29T08:59:59.000Z'))).toBe(true);
    expect(mayResendAt({ startedAt }, new Date('2026-11-29T09:00:00.000Z'))).toBe(false);
    expect(mayResendAt({ startedAt: null }, new Date())).toBe(false);
  });
});
