import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database, type OpenOptions } from '../db/client';
import { configFromEnv, type ServiceConfig } from '../config';
import { createApp, type ServiceApp } from '../api/app';
import { ManualClock, systemClock, type Clock } from '../lib/clock';
import { loadTokenSecret } from '../bootstrap';
import { createClient, ALL_SCOPES } from '../oauth/clients';
import { createMerchant, ensureInstitutions, SANDBOX_INSTITUTIONS, type SeededMerchant } from '../seed/base';
import { resetRateLimits } from '../http/middleware/rate-limit';
import type { ServiceDeps } from '../http/env';

/**
 * A real service on a real database for API tests: PGlite in memory by default, or a fresh
 * database on the PostgreSQL server in TEST_DATABASE_URL (one database per test file). Under vitest each
 * starts as a copy of a database migrated once per run (service/test/global-setup.ts).
 * Requests go through the real HTTP app (app.fetch), headers, middleware and all.
 */
export interface TestService {
  app: ServiceApp;
  database: Database;
  clock: Clock;
  config: ServiceConfig;
  merchant: TestMerchant;
  other: TestMerchant;
  institutions: typeof SANDBOX_INSTITUTIONS;
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  as(merchant: TestMerchant): (method: string, path: string, options?: RequestOptions) => Promise<TestResponse>;
  newMerchant(input?: { name?: string; country?: string; scopes?: readonly string[] }): Promise<TestMerchant>;
  close(): Promise<void>;
}

export interface TestMerchant extends SeededMerchant {
  name: string;
  clientId: string;
  clientSecret: string;
  token: string;
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  token?: string | null;
  headers?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

/** A new empty database on the server of adminUrl, or a copy of the database `template`. */
export async function freshPostgres(adminUrl: string, template?: string): Promise<string> {
  const name = `mc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let templateBytes: { file: string; bytes: Buffer } | undefined;

/**
 * The run's PGlite template (TEST_PGLITE_TEMPLATE, a 43 MB dump) for PGlite's `loadDataDir`, read once a worker (its
 * files share the module: vitest.config.ts, isolate false). PGlite reads it only through `arrayBuffer()`: Node's Blob
 * copies the bytes in when made and streams them out in small chunks (about 0.3 CPU-s a start), so this hands PGlite
 * a fresh copy of the bytes at once.
 */
function pgliteTemplate(): Blob | undefined {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  if (!file) return undefined;
  if (templateBytes?.file !== file) templateBytes = { file, bytes: fs.readFileSync(file) };
  const { bytes } = templateBytes;
  return { type: '', size: bytes.length, arrayBuffer: async () => new Uint8Array(bytes).buffer } as unknown as Blob;
}

/**
 * A database of a test's own outside startTestService() (a folder two handles open, a service in a child process),
 * started from the run's migrated template like startTestService's (service/test/global-setup.ts): on PostgreSQL a
 * copy of the template database, on PGlite the folder `dataDir` loaded from the template's dump. `first` opens it
 * the first time (it loads the dump), `again` every later time; `url` is PostgreSQL's.
 */
export async function templateDatabase(
  dataDir: string,
): Promise<{ first: OpenOptions; again: OpenOptions; url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const url = await freshPostgres(adminUrl, process.env.TEST_DATABASE_TEMPLATE);
    return { first: { url }, again: { url }, url };
  }
  return { first: { dataDir, loadDataDir: pgliteTemplate() }, again: { dataDir } };
}

export async function startTestService(
  options: {
    clock?: Clock;
    manualClock?: boolean;
    config?: Partial<ServiceConfig>;
    readDb?: Database['db'];
    /** An existing PostgreSQL database to open (migrated on open) instead of a fresh one: a bench reusing its data. */
    url?: string;
    /** Holds or fails a statement import between its short transactions (ServiceDeps.statementImportPause). */
    statementImportPause?: ServiceDeps['statementImportPause'];
  } = {},
): Promise<TestService> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  // A copy of the database the API tests' globalSetup migrated (service/test/global-setup.ts), when there is one.
  const database = await openDatabase(
    options.url
      ? { url: options.url }
      : adminUrl
        ? { url: await freshPostgres(adminUrl, process.env.TEST_DATABASE_TEMPLATE) }
        : { dataDir: 'memory://', loadDataDir: pgliteTemplate() },
  );
  const clock = options.clock ?? (options.manualClock ? new ManualClock() : systemClock);
  const config: ServiceConfig = {
    ...configFromEnv({ PUBLIC_URL: 'http://localhost:3000' }),
    demo: false,
    ...options.config,
  };
  const tokenSecret = await loadTokenSecret(database.db);
  await ensureInstitutions(database.db);
  const app = createApp({
    db: database.db,
    readDb: options.readDb,
    clock,
    config,
    tokenSecret,
    statementImportPause: options.statementImportPause,
  });
  resetRateLimits();

  async function raw(method: string, path: string, opts: RequestOptions = {}): Promise<TestResponse> {
    const url = new URL(`http://localhost/api/v1${path}`);
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined = opts.rawBody;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await app.fetch(new Request(url, { method, headers, body }));
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  }

  async function newMerchant(
    input: { name?: string; country?: string; scopes?: readonly string[] } = {},
  ): Promise<TestMerchant> {
    const name = input.name ?? `Test Merchant ${randomBytes(3).toString('hex')}`;
    const seeded = await createMerchant(database.db, {
      name,
      country: input.country,
      currency: input.country === 'COL' ? 'COP' : 'USD',
      subMerchants: ['Sub One', 'Sub Two', 'Sub Three'],
      tenants: ['Web', 'Retail'],
    });
    const creds = await createClient(database.db, {
      merchantId: seeded.merchantId,
      name: 'test',
      scopes: input.scopes ?? ALL_SCOPES,
    });
    const res = await raw('POST', '/oauth/token', {
      body: {
        client_id: creds.clientId,
        client_secret: creds.clientSecret,
        audience: config.audience,
        grant_type: 'client_credentials',
      },
    });
    if (res.status !== 200) throw new Error(`token request failed: ${res.text}`);
    return { ...seeded, name, ...creds, token: res.body.access_token };
  }

  const merchant = await newMerchant({ name: 'Acme Outdoor Co' });
  const other = await newMerchant({ name: 'Other Merchant Inc' });
  const as =
    (m: TestMerchant) =>
    (method: string, path: string, opts: RequestOptions = {}) =>
      raw(method, path, { ...opts, token: opts.token === undefined ? m.token : opts.token });

  return {
    app,
    database,
    clock,
    config,
    merchant,
    other,
    institutions: SANDBOX_INSTITUTIONS,
    request: as(merchant),
    as,
    newMerchant,
    close: async () => {
      await app.requestLog.close();
      await database.close();
    },
  };
}

/** A valid end-user body for tests to vary. */
export function endUserBody(overrides: Record<string, unknown> = {}) {
  return {
    type: 'INDIVIDUAL',
    first_name: 'Ana',
    last_name: 'Gómez',
    email: `ana.${randomBytes(3).toString('hex')}@example.com`,
    local_id: '1020304050',
    local_id_type: 'NATIONAL_ID',
    local_id_country: 'USA',
    phone_number: { country_code: '1', number: '4155550123' },
    ...overrides,
  };
}
