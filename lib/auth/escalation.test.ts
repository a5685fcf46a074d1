import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRequest, type Member } from '@/lib/approvals/requests';
import { insertRule, type ApprovalRule } from '@/lib/approvals/rules';
import { acceptInvitation, createInvitation } from '@/lib/auth/invitations';
import { seedDemoStaff } from '@/lib/auth/demo';
import { createRole, resolveAccess } from '@/lib/auth/roles';
import { createStaff, findStaffByEmail, getStaff } from '@/lib/auth/staff';
import { approvalDecisions } from '@/lib/db/schema';
import { openTestConsoleDb } from '@/lib/db/test-db';
import { actAs, formOf, harness } from '@/lib/test/action-harness';
import {
  beyond,
  isDailyPermission,
  MONEY_PERMISSIONS,
  PERMISSIONS,
  presetOf,
  ROLES,
  type Access,
  type Ceilings,
  type DailyCeilings,
  type MoneyPermission,
  type Permission,
  type RoleKey,
} from './permissions';

const { actionMocks } = await vi.hoisted(() => import('@/lib/test/action-mocks'));
vi.mock('@/lib/auth/config', actionMocks.session);
vi.mock('next/headers', actionMocks.headers);
vi.mock('next/cache', actionMocks.cache);
vi.mock('@/lib/db', actionMocks.consoleDb);
vi.mock('react', actionMocks.react);
vi.mock('@/lib/mail/smtp', () => ({ sendMail: async () => ({ status: 'not_configured' }) }));
// Requests here need two approvals, so no single approval sends one: nothing may reach the Merchant API.
vi.mock('@/lib/merchant-api/writes', () => ({
  merchantWrites: () => {
    throw new Error('nothing may be sent here');
  },
}));

const { createStaffAction } = await import('@/lib/actions/staff/create');
const { inviteStaffAction } = await import('@/lib/actions/staff/invite');
const { changeStaffRoleAction } = await import('@/lib/actions/staff/change-role');
const { resetPasswordAction } = await import('@/lib/actions/staff/reset-password');
const { resetTwoFactorAction } = await import('@/lib/actions/staff/reset-two-factor');
const { setStaffDisabledAction } = await import('@/lib/actions/staff/set-disabled');
const { endStaffSessionsAction } = await import('@/lib/actions/staff/end-sessions');
const { revokeInvitationAction } = await import('@/lib/actions/staff/revoke-invitation');
const { saveRoleAction } = await import('@/lib/actions/staff/save-role');
const { retireRoleAction } = await import('@/lib/actions/staff/retire-role');
const { saveApprovalRuleAction } = await import('@/lib/actions/approvals/save-rule');
const { deleteApprovalRuleAction } = await import('@/lib/actions/approvals/delete-rule');
const { approveRequestAction } = await import('@/lib/actions/approvals/approve');

/**
 * docs/security.md, "No way up": no sequence of actions lets a member obtain, for themselves or for anything they
 * create, more power over money than they hold. Generated from the permission table: every preset and the custom
 * roles below act, through the real server actions, on a member of every role; the test then asks what the actor
 * can reach — themselves, and every member whose credentials they chose, received or hold the link for — and fails
 * when any of it holds a permission, or a ceiling in any currency, beyond what the actor held at the start
 * (`beyond`), or when a request made by any of them carries an approval by another of them.
 */
const CUSTOM: { key: string; permissions: Permission[]; ceilings: Ceilings; daily?: DailyCeilings }[] = [
  // A staff manager limited in money: refunds up to 100.00 USD, nothing else.
  {
    key: 'staff-lead',
    permissions: ['read', 'deposits:read', 'staff:manage', 'refund'],
    ceilings: { refund: { USD: 10_000 } },
  },
  // Money with ceilings per currency and a catch-all, no staff management.
  {
    key: 'refund-desk',
    permissions: ['read', 'refund', 'refunds:bulk'],
    ceilings: { refund: { USD: 5_000 }, 'refunds:bulk': { USD: 20_000, '*': 0 } },
  },
  // Manages staff and approval rules, pays out without ceilings, and holds `developers`.
  {
    key: 'rule-keeper',
    permissions: ['read', 'staff:manage', 'approvals:manage', 'payouts:create', 'developers'],
    ceilings: {},
  },
  // Manages staff, no money at all.
  { key: 'people-ops', permissions: ['read', 'deposits:read', 'staff:manage'], ceilings: {} },
  // Pays out with a USD ceiling only (every other currency refused), and at most 20.00 USD a day.
  {
    key: 'payout-desk',
    permissions: ['read', 'payouts:create', 'transfers:create'],
    ceilings: { 'payouts:create': { USD: 500 } },
    daily: { 'payouts:create': { USD: 2_000 } },
  },
];
const ALL_ROLES: RoleKey[] = [...ROLES, ...CUSTOM.map((role) => role.key)];

let close: () => Promise<void>;
let seeder: Member;
let rule: ApprovalRule;

beforeAll(async () => {
  const opened = await openTestConsoleDb();
  harness.db = opened.db;
  close = opened.close;
  await seedDemoStaff(harness.db);
  const admin = (await findStaffByEmail(harness.db, 'admin@example.com'))!;
  seeder = { id: admin.id, email: admin.email, role: 'admin' };
  for (const role of CUSTOM)
    await createRole(harness.db, presetOf('admin'), { ...role, name: role.key, description: '' }, admin.id);
  // Any role may approve, two approvals: the only thing between a maker and their money is who approves.
  rule = await insertRule(
    harness.db,
    {
      action: 'payout',
      currency: '*',
      threshold: 0,
      makerRole: null,
      approvalsRequired: 2,
      approverRoles: ALL_ROLES,
      expiryHours: 24,
      enabled: true,
    },
    admin.id,
  );
}, 120_000);
afterAll(() => close());

let serial = 0;
const unique = (label: string) => `${label}-${++serial}`;

/** A member made by the seeding admin outside the actor's reach (no change of theirs recorded). */
async function seeded(role: RoleKey, label: string) {
  return createStaff(harness.db, {
    email: `${unique(label)}@example.com`,
    name: label,
    role,
    password: 'seeded-password-1',
  });
}

/** A permission-and-ceiling set naming more than anyone holds: every permission, no ceilings. */
const EVERYTHING = { permissions: [...PERMISSIONS], ceilings: {} as Ceilings };

function ceilingFields(ceilings: Ceilings, daily: DailyCeilings = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  const lines = (byCurrency: Record<string, number> | undefined) =>
    Object.entries(byCurrency ?? {})
      .map(([currency, minor]) => `${currency} ${currency === '*' ? minor : (minor / 100).toFixed(2)}`)
      .join('\n');
  for (const permission of Object.keys(MONEY_PERMISSIONS) as MoneyPermission[]) {
    fields[`ceiling:${permission}`] = lines(ceilings[permission]);
    if (isDailyPermission(permission)) fields[`daily:${permission}`] = lines(daily[permission]);
  }
  return fields;
}

const roleForm = (mode: 'create' | 'edit', key: string, grants: Pick<Access, 'permissions' | 'ceilings' | 'daily'>) =>
  formOf({
    mode,
    key,
    name: key,
    description: '',
    permissions: [...grants.permissions],
    ...ceilingFields(grants.ceilings, grants.daily),
  });

/**
 * Everything the actor tries on a member of `targetRole`: every staff, role, rule and approval action. Returns the
 * members the actor reaches (themselves included) and the requests they made.
 */
async function attempt(actor: { id: string; email: string; role: RoleKey }, targetRole: RoleKey) {
  const reached = new Set<string>([actor.id]);
  const target = await seeded(targetRole, `target-${targetRole}`);
  actAs(actor);

  // Staff: add a member of the target's role with a password of the actor's choosing; invite one and accept it.
  const email = `${unique('puppet')}@example.com`;
  const created = await createStaffAction(
    null,
    formOf({ email, name: 'Puppet', role: targetRole, password: 'chosen-password-1' }),
  );
  if (created.ok) reached.add((await findStaffByEmail(harness.db, email))!.id);
  const invited = await inviteStaffAction(
    null,
    formOf({ email: `${unique('invitee')}@example.com`, role: targetRole }),
  );
  if (invited.ok && invited.result?.invitePath) {
    const accepted = await acceptInvitation(harness.db, invited.result.invitePath.replace('/invite/', ''), {
      name: 'Invitee',
      password: 'chosen-password-2',
    });
    if (accepted.memberId) reached.add(accepted.memberId);
  }
  // Staff: take over the target (a password the action hands back), or strip their controls.
  const reset = await resetPasswordAction(null, formOf({ id: target.id }));
  if (reset.ok && reset.result?.generatedPassword) reached.add(target.id);
  await resetTwoFactorAction(null, formOf({ id: target.id }));
  await endStaffSessionsAction(null, formOf({ id: target.id }));
  await setStaffDisabledAction(null, formOf({ id: target.id, disabled: 'true' }));
  await setStaffDisabledAction(null, formOf({ id: target.id, disabled: 'false' }));
  // An invitation the seeding admin sent for the target's role: withdrawn only by someone holding that role.
  const { invitation } = await createInvitation(harness.db, {
    email: `${unique('open')}@example.com`,
    role: targetRole,
    invitedBy: seeder.id,
  });
  await revokeInvitationAction(null, formOf({ id: invitation.id }));

  // Roles: a copy of the target's role, one with everything; edit the target's role and the actor's own upwards.
  const targetAccess = await resolveAccess(harness.db, targetRole);
  const copy = unique('copy');
  const everything = unique('everything');
  await saveRoleAction(null, roleForm('create', copy, targetAccess));
  await saveRoleAction(null, roleForm('create', everything, EVERYTHING));
  await saveRoleAction(null, roleForm('edit', targetRole, EVERYTHING));
  await saveRoleAction(null, roleForm('edit', actor.role, EVERYTHING));

  // Staff: give every member within reach, and the target, every role there is.
  for (const role of [...ALL_ROLES, copy, everything])
    for (const id of [...reached, target.id])
      if (id !== actor.id) await changeStaffRoleAction(null, formOf({ id, role }));

  // Rules: one naming the actor's role as approver, and deleting the rule that holds payouts.
  await saveApprovalRuleAction(
    null,
    formOf({
      action: 'payout',
      currency: 'USD',
      threshold: '0.01',
      approvals_required: '1',
      approver_roles: [actor.role, targetRole],
      expiry_hours: '24',
      enabled: 'on',
    }),
  );
  await deleteApprovalRuleAction(null, formOf({ id: rule.id }));

  // Approvals: a payout held for each member within reach; every one of them tries to approve every one.
  const requests: string[] = [];
  for (const id of reached) {
    const member = (await getStaff(harness.db, id))!;
    const { request } = await createRequest(harness.db, {
      rule,
      action: 'payout',
      currency: 'EUR',
      amount: 900_000,
      target: null,
      maker: { id, email: member.email, role: member.role },
      summary: {},
      payload: { body: { amount: 900_000, currency: 'EUR' } },
      idempotencyKey: randomUUID(),
    });
    requests.push(request.id);
  }
  for (const id of reached) {
    const member = (await getStaff(harness.db, id))!;
    actAs({ id, email: member.email, role: member.role });
    for (const request of requests) await approveRequestAction(null, formOf({ id: request }));
  }
  // The retirement of the target's role last: it only takes power away.
  actAs(actor);
  await retireRoleAction(null, formOf({ key: targetRole }));
  return { reached, requests };
}

describe.each(ALL_ROLES)('an actor of role %s', (actorRole) => {
  it.each(ALL_ROLES)(
    'ends with no more money power than it started with, acting on a member of role %s',
    async (targetRole) => {
      const start = await resolveAccess(harness.db, actorRole);
      const actor = await seeded(actorRole, `actor-${actorRole}`);
      const { reached, requests } = await attempt(actor, targetRole);

      const over: string[] = [];
      for (const id of reached) {
        const member = (await getStaff(harness.db, id))!;
        if (member.disabled) continue;
        const now = await resolveAccess(harness.db, member.role);
        for (const what of beyond(start, now)) over.push(`${member.email} (${member.role}): ${what}`);
      }
      expect(over, 'money power beyond the actor’s own').toEqual([]);
      // No request made by one of them carries an approval by another of them (maker-checker defeated alone).
      const collusion = await harness.db
        .select()
        .from(approvalDecisions)
        .where(
          and(
            inArray(approvalDecisions.requestId, requests),
            inArray(approvalDecisions.memberId, [...reached]),
            eq(approvalDecisions.decision, 'approve'),
          ),
        );
      expect(collusion, 'approvals among the members within the actor’s reach').toEqual([]);
    },
  );
});
