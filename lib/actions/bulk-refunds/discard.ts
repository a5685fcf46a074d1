'use server';

import { revalidatePath } from 'next/cache';
import { recordAudit } from '@/lib/auth';
import { action } from '@/lib/actions/define';
import { batchForm, batchForMember } from '@/lib/actions/bulk-refunds/batch';
import { discardDraft } from '@/lib/bulk-refunds/batches';
import { isDraftExpired } from '@/lib/bulk-refunds/hold';
import type { ActionState } from '@/lib/forms/state';

/**
 * "Discard draft" (docs/bulk-refunds.md, "States"): a draft nobody will start stops holding its amounts now, not
 * when its hold runs out; nothing is sent. Its maker, or a member who manages approvals, discards it; audited.
 */
export const discardBulkRefundAction = action<typeof batchForm.schema, ActionState>(
  {
    permission: 'refunds:bulk',
    audit: 'bulk_refund.discard',
    ...batchForm,
  },
  async ({ session, input: id }) => {
    const found = await batchForMember(session, id, 'actions.bulkRefund.error.notYoursToDiscard');
    if (!found.ok) return found.state;
    const { t, db, batch } = found;
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
  },
);
