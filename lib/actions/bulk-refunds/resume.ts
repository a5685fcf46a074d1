'use server';

import { after } from 'next/server';
import { revalidatePath } from 'next/cache';
import { recordAudit } from '@/lib/auth';
import { action } from '@/lib/actions/define';
import { batchForm, batchForMember } from '@/lib/actions/bulk-refunds/batch';
import { requeueUncertain } from '@/lib/bulk-refunds/batches';
import { runBatch } from '@/lib/bulk-refunds/run';
import { mayResendAt, SEND_AGAIN_HOURS } from '@/lib/bulk-refunds/hold';
import type { ActionState } from '@/lib/forms/state';

/**
 * Carries on a bulk refund whose worker stopped (the console restarted mid-run) or retries the refunds the API
 * did not confirm. Every refund keeps its idempotency key, so a payment already refunded is only answered
 * again, never refunded twice; a batch another worker is running is left to it.
 */
export const resumeBulkRefundAction = action<typeof batchForm.schema, ActionState>(
  {
    // Another member's batch: only a member who manages approvals carries it on (docs/bulk-refunds.md, "States").
    permission: 'refunds:bulk',
    audit: 'bulk_refund.resume',
    ...batchForm,
  },
  async ({ session, input: id }) => {
    const found = await batchForMember(session, id, 'actions.bulkRefund.error.notYours');
    if (!found.ok) return found.state;
    const { t, db, batch } = found;
    // Past the API's idempotency window a key is forgotten: sending again could refund twice.
    if (batch.status === 'done' && !mayResendAt(batch, new Date()))
      return { ok: false, message: t('actions.bulkRefund.error.resendExpired', { hours: SEND_AGAIN_HOURS }) };
    const requeued = batch.status === 'done' ? await requeueUncertain(db, batch.id) : 0;
    if (batch.status !== 'running' && requeued === 0)
      return { ok: false, message: t('actions.bulkRefund.error.nothingLeft') };
    await recordAudit({ session, action: 'bulk_refund.resume', target: batch.id, summary: { requeued } });
    after(() => runBatch(db, batch.id, session));
    revalidatePath(`/payments/bulk-refunds/${batch.id}`);
    return {
      ok: true,
      message: requeued ? t.plural('actions.bulkRefund.resending', requeued) : t('actions.bulkRefund.carryingOn'),
    };
  },
);
