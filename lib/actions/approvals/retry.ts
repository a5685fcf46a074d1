'use server';

import { z } from 'zod';
import { authorizeAction, recordAudit } from '@/lib/auth';
import { getRequest } from '@/lib/approvals/requests';
import { resendApproved, type ApprovalOutcome } from '@/lib/approvals/run';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { translator, type MessageKey, type Translator } from '@/lib/i18n';
import { getT } from '@/lib/i18n/server';

const schema = z.object({ id: z.uuid() });

/**
 * Sends an approved request again after the API did not confirm it (network error, 5xx). It first asks the API
 * whether the first send landed (by the request's reference); the stored idempotency key protects a second send
 * only while the API remembers it (24 h), so past 23 h a request with nothing to search by is refused
 * (lib/approvals/resend.ts).
 */
export async function retryRequestAction(
  _previous: ActionState<ApprovalOutcome> | null,
  formData: FormData,
): Promise<ActionState<ApprovalOutcome>> {
  const authz = await authorizeAction('read', 'approval.execute');
  if (!authz.ok) return authz;
  const t = await getT();
  const parsed = schema.safeParse({ id: formData.get('id') });
  if (!parsed.success) return { ok: false, message: t('actions.approvals.unknownRequest') };
  const db = await getConsoleDb();
  const found = await getRequest(db, parsed.data.id);
  if (!found) return { ok: false, message: t('actions.approvals.gone') };
  const { request } = found;
  const { user } = authz.session;
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
      session: authz.session,
      action: 'approval.execute',
      outcome: 'denied',
      target: request.id,
      summary: { reason: refusal(translator('en')) },
    });
    return { ok: false, message };
  }
  return resendApproved(db, authz.session, request);
}
