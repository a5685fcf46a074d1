import type { ConsoleDb } from '@/lib/db/types';
import { getStaff, type StaffUser } from './staff';

/**
 * Staff rows as sessions see them, cached per process for a few seconds: every request compares
 * the session's version with the row's, and this bounds that to one query per member per window.
 * Writes in this process forget the entry at once; other processes notice within CACHE_MS.
 */
export const CACHE_MS = 3_000;

const key = Symbol.for('merchant-console.staff-cache');
type Entry = { value: StaffUser | undefined; at: number };
type GlobalWithCache = typeof globalThis & { [key]?: Map<string, Entry> };

function cache(): Map<string, Entry> {
  const g = globalThis as GlobalWithCache;
  g[key] ??= new Map();
  return g[key];
}

export async function getStaffCached(db: ConsoleDb, id: string): Promise<StaffUser | undefined> {
  const entries = cache();
  const hit = entries.get(id);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const value = await getStaff(db, id);
  if (entries.size > 10_000) entries.clear();
  entries.set(id, { value, at: Date.now() });
  return value;
}

export function forgetStaff(id: string): void {
  cache().delete(id);
}
