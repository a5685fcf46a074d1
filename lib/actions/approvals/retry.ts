'use server';

import { z } from 'zod';
import { authorizeAction, recordAudit } from '@/lib/auth';
import { getRequest } from '@/lib/approvals/requests';
import { runApproved, type ApprovalOutcome } from '@/lib/approvals/run';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';

const schema = z.object({ id: z.uuid({ message: 'Unknown request.' }) });

/**
 * Sends an approved request again after the API did not confirm it (network error, 5xx). Safe: the stored
 * idempotency key makes the API replay the first outcome instead of acting twice.
 */
export async function retryRequestAction(_previous: ActionState<ApprovalOutcome> | null, formData: FormData): Promise<ActionState<ApprovalOutcome>> {
  const authz = await authorizeAction('read', 'approval.execute');
  if (!authz.ok) return authz;
  const parsed = schema.safeParse({ id: formData.get('id') });
  if (!parsed.success) return { ok: false, message: 'Unknown request.' };
  const db = await getConsoleDb();
  const found = await getRequest(db, parsed.data.id);
  if (!found) return { ok: false, message: 'This request no longer exists.' };
  const { request } = found;
  const { user } = authz.session;
  const refusal =
    request.status !== 'executing'
      ? `This request is ${request.status}; there is nothing to send again.`
      : request.makerId === user.id || !request.approverRoles.includes(user.role)
        ? 'Only a member who may approve this request can send it again.'
        : null;
  if (refusal) {
    await recordAudit({ session: authz.session, action: 'approval.execute', outcome: 'denied', target: request.id, summary: { reason: refusal } });
    return { ok: false, message: refusal };
  }
  return runApproved(db, authz.session, request);
}
