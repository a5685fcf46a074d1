import 'server-only';
import { revalidatePath } from 'next/cache';
import { recordAudit, type StaffSession } from '@/lib/auth';
import type { ConsoleDb } from '@/lib/db/types';
import type { ActionState } from '@/lib/forms/state';
import { translator, type MessageKey } from '@/lib/i18n';
import { getT } from '@/lib/i18n/server';
import { executeRequest } from './execute';
import { expireDue, finishRequest, resultMessage, type ApprovalRequest } from './requests';

/** What an approver's form shows once a request is decided or sent. */
export interface ApprovalOutcome {
  status: string;
  href?: string | null;
}

/** Expires what is overdue and audits each (no member did it: the actor is empty). */
export async function expireAndAudit(db: ConsoleDb): Promise<void> {
  const expired = await expireDue(db);
  for (const request of expired) {
    await recordAudit({
      session: null,
      action: 'approval.expire',
      target: request.id,
      summary: { action: request.action, amount: request.amount, currency: request.currency, maker: request.makerEmail, expired_at: request.expiresAt.toISOString() },
    });
  }
}

/**
 * Sends an approved request (status `executing`) to the API with its stored idempotency key, records the
 * outcome on the request and in the audit log, and answers the approver's form.
 */
export async function runApproved(db: ConsoleDb, session: StaffSession, request: ApprovalRequest): Promise<ActionState<ApprovalOutcome>> {
  const t = await getT();
  const execution = await executeRequest(request, session);
  const summary = { action: request.action, amount: request.amount, currency: request.currency, target: request.target, maker: request.makerEmail };
  revalidatePath('/approvals');
  revalidatePath(`/approvals/${request.id}`);
  if (execution.status === 'uncertain') {
    const { message: said } = execution;
    // The audit log keeps English; the member reads their language (the API's own words are quoted as they came).
    await recordAudit({ session, action: 'approval.execute', outcome: 'failure', target: request.id, summary: { ...summary, uncertain: typeof said === 'string' ? said : translator('en')(said) }, apiRequestId: execution.apiRequestId });
    return {
      ok: false,
      // The action in lower case ("split payment", "pago dividido"), as the English message always named it.
      message: t('actions.approvals.notConfirmed', { action: t(`approvals.action.${request.action}` as MessageKey).toLowerCase(), message: typeof said === 'string' ? said : t(said) }),
      requestId: execution.apiRequestId,
    };
  }
  await finishRequest(db, request.id, execution);
  await recordAudit({
    session,
    action: 'approval.execute',
    outcome: execution.status === 'executed' ? 'success' : 'failure',
    target: request.id,
    summary: { ...summary, result: execution.result },
    apiRequestId: execution.apiRequestId,
  });
  if (execution.status === 'failed') {
    const reason = resultMessage(execution.result, t) ?? t('actions.approvals.apiRefusedNoMessage');
    return { ok: false, message: t('actions.approvals.apiRefused', { reason }), requestId: execution.apiRequestId, result: { status: 'failed' } };
  }
  const href = typeof execution.result.href === 'string' ? execution.result.href : null;
  for (const path of ['/payouts', '/transfers', '/payments']) revalidatePath(path);
  return { ok: true, message: t('actions.approvals.sent'), requestId: execution.apiRequestId, result: { status: 'executed', href } };
}
