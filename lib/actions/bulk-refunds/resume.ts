'use server';

import { after } from 'next/server';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { authorizeAction, recordAudit } from '@/lib/auth';
import { getBatch, requeueUncertain } from '@/lib/bulk-refunds/batches';
import { runBatch } from '@/lib/bulk-refunds/run';
import { mayResendAt, SEND_AGAIN_HOURS } from '@/lib/bulk-refunds/state';
import { can } from '@/lib/auth/permissions';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';

const id = z.uuid();

/**
 * Carries on a bulk refund whose worker stopped (the console restarted mid-run) or retries the refunds the API
 * did not confirm. Every refund keeps its idempotency key, so a payment already refunded is only answered
 * again, never refunded twice; a batch another worker is running is left to it.
 */
export async function resumeBulkRefundAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('refunds:bulk', 'bulk_refund.resume');
  if (!authz.ok) return authz;
  const t = await getT();
  const parsed = id.safeParse(formData.get('bulk_refund_id'));
  if (!parsed.success) return { ok: false, message: t('actions.bulkRefund.error.unknown') };
  const db = await getConsoleDb();
  const batch = await getBatch(db, parsed.data);
  if (!batch) return { ok: false, message: t('actions.bulkRefund.error.missing') };
  // Another member's batch: only a member who manages approvals carries it on (docs/bulk-refunds.md, "States").
  if (batch.makerId !== authz.session.user.id && !can(authz.session.user.access, 'approvals:manage'))
    return { ok: false, message: t('actions.bulkRefund.error.notYours', { email: batch.makerEmail }) };
  // Past the API's idempotency window a key is forgotten: sending again could refund twice.
  if (batch.status === 'done' && !mayResendAt(batch, new Date()))
    return { ok: false, message: t('actions.bulkRefund.error.resendExpired', { hours: SEND_AGAIN_HOURS }) };
  const requeued = batch.status === 'done' ? await requeueUncertain(db, batch.id) : 0;
  if (batch.status !== 'running' && requeued === 0)
    return { ok: false, message: t('actions.bulkRefund.error.nothingLeft') };
  await recordAudit({ session: authz.session, action: 'bulk_refund.resume', target: batch.id, summary: { requeued } });
  after(() => runBatch(db, batch.id, authz.session));
  revalidatePath(`/payments/bulk-refunds/${batch.id}`);
  return {
    ok: true,
    message: requeued ? t.plural('actions.bulkRefund.resending', requeued) : t('actions.bulkRefund.carryingOn'),
  };
}
