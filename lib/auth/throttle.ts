import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ConsoleDb } from '@/lib/db/types';
import { loginThrottle } from '@/lib/db/schema';

/**
 * Sign-in throttling. Each failure counts against the email and the client IP. From the
 * threshold on, each further failure locks the key for 30 s, doubling up to 15 min; while
 * locked, attempts are refused without checking the password. Counters forget after an hour
 * without failures; a successful sign-in clears the email's counter (not the IP's, or one valid
 * account would let an attacker reset the IP budget).
 */
export const THROTTLE = {
  emailThreshold: 5,
  /** Higher than the email threshold: a whole office may sit behind one NAT address. */
  ipThreshold: 20,
  baseLockSeconds: 30,
  maxLockSeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
} as const;

export function emailKey(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

/**
 * The throttle key for a client address, or null for loopback: every request arrives from
 * 127.0.0.1 behind a same-host proxy that sets no X-Forwarded-For (and in local runs), so counting
 * it would lock everyone out together. The per-email limit still applies.
 */
export function ipKey(ip: string | null): string | null {
  if (!ip || ip === '::1' || ip.startsWith('127.')) return null;
  return `ip:${ip}`;
}

/** The keys one sign-in attempt counts against. */
export function throttleKeys(email: string, ip: string | null): string[] {
  const byIp = ipKey(ip);
  return byIp ? [emailKey(email), byIp] : [emailKey(email)];
}

/** Lock length after `failures` consecutive failures (0 below the threshold); `reserveAttempt` computes the same in SQL. */
export function lockSecondsAfter(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  const doublings = Math.min(failures - threshold, 20);
  return Math.min(THROTTLE.baseLockSeconds * 2 ** doublings, THROTTLE.maxLockSeconds);
}

export interface ThrottleState {
  locked: boolean;
  /** Seconds until the longest lock among the keys ends (0 when not locked). */
  retryAfterSeconds: number;
}

export async function checkThrottle(db: ConsoleDb, keys: string[], now: Date = new Date()): Promise<ThrottleState> {
  if (keys.length === 0) return { locked: false, retryAfterSeconds: 0 };
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keys));
  const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  const remaining = Math.ceil((until - now.getTime()) / 1000);
  return remaining > 0 ? { locked: true, retryAfterSeconds: remaining } : { locked: false, retryAfterSeconds: 0 };
}

function thresholdFor(key: string): number {
  return key.startsWith('ip:') ? THROTTLE.ipThreshold : THROTTLE.emailThreshold;
}

export type Reservation = { ok: true; keys: string[] } | { ok: false; retryAfterSeconds: number };

/**
 * Takes one attempt against each key BEFORE the password is checked: a single upsert per key counts it as a
 * failure (and sets the lock its count earns) only when the key is not locked, and answers nothing when it is.
 * Parallel attempts are counted one after the other by the row lock, so no more than the threshold get to
 * check a password. A right password gives the attempt back (`releaseAttempt`); a wrong one leaves it counted.
 * When one key is locked, the others are given back and the attempt is refused without checking the password.
 */
export async function reserveAttempt(db: ConsoleDb, keys: string[], now: Date = new Date()): Promise<Reservation> {
  const reserved: string[] = [];
  const at = now.toISOString();
  const forgetBefore = new Date(now.getTime() - THROTTLE.forgetAfterSeconds * 1000).toISOString();
  for (const key of keys) {
    const threshold = thresholdFor(key);
    const forgotten = sql`${loginThrottle.lastFailureAt} < ${forgetBefore}::timestamptz`;
    const failures = sql`(case when ${forgotten} then 1 else ${loginThrottle.failures} + 1 end)`;
    const lock = (count: SQL) =>
      sql`case when ${count} >= ${threshold} then ${at}::timestamptz + make_interval(secs => least(${THROTTLE.baseLockSeconds} * power(2, least(${count} - ${threshold}, 20)), ${THROTTLE.maxLockSeconds})) else null end`;
    const [row] = await db
      .insert(loginThrottle)
      .values({ key, failures: 1, lastFailureAt: now, lockedUntil: lock(sql`1`) })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: { failures, lastFailureAt: now, lockedUntil: lock(failures) },
        setWhere: sql`${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} <= ${at}::timestamptz`,
      })
      .returning({ failures: loginThrottle.failures });
    if (!row) {
      await releaseAttempt(db, reserved);
      const { retryAfterSeconds } = await checkThrottle(db, keys, now);
      return { ok: false, retryAfterSeconds: Math.max(1, retryAfterSeconds) };
    }
    reserved.push(key);
  }
  return { ok: true, keys: reserved };
}

/** Gives back attempts `reserveAttempt` took (the password was right): one failure less, and no lock below the threshold. */
export async function releaseAttempt(db: ConsoleDb, keys: string[]): Promise<void> {
  for (const key of keys) {
    const failures = sql`greatest(${loginThrottle.failures} - 1, 0)`;
    await db
      .update(loginThrottle)
      .set({
        failures,
        lockedUntil: sql`case when ${failures} >= ${thresholdFor(key)} then ${loginThrottle.lockedUntil} else null end`,
      })
      .where(eq(loginThrottle.key, key));
  }
}

export async function clearFailures(db: ConsoleDb, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
