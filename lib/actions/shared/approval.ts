import 'server-only';
import { revalidatePath } from 'next/cache';
import { recordAudit, type StaffSession } from '@/lib/auth';
import { isRole } from '@/lib/auth/permissions';
import type { ApprovalAction, RequestAction } from '@/lib/approvals/kinds';
import { withLookupReference } from '@/lib/approvals/resend';
import { createRequest } from '@/lib/approvals/requests';
import { matchRule } from '@/lib/approvals/rules';
import { and, eq } from 'drizzle-orm';
import { approvalRules, getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';

export interface HoldInput {
  session: StaffSession;
  /** What the request sends once approved. */
  action: RequestAction;
  /**
   * The currency the rules match on; a function when finding it costs a read (called only when a rule could hold
   * the action). A function may answer the amount too (a case's amount at stake), which then replaces `amount`.
   */
  currency: string | (() => Promise<string | { currency: string; amount: number }>);
  /** The amount the request shows (a plan's: one cycle). */
  amount: number;
  /**
   * The rules that hold it and the amount they compare: by default the action's own rules and `amount`. A
   * recurring plan is held by the `payout` or `transfer` rules on what it can move in total (Infinity with no end).
   */
  rule?: { action: ApprovalAction; amount: number };
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
  let matching = input.rule ?? { action: input.action as ApprovalAction, amount: input.amount };
  let amount = input.amount;
  let currency: string;
  if (typeof input.currency === 'string') currency = input.currency;
  else {
    const [any] = await db
      .select({ id: approvalRules.id })
      .from(approvalRules)
      .where(and(eq(approvalRules.action, matching.action), eq(approvalRules.enabled, true)))
      .limit(1);
    if (!any) return null;
    const found = await input.currency();
    if (typeof found === 'string') currency = found;
    else {
      ({ currency, amount } = found);
      if (!input.rule) matching = { ...matching, amount };
    }
  }
  const rule = await matchRule(db, {
    action: matching.action,
    currency,
    amount: matching.amount,
    makerRole: session.user.role,
  });
  if (!rule) return null;
  // The body gets a reference to find it by, should its first send go unconfirmed (lib/approvals/resend.ts).
  const body = input.payload.body;
  const payload =
    body && typeof body === 'object'
      ? {
          ...input.payload,
          body: withLookupReference(input.action, body as Record<string, unknown>, input.idempotencyKey),
        }
      : input.payload;
  const { request, created } = await createRequest(db, {
    rule,
    action: input.action,
    currency,
    amount,
    target: input.target ?? null,
    maker: { id: session.user.id, email: session.user.email, role: session.user.role },
    summary: input.summary,
    payload,
    idempotencyKey: input.idempotencyKey,
  });
  if (created) {
    await recordAudit({
      session,
      action: 'approval.request',
      target: request.id,
      summary: {
        action: input.action,
        amount,
        currency,
        target: input.target ?? null,
        rule_id: rule.id,
        rule_action: rule.action,
        approvals_required: rule.approvalsRequired,
        approver_roles: rule.approverRoles,
      },
    });
    revalidatePath('/approvals');
  }
  const t = await getT();
  const roles = request.approverRoles
    .map((role) => (isRole(role) ? t(`staff.role.${role}`) : role))
    .join(t('approvals.rolesOr'));
  return {
    ok: true,
    message: t('actions.approvals.held', {
      action: t(`approvals.action.${input.action}`),
      count: t.plural('actions.approvals.heldCount', request.approvalsRequired),
      roles,
    }),
    approval: {
      id: request.id,
      href: `/approvals/${request.id}`,
      approvalsRequired: request.approvalsRequired,
      approverRoles: request.approverRoles,
      expiresAt: request.expiresAt.toISOString(),
    },
  };
}
