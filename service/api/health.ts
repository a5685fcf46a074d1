import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { backgroundState } from '../background';
import { log, safeError } from '../lib/log';

/**
 * Health for load balancers and orchestrators (docs/operations.md, "Health checks"), outside the
 * specification and without authentication (they reveal no merchant data):
 * - GET /api/v1/health/live: the process answers (liveness; restart the process when it fails).
 * - GET /api/v1/health/ready: the database answers, every migration of this version is applied, and the
 *   process is not shutting down (readiness; send traffic only while it answers 200). The background
 *   loops' state is reported beside it and never fails it: a stuck loop is an alert, not a reason to stop
 *   serving requests.
 */
export const HEALTH_PATHS = ['/health/live', '/health/ready'] as const;

const lifecycleKey = Symbol.for('merchant-console.lifecycle');
type GlobalWithLifecycle = typeof globalThis & { [lifecycleKey]?: { draining: boolean } };
/**
 * Set on SIGTERM (service/server.ts, scripts/start.mjs through drainService()): readiness answers 503 so the
 * balancer moves traffic away first. One per process (on globalThis): the console's bundles each load this module.
 */
export const lifecycle = ((globalThis as GlobalWithLifecycle)[lifecycleKey] ??= { draining: false });

const DB_TIMEOUT_MS = 2000;
/** What readiness says of a failure: the error's own text (hosts, users, SQL) goes to the service log only. */
const GENERIC_ERROR = 'failed: see the service log';

function expectedMigrations(): number {
  const journal = path.join(process.cwd(), 'service/db/migrations/meta/_journal.json');
  return (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The background loops as readiness reports them: a loop is late when it has not finished a tick in 3 intervals (+ 1 min). */
export function backgroundReport(now = Date.now()) {
  const state = !backgroundState.enabled ? 'off' : backgroundState.stopped ? 'stopped' : 'running';
  const loops = backgroundState.loops.map((l) => {
    const since = (l.lastFinishedAt ?? l.lastStartedAt)?.getTime();
    const late = state === 'running' && since !== undefined && now - since > 3 * l.intervalMs + 60_000;
    return {
      name: l.name,
      running: l.running,
      last_finished_at: l.lastFinishedAt?.toISOString() ?? null,
      late,
      failures: l.failures,
      // Whether the last tick failed, never its text: readiness answers anyone, the service log has the error.
      last_error: l.lastError === null ? null : GENERIC_ERROR,
    };
  });
  return { state, late: loops.some((l) => l.late), loops };
}

export async function readiness(db: Db) {
  const database = await within(DB_TIMEOUT_MS, db.execute(sql`select 1`)).then(
    () => ({ ok: true, error: null as string | null }),
    (error: Error) => {
      log().error({ err: safeError(error) }, 'readiness: the database did not answer');
      return { ok: false, error: GENERIC_ERROR as string | null };
    },
  );
  let migrations = { ok: false, applied: 0, expected: expectedMigrations() };
  if (database.ok) {
    const result = await within(
      DB_TIMEOUT_MS,
      db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    ).catch(() => null);
    const applied = Number((result as unknown as { rows: { n: number }[] } | null)?.rows[0]?.n ?? 0);
    migrations = { ok: applied >= migrations.expected, applied, expected: migrations.expected };
  }
  const ready = database.ok && migrations.ok && !lifecycle.draining;
  return {
    status: ready ? 'ready' : 'not_ready',
    draining: lifecycle.draining,
    database,
    migrations,
    background: backgroundReport(),
  };
}

export function live(c: Context) {
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'live' });
}

export async function ready(c: Context, db: Db) {
  const report = await readiness(db);
  c.header('Cache-Control', 'no-store');
  return c.json(report, report.status === 'ready' ? 200 : 503);
}
