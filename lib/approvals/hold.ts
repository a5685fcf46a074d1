import 'server-only';
import { revalidatePath } from 'next/cache';
import { recordAudit, type StaffSession } from '@/lib/auth';
import {
  can,
  decideMoney,
  hasCeilings,
  hasDailyCeilings,
  isRole,
  type MoneyDecision,
  type MoneyPermission,
} from '@/lib/auth/permissions';
import { roleLabel } from '@/lib/auth/role-label';
import { roleNames } from '@/lib/auth/roles';
import { APPROVAL_ACTION_PERMISSION, type ApprovalAction, type RequestAction } from '@/lib/approvals/kinds';
import { minorToDecimal } from '@/core/money/units';
import { withLookupReference } from '@/lib/approvals/resend';
import { createRequest } from '@/lib/approvals/requests';
import { matchRule } from '@/lib/approvals/rules';
import { and, eq } from 'drizzle-orm';
import { approvalRules, getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/auth/translator';
import { reserveToday, sendCounted } from './daily-ceilings';

export interface HoldInput {
  session: StaffSession;
  /** What the request sends once approved. */
  action: RequestAction;
  /**
   * The currency the rules match on; a function when finding it costs a read (called only when a rule could hold
   * the action). A function may answer the amount too (a case's amount at stake), which then replaces `amount`,
   * and what was already moved that the ceiling bounds together with it (`counted`: a payment's earlier refunds).
   */
  currency: string | (() => Promise<string | { currency: string; amount?: number; counted?: number }>);
  /** The amount the request shows (a plan's: one cycle). */
  amount: number;
  /**
   * The rules that hold it and the amount they compare: by default the action's own rules and `amount`. A
   * recurring plan is held by the `payout` or `transfer` rules on what it can move in total (Infinity with no end).
   */
  rule?: { action: ApprovalAction; amount: number };
  /**
   * The money permission whose ceiling applies (docs/roles.md): by default the rule action's own (`refund`,
   * `payouts:create`…); a recurring plan's is `plans:payout` or `plans:transfer`, a bulk refund's `refunds:bulk`.
   */
  permission?: MoneyPermission;
  /**
   * Further ceilings the movement must fit when no rule holds it, each checked only when the member holds its
   * permission: a recurring payout plan's run against the maker's `payouts:create` ceiling.
   */
  also?: { permission: MoneyPermission; amount: number }[];
  target?: string | null;
  /** The audit action of a refusal: the action the member tried (`payment.refund`); by default `approval.<action>`. */
  deniedAs?: string;
  summary: Record<string, unknown>;
  payload: Record<string, unknown>;
  idempotencyKey: string;
}

/** Why a money movement was refused, in the member's language: above the ceiling, a currency without one, no permission. */
export async function ceilingRefusal(
  decision: Extract<MoneyDecision<unknown>, { kind: 'refused' }>,
  currency: string,
): Promise<string> {
  const t = await getT();
  if (decision.reason === 'ceiling')
    return t('actions.roles.aboveCeiling', { ceiling: `${minorToDecimal(decision.ceiling, currency)} ${currency}` });
  if (decision.reason === 'daily')
    return t('actions.roles.aboveDailyCeiling', {
      ceiling: `${minorToDecimal(decision.ceiling, currency)} ${currency}`,
      left: `${minorToDecimal(decision.left, currency)} ${currency}`,
    });
  if (decision.reason === 'currency') return t('actions.roles.noCeilingCurrency', { currency });
  return t('actions.auth.forbidden');
}

/**
 * Checks the member's ceilings and the approval rules before a money movement is sent (`decideMoney`, docs/roles.md).
 * When a rule matches, the action is stored as a pending request (with the form's idempotency key, used when it is
 * finally sent) and its ActionState is returned; above the role's ceiling with no rule to hold it, the refusal
 * (audited as denied); otherwise null, and the caller sends it to the API as usual.
 */
export async function holdForApproval<R>(input: HoldInput): Promise<ActionState<R> | null> {
  const { session } = input;
  const db = await getConsoleDb();
  let matching = input.rule ?? { action: input.action as ApprovalAction, amount: input.amount };
  let amount = input.amount;
  let counted = 0;
  const permission = input.permission ?? APPROVAL_ACTION_PERMISSION[matching.action];
  const access = session.user.access;
  let currency: string;
  if (typeof input.currency === 'string') currency = input.currency;
  else {
    // Finding the currency costs a read: skipped when neither a ceiling nor a rule could apply.
    if (!hasCeilings(access, permission) && !hasDailyCeilings(access, permission)) {
      const [any] = await db
        .select({ id: approvalRules.id })
        .from(approvalRules)
        .where(and(eq(approvalRules.action, matching.action), eq(approvalRules.enabled, true)))
        .limit(1);
      if (!any) return null;
    }
    const found = await input.currency();
    if (typeof found === 'string') currency = found;
    else {
      currency = found.currency;
      counted = found.counted ?? 0;
      if (found.amount !== undefined) {
        amount = found.amount;
        if (!input.rule) matching = { ...matching, amount };
      }
    }
  }
  const rule = await matchRule(db, {
    action: matching.action,
    currency,
    amount: matching.amount,
    makerRole: session.user.role,
  });
  let decision = decideMoney({ access, permission, currency, amount: matching.amount, counted, rule });
  let refusedBy = permission;
  for (const also of input.also ?? []) {
    if (decision.kind !== 'allowed' || !can(access, also.permission)) continue;
    decision = decideMoney<NonNullable<typeof rule>>({
      access,
      permission: also.permission,
      currency,
      amount: also.amount,
      rule: null,
    });
    refusedBy = also.permission;
  }
  // Sent without an approval: the member's daily ceiling counts it (recorded now; `sendDaily` gives it back if refused).
  if (decision.kind === 'allowed')
    decision =
      (await reserveToday(db, {
        memberId: session.user.id,
        access,
        permission,
        currency,
        amount: matching.amount,
        idempotencyKey: input.idempotencyKey,
      })) ?? decision;
  if (decision.kind === 'refused') {
    await recordAudit({
      session,
      action: input.deniedAs ?? `approval.${input.action}`,
      outcome: 'denied',
      target: input.target ?? null,
      summary: {
        permission: refusedBy,
        currency,
        amount: matching.amount,
        counted,
        reason: decision.reason,
        ...(decision.reason === 'daily' ? { daily_ceiling: decision.ceiling, left_today: decision.left } : {}),
      },
    });
    return { ok: false, message: await ceilingRefusal(decision, currency) };
  }
  if (decision.kind === 'allowed') return null;
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
    rule: decision.rule,
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
        rule_id: decision.rule.id,
        rule_action: decision.rule.action,
        approvals_required: decision.rule.approvalsRequired,
        approver_roles: decision.rule.approverRoles,
      },
    });
    revalidatePath('/approvals');
  }
  const t = await getT();
  const names = request.approverRoles.some((role) => !isRole(role)) ? await roleNames(db) : undefined;
  const roles = request.approverRoles.map((role) => roleLabel(t, role, names)).join(t('approvals.rolesOr'));
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

/**
 * Sends a movement `holdForApproval` let through: when the API refuses it, what it counted against the member's daily
 * ceiling is given back (docs/roles.md, "Daily ceilings").
 */
export async function sendDaily<T>(session: StaffSession, idempotencyKey: string, send: () => Promise<T>): Promise<T> {
  return sendCounted(await getConsoleDb(), session.user.id, idempotencyKey, send);
}
