// A bulk refund's time rules, without a word of the catalogue: the console's client-keys list follows imports, and the
// database module (batches.ts) that server actions reach from the payments list needs these, not the state's phrases.

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
 * Whether a batch's unconfirmed refunds may be sent again: only within SEND_AGAIN_HOURS of its start, while the API
 * still remembers each refund's key (after that the same key could refund a payment a second time).
 */
export function mayResendAt(batch: { startedAt: Date | null }, now: Date): boolean {
  return !!batch.startedAt && now.getTime() - batch.startedAt.getTime() < SEND_AGAIN_HOURS * 3_600_000;
}
