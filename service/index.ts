/**
 * The service's single entry for the console: mount the HTTP app, dispatch in-process, share the database.
 */
import { closeDatabase, getDatabase, openDatabase, type Database } from './db/client';
import { configFromEnv } from './config';
import { createApp, type ServiceApp } from './api/app';
import { systemClock } from './lib/clock';
import { loadTokenSecret } from './bootstrap';
import { seedDemo, type DemoCredentials } from './seed/demo';
import { protectClient } from './oauth/clients';
import { startBackgroundWork } from './background';
import { createHostedPages, type HostedPages } from './hosted';
import { metricsRegistry, watchDatabase } from './api/metrics';
import { lifecycle } from './api/health';
import { consoleMerchantId, ensureConsoleClient } from './oauth/console-client';

export interface Service {
  app: ServiceApp;
  database: Database;
  demo: DemoCredentials | null;
  tokenSecret: Uint8Array;
  /** Stops the background loops at a safe point (no tick in progress), flushes the request log, closes the database (PGlite: releases the folder). */
  stop(): Promise<void>;
}

const key = Symbol.for('merchant-console.service');
type GlobalWithService = typeof globalThis & { [key]?: Promise<Service> };

async function start(): Promise<Service> {
  const database = await getDatabase();
  const config = configFromEnv();
  const tokenSecret = await loadTokenSecret(database.db);
  const demo = config.demo && process.env.DEMO_SEED !== 'off' ? await seedDemo(database.db) : null;
  // The client the console signs in with (MERCHANT_API_CLIENT_ID) is protected from rotation and revocation
  // through the API; a standalone service is told it the same way (docs/developers.md).
  const consoleClient = process.env.MERCHANT_API_CLIENT_ID?.trim();
  if (consoleClient) await protectClient(database.db, consoleClient);
  // A hot standby for reads that tolerate lag (service/http/readers.ts); never migrated from here.
  const reader = process.env.DATABASE_READ_URL
    ? await openDatabase({ url: process.env.DATABASE_READ_URL, migrate: false })
    : null;
  if (database.poolStats) watchDatabase(database.db, { name: 'primary', stats: database.poolStats });
  if (reader?.poolStats) watchDatabase(reader.db, { name: 'standby', stats: reader.poolStats });
  const app = createApp({ db: database.db, readDb: reader?.db, clock: systemClock, config, tokenSecret });
  const stopBackground =
    process.env.BACKGROUND_WORK !== 'off'
      ? startBackgroundWork({ db: database.db, clock: systemClock, config, engine: database.kind })
      : async () => undefined;
  const stop = async () => {
    await stopBackground();
    await app.requestLog.close();
    await reader?.close();
    await database.close();
  };
  return { app, database, demo, tokenSecret, stop };
}

/** The process-wide service (one per process, however many bundles load this module). */
export function getService(): Promise<Service> {
  const g = globalThis as GlobalWithService;
  g[key] ??= start().catch((error) => {
    delete g[key];
    throw error;
  });
  return g[key];
}

/** Graceful shutdown, first step: readiness answers 503 from now on, so a balancer stops sending requests here. */
export function drainService(): void {
  lifecycle.draining = true;
}

/**
 * Graceful shutdown, last step (once no request is in flight): stops the embedded service this process started
 * (its background loops between ticks, the request log flushed, the database closed) or, when the console talks
 * to a remote API, closes the database its own tables use. PGlite's folder is released either way.
 */
export async function stopService(): Promise<void> {
  const g = globalThis as GlobalWithService;
  const starting = g[key];
  const service = starting ? await starting.catch(() => null) : null;
  if (service) {
    delete g[key];
    await service.stop(); // closes the process-wide database too
  } else await closeDatabase();
}

/** In-process dispatch: what the console uses in embedded mode. */
export async function serviceFetch(request: Request): Promise<Response> {
  const { app } = await getService();
  return app.fetch(request);
}

const consoleKey = Symbol.for('merchant-console.console-client');
type GlobalWithConsole = typeof globalThis & { [consoleKey]?: Promise<DemoCredentials> };

/**
 * The client credentials the console uses against the embedded service: the demo client in demo mode, else the
 * console's own client of CONSOLE_MERCHANT_ID (or of the only merchant), found or created (service/oauth/console-client.ts).
 */
export function consoleCredentials(): Promise<DemoCredentials> {
  const g = globalThis as GlobalWithConsole;
  g[consoleKey] ??= getService()
    .then(async ({ database, demo, tokenSecret }) => {
      if (demo) return demo;
      const merchantId = await consoleMerchantId(database.db, process.env.CONSOLE_MERCHANT_ID?.trim() || undefined);
      return ensureConsoleClient(database.db, tokenSecret, merchantId);
    })
    .catch((error) => {
      delete g[consoleKey];
      throw error;
    });
  return g[consoleKey];
}

const hostedKey = Symbol.for('merchant-console.hosted-pages');
type GlobalWithHosted = typeof globalThis & { [hostedKey]?: Promise<HostedPages> };

/** The public hosted Connect and Checkout pages' functions (one set per process, so the rate limits are shared). */
export function hostedPages(): Promise<HostedPages> {
  const g = globalThis as GlobalWithHosted;
  g[hostedKey] ??= getService()
    .then(({ database }) =>
      createHostedPages({ db: database.db, clock: systemClock, serviceName: configFromEnv().serviceName }),
    )
    .catch((error) => {
      delete g[hostedKey];
      throw error;
    });
  return g[hostedKey];
}

export type * from './hosted';

export { getDatabase };
export { checkEnvironment } from './environment';
export { metricsRegistry };
/** The Developers area's webhook sending, reused by the console's audit stream (docs/audit.md). */
export { sendSignedWebhook } from './webhooks/send';
export { newSigningSecret } from './webhooks/sign';
export { destinationProblem } from './webhooks/url-guard';
export { retryDelayMs } from './webhooks/rules';
export { backgroundConfigFromEnv } from './background';
export { configFromEnv as serviceConfigFromEnv } from './config';
