import { eq, inArray, sql } from 'drizzle-orm';
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

/** Lock length after `failures` consecutive failures (0 below the threshold). */
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
  const rows = await db.select({ lockedUntil: loginThrottle.lockedUntil }).from(loginThrottle).where(inArray(loginThrottle.key, keys));
  const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  const remaining = Math.ceil((until - now.getTime()) / 1000);
  return remaining > 0 ? { locked: true, retryAfterSeconds: remaining } : { locked: false, retryAfterSeconds: 0 };
}

function thresholdFor(key: string): number {
  return key.startsWith('ip:') ? THROTTLE.ipThreshold : THROTTLE.emailThreshold;
}

/** Counts one failure against each key atomically (one upsert per key; concurrent failures all count). */
export async function recordFailure(db: ConsoleDb, keys: string[], now: Date = new Date()): Promise<void> {
  for (const key of keys) {
    const threshold = thresholdFor(key);
    const forgetBefore = new Date(now.getTime() - THROTTLE.forgetAfterSeconds * 1000);
    const failures = sql`case when ${loginThrottle.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`;
    const [row] = await db
      .insert(loginThrottle)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({ target: loginThrottle.key, set: { failures, lastFailureAt: now } })
      .returning({ failures: loginThrottle.failures });
    const lockSeconds = lockSecondsAfter(row.failures, threshold);
    if (lockSeconds > 0) {
      await db
        .update(loginThrottle)
        .set({ lockedUntil: new Date(now.getTime() + lockSeconds * 1000) })
        .where(eq(loginThrottle.key, key));
    }
  }
}

export async function clearFailures(db: ConsoleDb, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
