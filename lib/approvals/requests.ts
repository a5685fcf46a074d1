import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { ConsoleDb } from '@/lib/db/types';
import {
  approvalDecisions,
  approvalRequests,
  type ApprovalDecisionRow,
  type ApprovalRequestRow,
} from '@/lib/db/schema';
import type { RoleKey } from '@/lib/auth/permissions';
import { linkedSince } from '@/lib/auth/member-changes';
import { translator, type Phrase, type Translator } from '@/lib/i18n';
import type { PowerAction, RequestAction } from './kinds';
import type { ApprovalRule } from './rules';

export type ApprovalRequest = ApprovalRequestRow;
export type ApprovalDecision = ApprovalDecisionRow;

export interface Member {
  id: string;
  email: string;
  role: RoleKey;
}

export interface NewRequest {
  /** The rule that holds it, or what holds a change of power (no rule of its own: `id` null, lib/approvals/power.ts). */
  rule: Pick<ApprovalRule, 'approvalsRequired' | 'approverRoles' | 'expiryHours'> & { id: string | null };
  action: RequestAction | PowerAction;
  currency: string;
  amount: number;
  target: string | null;
  maker: Member;
  summary: Record<string, unknown>;
  /** Exactly what is sent on execution (the body and, for a refund, the payment id). */
  payload: Record<string, unknown>;
  idempotencyKey: string;
}

/**
 * Stores a held action. The form's idempotency key is unique: the same form sent twice (a double click)
 * answers the request already held instead of a second one.
 */
export async function createRequest(
  db: ConsoleDb,
  input: NewRequest,
): Promise<{ request: ApprovalRequest; created: boolean }> {
  const [row] = await db
    .insert(approvalRequests)
    .values({
      ruleId: input.rule.id,
      action: input.action,
      currency: input.currency,
      amount: input.amount,
      target: input.target,
      makerId: input.maker.id,
      makerEmail: input.maker.email,
      makerRole: input.maker.role,
      summary: input.summary,
      payload: input.payload,
      idempotencyKey: input.idempotencyKey,
      approvalsRequired: input.rule.approvalsRequired,
      approverRoles: input.rule.approverRoles,
      expiresAt: sql`now() + make_interval(hours => ${input.rule.expiryHours})`,
    })
    .onConflictDoNothing({ target: approvalRequests.idempotencyKey })
    .returning();
  if (row) return { request: row, created: true };
  const [existing] = await db
    .select()
    .from(approvalRequests)
    .where(eq(approvalRequests.idempotencyKey, input.idempotencyKey));
  return { request: existing, created: false };
}

/** Marks every pending request past its expiry as expired, returning those it changed (to audit them). */
export async function expireDue(db: ConsoleDb): Promise<ApprovalRequest[]> {
  return db
    .update(approvalRequests)
    .set({ status: 'expired', decidedAt: sql`now()` })
    .where(and(eq(approvalRequests.status, 'pending'), lt(approvalRequests.expiresAt, sql`now()`)))
    .returning();
}

export type RequestView = 'mine' | 'all' | 'decided';

/** A pending request past its expiry: shown as expired the moment it is read (the stored change is `expireDue`'s). */
const overdue = and(eq(approvalRequests.status, 'pending'), lt(approvalRequests.expiresAt, sql`now()`));
const awaiting = and(eq(approvalRequests.status, 'pending'), gte(approvalRequests.expiresAt, sql`now()`));

/**
 * What a reader sees: a request overdue but not yet marked (no action has touched it since) reads as expired,
 * decided when it expired. Reads never write; approve and reject store the expiry and audit it (`expireAndAudit`).
 */
function asRead({ overdue, ...request }: ApprovalRequest & { overdue: boolean }): ApprovalRequest {
  return overdue ? { ...request, status: 'expired', decidedAt: request.expiresAt } : request;
}

const readColumns = { ...getTableColumns(approvalRequests), overdue: sql<boolean>`coalesce(${overdue}, false)` };

/** The queue: `mine` = pending requests this member may still approve, `all` = every open one, `decided` = the rest. */
export async function listRequests(
  db: ConsoleDb,
  view: RequestView,
  member: Member,
  limit = 200,
): Promise<ApprovalRequest[]> {
  const where =
    view === 'decided'
      ? or(inArray(approvalRequests.status, ['executed', 'failed', 'rejected', 'expired']), overdue)
      : view === 'all'
        ? or(awaiting, eq(approvalRequests.status, 'executing'))
        : and(
            awaiting,
            sql`${approvalRequests.makerId} <> ${member.id}`,
            sql`${member.role} = ANY(${approvalRequests.approverRoles})`,
            notExists(
              db
                .select({ one: sql`1` })
                .from(approvalDecisions)
                .where(
                  and(eq(approvalDecisions.requestId, approvalRequests.id), eq(approvalDecisions.memberId, member.id)),
                ),
            ),
          );
  const rows = await db
    .select(readColumns)
    .from(approvalRequests)
    .where(where)
    .orderBy(
      view === 'decided'
        ? desc(sql`coalesce(${approvalRequests.decidedAt}, ${approvalRequests.expiresAt})`)
        : asc(approvalRequests.createdAt),
    )
    .limit(limit);
  return rows.map(asRead);
}

export async function approvalCounts(db: ConsoleDb, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: approvalDecisions.requestId, n: sql<number>`count(*)::int` })
    .from(approvalDecisions)
    .where(and(inArray(approvalDecisions.requestId, ids), eq(approvalDecisions.decision, 'approve')))
    .groupBy(approvalDecisions.requestId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function getRequest(
  db: ConsoleDb,
  id: string,
): Promise<{ request: ApprovalRequest; decisions: ApprovalDecision[] } | undefined> {
  const [row] = await db.select(readColumns).from(approvalRequests).where(eq(approvalRequests.id, id));
  if (!row) return undefined;
  const request = asRead(row);
  const decisions = await db
    .select()
    .from(approvalDecisions)
    .where(eq(approvalDecisions.requestId, id))
    .orderBy(asc(approvalDecisions.at));
  return { request, decisions };
}

/**
 * Why a member may not decide a request, in `t`'s language, or null when they may. `linked`: the member and the maker
 * created, invited or changed one another within the request's window (`linkWindowStart`), so they count as one.
 */
export function decisionRefusal(
  request: ApprovalRequest,
  decisions: readonly ApprovalDecision[],
  member: Member,
  t: Translator,
  now = new Date(),
  linked = false,
): string | null {
  if (request.makerId === member.id) return t('approvals.refusal.own');
  if (linked) return t('approvals.refusal.linked');
  if (decisions.some((d) => d.memberId === member.id)) return t('approvals.refusal.decided');
  if (request.status !== 'pending') return t('approvals.refusal.notPending', { status: request.status });
  if (request.expiresAt <= now) return t('approvals.refusal.expired');
  if (!request.approverRoles.includes(member.role))
    return t('approvals.refusal.role', { roles: request.approverRoles.join(t('approvals.rolesOr')) });
  return null;
}

export type Decided =
  /** `message` in the deciding member's language, `reason` in English for the audit log. */
  | { kind: 'refused'; message: string; reason: string }
  | { kind: 'not_found' }
  | { kind: 'recorded'; request: ApprovalRequest; approvals: number }
  | { kind: 'rejected'; request: ApprovalRequest }
  /** The last approval: the request is now `executing` and this caller alone must send it. */
  | { kind: 'execute'; request: ApprovalRequest; approvals: number };

/**
 * Since when a change between the maker and an approver makes them one person for this request: the request's own
 * lifetime (made → expires) before it was made, so a member created, or given a password, just before or while the
 * request waits cannot approve it (docs/approvals.md, "Deciding").
 */
export function linkWindowStart(request: Pick<ApprovalRequest, 'createdAt' | 'expiresAt'>): Date {
  return new Date(2 * request.createdAt.getTime() - request.expiresAt.getTime());
}

/** Whether `memberId` and the request's maker created, invited or changed one another within its window. */
export function linkedToMaker(
  db: Pick<ConsoleDb, 'insert' | 'select'>,
  request: Pick<ApprovalRequest, 'makerId' | 'createdAt' | 'expiresAt'>,
  memberId: string,
): Promise<boolean> {
  return linkedSince(db, request.makerId, memberId, linkWindowStart(request));
}

/**
 * Records one member's decision under a row lock on the request, so two approvers clicking at once are
 * counted one after the other and exactly one of them is told to execute. The database also refuses a
 * second decision by the same member (primary key) and any decision by the maker (trigger).
 */
export async function decide(
  db: ConsoleDb,
  input: { id: string; member: Member; decision: 'approve' | 'reject'; note: string | null; t?: Translator },
): Promise<Decided> {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, input.id)).for('update');
    if (!request) return { kind: 'not_found' } as const;
    const decisions = await tx.select().from(approvalDecisions).where(eq(approvalDecisions.requestId, input.id));
    // Approving only: rejecting stops money, whoever does it.
    const linked = input.decision === 'approve' && (await linkedToMaker(tx, request, input.member.id));
    const now = new Date();
    const reason = decisionRefusal(request, decisions, input.member, translator('en'), now, linked);
    if (reason)
      return {
        kind: 'refused',
        message: input.t ? (decisionRefusal(request, decisions, input.member, input.t, now, linked) ?? reason) : reason,
        reason,
      } as const;
    await tx.insert(approvalDecisions).values({
      requestId: input.id,
      memberId: input.member.id,
      memberEmail: input.member.email,
      memberRole: input.member.role,
      decision: input.decision,
      note: input.note,
    });
    if (input.decision === 'reject') {
      const [rejected] = await tx
        .update(approvalRequests)
        .set({ status: 'rejected', decidedAt: sql`now()` })
        .where(eq(approvalRequests.id, input.id))
        .returning();
      return { kind: 'rejected', request: rejected } as const;
    }
    const approvals = decisions.filter((d) => d.decision === 'approve').length + 1;
    if (approvals < request.approvalsRequired) return { kind: 'recorded', request, approvals } as const;
    const [executing] = await tx
      .update(approvalRequests)
      .set({ status: 'executing', decidedAt: sql`now()` })
      .where(eq(approvalRequests.id, input.id))
      .returning();
    return { kind: 'execute', request: executing, approvals } as const;
  });
}

/**
 * What a finished request's stored result says, in `t`'s language: a phrase of the console's own (`result.phrase`,
 * `{ key, vars }`, worded when shown so every member reads it in theirs), else the API's message as it came.
 */
export function resultMessage(result: Record<string, unknown>, t: Translator): string | null {
  const stored = result.phrase as Partial<Phrase> | undefined;
  if (stored && typeof stored === 'object' && typeof stored.key === 'string')
    return t({ key: stored.key, vars: stored.vars });
  return typeof result.message === 'string' ? result.message : null;
}

/** The outcome of sending a request: `executed` with what the API answered, or `failed` with its reason. */
export async function finishRequest(
  db: ConsoleDb,
  id: string,
  outcome: { status: 'executed' | 'failed'; result: Record<string, unknown>; apiRequestId: string | null },
): Promise<ApprovalRequest | undefined> {
  const [row] = await db
    .update(approvalRequests)
    .set({ status: outcome.status, result: outcome.result, apiRequestId: outcome.apiRequestId })
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, 'executing')))
    .returning();
  return row;
}
