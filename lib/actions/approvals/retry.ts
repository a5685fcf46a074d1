'use server';

import { z } from 'zod';
import { recordAudit } from '@/lib/auth';
import { action } from '@/lib/actions/define';
import { getRequest } from '@/lib/approvals/requests';
import { resendApproved, type ApprovalOutcome } from '@/lib/actions/approvals/run-approved';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { translator, type MessageKey, type Translator } from '@/lib/i18n';

const schema = z.object({ id: z.uuid() });

/**
 * Sends an approved request again after the API did not confirm it (network error, 5xx). It first asks the API
 * whether the first send landed (by the request's reference); the stored idempotency key protects a second send
 * only while the API remembers it (24 h), so past 23 h a request with nothing to search by is refused
 * (lib/approvals/resend.ts).
 */
export const retryRequestAction = action<typeof schema, ActionState<ApprovalOutcome>>(
  {
    permission: 'read',
    audit: 'approval.execute',
    schema,
    input: (formData) => ({ id: formData.get('id') }),
    invalid: 'actions.approvals.unknownRequest',
  },
  async ({ session, input, t }) => {
    const { user } = session;
    const db = await getConsoleDb();
    const found = await getRequest(db, input.id);
    if (!found) return { ok: false, message: t('actions.approvals.gone') };
    const { request } = found;
    const refusal = (words: Translator) =>
      request.status !== 'executing'
        ? // The status in lower case ("executed", "ejecutada"), as the English message always named it.
          words('actions.approvals.nothingToResend', {
            status: words(`approvals.status.${request.status}` as MessageKey).toLowerCase(),
          })
        : request.makerId === user.id || !request.approverRoles.includes(user.role)
          ? words('actions.approvals.onlyApprovers')
          : null;
    const message = refusal(t);
    if (message) {
      await recordAudit({
        session,
        action: 'approval.execute',
        outcome: 'denied',
        target: request.id,
        summary: { reason: refusal(translator('en')) },
      });
      return { ok: false, message };
    }
    return resendApproved(db, session, request);
  },
);
