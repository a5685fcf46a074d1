import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertRule } from '@/lib/approvals/rules';
import { seedDemoStaff } from '@/lib/auth/demo';
import { presetOf, type Permission } from '@/lib/auth/permissions';
import { createRole, getRole, updateRole } from '@/lib/auth/roles';
import { createStaff, findStaffByEmail, getStaff, RoleGrantsChangedError, updateStaffRole } from '@/lib/auth/staff';
import { approvalRequests, auditLog } from '@/lib/db/schema';
import { openTestConsoleDb } from '@/lib/db/test-db';
import { actAs, formOf, harness } from '@/lib/test/action-harness';

const { actionMocks } = await vi.hoisted(() => import('@/lib/test/action-mocks'));
vi.mock('@/lib/auth/config', actionMocks.session);
vi.mock('next/headers', actionMocks.headers);
vi.mock('next/cache', actionMocks.cache);
vi.mock('@/lib/db', actionMocks.consoleDb);
vi.mock('react', actionMocks.react);
// A change of power is applied in the console: nothing may reach the Merchant API.
vi.mock('@/lib/merchant-api/writes', () => ({
  merchantWrites: () => {
    throw new Error('nothing may be sent here');
  },
}));

const { changeStaffRoleAction } = await import('@/lib/actions/staff/change-role');
const { createStaffAction } = await import('@/lib/actions/staff/create');
const { saveRoleAction } = await import('@/lib/actions/staff/save-role');
const { approveRequestAction } = await import('./approve');
const { rejectRequestAction } = await import('./reject');

/**
 * Changes that give someone approval power or money permissions are held for a second member when the merchant has
 * approval rules (docs/security.md, "Held changes of power"), through the real server actions: a member's role raised,
 * a role its members hold raised; never a new role nor an edit of one nobody holds (they give nobody anything).
 */
let close: () => Promise<void>;
type Member = NonNullable<Awaited<ReturnType<typeof findStaffByEmail>>>;
let admin: Member;
let serial = 0;

beforeAll(async () => {
  const opened = await openTestConsoleDb();
  harness.db = opened.db;
  close = opened.close;
  await seedDemoStaff(harness.db);
  admin = (await findStaffByEmail(harness.db, 'admin@example.com'))!;
  // Manages staff, holds no money: may not approve a grant of money power.
  await createRole(
    harness.db,
    presetOf('admin'),
    { key: 'people-ops', name: 'People ops', description: '', permissions: ['read', 'staff:manage'], ceilings: {} },
    admin.id,
  );
}, 120_000);
afterAll(() => close());

/** A member nobody in the test created through an action (no link to anyone). */
const member = (role: string, label = 'member') =>
  createStaff(harness.db, { email: `${label}-${++serial}@example.com`, name: label, role, password: 'x'.repeat(12) });

const roleOf = async (id: string) => (await getStaff(harness.db, id))!.role;
const changeRole = (id: string, role: string) => changeStaffRoleAction(null, formOf({ id, role }));
const approve = (id: string) => approveRequestAction(null, formOf({ id }));
const requestRow = async (id: string) =>
  (await harness.db.select().from(approvalRequests).where(eq(approvalRequests.id, id)))[0];

const roleForm = (mode: 'create' | 'edit', key: string, permissions: string[], payoutCeiling = '') =>
  formOf({ mode, key, name: key, description: '', permissions, 'ceiling:payouts:create': payoutCeiling });

describe('changes of power while the merchant has no approval rule', () => {
  it('apply at once, as before', async () => {
    const puppet = await member('viewer', 'no-rules');
    actAs(admin);
    const result = await changeRole(puppet.id, 'finance');
    expect(result).toMatchObject({ ok: true });
    expect(result.approval).toBeUndefined();
    expect(await roleOf(puppet.id)).toBe('finance');
    expect(await saveRoleAction(null, roleForm('create', 'payer-free', ['read', 'payouts:create']))).toMatchObject({
      ok: true,
    });
    expect(await getRole(harness.db, 'payer-free')).toBeDefined();
    expect(await harness.db.select().from(approvalRequests)).toEqual([]);
  });
});

describe('changes of power while the merchant has approval rules', () => {
  beforeAll(async () => {
    await insertRule(
      harness.db,
      {
        action: 'refund',
        currency: 'USD',
        threshold: 100_000,
        makerRole: null,
        approvalsRequired: 1,
        approverRoles: ['admin'],
        expiryHours: 24,
        enabled: true,
      },
      admin.id,
    );
  });

  it('an admin alone cannot give a puppet money power: held, the role unchanged, until a second admin approves', async () => {
    actAs(admin);
    const created = await createStaffAction(
      null,
      formOf({ email: 'held-puppet@example.com', name: 'Puppet', role: 'viewer', password: 'chosen-by-admin-1' }),
    );
    expect(created).toMatchObject({ ok: true });
    const puppet = (await findStaffByEmail(harness.db, 'held-puppet@example.com'))!;

    const held = await changeRole(puppet.id, 'finance');
    expect(held).toMatchObject({ ok: true, approval: { id: expect.any(String), approvalsRequired: 1 } });
    expect(held.message).toContain('held for approval');
    expect(held.message).toContain('Create payouts');
    expect(await roleOf(puppet.id)).toBe('viewer');
    const id = held.approval!.id;
    expect(await requestRow(id)).toMatchObject({ action: 'staff_change_role', status: 'pending', target: puppet.id });

    // The maker cannot approve their own; the puppet (created by the maker) cannot either.
    expect(await approve(id)).toMatchObject({ ok: false, message: expect.stringContaining('You made this request') });
    actAs(puppet);
    expect(await approve(id)).toMatchObject({ ok: false });
    // A staff manager who does not hold the money it grants cannot approve it.
    actAs(await member('people-ops', 'people'));
    expect(await approve(id)).toMatchObject({
      ok: false,
      message: expect.stringContaining('do not hold everything this change grants'),
    });
    expect(await roleOf(puppet.id)).toBe('viewer');
    expect((await requestRow(id)).status).toBe('pending');

    // A second admin approves: applied, audited with both names.
    const second = await member('admin', 'second-admin');
    actAs(second);
    expect(await approve(id)).toMatchObject({ ok: true, message: 'Approved and applied.' });
    expect(await roleOf(puppet.id)).toBe('finance');
    expect((await requestRow(id)).status).toBe('executed');
    const [audit] = await harness.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.change_role'), eq(auditLog.target, puppet.id)));
    expect(audit.summary).toMatchObject({
      from: 'viewer',
      to: 'finance',
      requested_by: admin.email,
      approved_by: second.email,
    });
  });

  it('a change that only lowers power applies at once', async () => {
    const someone = await member('finance', 'lowered');
    actAs(admin);
    const result = await changeRole(someone.id, 'viewer');
    expect(result).toMatchObject({ ok: true });
    expect(result.approval).toBeUndefined();
    expect(await roleOf(someone.id)).toBe('viewer');
  });

  it('approval power is held too, and a rejected request changes nothing', async () => {
    const someone = await member('viewer', 'rejected');
    const second = await member('admin', 'rejecter');
    actAs(admin);
    const held = await changeRole(someone.id, 'admin');
    expect(held.approval).toBeDefined();
    expect(held.message).toContain('Manage approval rules');
    actAs(second);
    expect(
      await rejectRequestAction(null, formOf({ id: held.approval!.id, note: 'Not without a reason.' })),
    ).toMatchObject({ ok: true });
    expect(await roleOf(someone.id)).toBe('viewer');
  });

  it('creating a role with money permissions applies at once: nobody holds it yet', async () => {
    actAs(admin);
    const create = await saveRoleAction(null, roleForm('create', 'payer', ['read', 'payouts:create'], 'USD 50.00'));
    expect(create).toMatchObject({ ok: true, message: 'The role payer is created.' });
    expect(create.approval).toBeUndefined();
    expect((await getRole(harness.db, 'payer'))?.ceilings).toEqual({ 'payouts:create': { USD: 5_000 } });
  });

  it('editing a role nobody holds applies at once, even when it raises a ceiling', async () => {
    actAs(admin);
    const raise = await saveRoleAction(null, roleForm('edit', 'payer', ['read', 'payouts:create'], 'USD 500.00'));
    expect(raise).toMatchObject({ ok: true });
    expect(raise.approval).toBeUndefined();
    expect((await getRole(harness.db, 'payer'))?.ceilings).toEqual({ 'payouts:create': { USD: 50_000 } });
  });

  it('raising a role members hold is held, names them, and applies once a second admin approves', async () => {
    const one = await member('payer', 'payer-one');
    const two = await member('payer', 'payer-two');
    actAs(admin);
    const raise = await saveRoleAction(null, roleForm('edit', 'payer', ['read', 'payouts:create'], 'USD 5000.00'));
    expect(raise).toMatchObject({ ok: true, approval: { id: expect.any(String) } });
    expect(raise.message).toContain('a higher ceiling in USD');
    expect(raise.message).toContain(`${one.email}, ${two.email}`);
    expect((await getRole(harness.db, 'payer'))?.ceilings).toEqual({ 'payouts:create': { USD: 50_000 } });
    const id = raise.approval!.id;
    expect(await requestRow(id)).toMatchObject({
      action: 'role_update',
      target: 'payer',
      payload: {
        members: [
          { id: one.id, email: one.email },
          { id: two.id, email: two.email },
        ],
      },
    });

    // A member who holds the role cannot approve what raises it (they do not manage staff).
    actAs(one);
    expect(await approve(id)).toMatchObject({ ok: false });
    const second = await member('admin', 'role-approver');
    actAs(second);
    expect(await approve(id)).toMatchObject({ ok: true, message: 'Approved and applied.' });
    expect((await getRole(harness.db, 'payer'))?.ceilings).toEqual({ 'payouts:create': { USD: 500_000 } });
    const [audit] = await harness.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'role.update'), eq(auditLog.target, 'payer'), eq(auditLog.actorId, second.id)));
    expect(audit.summary).toMatchObject({
      requested_by: admin.email,
      approved_by: second.email,
      members: [one.email, two.email],
    });

    // Lowering it (5,000.00 → 10.00) applies at once, members or not.
    actAs(admin);
    const lower = await saveRoleAction(null, roleForm('edit', 'payer', ['read', 'payouts:create'], 'USD 10.00'));
    expect(lower).toMatchObject({ ok: true });
    expect(lower.approval).toBeUndefined();
    expect((await getRole(harness.db, 'payer'))?.ceilings).toEqual({ 'payouts:create': { USD: 1_000 } });
  });

  it('a raise saved as unheld is refused when someone was given the role meanwhile', async () => {
    await createRole(
      harness.db,
      presetOf('admin'),
      {
        key: 'raced',
        name: 'Raced',
        description: '',
        permissions: ['read', 'refund'],
        ceilings: { refund: { USD: 100 } },
      },
      admin.id,
    );
    await member('raced', 'raced-holder');
    await expect(
      updateRole(
        harness.db,
        presetOf('admin'),
        'raced',
        { name: 'Raced', description: '', permissions: ['read', 'refund'], ceilings: {} },
        { unheld: true },
      ),
    ).rejects.toMatchObject({ code: 'holders_changed' });
    expect((await getRole(harness.db, 'raced'))?.ceilings).toEqual({ refund: { USD: 100 } });
  });

  it('a role raised between a change of role and its write is not given: the change is refused, whoever decided it', async () => {
    const small = { permissions: ['read', 'refund'] as Permission[], ceilings: { refund: { USD: 100 } }, daily: {} };
    await createRole(
      harness.db,
      presetOf('admin'),
      { key: 'swelled', name: 'Swelled', description: '', ...small },
      admin.id,
    );
    const someone = await member('viewer', 'swelled-target');
    // Raised (nobody holds it: at once) after the change was judged on its small grants.
    await updateRole(harness.db, presetOf('admin'), 'swelled', {
      name: 'Swelled',
      description: '',
      ...small,
      ceilings: {},
    });
    await expect(updateStaffRole(harness.db, someone.id, 'swelled', { decidedOn: small })).rejects.toBeInstanceOf(
      RoleGrantsChangedError,
    );
    expect(await roleOf(someone.id)).toBe('viewer');
  });

  it('a held change of role is not applied once its role was raised after the request', async () => {
    actAs(admin);
    expect(
      await saveRoleAction(null, roleForm('create', 'grower', ['read', 'payouts:create'], 'USD 1.00')),
    ).toMatchObject({ ok: true });
    const someone = await member('viewer', 'grower-target');
    const held = await changeRole(someone.id, 'grower');
    expect(held.approval).toBeDefined();
    // The maker raises the role nobody holds yet (applies at once), hoping the approval carries the raise through.
    const raise = await saveRoleAction(null, roleForm('edit', 'grower', ['read', 'payouts:create'], 'USD 9000.00'));
    expect(raise).toMatchObject({ ok: true });
    expect(raise.approval).toBeUndefined();
    actAs(await member('admin', 'grower-approver'));
    const approved = await approve(held.approval!.id);
    expect(approved.message).toContain('given more power after the request');
    expect(await roleOf(someone.id)).toBe('viewer');
    expect((await requestRow(held.approval!.id)).status).not.toBe('executed');
  });

  it('an approved raise of a role is not applied when someone the request did not name was given the role since', async () => {
    actAs(admin);
    expect(
      await saveRoleAction(null, roleForm('create', 'quiet', ['read', 'payouts:create'], 'USD 5.00')),
    ).toMatchObject({ ok: true });
    const named = await member('quiet', 'quiet-named');
    const raise = await saveRoleAction(null, roleForm('edit', 'quiet', ['read', 'payouts:create'], 'USD 9000.00'));
    expect(raise.approval).toBeDefined();
    expect(raise.message).toContain(named.email);
    // The maker adds a member with the role (additions are not held): the approver never sees them.
    expect(
      await createStaffAction(
        null,
        formOf({ email: 'quiet-late@example.com', name: 'Late', role: 'quiet', password: 'chosen-by-admin-2' }),
      ),
    ).toMatchObject({ ok: true });
    actAs(await member('admin', 'quiet-approver'));
    const approved = await approve(raise.approval!.id);
    expect(approved.message).toContain('given this role after the request');
    expect((await getRole(harness.db, 'quiet'))?.ceilings).toEqual({ 'payouts:create': { USD: 500 } });
  });
});
