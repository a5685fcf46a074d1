'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth';
import { action } from '@/lib/actions/define';
import { translator } from '@/lib/i18n';
import { powerRefusal } from '@/lib/approvals/power';
import { decide, getRequest } from '@/lib/approvals/requests';
import { expireAndAudit, runApproved, type ApprovalOutcome } from '@/lib/actions/approvals/run-approved';
import { getConsoleDb } from '@/lib/db';
import { LIMITS } from '@/lib/forms/field-rules';
import type { ActionState } from '@/lib/forms/state';
import { optionalText } from '@/lib/actions/fields';

const schema = z.object({
  id: z.uuid({ message: 'actions.approvals.unknownRequest' }),
  note: optionalText(LIMITS.note),
});

/**
 * Approves a pending request. Whether this member may (not the maker, not twice, one of the rule's
 * roles, still pending) is decided under a row lock; the approval that completes the count sends the
 * request to the API once, with the maker's idempotency key.
 */
export const approveRequestAction = action<typeof schema, ActionState<ApprovalOutcome>>(
  {
    permission: 'read',
    audit: 'approval.approve',
    schema,
    input: (formData) => ({ id: formData.get('id'), note: formData.get('note') ?? '' }),
  },
  async ({ session, input: { id, note }, t }) => {
    const { user } = session;

    const db = await getConsoleDb();
    await expireAndAudit(db);
    // A change of power is approved only by a member who holds everything it grants (docs/security.md).
    const held = await getRequest(db, id);
    const refusal = held ? powerRefusal(held.request, session.user.access) : null;
    if (refusal) {
      await recordAudit({
        session,
        action: 'approval.approve',
        outcome: 'denied',
        target: id,
        summary: { reason: translator('en')(refusal) },
      });
      return { ok: false, message: t(refusal) };
    }
    const decided = await decide(db, {
      id,
      member: { id: user.id, email: user.email, role: user.role },
      decision: 'approve',
      note: note ?? null,
      t,
    });
    if (decided.kind === 'not_found') return { ok: false, message: t('actions.approvals.gone') };
    if (decided.kind === 'refused') {
      await recordAudit({
        session,
        action: 'approval.approve',
        outcome: 'denied',
        target: id,
        summary: { reason: decided.reason },
      });
      return { ok: false, message: decided.message };
    }
    if (decided.kind === 'rejected') return { ok: false, message: t('actions.approvals.wasRejected') };
    const { request } = decided;
    await recordAudit({
      session,
      action: 'approval.approve',
      target: id,
      summary: {
        action: request.action,
        amount: request.amount,
        currency: request.currency,
        maker: request.makerEmail,
        approvals: decided.approvals,
        required: request.approvalsRequired,
        note: note ?? null,
      },
    });
    if (decided.kind === 'recorded') {
      revalidatePath('/approvals');
      revalidatePath(`/approvals/${id}`);
      return {
        ok: true,
        message: t('actions.approvals.approvedSoFar', {
          approvals: decided.approvals,
          required: request.approvalsRequired,
        }),
        result: { status: 'pending' },
      };
    }
    return runApproved(db, session, request);
  },
);
