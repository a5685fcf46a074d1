import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestConsoleDb } from '@/lib/db/test-db';
import type { ConsoleDb } from '@/lib/db/types';
import { authPolicy, staffUsers } from '@/lib/db/schema';
import {
  confirmEnrolment,
  getTwoFactorPolicyCached,
  POLICY_CACHE_MS,
  matchingStep,
  mustEnrol,
  openSecret,
  pendingSecret,
  resetTwoFactor,
  sealSecret,
  setTwoFactorPolicy,
  unusedRecoveryCodes,
  verifySecondFactor,
} from './two-factor';
import { activeSessions, startSession } from './session-store';

const AUTH_SECRET = 'test-secret-that-is-long-enough-for-hkdf-0123456789';
const T0 = Date.UTC(2026, 10, 24, 10, 0, 0);

function code(secret: string, at: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });
}

let db: ConsoleDb;
let close: () => Promise<void>;
let memberId: string;

beforeAll(async () => {
  ({ db, close } = await openTestConsoleDb());
  const [row] = await db
    .insert(staffUsers)
    .values({ email: 'tess@example.com', name: 'Tess', role: 'finance', passwordHash: 'x' })
    .returning();
  memberId = row.id;
});
afterAll(() => close());

describe('TOTP (RFC 6238)', () => {
  it('accepts the current step and one either side, nothing further', () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const step = Math.floor(T0 / 30_000);
    expect(matchingStep(secret, code(secret, T0), T0)).toBe(step);
    expect(matchingStep(secret, code(secret, T0 - 30_000), T0)).toBe(step - 1);
    expect(matchingStep(secret, code(secret, T0 + 30_000), T0)).toBe(step + 1);
    expect(matchingStep(secret, code(secret, T0 + 90_000), T0)).toBeNull();
    expect(matchingStep(secret, 'abcdef', T0)).toBeNull();
  });

  it('seals secrets so the database alone does not hold them', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP', AUTH_SECRET);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(sealed, AUTH_SECRET)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret(sealed, `${AUTH_SECRET}-other`)).toThrow();
  });
});

describe('enrolment and sign-in codes', () => {
  let secret: string;
  let recovery: string[];

  it('enrols with a code from the pending secret and returns ten recovery codes', async () => {
    secret = await pendingSecret(db, memberId, null, AUTH_SECRET);
    expect(await pendingSecret(db, memberId, null, AUTH_SECRET)).toBe(secret);
    expect(
      await confirmEnrolment(db, memberId, '000000' === code(secret, T0) ? '111111' : '000000', AUTH_SECRET, T0),
    ).toBeNull();
    recovery = (await confirmEnrolment(db, memberId, code(secret, T0), AUTH_SECRET, T0))!;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect(await unusedRecoveryCodes(db, memberId)).toBe(10);
  });

  it('takes each code once, and never an older step than the last one used', async () => {
    const [member] = await db.select().from(staffUsers).where(eq(staffUsers.id, memberId));
    expect(await verifySecondFactor(db, member, code(secret, T0), AUTH_SECRET, T0)).toBeNull();
    const later = T0 + 30_000;
    const [a, b] = await Promise.all([
      verifySecondFactor(db, member, code(secret, later), AUTH_SECRET, later),
      verifySecondFactor(db, member, code(secret, later), AUTH_SECRET, later),
    ]);
    expect([a, b].sort()).toEqual([null, 'totp']);
    expect(await verifySecondFactor(db, member, code(secret, T0), AUTH_SECRET, later)).toBeNull();
  });

  it('takes each recovery code once, typed with or without dashes and in any case', async () => {
    const [member] = await db.select().from(staffUsers).where(eq(staffUsers.id, memberId));
    expect(await verifySecondFactor(db, member, recovery[0].toUpperCase().replace(/-/g, ' '), AUTH_SECRET)).toBe(
      'recovery',
    );
    expect(await verifySecondFactor(db, member, recovery[0], AUTH_SECRET)).toBeNull();
    expect(await unusedRecoveryCodes(db, memberId)).toBe(9);
  });

  it('holds a member the policy requires until they enrol; a reset removes the factor and the codes', async () => {
    expect(await mustEnrol(db, memberId, 'finance')).toBe(false);
    await setTwoFactorPolicy(db, { require: 'roles', roles: ['finance'] });
    expect(await mustEnrol(db, memberId, 'finance')).toBe(false);
    expect(await resetTwoFactor(db, memberId)).toBe(true);
    expect(await unusedRecoveryCodes(db, memberId)).toBe(0);
    expect(await pendingSecret(db, memberId, null, AUTH_SECRET)).not.toBe(secret);
    expect(await mustEnrol(db, memberId, 'finance')).toBe(true);
    expect(await mustEnrol(db, memberId, 'support')).toBe(false);
    await setTwoFactorPolicy(db, { require: 'all', roles: [] });
    expect(await mustEnrol(db, memberId, 'support')).toBe(true);
    await setTwoFactorPolicy(db, { require: 'none', roles: [] });
    expect(await mustEnrol(db, memberId, 'finance')).toBe(false);
  });

  it('keeps the policy a few seconds per process, and forgets it when this process changes it', async () => {
    await setTwoFactorPolicy(db, { require: 'all', roles: [] });
    const t0 = Date.now();
    expect((await getTwoFactorPolicyCached(db, t0)).require).toBe('all');
    // Another process changes it: this one goes on with what it read until the window ends.
    await db.update(authPolicy).set({ requireTwoFactor: 'none' });
    expect((await getTwoFactorPolicyCached(db, t0 + POLICY_CACHE_MS - 1)).require).toBe('all');
    expect((await getTwoFactorPolicyCached(db, t0 + POLICY_CACHE_MS)).require).toBe('none');
    // This process changes it: seen at once.
    await setTwoFactorPolicy(db, { require: 'roles', roles: ['finance'] });
    expect(await getTwoFactorPolicyCached(db, t0 + POLICY_CACHE_MS + 1)).toEqual({
      require: 'roles',
      roles: ['finance'],
    });
    await setTwoFactorPolicy(db, { require: 'none', roles: [] });
  });

  it("ends the member's other sessions when two-factor is turned on, keeping the one that enrolled", async () => {
    const [row] = await db
      .insert(staffUsers)
      .values({ email: 'ella@example.com', name: 'Ella', role: 'support', passwordHash: 'x' })
      .returning();
    const device = { userAgent: null, ip: null };
    const here = await startSession(db, row.id, device, new Date(T0));
    const elsewhere = await startSession(db, row.id, device, new Date(T0));
    const pending = await pendingSecret(db, row.id, here, AUTH_SECRET);
    expect(await confirmEnrolment(db, row.id, code(pending, T0), AUTH_SECRET, T0, here)).toHaveLength(10);
    expect((await activeSessions(db, row.id, new Date(T0))).map((s) => s.id)).toEqual([here]);
    expect(elsewhere).not.toBe(here);
    const [after] = await db.select().from(staffUsers).where(eq(staffUsers.id, row.id));
    expect(after.sessionVersion).toBe(row.sessionVersion);
  });

  it('ends every session, by session version, when the enrolling session has no row to keep', async () => {
    const [row] = await db
      .insert(staffUsers)
      .values({ email: 'olaf@example.com', name: 'Olaf', role: 'support', passwordHash: 'x' })
      .returning();
    await startSession(db, row.id, { userAgent: null, ip: null }, new Date(T0));
    const pending = await pendingSecret(db, row.id, null, AUTH_SECRET);
    expect(await confirmEnrolment(db, row.id, code(pending, T0), AUTH_SECRET, T0, null)).toHaveLength(10);
    expect(await activeSessions(db, row.id, new Date(T0))).toEqual([]);
    const [after] = await db.select().from(staffUsers).where(eq(staffUsers.id, row.id));
    expect(after.sessionVersion).toBe(row.sessionVersion + 1);
  });
});

describe('the enrolment page only reads', () => {
  const device = { userAgent: null, ip: null };
  async function newMember(email: string) {
    const [row] = await db
      .insert(staffUsers)
      .values({ email, name: email, role: 'support', passwordHash: 'x' })
      .returning();
    return row;
  }

  it("shows the same secret on every render of a session and leaves the member's row as it was", async () => {
    const member = await newMember('rena@example.com');
    const here = await startSession(db, member.id, device, new Date(T0));
    const shown = await pendingSecret(db, member.id, here, AUTH_SECRET);
    expect(await pendingSecret(db, member.id, here, AUTH_SECRET)).toBe(shown);
    const [after] = await db.select().from(staffUsers).where(eq(staffUsers.id, member.id));
    expect(after).toEqual(member);
  });

  it('shows another session another secret, and only the secret this session showed enrols it', async () => {
    const member = await newMember('sven@example.com');
    const here = await startSession(db, member.id, device, new Date(T0));
    const elsewhere = await startSession(db, member.id, device, new Date(T0));
    const mine = await pendingSecret(db, member.id, here, AUTH_SECRET);
    const theirs = await pendingSecret(db, member.id, elsewhere, AUTH_SECRET);
    expect(theirs).not.toBe(mine);
    expect(await confirmEnrolment(db, member.id, code(theirs, T0), AUTH_SECRET, T0, here)).toBeNull();
    expect(await confirmEnrolment(db, member.id, code(mine, T0), AUTH_SECRET, T0, here)).toHaveLength(10);
    const [after] = await db.select().from(staffUsers).where(eq(staffUsers.id, member.id));
    expect(openSecret(after.totpSecret!, AUTH_SECRET)).toBe(mine);
  });

  it('enrols once when the same code is confirmed twice at once, and never again once enrolled', async () => {
    const member = await newMember('ines@example.com');
    const here = await startSession(db, member.id, device, new Date(T0));
    const shown = await pendingSecret(db, member.id, here, AUTH_SECRET);
    const outcomes = await Promise.all([
      confirmEnrolment(db, member.id, code(shown, T0), AUTH_SECRET, T0, here),
      confirmEnrolment(db, member.id, code(shown, T0), AUTH_SECRET, T0, here),
    ]);
    expect(outcomes.filter((o) => o === null)).toHaveLength(1);
    const later = T0 + 30_000;
    expect(await confirmEnrolment(db, member.id, code(shown, later), AUTH_SECRET, later, here)).toBeNull();
    expect(await unusedRecoveryCodes(db, member.id)).toBe(10);
  });

  it('honours a secret stored pending before secrets were derived', async () => {
    const member = await newMember('otto@example.com');
    const here = await startSession(db, member.id, device, new Date(T0));
    await db
      .update(staffUsers)
      .set({ totpPendingSecret: sealSecret('JBSWY3DPEHPK3PXP', AUTH_SECRET) })
      .where(eq(staffUsers.id, member.id));
    expect(await pendingSecret(db, member.id, here, AUTH_SECRET)).toBe('JBSWY3DPEHPK3PXP');
    expect(await confirmEnrolment(db, member.id, code('JBSWY3DPEHPK3PXP', T0), AUTH_SECRET, T0, here)).toHaveLength(10);
    const [after] = await db.select().from(staffUsers).where(eq(staffUsers.id, member.id));
    expect(after.totpPendingSecret).toBeNull();
  });
});
