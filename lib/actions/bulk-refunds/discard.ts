'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { authorizeAction, recordAudit } from '@/lib/auth';
import { can } from '@/lib/auth/permissions';
import { discardDraft, getBatch } from '@/lib/bulk-refunds/batches';
import { isDraftExpired } from '@/lib/bulk-refunds/state';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';

const id = z.uuid();

/**
 * "Discard draft" (docs/bulk-refunds.md, "States"): a draft nobody will start stops holding its amounts now, not
 * when its hold runs out; nothing is sent. Its maker, or a member who manages approvals, discards it; audited.
 */
export async function discardBulkRefundAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('refunds:bulk', 'bulk_refund.discard');
  if (!authz.ok) return authz;
  const t = await getT();
  const parsed = id.safeParse(formData.get('bulk_refund_id'));
  if (!parsed.success) return { ok: false, message: t('actions.bulkRefund.error.unknown') };
  const db = await getConsoleDb();
  const batch = await getBatch(db, parsed.data);
  if (!batch) return { ok: false, message: t('actions.bulkRefund.error.missing') };
  if (batch.makerId !== authz.session.user.id && !can(authz.session.user.access, 'approvals:manage'))
    return { ok: false, message: t('actions.bulkRefund.error.notYoursToDiscard', { email: batch.makerEmail }) };
  const expired = isDraftExpired(batch, new Date());
  const discarded = await discardDraft(db, batch.id);
  if (!discarded) return { ok: false, message: t('actions.bulkRefund.error.notDraft') };
  await recordAudit({
    session: authz.session,
    action: 'bulk_refund.discard',
    target: batch.id,
    summary: { maker: batch.makerEmail, expired, source: batch.source.kind },
  });
  revalidatePath(`/payments/bulk-refunds/${batch.id}`);
  revalidatePath('/payments/bulk-refunds');
  return { ok: true, message: t('actions.bulkRefund.discarded') };
}
