import 'server-only';
import { recordAudit, type StaffSession } from '@/lib/auth';
import type { ConsoleDb } from '@/lib/db/types';
import { isApiError } from '@/lib/merchant-api';
import { merchantWrites } from '@/lib/merchant-api/writes';
import {
  claimLease,
  countItems,
  finishBatch,
  getBatch,
  nextQueued,
  recordItem,
  releaseLease,
  type BulkRefund,
  type BulkRefundItem,
  type ItemOutcome,
} from './batches';

/** Refunds sent at once: enough to finish 1,000 in well under a minute, few enough to leave the API room. */
const CONCURRENCY = 4;
/** How long a worker's claim on a batch lasts without renewal; a crashed worker's batch can be resumed after it. */
export const LEASE_SECONDS = 30;
/** A refund the API did not confirm (network, 5xx, key in flight) is tried this often, with the same key, before it is left uncertain. */
const ATTEMPTS = 3;
const RETRY_PAUSE_MS = 1000;
/** The error code of a refund that failed in the console before the API answered (its page words it). */
export const CONSOLE_ERROR = 'console_error';

/** Sends one payment's refund with its own idempotency key and says what came of it. */
async function refundOne(batch: BulkRefund, item: BulkRefundItem): Promise<ItemOutcome> {
  // A CSV row carries its own reason and note; a batch picked from the list has one for every payment.
  const note = item.reason ? item.note : batch.note;
  const body = {
    reason: item.reason ?? batch.reason ?? 'REQUESTED_BY_CUSTOMER',
    ...(note ? { note } : {}),
    ...(item.amount > 0 ? { amount: item.amount } : {}),
  };
  try {
    const written = await merchantWrites().refundPayment(item.paymentId, body, item.idempotencyKey);
    const paymentStatus = written.data?.status ?? null;
    return { status: 'refunded', message: paymentStatus, apiRequestId: written.requestId, paymentStatus };
  } catch (error) {
    // Not the API's words: a code, worded where the item is shown (in the reader's language).
    if (!isApiError(error))
      return {
        status: item.attempts + 1 >= ATTEMPTS ? 'uncertain' : 'queued',
        message: null,
        errorCode: CONSOLE_ERROR,
      };
    const uncertain =
      error.status === 0 || error.status >= 500 || (error.status === 409 && error.code === 'idempotency_key_in_flight');
    if (uncertain)
      return {
        status: item.attempts + 1 >= ATTEMPTS ? 'uncertain' : 'queued',
        message: error.message,
        errorCode: error.code,
        apiRequestId: error.requestId,
      };
    return { status: 'refused', message: error.message, errorCode: error.code, apiRequestId: error.requestId };
  }
}

/**
 * Runs a batch that is `running` until no payment is queued: claims it (so only one worker runs it), sends
 * the refunds a few at a time, records each outcome as it comes (the page's progress bar reads them) and
 * audits each refund as the member who started it. Safe to call again at any time: a claimed batch is left
 * alone, and every refund keeps its key, so a resumed batch never refunds a payment twice.
 */
export async function runBatch(db: ConsoleDb, id: string, session: StaffSession): Promise<void> {
  if (!(await claimLease(db, id, LEASE_SECONDS))) return;
  try {
    for (;;) {
      const batch = await getBatch(db, id);
      if (!batch || batch.status !== 'running') return;
      const items = await nextQueued(db, id, CONCURRENCY);
      if (!items.length) break;
      const outcomes = await Promise.all(
        items.map(async (item) => {
          const outcome = await refundOne(batch, item);
          await recordItem(db, id, item.position, outcome);
          if (outcome.status === 'queued') return outcome;
          await recordAudit({
            session,
            action: 'payment.refund',
            outcome: outcome.status === 'refunded' ? 'success' : 'failure',
            target: item.paymentId,
            summary: {
              bulk_refund_id: id,
              amount: item.amount,
              currency: item.currency,
              reason: item.reason ?? batch.reason,
              result: outcome.status,
              message: outcome.message ?? outcome.errorCode ?? null,
            },
            apiRequestId: outcome.apiRequestId,
          });
          return outcome;
        }),
      );
      // A refund the API did not confirm is tried again after a pause (same key), not in a tight loop.
      if (outcomes.some((o) => o.status === 'queued'))
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
      await claimLease(db, id, LEASE_SECONDS, true);
    }
    if (await finishBatch(db, id)) {
      const counts = await countItems(db, id);
      await recordAudit({ session, action: 'bulk_refund.finish', target: id, summary: { ...counts } });
    }
  } catch (error) {
    console.error('bulk refund stopped:', id, error instanceof Error ? error.message : error);
    await releaseLease(db, id).catch(() => undefined);
  }
}
