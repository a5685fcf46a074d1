import type { Db } from './db/client';
import type { ServiceConfig } from './config';
import type { Clock } from './lib/clock';
import { log, safeError } from './lib/log';
import { processDue, type ProcessorOptions } from './processor/run';
import { processCasesDue } from './cases/lifecycle';
import { runScheduler, type SchedulerOptions } from './scheduler/run';
import { compactRollups } from './analytics/rollups';
import { settleDue } from './settlement/run';
import { purgeRequestLogs } from './request-logs/queries';
import { refreshStatistics } from './db/statistics';
import { DEFAULT_WEBHOOK_OPTIONS, runWebhooks, type WebhookOptions } from './webhooks/deliver';

export interface BackgroundDeps {
  db: Db;
  clock: Clock;
  config: ServiceConfig;
  /** The database engine: PGlite has no autovacuum, so its statistics are kept by a loop here. */
  engine?: 'pglite' | 'postgres';
}

export interface BackgroundConfig {
  processor: ProcessorOptions & { intervalMs: number };
  settlement: { intervalMs: number; firstRunMs: number };
  scheduler: SchedulerOptions & { intervalMs: number };
  rollups: { intervalMs: number };
  statistics: { intervalMs: number; firstRunMs: number };
  webhooks: Omit<WebhookOptions, 'allowPrivateNetworks'> & { intervalMs: number };
}

/** Seconds from the environment (fractions allowed), or the default when unset or not a number ≥ 0. */
function seconds(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Math.round((Number.isFinite(value) && value >= 0 ? value : fallback) * 1000);
}

function count(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const value = Number(env[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

/** The background timings; every default is in docs/sandbox.md. */
export function backgroundConfigFromEnv(env: Record<string, string | undefined> = process.env): BackgroundConfig {
  return {
    processor: {
      intervalMs: seconds(env, 'PROCESSOR_INTERVAL_SECONDS', 1),
      batchSize: count(env, 'PROCESSOR_BATCH_SIZE', 200),
      retryMs: seconds(env, 'PROCESSOR_RETRY_SECONDS', 60),
      delays: {
        pendingMs: seconds(env, 'PROCESSOR_PENDING_SECONDS', 5),
        processingMs: seconds(env, 'PROCESSOR_PROCESSING_SECONDS', 10),
        disputeMs: seconds(env, 'PROCESSOR_DISPUTE_SECONDS', 60),
        reviewMs: seconds(env, 'PROCESSOR_CASE_REVIEW_SECONDS', 60),
      },
    },
    settlement: {
      intervalMs: seconds(env, 'SETTLEMENT_INTERVAL_SECONDS', 3600),
      firstRunMs: seconds(env, 'SETTLEMENT_FIRST_RUN_SECONDS', 30),
    },
    scheduler: {
      intervalMs: seconds(env, 'SCHEDULER_INTERVAL_SECONDS', 60),
      batchSize: count(env, 'SCHEDULER_BATCH_SIZE', 100),
    },
    rollups: { intervalMs: seconds(env, 'ROLLUP_INTERVAL_SECONDS', 5) },
    statistics: {
      intervalMs: seconds(env, 'STATISTICS_INTERVAL_SECONDS', 600),
      firstRunMs: seconds(env, 'STATISTICS_FIRST_RUN_SECONDS', 60),
    },
    webhooks: {
      ...DEFAULT_WEBHOOK_OPTIONS,
      intervalMs: seconds(env, 'WEBHOOK_INTERVAL_SECONDS', 1),
      batchSize: count(env, 'WEBHOOK_BATCH_SIZE', DEFAULT_WEBHOOK_OPTIONS.batchSize),
      timeoutMs: seconds(env, 'WEBHOOK_TIMEOUT_SECONDS', DEFAULT_WEBHOOK_OPTIONS.timeoutMs / 1000),
      retry: {
        baseMs: seconds(env, 'WEBHOOK_RETRY_BASE_SECONDS', DEFAULT_WEBHOOK_OPTIONS.retry.baseMs / 1000),
        capMs: seconds(env, 'WEBHOOK_RETRY_CAP_SECONDS', DEFAULT_WEBHOOK_OPTIONS.retry.capMs / 1000),
      },
      giveUpMs: seconds(env, 'WEBHOOK_GIVE_UP_SECONDS', DEFAULT_WEBHOOK_OPTIONS.giveUpMs / 1000),
      disableAfterMs: seconds(env, 'WEBHOOK_DISABLE_AFTER_SECONDS', DEFAULT_WEBHOOK_OPTIONS.disableAfterMs / 1000),
    },
  };
}

/** One loop's state, for readiness (service/api/health.ts) and the metrics. */
export interface LoopState {
  name: string;
  intervalMs: number;
  running: boolean;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  lastError: string | null;
  ticks: number;
  failures: number;
}

/** This process's background loops (empty when BACKGROUND_WORK=off), and whether they were stopped. */
export const backgroundState = { loops: [] as LoopState[], stopped: false, enabled: false };

/**
 * Runs `tick` every intervalMs, never two at once; when a tick reports a full batch the next one runs
 * straight away (after yielding to pending requests). Errors are logged and the loop carries on. The stop
 * function waits for a tick in progress to finish (each tick is one bounded batch in its own transactions).
 */
function every(
  name: string,
  firstMs: number,
  intervalMs: number,
  tick: () => Promise<{ more: boolean }>,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  const state: LoopState = {
    name,
    intervalMs,
    running: false,
    lastStartedAt: null,
    lastFinishedAt: null,
    lastError: null,
    ticks: 0,
    failures: 0,
  };
  backgroundState.loops.push(state);
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => (current = run()), ms);
    timer.unref();
  };
  const run = async () => {
    let more = false;
    state.running = true;
    state.lastStartedAt = new Date();
    try {
      more = (await tick()).more;
      state.lastError = null;
    } catch (error) {
      state.failures++;
      state.lastError = (error as Error).message;
      log().error({ loop: name, err: safeError(error) }, 'background tick failed');
    }
    state.running = false;
    state.ticks++;
    state.lastFinishedAt = new Date();
    current = null;
    schedule(more ? 0 : intervalMs);
  };
  schedule(firstMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current;
  };
}

/**
 * The sandbox coming alive, in the service process: the processor moves transactions through their
 * states, settlement groups settled transactions into deposits, the scheduler creates recurring
 * cycles, the rollup loop folds the overview's deltas into its rollups, the webhook loop fans events out and
 * delivers them. Each loop does one bounded batch per tick; all of them are safe to run in several
 * processes on one PostgreSQL. Returns a function that stops them, resolving once no tick is in progress.
 */
export function startBackgroundWork(
  deps: BackgroundDeps,
  config: BackgroundConfig = backgroundConfigFromEnv(),
): () => Promise<void> {
  const { db, clock } = deps;
  const stops = [
    every('processor', config.processor.intervalMs, config.processor.intervalMs, async () => {
      const moved = await processDue(db, clock, config.processor);
      // Dispute and return cases: deadlines passed, reviews decided (service/cases/lifecycle.ts).
      const decided = await processCasesDue(db, clock, {
        reviewMs: config.processor.delays.reviewMs ?? config.processor.delays.disputeMs,
        batchSize: config.processor.batchSize,
      });
      return { processed: moved.processed + decided.processed, more: moved.more || decided.more };
    }),
    every('scheduler', Math.min(config.scheduler.intervalMs, 2000), config.scheduler.intervalMs, () =>
      runScheduler(db, clock, config.scheduler),
    ),
    every('rollups', config.rollups.intervalMs, config.rollups.intervalMs, async () => {
      await compactRollups(db);
      return { more: false };
    }),
    every('webhooks', config.webhooks.intervalMs, config.webhooks.intervalMs, () =>
      runWebhooks(db, clock, { ...config.webhooks, allowPrivateNetworks: deps.config.webhookAllowPrivateNetworks }),
    ),
    // The request log keeps 30 days: older rows go in batches, once a minute (at once while a backlog remains).
    every('request-log purge', 10_000, 60_000, () => purgeRequestLogs(db, clock.now())),
    every(
      'settlement',
      Math.min(config.settlement.firstRunMs, config.settlement.intervalMs),
      config.settlement.intervalMs,
      () => settleDue(db, clock),
    ),
  ];
  // PGlite's planner statistics (service/db/statistics.ts); PostgreSQL's autovacuum keeps its own.
  if (deps.engine === 'pglite')
    stops.push(
      every('statistics', config.statistics.firstRunMs, config.statistics.intervalMs, async () => {
        const { analyzed } = await refreshStatistics(db);
        if (analyzed.length) log().info({ tables: analyzed }, 'planner statistics refreshed');
        return { more: false };
      }),
    );
  backgroundState.enabled = true;
  backgroundState.stopped = false;
  return async () => {
    backgroundState.stopped = true;
    await Promise.all(stops.map((stop) => stop()));
  };
}
