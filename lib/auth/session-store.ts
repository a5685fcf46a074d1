import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { ConsoleDb } from '@/lib/db/types';
import type { Translator } from '@/lib/i18n';
import { staffSessions } from '@/lib/db/schema';
import { SESSION_MAX_AGE_SECONDS } from './claims';

export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** "Last seen" moves at most once a minute per session: not a write per request. */
const TOUCH_MS = 60_000;
/** Whether a session was ended, cached per process like the staff row (lib/auth/staff-cache.ts). */
const ACTIVE_CACHE_MS = 3_000;

const key = Symbol.for('merchant-console.session-cache');
type Cached = { active: boolean; at: number; touched: number };
type GlobalWithCache = typeof globalThis & { [key]?: Map<string, Cached> };
function cache(): Map<string, Cached> {
  const g = globalThis as GlobalWithCache;
  g[key] ??= new Map();
  return g[key];
}

/** A new session row at sign-in; its id goes into the session cookie. */
export async function startSession(
  db: ConsoleDb,
  staffId: string,
  device: { userAgent: string | null; ip: string | null },
  now = new Date(),
): Promise<string> {
  const [row] = await db
    .insert(staffSessions)
    .values({
      staffId,
      userAgent: device.userAgent?.slice(0, 500) ?? null,
      ip: device.ip,
      createdAt: now,
      lastSeenAt: now,
    })
    .returning({ id: staffSessions.id });
  return row.id;
}

/**
 * Whether the session may go on (not ended), and its "last seen" moved forward when due. Fails closed: a database
 * error ends the request's session like the staff check does.
 */
export async function checkSession(db: ConsoleDb, id: string, now = new Date()): Promise<boolean> {
  const entries = cache();
  const hit = entries.get(id);
  if (hit && now.getTime() - hit.at < ACTIVE_CACHE_MS) return hit.active;
  const [row] = await db
    .select({ endedAt: staffSessions.endedAt, lastSeenAt: staffSessions.lastSeenAt })
    .from(staffSessions)
    .where(eq(staffSessions.id, id));
  const active = Boolean(row) && row.endedAt === null;
  let touched = hit?.touched ?? row?.lastSeenAt.getTime() ?? 0;
  if (active && now.getTime() - touched >= TOUCH_MS) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(staffSessions.id, id), lt(staffSessions.lastSeenAt, new Date(now.getTime() - TOUCH_MS))));
    touched = now.getTime();
  }
  if (entries.size > 10_000) entries.clear();
  entries.set(id, { active, at: now.getTime(), touched });
  return active;
}

/** A member's sessions that can still be used (not ended, signed in less than 12 h ago), newest first. */
export async function activeSessions(db: ConsoleDb, staffId: string, now = new Date()): Promise<StaffSessionRow[]> {
  return db
    .select()
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.endedAt),
        gt(staffSessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_SECONDS * 1000)),
      ),
    )
    .orderBy(desc(staffSessions.createdAt));
}

/** Ends the member's sessions: one (`only`), all but one (`except`), or all. Returns how many ended. */
export async function endSessions(
  db: ConsoleDb,
  staffId: string,
  which: { only?: string; except?: string } = {},
  now = new Date(),
): Promise<number> {
  const conditions = [eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)];
  if (which.only) conditions.push(eq(staffSessions.id, which.only));
  if (which.except) conditions.push(ne(staffSessions.id, which.except));
  const ended = await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(...conditions))
    .returning({ id: staffSessions.id });
  for (const { id } of ended) cache().delete(id);
  return ended.length;
}

/** "Firefox on macOS" from a user agent, good enough to tell one's devices apart (no library, no lookup). */
export function describeDevice(userAgent: string | null, t: Translator): string {
  if (!userAgent) return t('settings.device.unknown');
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : t('settings.device.browser');
  const os = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : t('settings.device.unknownSystem');
  return t('settings.device', { browser, os });
}
