import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRule, matchRule } from '@/lib/approvals/rules';
import { openTestConsoleDb } from '@/lib/db/test-db';
import type { ConsoleDb } from '@/lib/db/types';
import { staffUsers } from '@/lib/db/schema';
import { decideMoney, presetOf, ROLES, type Access } from './permissions';
import {
  assertAssignable,
  createRole,
  LastAdminError,
  resolveAccess,
  retireRole,
  RoleError,
  updateRole,
  type RoleInput,
} from './roles';
import { setStaffDisabled, updateStaffRole } from './staff';

let db: ConsoleDb;
let close: () => Promise<void>;
const admin = presetOf('admin');
const ADMIN_ID = '00000000-0000-4000-8000-0000000000a1';

async function member(email: string, role: string): Promise<string> {
  const [row] = await db
    .insert(staffUsers)
    .values({ email, name: email, role, passwordHash: 'x' })
    .returning({ id: staffUsers.id });
  return row.id;
}

const input = (permissions: RoleInput['permissions'], ceilings: RoleInput['ceilings'] = {}): RoleInput => ({
  name: 'A role',
  description: '',
  permissions,
  ceilings,
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RoleError);
  return error as RoleError;
};

beforeAll(async () => {
  ({ db, close } = await openTestConsoleDb());
});
afterAll(() => close());

describe('existing members after the custom-roles migration (console 0013)', () => {
  it('keep their role key and exactly the preset it names', async () => {
    const ids = await Promise.all(ROLES.map((role) => member(`kept-${role}@example.com`, role)));
    const rows = await db.select({ id: staffUsers.id, role: staffUsers.role }).from(staffUsers);
    for (const [i, role] of ROLES.entries()) {
      expect(rows.find((r) => r.id === ids[i])?.role).toBe(role);
      expect(await resolveAccess(db, role)).toEqual(presetOf(role));
    }
    await db.delete(staffUsers);
  });
});

describe('creating, editing and retiring roles', () => {
  it('creates a role with a ceiling, resolved for its members (with nothing else)', async () => {
    await createRole(
      db,
      admin,
      { key: 'refunds-desk', ...input(['read', 'refund'], { refund: { usd: 50_000 } }) },
      ADMIN_ID,
    );
    expect(await resolveAccess(db, 'refunds-desk')).toEqual({
      role: 'refunds-desk',
      name: 'A role',
      permissions: ['read', 'refund'],
      ceilings: { refund: { USD: 50_000 } },
    });
    expect((await refusal(createRole(db, admin, { key: 'refunds-desk', ...input(['read']) }, ADMIN_ID))).code).toBe(
      'key_taken',
    );
    expect((await refusal(createRole(db, admin, { key: 'admin', ...input(['read']) }, ADMIN_ID))).code).toBe(
      'built_in',
    );
  });

  it('an edit applies on the next resolution (the next request): no cache, no new sign-in', async () => {
    await updateRole(
      db,
      admin,
      'refunds-desk',
      input(['read', 'refund', 'deposits:read'], { refund: { USD: 60_000 } }),
    );
    const access = await resolveAccess(db, 'refunds-desk');
    expect(access.permissions).toEqual(['read', 'deposits:read', 'refund']);
    expect(access.ceilings).toEqual({ refund: { USD: 60_000 } });
  });

  it('an unknown or retired role grants nothing and cannot be given', async () => {
    expect((await resolveAccess(db, 'nobody-here')).permissions).toEqual([]);
    await createRole(db, admin, { key: 'old-desk', ...input(['read']) }, ADMIN_ID);
    await retireRole(db, admin, 'old-desk');
    expect((await resolveAccess(db, 'old-desk')).permissions).toEqual([]);
    expect((await refusal(assertAssignable(db, admin, 'old-desk'))).code).toBe('retired');
    expect((await refusal(assertAssignable(db, admin, 'nobody-here'))).code).toBe('unknown');
  });

  it('refuses retiring a role an enabled member holds', async () => {
    await createRole(db, admin, { key: 'held-desk', ...input(['read']) }, ADMIN_ID);
    const id = await member('held@example.com', 'held-desk');
    expect((await refusal(retireRole(db, admin, 'held-desk'))).code).toBe('in_use');
    await db.delete(staffUsers).where(eq(staffUsers.id, id));
  });
});

describe('nobody grants what they do not hold', () => {
  // A staff manager who may refund up to 500.00 USD and nothing else of money.
  const manager: Access = {
    role: 'team-lead',
    permissions: ['read', 'staff:manage', 'refund'],
    ceilings: { refund: { USD: 50_000 } },
  };

  it('creating: no permission the actor lacks, no ceiling above theirs', async () => {
    const lacking = await refusal(
      createRole(db, manager, { key: 'payouts-desk', ...input(['read', 'payouts:create']) }, ADMIN_ID),
    );
    expect(lacking.code).toBe('beyond');
    expect(lacking.details).toEqual(['payouts:create']);
    const higher = await refusal(
      createRole(db, manager, { key: 'big-refunds', ...input(['refund'], { refund: { USD: 90_000 } }) }, ADMIN_ID),
    );
    expect(higher.details).toEqual(['refund USD']);
    const unlimited = await refusal(createRole(db, manager, { key: 'any-refunds', ...input(['refund']) }, ADMIN_ID));
    expect(unlimited.details).toEqual(['refund *', 'refund USD']);
    await createRole(
      db,
      manager,
      { key: 'small-refunds', ...input(['refund'], { refund: { USD: 10_000 } }) },
      ADMIN_ID,
    );
  });

  it('editing: not a role above the actor, not beyond them after', async () => {
    await createRole(db, admin, { key: 'dev-desk', ...input(['read', 'developers']) }, ADMIN_ID);
    expect((await refusal(updateRole(db, manager, 'dev-desk', input(['read'])))).code).toBe('beyond');
    expect(
      (await refusal(updateRole(db, manager, 'small-refunds', input(['refund', 'exports'], { refund: { USD: 1 } }))))
        .details,
    ).toEqual(['exports']);
    expect((await refusal(updateRole(db, admin, 'support', input(['read'])))).code).toBe('built_in');
  });

  it('assigning: not a role that grants more than the actor holds', async () => {
    expect((await refusal(assertAssignable(db, manager, 'admin'))).code).toBe('beyond');
    expect((await refusal(assertAssignable(db, manager, 'dev-desk'))).code).toBe('beyond');
    expect((await assertAssignable(db, manager, 'small-refunds')).permissions).toEqual(['refund']);
    // A viewer reads deposits, which this manager does not: not theirs to give either.
    expect((await refusal(assertAssignable(db, manager, 'viewer'))).details).toEqual(['deposits:read']);
  });
});

describe('the last member able to manage staff', () => {
  it('cannot lose it: by a role change, by being disabled, by an edit of their custom role', async () => {
    await db.delete(staffUsers);
    await createRole(db, admin, { key: 'people-ops', ...input(['read', 'staff:manage']) }, ADMIN_ID);
    const first = await member('first-admin@example.com', 'admin');
    const ops = await member('ops@example.com', 'people-ops');
    await member('viewer@example.com', 'viewer');

    // Two can manage staff: the admin may become a viewer.
    await updateStaffRole(db, first, 'viewer');
    // Now only the people-ops member can.
    await expect(updateStaffRole(db, ops, 'viewer')).rejects.toBeInstanceOf(LastAdminError);
    await expect(setStaffDisabled(db, ops, true)).rejects.toBeInstanceOf(LastAdminError);
    await expect(updateRole(db, admin, 'people-ops', input(['read']))).rejects.toBeInstanceOf(LastAdminError);
    // Another manager, and the edit goes through.
    await updateStaffRole(db, first, 'admin');
    await updateRole(db, admin, 'people-ops', input(['read']));
    expect((await resolveAccess(db, 'people-ops')).permissions).toEqual(['read']);
  });

  it('a role change bumps the member’s session_version (their sessions end on the next request)', async () => {
    const id = await member('bumped@example.com', 'viewer');
    const [before] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
    await updateStaffRole(db, id, 'small-refunds');
    const [after] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
    expect(after.role).toBe('small-refunds');
    expect(after.sessionVersion).toBe(before.sessionVersion + 1);
  });
});

describe('a ceiling with the approval rules, against the database', () => {
  it('allowed below it, held by a rule of the role above it, refused above it without one', async () => {
    const desk = await resolveAccess(db, 'refunds-desk'); // refund up to 600.00 USD
    await insertRule(
      db,
      {
        action: 'refund',
        currency: 'USD',
        threshold: 100_000,
        makerRole: 'refunds-desk',
        approvalsRequired: 1,
        approverRoles: ['admin'],
        expiryHours: 24,
        enabled: true,
      },
      ADMIN_ID,
    );
    const decide = async (amount: number) =>
      decideMoney({
        access: desk,
        permission: 'refund',
        currency: 'USD',
        amount,
        rule: await matchRule(db, { action: 'refund', currency: 'USD', amount, makerRole: desk.role }),
      }).kind;
    expect(await decide(60_000)).toBe('allowed');
    expect(await decide(60_001)).toBe('refused');
    expect(await decide(100_000)).toBe('approval');
    await db.execute(sql`delete from console.approval_rules`);
  });
});
