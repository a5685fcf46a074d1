import type { ConsoleDb } from '@/lib/db/types';
import type { StaffUserRow } from '@/lib/db/schema';
import { insertAudit } from '@/lib/auth/audit-entries';
import { addressAllowed } from '@/lib/auth/networks';
import { getAccessSettings, ssoRequiredFor } from '@/lib/auth/access-settings';
import { verifyAgainstDummy, verifyPassword } from './password';
import { verifySecondFactor } from './two-factor';
import { findStaffByEmail, normalizeEmail, recordSignIn } from './staff';
import { clearFailures, emailKey, releaseAttempt, reserveAttempt, throttleKeys } from './throttle';

export type SignInResult =
  | { ok: true; user: StaffUserRow }
  | { ok: false; reason: 'invalid' | 'disabled' }
  /** The network rule: the address is outside the ranges console sign-in is allowed from (docs/sso.md). */
  | { ok: false; reason: 'network' }
  /** The email's domain signs in through the identity provider only. */
  | { ok: false; reason: 'sso_required' }
  /** Password right; the member has a second factor and no code came with it (not a failure: the form asks for it). */
  | { ok: false; reason: 'code_required' }
  | { ok: false; reason: 'invalid_code' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/**
 * Checks a sign-in attempt: the throttle first takes the attempt (counted as a failure before the password is
 * looked at, so parallel attempts cannot all pass a check made before any of them failed; a locked email or IP is
 * refused without looking at the password), then the password (argon2id; unknown emails take as long as known ones), then the
 * account state. Every attempt leaves an `auth.sign_in` row in the audit log.
 */
export async function verifyStaffCredentials(
  db: ConsoleDb,
  attempt: { email: string; password: string; ip: string | null; code?: string; authSecret?: string },
  now: Date = new Date(),
): Promise<SignInResult> {
  const email = normalizeEmail(attempt.email);
  const keys = throttleKeys(email, attempt.ip);
  const base = { action: 'auth.sign_in', ip: attempt.ip, at: now } as const;

  // The company's access rules come first: refused whatever the password, so none is checked (docs/sso.md).
  const access = await getAccessSettings(db);
  const rule = !addressAllowed(attempt.ip, access.ipRanges)
    ? ('network' as const)
    : ssoRequiredFor(access, email)
      ? ('sso_required' as const)
      : null;
  if (rule) {
    const user = await findStaffByEmail(db, email);
    await insertAudit(db, {
      ...base,
      outcome: 'failure',
      actor: user ? actorOf(user) : { id: null, email, role: null },
      target: user?.id ?? null,
      summary: { reason: rule },
    });
    return { ok: false, reason: rule };
  }

  const throttle = await reserveAttempt(db, keys, now);
  if (!throttle.ok) {
    const user = await findStaffByEmail(db, email);
    await insertAudit(db, {
      ...base,
      outcome: 'failure',
      actor: user ? actorOf(user) : { id: null, email, role: null },
      target: user?.id ?? null,
      summary: { reason: 'throttled', retry_after_seconds: throttle.retryAfterSeconds },
    });
    return { ok: false, reason: 'throttled', retryAfterSeconds: throttle.retryAfterSeconds };
  }

  const user = await findStaffByEmail(db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, attempt.password)
    : await verifyAgainstDummy(attempt.password);
  if (!user || !valid) {
    // The attempt taken above stays counted.
    await insertAudit(db, {
      ...base,
      outcome: 'failure',
      actor: user ? actorOf(user) : { id: null, email, role: null },
      target: user?.id ?? null,
      summary: { reason: user ? 'wrong_password' : 'unknown_email' },
    });
    return { ok: false, reason: 'invalid' };
  }

  if (user.disabled) {
    await releaseAttempt(db, throttle.keys);
    await insertAudit(db, {
      ...base,
      outcome: 'failure',
      actor: actorOf(user),
      target: user.id,
      summary: { reason: 'disabled' },
    });
    return { ok: false, reason: 'disabled' };
  }

  if (user.totpEnabledAt) {
    const code = attempt.code?.trim();
    if (!code) {
      // The password was right and no code was tried: no guess to count.
      await releaseAttempt(db, throttle.keys);
      return { ok: false, reason: 'code_required' };
    }
    const factor = attempt.authSecret
      ? await verifySecondFactor(db, user, code, attempt.authSecret, now.getTime())
      : null;
    if (!factor) {
      // A wrong code counts like a wrong password (the attempt taken above stays): the throttle stops guessing 6 digits.
      await insertAudit(db, {
        ...base,
        outcome: 'failure',
        actor: actorOf(user),
        target: user.id,
        summary: { reason: 'wrong_second_factor' },
      });
      return { ok: false, reason: 'invalid_code' };
    }
    if (factor === 'recovery')
      await insertAudit(db, {
        ...base,
        action: 'auth.recovery_code',
        outcome: 'success',
        actor: actorOf(user),
        target: user.id,
      });
  }

  await releaseAttempt(db, throttle.keys);
  await clearFailures(db, emailKey(email));
  await recordSignIn(db, user.id, now);
  await insertAudit(db, { ...base, outcome: 'success', actor: actorOf(user), target: user.id });
  return { ok: true, user };
}

function actorOf(user: StaffUserRow) {
  return { id: user.id, email: user.email, role: user.role };
}

export type CurrentPasswordCheck =
  { ok: true } | { ok: false; reason: 'wrong' } | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/**
 * The change-password form's "current password", under the sign-in throttle (same keys, same reservation): a
 * stolen session cannot guess the password it needs faster than the sign-in page lets anyone. A right password
 * gives the attempt back; a wrong one stays counted, and the email locks as it would at sign-in.
 */
export async function checkCurrentPassword(
  db: ConsoleDb,
  member: Pick<StaffUserRow, 'email' | 'passwordHash'>,
  password: string,
  ip: string | null,
  now: Date = new Date(),
): Promise<CurrentPasswordCheck> {
  const throttle = await reserveAttempt(db, throttleKeys(member.email, ip), now);
  if (!throttle.ok) return { ok: false, reason: 'throttled', retryAfterSeconds: throttle.retryAfterSeconds };
  if (!(await verifyPassword(member.passwordHash, password))) return { ok: false, reason: 'wrong' };
  await releaseAttempt(db, throttle.keys);
  return { ok: true };
}
