import 'server-only';
import { after } from 'next/server';
import type { StaffSession } from '@/lib/auth';
import { getConsoleDb } from '@/lib/db';
import { phrase } from '@/lib/i18n';
import { getBatch, releaseHeld } from './batches';
import { runBatch } from './run';

/**
 * The approval that completes a held bulk refund: the batch starts running in the background (once — a second
 * call finds it no longer held) and the approval's result links to its page, where each payment's outcome shows.
 */
export async function releaseApprovedBatch(id: string, session: StaffSession) {
  const db = await getConsoleDb();
  const released = await releaseHeld(db, id);
  const batch = released ?? (await getBatch(db, id));
  // Stored with the request as a phrase, worded in each reader's language when shown (resultMessage, lib/approvals/requests.ts).
  if (!batch)
    return {
      status: 'failed' as const,
      result: { code: 'bulk_refund_gone', phrase: phrase('actions.bulkRefund.error.gone') },
      apiRequestId: null,
    };
  if (batch.status === 'running') after(() => runBatch(db, id, session));
  return {
    status: 'executed' as const,
    result: { bulk_refund_id: id, status: batch.status, href: `/payments/bulk-refunds/${id}` },
    apiRequestId: null,
  };
}
