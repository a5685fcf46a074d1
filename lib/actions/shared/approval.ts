import 'server-only';
import { revalidatePath } from 'next/cache';
import { recordAudit, type StaffSession } from '@/lib/auth';
import { isRole } from '@/lib/auth/permissions';
import type { ApprovalAction } from '@/lib/approvals/kinds';
import { createRequest } from '@/lib/approvals/requests';
import { matchRule } from '@/lib/approvals/rules';
import { and, eq } from 'drizzle-orm';
import { approvalRules, getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';

export interface HoldInput {
  session: StaffSession;
  action: ApprovalAction;
  /** The currency the rules match on; a function when finding it costs a read (called only when a rule could hold the action). */
  currency: string | (() => Promise<string>);
  amount: number;
  target?: string | null;
  summary: Record<string, unknown>;
  payload: Record<string, unknown>;
  idempotencyKey: string;
}

/**
 * Checks the approval rules before a money movement is sent. When one matches, the action is stored as a
 * pending request (with the form's idempotency key, used when it is finally sent) and its ActionState is
 * returned; otherwise null, and the caller sends it to the API as usual.
 */
export async function holdForApproval<R>(input: HoldInput): Promise<ActionState<R> | null> {
  const { session } = input;
  const db = await getConsoleDb();
  let currency: string;
  if (typeof input.currency === 'string') currency = input.currency;
  else {
    const [any] = await db.select({ id: approvalRules.id }).from(approvalRules).where(and(eq(approvalRules.action, input.action), eq(approvalRules.enabled, true))).limit(1);
    if (!any) return null;
    currency = await input.currency();
  }
  const rule = await matchRule(db, { action: input.action, currency, amount: input.amount, makerRole: session.user.role });
  if (!rule) return null;
  const { request, created } = await createRequest(db, {
    rule,
    action: input.action,
    currency,
    amount: input.amount,
    target: input.target ?? null,
    maker: { id: session.user.id, email: session.user.email, role: session.user.role },
    summary: input.summary,
    payload: input.payload,
    idempotencyKey: input.idempotencyKey,
  });
  if (created) {
    await recordAudit({
      session,
      action: 'approval.request',
      target: request.id,
      summary: { action: input.action, amount: input.amount, currency, target: input.target ?? null, rule_id: rule.id, approvals_required: rule.approvalsRequired, approver_roles: rule.approverRoles },
    });
    revalidatePath('/approvals');
  }
  const t = await getT();
  const roles = request.approverRoles.map((role) => (isRole(role) ? t(`staff.role.${role}`) : role)).join(t('approvals.rolesOr'));
  return {
    ok: true,
    message: t('actions.approvals.held', { action: t(`approvals.action.${input.action}`), count: t.plural('actions.approvals.heldCount', request.approvalsRequired), roles }),
    approval: {
      id: request.id,
      href: `/approvals/${request.id}`,
      approvalsRequired: request.approvalsRequired,
      approverRoles: request.approverRoles,
      expiresAt: request.expiresAt.toISOString(),
    },
  };
}
