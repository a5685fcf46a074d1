import type { Phrase } from '@/lib/forms/phrases';
import { phrase } from '@/lib/forms/phrases';

/** How long after a batch started its refunds may be sent again: under the API's 24 h idempotency window. */
export const SEND_AGAIN_HOURS = 23;

/**
 * How long a draft nobody starts holds its amounts (docs/bulk-refunds.md, "States"): other batches and files count
 * them as taken until then; after, the draft holds nothing and can no longer be started, only discarded.
 */
export const DRAFT_HOLD_HOURS = 24;

/** The moment before which a draft no longer holds its amounts. */
export function draftHeldSince(now: Date): Date {
  return new Date(now.getTime() - DRAFT_HOLD_HOURS * 3_600_000);
}

/** A draft past DRAFT_HOLD_HOURS: it holds nothing and cannot be started. */
export function isDraftExpired(batch: { status: string; createdAt: Date }, now: Date): boolean {
  return batch.status === 'draft' && batch.createdAt < draftHeldSince(now);
}

/**
 * A batch's state as a member reads it: whose draft it is and what it waits for (docs/bulk-refunds.md, "States").
 * Only the maker reads "your confirmation"; everyone else reads whose it is.
 */
export function batchStatePhrase(
  batch: { status: string; makerId: string; makerEmail: string; createdAt: Date },
  memberId: string,
  approvalEnded = false,
  now = new Date(),
): Phrase {
  if (isDraftExpired(batch, now)) return phrase('bulkRefund.state.draftExpired', { hours: DRAFT_HOLD_HOURS });
  if (batch.status === 'discarded') return phrase('bulkRefund.state.discarded');
  if (batch.status === 'draft')
    return batch.makerId === memberId
      ? phrase('bulkRefund.state.draftMine')
      : phrase('bulkRefund.state.draftOther', { email: batch.makerEmail });
  if (batch.status === 'held')
    return approvalEnded ? phrase('bulkRefund.status.stopped') : phrase('bulkRefund.status.held');
  if (batch.status === 'refused') return phrase('bulkRefund.state.refused', { email: batch.makerEmail });
  return phrase(batch.status === 'running' ? 'bulkRefund.status.running' : 'bulkRefund.status.done');
}

/**
 * Whether a batch's unconfirmed refunds may be sent again: only within SEND_AGAIN_HOURS of its start, while the API
 * still remembers each refund's key (after that the same key could refund a payment a second time).
 */
export function mayResendAt(batch: { startedAt: Date | null }, now: Date): boolean {
  return !!batch.startedAt && now.getTime() - batch.startedAt.getTime() < SEND_AGAIN_HOURS * 3_600_000;
}
