'use server';

import { revalidatePath } from 'next/cache';
import { authorizeAction, recordAudit } from '@/lib/auth';
import { batchForMember } from '@/lib/actions/shared/bulk-refund-batch';
import { discardDraft } from '@/lib/bulk-refunds/batches';
import { isDraftExpired } from '@/lib/bulk-refunds/hold';
import type { ActionState } from '@/lib/forms/state';

/**
 * "Discard draft" (docs/bulk-refunds.md, "States"): a draft nobody will start stops holding its amounts now, not
 * when its hold runs out; nothing is sent. Its maker, or a member who manages approvals, discards it; audited.
 */
export async function discardBulkRefundAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('refunds:bulk', 'bulk_refund.discard');
  if (!authz.ok) return authz;
  const found = await batchForMember(authz.session, formData, 'actions.bulkRefund.error.notYoursToDiscard');
  if (!found.ok) return found.state;
  const { session, t, db, batch } = found;
  const expired = isDraftExpired(batch, new Date());
  if (!(await discardDraft(db, batch.id))) return { ok: false, message: t('actions.bulkRefund.error.notDraft') };
  await recordAudit({
    session,
    action: 'bulk_refund.discard',
    target: batch.id,
    summary: { maker: batch.makerEmail, expired, source: batch.source.kind },
  });
  revalidatePath(`/payments/bulk-refunds/${batch.id}`);
  revalidatePath('/payments/bulk-refunds');
  return { ok: true, message: t('actions.bulkRefund.discarded') };
}
