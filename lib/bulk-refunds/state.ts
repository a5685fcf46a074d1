import type { Phrase } from '@/lib/forms/phrases';
import { phrase } from '@/lib/forms/phrases';
import { DRAFT_HOLD_HOURS, isDraftExpired } from './hold';

export { DRAFT_HOLD_HOURS, SEND_AGAIN_HOURS, draftHeldSince, isDraftExpired, mayResendAt } from './hold';

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
