import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { endSessions } from './session-store';
import type { ConsoleDb } from '@/lib/db/types';
import { authPolicy, staffRecoveryCodes, staffUsers } from '@/lib/db/schema';
import { isRoleKey, type RoleKey } from './permissions';

/**
 * Two-factor sign-in with TOTP (RFC 6238: SHA-1, 6 digits, 30 s; a code is accepted one step either side)
 * and ten single-use recovery codes. Secrets are sealed with AES-256-GCM under a key derived from the
 * session secret, recovery codes are stored as HMAC-SHA-256 under another derived key: a copy of the
 * database alone yields neither.
 */

export const TOTP_PERIOD = 30;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Merchant Console';

function derivedKey(authSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'merchant-console', purpose, 32));
}

export function sealSecret(base32: string, authSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(authSecret, 'totp-secret'), iv);
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(
    '.',
  );
}

export function openSecret(sealed: string, authSecret: string): string {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !data || !tag) throw new Error('unreadable TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', derivedKey(authSecret, 'totp-secret'), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

function totpOf(base32: string, email: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(base32),
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(base32: string, email: string): string {
  return totpOf(base32, email).toString();
}

/** The time step a code belongs to when it is valid now (±1 step), else null. */
export function matchingStep(base32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpOf(base32, '');
  const delta = totp.validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2-x9pq-4tnc` (about 70 bits each), shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(12);
    const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

export function normalizeRecoveryCode(code: string): string {
  return code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export function hashRecoveryCode(code: string, authSecret: string): string {
  return createHmac('sha256', derivedKey(authSecret, 'recovery-code'))
    .update(normalizeRecoveryCode(code))
    .digest('base64url');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return normalizeRecoveryCode(code).length === 12 && !/^\d+$/.test(code.trim());
}

/**
 * Checks a second factor at sign-in: a TOTP code whose step is newer than the last one accepted (the
 * update is conditional, so the same code raced twice is accepted once), or an unused recovery code
 * (marked used in the same statement).
 */
export async function verifySecondFactor(
  db: ConsoleDb,
  member: { id: string; totpSecret: string | null },
  code: string,
  authSecret: string,
  now = Date.now(),
): Promise<'totp' | 'recovery' | null> {
  if (looksLikeRecoveryCode(code)) {
    const used = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(staffRecoveryCodes.memberId, member.id),
          eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code, authSecret)),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ memberId: staffRecoveryCodes.memberId });
    return used.length ? 'recovery' : null;
  }
  if (!member.totpSecret) return null;
  const step = matchingStep(openSecret(member.totpSecret, authSecret), code, now);
  if (step === null) return null;
  const accepted = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(and(eq(staffUsers.id, member.id), or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step))))
    .returning({ id: staffUsers.id });
  return accepted.length ? 'totp' : null;
}

/**
 * The secret a member enrols with, derived rather than stored: an HMAC (under a key derived from the session secret)
 * of the member's id, session version and the session enrolling. The enrolment page only reads; every render in a
 * session shows the same secret until a code from it is confirmed there; another session (whoever else has the
 * password) sees another secret; and whatever moves the session version on (an admin's reset, a password or role
 * change, ending every session) gives the next enrolment a new one. `sessionId` is null for a cookie from before
 * session rows.
 */
export function enrolmentSecret(
  memberId: string,
  sessionVersion: number,
  sessionId: string | null,
  authSecret: string,
): string {
  const mac = createHmac('sha256', derivedKey(authSecret, 'totp-enrolment'))
    .update(`${memberId}:${sessionVersion}:${sessionId ?? ''}`)
    .digest();
  return new Secret({ buffer: Uint8Array.from(mac.subarray(0, 20)).buffer }).base32;
}

async function enrolmentState(db: ConsoleDb, memberId: string, sessionId: string | null, authSecret: string) {
  const [row] = await db
    .select({
      pending: staffUsers.totpPendingSecret,
      sessionVersion: staffUsers.sessionVersion,
      enabledAt: staffUsers.totpEnabledAt,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, memberId));
  if (!row) return null;
  // A secret stored pending before secrets were derived is honoured until it is confirmed or reset.
  const secret = row.pending
    ? openSecret(row.pending, authSecret)
    : enrolmentSecret(memberId, row.sessionVersion, sessionId, authSecret);
  return { secret, enrolled: row.enabledAt !== null };
}

/** The secret the enrolment page shows in this session (a read: nothing is stored until a code is confirmed). */
export async function pendingSecret(
  db: ConsoleDb,
  memberId: string,
  sessionId: string | null,
  authSecret: string,
): Promise<string> {
  const state = await enrolmentState(db, memberId, sessionId, authSecret);
  if (!state) throw new Error('unknown staff member');
  return state.secret;
}

/**
 * Confirms enrolment with a code from the secret the enrolling session (`keepSession`) was shown: the secret becomes
 * the member's (once: a member already enrolled is refused, so a code sent twice at once enrols once), ten new
 * recovery codes replace any old ones, and the codes are returned (once) to be shown. Every other session of the
 * member ends (one opened with the password alone, maybe by whoever had it, must not outlive the second factor): all
 * rows but `keepSession`; with no session row to keep (a cookie from before session rows), the session_version moves
 * on and every session ends, this one included.
 */
export async function confirmEnrolment(
  db: ConsoleDb,
  memberId: string,
  code: string,
  authSecret: string,
  now = Date.now(),
  keepSession: string | null = null,
): Promise<string[] | null> {
  const state = await enrolmentState(db, memberId, keepSession, authSecret);
  if (!state || state.enrolled) return null;
  const step = matchingStep(state.secret, code, now);
  if (step === null) return null;
  const codes = newRecoveryCodes();
  const confirmed = await db.transaction(async (tx) => {
    // Only a member not enrolled yet: the same code confirmed twice at once enrols once.
    const rows = await tx
      .update(staffUsers)
      .set({
        totpSecret: sealSecret(state.secret, authSecret),
        totpPendingSecret: null,
        totpEnabledAt: new Date(now),
        totpLastStep: step,
        updatedAt: new Date(now),
      })
      .where(and(eq(staffUsers.id, memberId), isNull(staffUsers.totpEnabledAt)))
      .returning({ id: staffUsers.id });
    if (!rows.length) return false;
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.memberId, memberId));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((c) => ({ memberId, codeHash: hashRecoveryCode(c, authSecret) })));
    if (!keepSession)
      await tx
        .update(staffUsers)
        .set({ sessionVersion: sql`${staffUsers.sessionVersion} + 1` })
        .where(eq(staffUsers.id, memberId));
    return true;
  });
  if (!confirmed) return null;
  await endSessions(db, memberId, keepSession ? { except: keepSession } : {}, new Date(now));
  return codes;
}

/** An admin's reset: the member's second factor and recovery codes are gone; they enrol again (if required). */
export async function resetTwoFactor(db: ConsoleDb, memberId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(staffUsers)
      .set({
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        sessionVersion: sql`${staffUsers.sessionVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(staffUsers.id, memberId))
      .returning({ id: staffUsers.id });
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.memberId, memberId));
    return rows.length > 0;
  });
}

export async function unusedRecoveryCodes(db: ConsoleDb, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.memberId, memberId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export type TwoFactorRequirement = 'none' | 'all' | 'roles';
export interface TwoFactorPolicy {
  require: TwoFactorRequirement;
  roles: RoleKey[];
}

export async function getTwoFactorPolicy(db: ConsoleDb): Promise<TwoFactorPolicy> {
  const [row] = await db.select().from(authPolicy).where(eq(authPolicy.id, true));
  const require = row?.requireTwoFactor === 'all' || row?.requireTwoFactor === 'roles' ? row.requireTwoFactor : 'none';
  return { require, roles: (row?.twoFactorRoles ?? []).filter(isRoleKey) };
}

/** How long a process keeps the policy it read (every page asks; a change in this process is seen at once). */
export const POLICY_CACHE_MS = 3_000;
const policyKey = Symbol.for('merchant-console.two-factor-policy');
type GlobalWithPolicy = typeof globalThis & { [policyKey]?: { at: number; value: Promise<TwoFactorPolicy> } };

/** The policy as every request checks it: read at most once per POLICY_CACHE_MS per process. */
export function getTwoFactorPolicyCached(db: ConsoleDb, now = Date.now()): Promise<TwoFactorPolicy> {
  const g = globalThis as GlobalWithPolicy;
  const held = g[policyKey];
  if (held && now - held.at < POLICY_CACHE_MS) return held.value;
  const value = getTwoFactorPolicy(db);
  g[policyKey] = { at: now, value };
  value.catch(() => {
    if (g[policyKey]?.value === value) delete g[policyKey];
  });
  return value;
}

export function forgetTwoFactorPolicy(): void {
  delete (globalThis as GlobalWithPolicy)[policyKey];
}

export async function setTwoFactorPolicy(db: ConsoleDb, policy: TwoFactorPolicy): Promise<void> {
  forgetTwoFactorPolicy();
  await db
    .insert(authPolicy)
    .values({ id: true, requireTwoFactor: policy.require, twoFactorRoles: policy.roles })
    .onConflictDoUpdate({
      target: authPolicy.id,
      set: { requireTwoFactor: policy.require, twoFactorRoles: policy.roles, updatedAt: new Date() },
    });
  forgetTwoFactorPolicy();
}

export function twoFactorRequiredFor(policy: TwoFactorPolicy, role: RoleKey): boolean {
  return policy.require === 'all' || (policy.require === 'roles' && policy.roles.includes(role));
}

/** Whether the member must enrol before doing anything else: required by the policy and not enrolled. */
export async function mustEnrol(db: ConsoleDb, memberId: string, role: RoleKey): Promise<boolean> {
  const policy = await getTwoFactorPolicy(db);
  if (!twoFactorRequiredFor(policy, role)) return false;
  const [row] = await db
    .select({ enabled: staffUsers.totpEnabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.id, memberId));
  return !row?.enabled;
}

/** Compares two strings in constant time (for codes typed against codes expected). */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
