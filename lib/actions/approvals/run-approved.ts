import 'server-only';
import { revalidatePath } from 'next/cache';
import { recordAudit, type StaffSession } from '@/lib/auth';
import type { ConsoleDb } from '@/lib/db/types';
import type { ActionState } from '@/lib/forms/state';
import { translator, type MessageKey } from '@/lib/i18n';
import { getT } from '@/lib/auth/translator';
import { merchantApi } from '@/lib/merchant-api/client';
import { executedResult, executeRequest } from './execute';
import { isPowerAction, type RequestAction } from '@/lib/approvals/kinds';
import { applyPowerChange } from '@/lib/approvals/power';
import { beforeResend } from '@/lib/approvals/resend';
import { expireDue, finishRequest, resultMessage, type ApprovalRequest } from '@/lib/approvals/requests';

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
      summary: {
        action: request.action,
        amount: request.amount,
        currency: request.currency,
        maker: request.makerEmail,
        expired_at: request.expiresAt.toISOString(),
      },
    });
  }
}

/**
 * Sends an approved request (status `executing`) to the API with its stored idempotency key, records the
 * outcome on the request and in the audit log, and answers the approver's form.
 */
export async function runApproved(
  db: ConsoleDb,
  session: StaffSession,
  request: ApprovalRequest,
): Promise<ActionState<ApprovalOutcome>> {
  const t = await getT();
  const power = isPowerAction(request.action);
  // A change of power is applied in the console, as the approver (lib/approvals/power.ts); the rest go to the API.
  const execution = power ? await applyPowerChange(db, session, request) : await executeRequest(request, session);
  const summary = {
    action: request.action,
    amount: request.amount,
    currency: request.currency,
    target: request.target,
    maker: request.makerEmail,
  };
  revalidatePath('/approvals');
  revalidatePath(`/approvals/${request.id}`);
  if (execution.status === 'uncertain') {
    const { message: said } = execution;
    // The audit log keeps English; the member reads their language (the API's own words are quoted as they came).
    await recordAudit({
      session,
      action: 'approval.execute',
      outcome: 'failure',
      target: request.id,
      summary: { ...summary, uncertain: typeof said === 'string' ? said : translator('en')(said) },
      apiRequestId: execution.apiRequestId,
    });
    return {
      ok: false,
      // The action in lower case ("split payment", "pago dividido"), as the English message always named it.
      message: t('actions.approvals.notConfirmed', {
        action: t(`approvals.action.${request.action}` as MessageKey).toLowerCase(),
        message: typeof said === 'string' ? said : t(said),
      }),
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
    return {
      ok: false,
      message: t(power ? 'actions.approvals.notApplied' : 'actions.approvals.apiRefused', { reason }),
      requestId: execution.apiRequestId,
      result: { status: 'failed' },
    };
  }
  const href = typeof execution.result.href === 'string' ? execution.result.href : null;
  for (const path of ['/payouts', '/transfers', '/payments']) revalidatePath(path);
  return {
    ok: true,
    message: t(power ? 'actions.approvals.applied' : 'actions.approvals.sent'),
    requestId: execution.apiRequestId,
    result: { status: 'executed', href },
  };
}

/**
 * "Send again" on a request the API did not confirm: first asks the API whether the first send landed (by the
 * request's reference, lib/approvals/resend.ts); if so it is recorded as executed and nothing is sent. Otherwise
 * it is sent again with its key while the key protects it, and refused once it cannot (nothing to search by and
 * first sent more than 23 hours ago).
 */
export async function resendApproved(
  db: ConsoleDb,
  session: StaffSession,
  request: ApprovalRequest,
  now = new Date(),
): Promise<ActionState<ApprovalOutcome>> {
  // A change of power never reached the API: applying it again re-checks everything (a stale one changes nothing).
  if (isPowerAction(request.action)) return runApproved(db, session, request);
  const before = await beforeResend(request, merchantApi(), now);
  if (before.kind === 'send') return runApproved(db, session, request);
  const t = await getT();
  const summary = {
    action: request.action,
    amount: request.amount,
    currency: request.currency,
    target: request.target,
    maker: request.makerEmail,
  };
  if (before.kind === 'landed') {
    const result: Record<string, unknown> = {
      ...executedResult(request.action as RequestAction, request, before.found),
      found_by_reference: true,
    };
    await finishRequest(db, request.id, { status: 'executed', result, apiRequestId: null });
    await recordAudit({
      session,
      action: 'approval.execute',
      target: request.id,
      summary: { ...summary, result, resend: 'found_landed' },
    });
    revalidatePath('/approvals');
    revalidatePath(`/approvals/${request.id}`);
    return {
      ok: true,
      message: t('actions.approvals.foundLanded'),
      result: { status: 'executed', href: typeof result.href === 'string' ? result.href : null },
    };
  }
  if (before.kind === 'refuse') {
    await recordAudit({
      session,
      action: 'approval.execute',
      outcome: 'denied',
      target: request.id,
      summary: { ...summary, reason: 'idempotency key too old to protect a second send; nothing to search by' },
    });
    return { ok: false, message: t('actions.approvals.keyExpired') };
  }
  await recordAudit({
    session,
    action: 'approval.execute',
    outcome: 'failure',
    target: request.id,
    summary: { ...summary, lookup_failed: before.message },
  });
  return { ok: false, message: t('actions.approvals.lookupFailed', { message: before.message }) };
}
