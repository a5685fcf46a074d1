import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { backgroundState } from '../background';
import { log } from '../lib/log';

/**
 * Prometheus metrics (prom-client), served at GET /api/v1/metrics only when METRICS_TOKEN is set and the scraper
 * sends it as a bearer token (docs/operations.md, "Metrics"). One registry per process, shared by every bundle
 * that loads this module; the console adds its own gauges (approvals waiting) through `metricsRegistry()`.
 */
const key = Symbol.for('merchant-console.metrics');
type Metrics = {
  registry: Registry;
  requests: Counter;
  duration: Histogram;
  pools: Map<string, () => PoolStats>;
  db: Db | null;
};
type GlobalWithMetrics = typeof globalThis & { [key]?: Metrics };
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

function create(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'API requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API request latency, by method, route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const metrics: Metrics = { registry, requests, duration, pools: new Map(), db: null };
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL: total, idle, waiting clients).',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [pool, stats] of metrics.pools)
        for (const [state, value] of Object.entries(stats())) this.set({ pool, state }, value);
    },
  });
  new Gauge({
    name: 'background_loop_seconds_since_tick',
    help: 'Seconds since each background loop last finished a tick.',
    labelNames: ['loop'],
    registers: [registry],
    collect() {
      this.reset();
      for (const l of backgroundState.loops)
        if (l.lastFinishedAt) this.set({ loop: l.name }, (Date.now() - l.lastFinishedAt.getTime()) / 1000);
    },
  });
  new Gauge({
    name: 'background_loop_failures',
    help: 'Ticks of each background loop that failed since the process started.',
    labelNames: ['loop'],
    registers: [registry],
    collect() {
      this.reset();
      for (const l of backgroundState.loops) this.set({ loop: l.name }, l.failures);
    },
  });
  new Gauge({
    name: 'background_queue_depth',
    help: 'Work due now: transactions the processor owes a step, webhook deliveries due, events not yet fanned out.',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, value] of Object.entries((await queueStats(metrics.db)).depth)) this.set({ queue }, value);
    },
  });
  new Gauge({
    name: 'background_queue_lag_seconds',
    help: 'How long the oldest item due in each queue has been waiting.',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, value] of Object.entries((await queueStats(metrics.db)).lag)) this.set({ queue }, value);
    },
  });
  new Gauge({
    name: 'webhook_deliveries',
    help: 'Webhook deliveries by status.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      if (!metrics.db) return;
      for (const r of await rows(
        metrics.db,
        sql`select status, count(*)::int as n from webhook_deliveries group by status`,
      ))
        this.set({ status: String(r.status) }, Number(r.n));
    },
  });
  return metrics;
}

let cachedQueues: { at: number; value: Promise<QueueStats> } | null = null;
/** Both queue gauges from one pair of queries per scrape (cached a second). */
type QueueStats = { depth: Record<string, number>; lag: Record<string, number> };
function queueStats(db: Db | null): Promise<QueueStats> {
  if (!db) return Promise.resolve({ depth: {}, lag: {} });
  if (cachedQueues && Date.now() - cachedQueues.at < 1000) return cachedQueues.value;
  const value = (async () => {
    const [processor] = await rows(
      db,
      sql`select count(*)::int as n, coalesce(extract(epoch from now() - min(process_after)), 0)::float as lag from transactions where process_after <= now()`,
    );
    const [webhooks] = await rows(
      db,
      sql`select count(*)::int as n, coalesce(extract(epoch from now() - min(next_attempt_at)), 0)::float as lag from webhook_deliveries where status = 'PENDING' and next_attempt_at <= now()`,
    );
    const [events] = await rows(
      db,
      sql`select count(*)::int as n, coalesce(extract(epoch from now() - min(date_created_gmt)), 0)::float as lag from events where not dispatched`,
    );
    return {
      depth: {
        processor: Number(processor.n),
        webhook_deliveries: Number(webhooks.n),
        event_fan_out: Number(events.n),
      },
      lag: {
        processor: Number(processor.lag),
        webhook_deliveries: Number(webhooks.lag),
        event_fan_out: Number(events.lag),
      },
    };
  })();
  cachedQueues = { at: Date.now(), value };
  return value;
}

export function metricsRegistry(): Metrics {
  const g = globalThis as GlobalWithMetrics;
  g[key] ??= create();
  return g[key];
}

/** The database the queue gauges read, and a pool's statistics (service/db/client.ts). */
export function watchDatabase(db: Db, pool?: { name: string; stats: () => PoolStats }): void {
  const m = metricsRegistry();
  m.db = db;
  if (pool) m.pools.set(pool.name, pool.stats);
}

/** Counts and times every request by its route pattern, and writes its access-log line with the request id. */
export const observeRequests = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  try {
    await next();
  } finally {
    const seconds = (performance.now() - started) / 1000;
    // The pattern of the handler that answered ("/api/v1/payments/:uuid"; an unknown path: the catch-all), so labels stay few.
    const route = routePath(c);
    const labels = { method: c.req.method, route, status: String(c.res.status) };
    const m = metricsRegistry();
    m.requests.inc(labels);
    m.duration.observe(labels, seconds);
    log().info(
      { request_id: c.var.requestId, ...labels, ms: Math.round(seconds * 1000), client_id: c.var.auth?.clientId },
      'request',
    );
  }
});

/** Compares two secrets in constant time: their SHA-256 digests, so neither the content nor the length leaks. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** GET /api/v1/metrics: 404 unless METRICS_TOKEN is set, 401 without it as the bearer token. */
export async function metricsEndpoint(c: Context) {
  const token = process.env.METRICS_TOKEN;
  if (!token)
    return c.json(
      { error: { type: 'not_found', code: 'route_not_found', message: 'Metrics are off: set METRICS_TOKEN.' } },
      404,
    );
  if (!sameSecret(c.req.header('authorization') ?? '', `Bearer ${token}`)) {
    c.header('WWW-Authenticate', 'Bearer realm="metrics"');
    return c.json(
      { error: { type: 'unauthorized', code: 'metrics_token', message: 'Send METRICS_TOKEN as the bearer token.' } },
      401,
    );
  }
  const { registry } = metricsRegistry();
  c.header('Content-Type', registry.contentType);
  c.header('Cache-Control', 'no-store');
  return c.body(await registry.metrics());
}
