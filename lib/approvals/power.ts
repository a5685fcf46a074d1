import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { recordAudit, type StaffSession } from '@/lib/auth';
import { recordMemberChange } from '@/lib/auth/member-changes';
import { beyond, can, moneyPowerBeyond, type Access } from '@/lib/auth/permissions';
import { roleLabel } from '@/lib/auth/role-label';
import {
  assertAssignable,
  assignableRoles,
  resolveAccess,
  RoleError,
  updateRole,
  type RoleHolder,
  type RoleInput,
} from '@/lib/auth/roles';
import { getStaff, LastAdminError, RoleGrantsChangedError, updateStaffRole } from '@/lib/auth/staff';
import { forgetStaff } from '@/lib/auth/staff-cache';
import { ROLE_ERROR_KEYS } from '@/lib/auth/role-errors';
import { approvalRules } from '@/lib/db/schema';
import type { ConsoleDb } from '@/lib/db/types';
import type { ActionState } from '@/lib/forms/state';
import { phrase, type Phrase, type Translator } from '@/lib/i18n';
import { getT } from '@/lib/auth/translator';
import type { PowerAction } from './kinds';
import { gainedWords, powerPayload, type PowerPayload } from './power-words';
import { createRequest, type ApprovalRequest } from './requests';

/**
 * Changes of power held for a second member (docs/security.md, "Held changes of power"): when the merchant has an
 * enabled approval rule, giving a member a role, or editing a role members hold, so that someone gets more power over
 * money than before (`moneyPowerBeyond`) becomes an approval request. Creating a role gives nobody anything (nobody
 * holds it yet): it is never held. One approval, by a member who manages staff and holds everything the role grants,
 * not the maker nor a member linked to them; it expires like a rule's default.
 */
export const POWER_HOLD = { id: null, approvalsRequired: 1, expiryHours: 24 } as const;

type Grants = Pick<Access, 'permissions' | 'ceilings' | 'daily'>;

/** Whether changes of power are held now: the merchant has at least one enabled approval rule. */
export async function powerChangesHeld(db: ConsoleDb): Promise<boolean> {
  const [any] = await db
    .select({ id: approvalRules.id })
    .from(approvalRules)
    .where(eq(approvalRules.enabled, true))
    .limit(1);
  return Boolean(any);
}

export interface PowerChange {
  action: PowerAction;
  /** The member whose role changes, or the role's key. */
  target: string;
  /** What the member or role held before. */
  before: Grants;
  /** What the role grants once the change applies. */
  grants: Grants;
  /** What the approval applies, beside `grants` and `gained` (see PowerPayload). */
  payload: Omit<PowerPayload, 'grants' | 'gained' | 'names' | 'members'>;
  /** A role edit: the members who hold the role now (none: the edit gives nobody anything, it applies at once). */
  holders?: readonly RoleHolder[];
}

/**
 * What `change` gives someone beyond what they hold now, in power over money, when the merchant has approval rules:
 * empty when it applies at once (it lowers or keeps power, nobody holds the role it edits, or there is no rule).
 */
export async function powerGained(db: ConsoleDb, change: Omit<PowerChange, 'payload'>): Promise<string[]> {
  const gained = moneyPowerBeyond(change.before, change.grants);
  if (!gained.length) return [];
  if (change.action === 'role_update' && !change.holders?.length) return [];
  return (await powerChangesHeld(db)) ? gained : [];
}

/**
 * Holds `change` when it gives someone more power over money and the merchant has approval rules (`powerGained`):
 * stores the request, audits it and answers the maker's form. Null when the change applies at once.
 */
export async function holdPowerChange<R>(
  db: ConsoleDb,
  session: StaffSession,
  change: PowerChange,
): Promise<ActionState<R> | null> {
  const gained = await powerGained(db, change);
  if (!gained.length) return null;
  const members = change.holders?.map(({ id, email }) => ({ id, email }));
  const roles = await assignableRoles(db);
  const approverRoles = roles
    .filter((role) => can(role.access, 'staff:manage') && !beyond(role.access, change.grants).length)
    .map((role) => role.key);
  const names = Object.fromEntries(roles.flatMap((role) => (role.name ? [[role.key, role.name]] : [])));
  const { request } = await createRequest(db, {
    rule: { ...POWER_HOLD, approverRoles },
    action: change.action,
    currency: '',
    amount: 0,
    target: change.target,
    maker: { id: session.user.id, email: session.user.email, role: session.user.role },
    summary: { gained },
    payload: { ...change.payload, grants: change.grants, gained, names, ...(members ? { members } : {}) },
    idempotencyKey: randomUUID(),
  });
  await recordAudit({
    session,
    action: 'approval.request',
    target: request.id,
    summary: {
      action: change.action,
      target: change.target,
      gained,
      approver_roles: approverRoles,
      ...(members ? { members: members.map((m) => m.email) } : {}),
    },
  });
  revalidatePath('/approvals');
  const t = await getT();
  const nameOf = new Map(Object.entries(names));
  const words = {
    what: gainedWords(t, gained).join('; '),
    roles: approverRoles.map((role) => roleLabel(t, role, nameOf)).join(t('approvals.rolesOr')),
  };
  return {
    ok: true,
    message: members
      ? t('actions.approvals.heldRoleEdit', { ...words, members: members.map((m) => m.email).join(', ') })
      : t('actions.approvals.heldPower', { ...words, action: t(`approvals.action.${change.action}`) }),
    approval: {
      id: request.id,
      href: `/approvals/${request.id}`,
      approvalsRequired: request.approvalsRequired,
      approverRoles: request.approverRoles,
      expiresAt: request.expiresAt.toISOString(),
    },
  };
}

/** Why `approver` may not approve this change of power (null when they may, or it is not one). */
export function powerRefusal(request: ApprovalRequest, approver: Access): Phrase | null {
  const payload = powerPayload(request);
  if (!payload) return null;
  if (!can(approver, 'staff:manage')) return phrase('approvals.refusal.staffManage');
  const over = beyond(approver, payload.grants);
  return over.length ? phrase('approvals.refusal.power', { what: over.join(', ') }) : null;
}

export function powerRefusalText(request: ApprovalRequest, approver: Access, t: Translator): string | null {
  const refusal = powerRefusal(request, approver);
  return refusal ? t(refusal) : null;
}

type Applied = { status: 'executed' | 'failed'; result: Record<string, unknown>; apiRequestId: null };

const failed = (reason: Phrase): Applied => ({
  status: 'failed',
  result: { code: 'not_applied', phrase: reason },
  apiRequestId: null,
});

/**
 * Applies an approved change of power as the approver: re-checked against the approver's own power at this moment
 * (they hold everything it grants, and outrank the member whose role changes), then written and audited with both the
 * maker's and the approver's names. A refusal changes nothing and is the request's result.
 */
export async function applyPowerChange(
  db: ConsoleDb,
  session: StaffSession,
  request: ApprovalRequest,
): Promise<Applied> {
  const payload = powerPayload(request);
  if (!payload) return failed(phrase('actions.approvals.unknownAction', { action: request.action }));
  const approver = session.user.access;
  const refusal = powerRefusal(request, approver);
  if (refusal) return failed(refusal);
  const both = { requested_by: request.makerEmail, approved_by: session.user.email, approval_request: request.id };
  try {
    if (request.action === 'staff_change_role') {
      const member = await getStaff(db, String(payload.member_id));
      if (!member) return failed(phrase('actions.staff.gone'));
      if (member.id === session.user.id) return failed(phrase('actions.staff.ownRole'));
      if (member.role !== payload.from) return failed(phrase('actions.approvals.powerStale'));
      const over = beyond(approver, await resolveAccess(db, member.role));
      if (over.length) return failed(phrase('actions.roles.outranked', { what: over.join(', ') }));
      const to = String(payload.to);
      await assertAssignable(db, approver, to);
      // What the approver saw: the role's grants when it was requested; an edit that raised it since makes this stale.
      await updateStaffRole(db, member.id, to, { decidedOn: payload.grants });
      // Both chose this member's role: each is linked to them for maker-checker (docs/approvals.md, "Deciding").
      for (const changedBy of new Set([request.makerId, session.user.id]))
        await recordMemberChange(db, { memberId: member.id, changedBy, kind: 'change_role' });
      forgetStaff(member.id);
      await recordAudit({
        session,
        action: 'staff.change_role',
        target: member.id,
        summary: { email: member.email, from: member.role, to, ...both },
      });
      revalidatePath('/settings/staff');
      return { status: 'executed', result: { href: '/settings/staff', role: to }, apiRequestId: null };
    }
    const key = String(payload.key);
    const input = payload.input as unknown as RoleInput;
    // Applied to the members the request named (what the approver saw); one given the role since makes it stale.
    const { before, after } = await updateRole(db, approver, key, input, {
      approvedFor: (payload.members ?? []).map((m) => m.id),
    });
    await recordAudit({
      session,
      action: 'role.update',
      target: key,
      summary: {
        before: { name: before.name, permissions: before.permissions, ceilings: before.ceilings },
        after: { name: after.name, permissions: after.permissions, ceilings: after.ceilings },
        members: payload.members?.map((m) => m.email) ?? [],
        ...both,
      },
    });
    revalidatePath('/settings/staff/roles');
    revalidatePath('/settings/staff');
    return { status: 'executed', result: { href: '/settings/staff/roles', role: key }, apiRequestId: null };
  } catch (error) {
    if (error instanceof LastAdminError) return failed(phrase('actions.staff.lastAdmin'));
    if (error instanceof RoleGrantsChangedError) return failed(phrase('actions.approvals.grantsStale'));
    if (error instanceof RoleError && error.code === 'holders_changed')
      return failed(phrase('actions.approvals.holdersStale'));
    if (error instanceof RoleError)
      return failed(phrase(ROLE_ERROR_KEYS[error.code], { what: error.details.join(', ') }));
    throw error;
  }
}
