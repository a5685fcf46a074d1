import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTestConsoleDb } from '@/lib/db/test-db';
import { migrateConsole } from '@/lib/db/migrate';
import { auditLog, staffUsers } from '@/lib/db/schema';
import type { ConsoleDb } from '@/lib/db/types';
import { insertAudit } from '@/lib/auth/audit-entries';
import { listAudit } from '@/lib/audit/queries';
import { checkCurrentPassword, verifyStaffCredentials } from './credentials';
import { seedDemoStaff } from './demo';
import {
  createStaff,
  findStaffByEmail,
  LastAdminError,
  setStaffDisabled,
  StaffEmailTakenError,
  updateStaffRole,
} from './staff';
import { emailKey, lockSecondsAfter, THROTTLE } from './throttle';
import { loginThrottle } from '@/lib/db/schema';

let db: ConsoleDb;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openTestConsoleDb());
  await seedDemoStaff(db);
});
afterAll(() => close());

const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1) + seconds * 1000);

describe('migrations', () => {
  it('can run again on a migrated database', async () => {
    await migrateConsole(db);
    await seedDemoStaff(db);
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(staffUsers);
    expect(row.count).toBe(4);
  });

  it('keeps the audit log append-only', async () => {
    await insertAudit(db, { action: 'test.append_only', outcome: 'success', actor: null });
    await expect(db.update(auditLog).set({ action: 'x' })).rejects.toThrow();
    await expect(db.delete(auditLog)).rejects.toThrow();
    await expect(db.execute(sql`truncate console.audit_log`)).rejects.toThrow();
  });
});

describe('verifyStaffCredentials', () => {
  it('signs in with the right password, any email case, and audits it', async () => {
    const result = await verifyStaffCredentials(
      db,
      { email: ' Support@Example.com ', password: 'password', ip: '10.0.0.1' },
      at(0),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.user.role).toBe('support');
    expect(result.user.passwordHash.startsWith('$argon2id$')).toBe(true);
    const page = await listAudit(db, { actorId: result.user.id, action: 'auth.sign_in', page: 1, pageSize: 10 });
    expect(page.entries[0]).toMatchObject({ outcome: 'success', ip: '10.0.0.1', actorEmail: 'support@example.com' });
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    expect(
      await verifyStaffCredentials(db, { email: 'viewer@example.com', password: 'nope', ip: null }, at(0)),
    ).toEqual({ ok: false, reason: 'invalid' });
    expect(
      await verifyStaffCredentials(db, { email: 'nobody@example.com', password: 'nope', ip: null }, at(0)),
    ).toEqual({ ok: false, reason: 'invalid' });
    const page = await listAudit(db, { action: 'auth.sign_in', page: 1, pageSize: 10 });
    expect(page.entries[0]).toMatchObject({
      outcome: 'failure',
      actorEmail: 'nobody@example.com',
      actorId: null,
      summary: { reason: 'unknown_email' },
    });
  });

  it('locks an email after 5 failures, doubling, and lets it in again afterwards', async () => {
    const email = 'finance@example.com';
    for (let i = 0; i < THROTTLE.emailThreshold; i++) {
      expect(await verifyStaffCredentials(db, { email, password: 'wrong', ip: `10.1.0.${i}` }, at(i))).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    // Locked: even the right password is refused, without counting.
    const locked = await verifyStaffCredentials(db, { email, password: 'password', ip: '10.1.1.1' }, at(10));
    expect(locked).toEqual({ ok: false, reason: 'throttled', retryAfterSeconds: 24 });
    // After the lock: one more failure locks for twice as long.
    expect(await verifyStaffCredentials(db, { email, password: 'wrong', ip: '10.1.1.1' }, at(40))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await verifyStaffCredentials(db, { email, password: 'password', ip: '10.1.1.1' }, at(41))).toMatchObject({
      reason: 'throttled',
      retryAfterSeconds: 59,
    });
    // After that lock the right password works and clears the counter.
    expect((await verifyStaffCredentials(db, { email, password: 'password', ip: '10.1.1.1' }, at(101))).ok).toBe(true);
    expect(await verifyStaffCredentials(db, { email, password: 'wrong', ip: '10.1.1.1' }, at(102))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect((await verifyStaffCredentials(db, { email, password: 'password', ip: '10.1.1.1' }, at(103))).ok).toBe(true);
  });

  it('throttles unknown emails exactly like known ones', async () => {
    const email = 'ghost@example.com';
    for (let i = 0; i < THROTTLE.emailThreshold; i++)
      await verifyStaffCredentials(db, { email, password: 'x', ip: null }, at(i));
    expect(await verifyStaffCredentials(db, { email, password: 'x', ip: null }, at(6))).toMatchObject({
      reason: 'throttled',
    });
  });

  it('does not count loopback as one client', async () => {
    for (let i = 0; i < THROTTLE.ipThreshold; i++)
      await verifyStaffCredentials(db, { email: `local${i}@example.com`, password: 'x', ip: '127.0.0.1' }, at(i));
    expect(
      (await verifyStaffCredentials(db, { email: 'viewer@example.com', password: 'password', ip: '127.0.0.1' }, at(30)))
        .ok,
    ).toBe(true);
  });

  it('locks an address spraying many emails', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < THROTTLE.ipThreshold; i++)
      await verifyStaffCredentials(db, { email: `spray${i}@example.com`, password: 'x', ip }, at(i));
    expect(
      await verifyStaffCredentials(db, { email: 'admin@example.com', password: 'password', ip }, at(30)),
    ).toMatchObject({ reason: 'throttled' });
    expect(
      (
        await verifyStaffCredentials(
          db,
          { email: 'admin@example.com', password: 'password', ip: '198.51.100.1' },
          at(30),
        )
      ).ok,
    ).toBe(true);
  });

  it('refuses a disabled member even with the right password', async () => {
    const member = await createStaff(db, {
      email: 'temp@example.com',
      name: 'Temp',
      role: 'viewer',
      password: 'long enough password',
    });
    await setStaffDisabled(db, member.id, true);
    expect(
      await verifyStaffCredentials(
        db,
        { email: 'temp@example.com', password: 'long enough password', ip: null },
        at(0),
      ),
    ).toEqual({ ok: false, reason: 'disabled' });
  });
});

describe('the throttle under parallel attempts', () => {
  it('lets no more than the threshold check a password when attempts arrive together', async () => {
    const email = 'viewer@example.com';
    const attempts = Array.from({ length: THROTTLE.emailThreshold * 3 }, (_, i) =>
      verifyStaffCredentials(db, { email, password: `guess-${i}`, ip: `10.2.0.${i}` }, at(500)),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((r) => !r.ok && r.reason === 'invalid')).toHaveLength(THROTTLE.emailThreshold);
    expect(results.filter((r) => !r.ok && r.reason === 'throttled')).toHaveLength(THROTTLE.emailThreshold * 2);
    const [row] = await db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, emailKey(email)));
    expect(row.failures).toBe(THROTTLE.emailThreshold);
    // Even the right password waits for the lock.
    expect(await verifyStaffCredentials(db, { email, password: 'password', ip: '10.2.1.1' }, at(501))).toMatchObject({
      reason: 'throttled',
    });
    expect((await verifyStaffCredentials(db, { email, password: 'password', ip: '10.2.1.1' }, at(500 + 31))).ok).toBe(
      true,
    );
  });

  it('gives a right password its attempt back: right passwords never lock the address', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i <= THROTTLE.ipThreshold; i++) {
      expect(
        (await verifyStaffCredentials(db, { email: 'support@example.com', password: 'password', ip }, at(600 + i))).ok,
      ).toBe(true);
    }
    const [row] = await db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `ip:${ip}`));
    expect(row).toMatchObject({ failures: 0, lockedUntil: null });
  });

  it('counts wrong current passwords on the change-password form like sign-in failures', async () => {
    await createStaff(db, {
      email: 'changer@example.com',
      name: 'Changer',
      role: 'viewer',
      password: 'the right password',
    });
    const member = (await findStaffByEmail(db, 'changer@example.com'))!;
    const tries = await Promise.all(
      Array.from({ length: THROTTLE.emailThreshold * 2 }, (_, i) =>
        checkCurrentPassword(db, member, `wrong-${i}`, null, at(700)),
      ),
    );
    expect(tries.filter((r) => !r.ok && r.reason === 'wrong')).toHaveLength(THROTTLE.emailThreshold);
    expect(tries.filter((r) => !r.ok && r.reason === 'throttled')).toHaveLength(THROTTLE.emailThreshold);
    // The lock holds the sign-in page too, and the right current password waits for it.
    expect(
      await verifyStaffCredentials(db, { email: member.email, password: 'the right password', ip: null }, at(701)),
    ).toMatchObject({ reason: 'throttled' });
    expect(await checkCurrentPassword(db, member, 'the right password', null, at(702))).toMatchObject({
      reason: 'throttled',
    });
    expect(await checkCurrentPassword(db, member, 'the right password', null, at(700 + 31))).toEqual({ ok: true });
  });
});

describe('lockSecondsAfter', () => {
  it('starts at 30 s on the 5th failure and caps at 15 min', () => {
    expect(lockSecondsAfter(4, 5)).toBe(0);
    expect(lockSecondsAfter(5, 5)).toBe(30);
    expect(lockSecondsAfter(6, 5)).toBe(60);
    expect(lockSecondsAfter(7, 5)).toBe(120);
    expect(lockSecondsAfter(50, 5)).toBe(900);
  });
});

describe('staff changes', () => {
  it('refuses a second member with the same email in any case', async () => {
    await expect(
      createStaff(db, { email: 'ADMIN@example.com', name: 'Again', role: 'viewer', password: 'whatever123' }),
    ).rejects.toBeInstanceOf(StaffEmailTakenError);
  });

  it('bumps the session version on role change and disable, not on a no-op', async () => {
    const member = await createStaff(db, {
      email: 'bump@example.com',
      name: 'Bump',
      role: 'viewer',
      password: 'whatever123',
    });
    expect(member.sessionVersion).toBe(1);
    expect((await updateStaffRole(db, member.id, 'support'))?.sessionVersion).toBe(2);
    expect((await updateStaffRole(db, member.id, 'support'))?.sessionVersion).toBe(2);
    expect((await setStaffDisabled(db, member.id, true))?.sessionVersion).toBe(3);
    expect((await setStaffDisabled(db, member.id, false))?.sessionVersion).toBe(4);
    expect(await updateStaffRole(db, 'not-a-uuid', 'admin')).toBeUndefined();
  });

  it('never leaves the console without an active admin', async () => {
    const admin = (await findStaffByEmail(db, 'admin@example.com'))!;
    await expect(setStaffDisabled(db, admin.id, true)).rejects.toBeInstanceOf(LastAdminError);
    await expect(updateStaffRole(db, admin.id, 'viewer')).rejects.toBeInstanceOf(LastAdminError);
    const second = await createStaff(db, {
      email: 'admin2@example.com',
      name: 'Second',
      role: 'admin',
      password: 'whatever123',
    });
    await Promise.allSettled([setStaffDisabled(db, admin.id, true), setStaffDisabled(db, second.id, true)]);
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(staffUsers)
      .where(eq(staffUsers.role, 'admin'));
    const active = await db.select().from(staffUsers).where(eq(staffUsers.disabled, false));
    expect(row.count).toBe(2);
    expect(active.filter((m) => m.role === 'admin').length).toBe(1);
  });
});
