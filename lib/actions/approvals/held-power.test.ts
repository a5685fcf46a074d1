import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertRule } from '@/lib/approvals/rules';
import { seedDemoStaff } from '@/lib/auth/demo';
import { presetOf } from '@/lib/auth/permissions';
import { createRole, getRole } from '@/lib/auth/roles';
import { createStaff, findStaffByEmail, getStaff } from '@/lib/auth/staff';
import { approvalRequests, auditLog } from '@/lib/db/schema';
import { openTestConsoleDb } from '@/lib/db/test-db';
import { actAs, formOf, harness } from '@/lib/test/action-harness';

vi.mock('@/lib/auth/config', () => ({ auth: async () => harness.session }));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));
vi.mock('@/lib/db', async (original) => ({
  ...(await original<typeof import('@/lib/db')>()),
  getConsoleDb: async () => harness.db,
}));
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <T>(fn: T) => fn }));
// A change of power is applied in the console: nothing may reach the Merchant API.
vi.mock('@/lib/merchant-api/writes', () => ({
  merchantWrites: () => {
    throw new Error('nothing may be sent here');
  },
}));

const { changeStaffRoleAction } = await import('@/lib/actions/staff/change-role');
const { createStaffAction } = await import('@/lib/actions/staff/create');
const { saveRoleAction } = await import('@/lib/actions/roles/save');
const { approveRequestAction } = await import('./approve');
const { rejectRequestAction } = await import('./reject');

/**
 * Changes that give someone approval power or money permissions are held for a second member when the merchant has
 * approval rules (docs/security.md, "Held changes of power"), through the real server actions.
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

  it('creating a role with money permissions and raising a ceiling are held; lowering one applies at once', async () => {
    actAs(admin);
    const create = await saveRoleAction(null, roleForm('create', 'payer', ['read', 'payouts:create'], 'USD 50.00'));
    expect(create).toMatchObject({ ok: true, approval: { id: expect.any(String) } });
    expect(await getRole(harness.db, 'payer')).toBeUndefined();
    expect(await requestRow(create.approval!.id)).toMatchObject({ action: 'role_create', target: 'payer' });

    const second = await member('admin', 'role-approver');
    actAs(second);
    expect(await approve(create.approval!.id)).toMatchObject({ ok: true });
    expect((await getRole(harness.db, 'payer'))?.ceilings).toEqual({ 'payouts:create': { USD: 5_000 } });

    // Raising the USD ceiling (50.00 → 5,000.00) is held; the role keeps its ceiling until approved.
    actAs(admin);
    const raise = await saveRoleAction(null, roleForm('edit', 'payer', ['read', 'payouts:create'], 'USD 5000.00'));
    expect(raise).toMatchObject({ ok: true, approval: { id: expect.any(String) } });
    expect(raise.message).toContain('a higher ceiling in USD');
    expect((await getRole(harness.db, 'payer'))?.ceilings).toEqual({ 'payouts:create': { USD: 5_000 } });

    // Lowering it (50.00 → 10.00) applies at once.
    const lower = await saveRoleAction(null, roleForm('edit', 'payer', ['read', 'payouts:create'], 'USD 10.00'));
    expect(lower).toMatchObject({ ok: true });
    expect(lower.approval).toBeUndefined();
    expect((await getRole(harness.db, 'payer'))?.ceilings).toEqual({ 'payouts:create': { USD: 1_000 } });
  });
});
