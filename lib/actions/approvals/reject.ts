'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth';
import { action } from '@/lib/actions/define';
import { decide } from '@/lib/approvals/requests';
import { expireAndAudit, type ApprovalOutcome } from '@/lib/actions/approvals/run-approved';
import { getConsoleDb } from '@/lib/db';
import { LIMITS } from '@/lib/forms/field-rules';
import type { ActionState } from '@/lib/forms/state';
import { requiredText } from '@/lib/actions/fields';

const schema = z.object({
  id: z.uuid({ message: 'actions.approvals.unknownRequest' }),
  note: requiredText(LIMITS.note, 'actions.approvals.sayWhy'),
});

/** Rejects a pending request with a required note; nothing is sent to the API. */
export const rejectRequestAction = action<typeof schema, ActionState<ApprovalOutcome>>(
  {
    permission: 'read',
    audit: 'approval.reject',
    schema,
    input: (formData) => ({ id: String(formData.get('id') ?? ''), note: String(formData.get('note') ?? '') }),
  },
  async ({ session, input: { id, note }, values, t }) => {
    const { user } = session;

    const db = await getConsoleDb();
    await expireAndAudit(db);
    const decided = await decide(db, {
      id,
      member: { id: user.id, email: user.email, role: user.role },
      decision: 'reject',
      note,
      t,
    });
    if (decided.kind === 'not_found') return { ok: false, message: t('actions.approvals.gone') };
    if (decided.kind === 'refused') {
      await recordAudit({
        session,
        action: 'approval.reject',
        outcome: 'denied',
        target: id,
        summary: { reason: decided.reason },
      });
      return { ok: false, message: decided.message, values };
    }
    const request = decided.request;
    await recordAudit({
      session,
      action: 'approval.reject',
      target: id,
      summary: {
        action: request.action,
        amount: request.amount,
        currency: request.currency,
        maker: request.makerEmail,
        note,
      },
    });
    revalidatePath('/approvals');
    revalidatePath(`/approvals/${id}`);
    return { ok: true, message: t('actions.approvals.rejected'), result: { status: 'rejected' } };
  },
);
