import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freshPostgres } from '../service/test/harness';

/**
 * The real service as a separate process (`npm run service`: service/server.ts), on PGlite in a folder or on
 * the PostgreSQL server of TEST_DATABASE_URL, with the sandbox processor fast, so it can be killed with
 * SIGKILL and started again on the same data. Requests go over real HTTP.
 */

export const FULL = process.env.RESILIENCE_FULL === '1';
/** Iteration counts: the reduced one CI runs, the full one `npm run test:resilience -- --full` runs. */
export const count = (reduced: number, full: number) => (FULL ? full : reduced);

export type Engine = { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/**
 * A database of its own for a suite, on the engine of this run (PostgreSQL with TEST_DATABASE_URL, else PGlite):
 * a copy of the one resilience/global-setup.ts migrated, already as the service leaves it after its first start.
 */
export async function freshEngine(prefix: string): Promise<Engine> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return { kind: 'postgres', url: await freshPostgres(adminUrl, process.env.RESILIENCE_PG_TEMPLATE) };
  const dir = tempDir(prefix);
  const template = process.env.RESILIENCE_PGLITE_TEMPLATE;
  if (template) fs.cpSync(template, dir, { recursive: true });
  return { kind: 'pglite', dir };
}

/**
 * How to run one of the service's entry points (`service/server.ts`, `service/cli/clients-create.ts`): the
 * bundle resilience/global-setup.ts made of it, or its source through tsx without one.
 */
export function serviceScript(entry: 'server' | 'clients-create'): string[] {
  const bundle = process.env.RESILIENCE_SERVICE_BUNDLE;
  if (bundle) return [path.join(bundle, `${entry}.mjs`)];
  return ['--import', 'tsx', entry === 'server' ? 'service/server.ts' : 'service/cli/clients-create.ts'];
}

/** An API client on `engine` (demo mode has its demo client; a PostgreSQL database gets one from the CLI). */
export function clientFor(engine: Engine): { clientId: string; clientSecret: string } {
  if (engine.kind === 'pglite') return { clientId: 'demo-client', clientSecret: 'demo-secret-change-me' };
  const r = spawnSync(
    process.execPath,
    [...serviceScript('clients-create'), '--merchant-name', 'Resilience Merchant'],
    {
      env: { ...process.env, DATABASE_URL: engine.url },
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`clients:create failed: ${r.stderr}`);
  const clientId = /client_id: (\S+)/.exec(r.stdout)?.[1];
  const clientSecret = /client_secret: (\S+)/.exec(r.stdout)?.[1];
  if (!clientId || !clientSecret) throw new Error(`clients:create printed no client: ${r.stdout}`);
  return { clientId, clientSecret };
}

export interface RunningService {
  base: string;
  child: ChildProcess;
  log: () => string;
}

/** Starts the service and resolves once it listens. */
export async function startService(
  engine: Engine,
  port: number,
  env: Record<string, string> = {},
): Promise<RunningService> {
  const child = spawn(process.execPath, serviceScript('server'), {
    env: {
      ...process.env,
      ...(engine.kind === 'pglite' ? { PGLITE_DIR: engine.dir } : { DATABASE_URL: engine.url }),
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_TRANSACTIONS: '0',
      PROCESSOR_INTERVAL_SECONDS: '0.2',
      PROCESSOR_PENDING_SECONDS: '0.2',
      PROCESSOR_PROCESSING_SECONDS: '0.2',
      PROCESSOR_DISPUTE_SECONDS: '0.2',
      // Webhook endpoints of the suites point at loopback (refused in production without this).
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      API_RATE_LIMIT_BURST: '1000000',
      API_RATE_LIMIT_PER_SECOND: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const base = `http://127.0.0.1:${port}/api/v1`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}:\n${log}`);
    if (/Merchant Payments API on/.test(log)) break;
    if (i > 1800) throw new Error(`the service did not start in 180 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, child, log: () => log };
}

export async function kill(service: RunningService, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  const exited = new Promise((r) => service.child.once('exit', r));
  service.child.kill(signal);
  await exited;
}

export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A client of one base URL with its bearer token. */
export class Api {
  private token: string | null = null;
  constructor(
    public base: string,
    private readonly client: { clientId: string; clientSecret: string },
  ) {}

  async authorize(): Promise<void> {
    const res = await fetch(`${this.base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: this.client.clientId,
        client_secret: this.client.clientSecret,
        audience: 'merchant-api',
        grant_type: 'client_credentials',
      }),
    });
    if (res.status !== 200) throw new Error(`token: ${res.status} ${await res.text()}`);
    this.token = ((await res.json()) as { access_token: string }).access_token;
  }

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    if (!this.token) await this.authorize();
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed };
  }

  /** A tenant and a CONNECTED account of a new end user, to pay from. */
  async fundingSource(): Promise<{ tenantId: string; accountId: string }> {
    const tenants = await this.send('GET', '/tenants/list');
    const tenantId = tenants.body?.tenants?.[0]?.uuid;
    if (!tenantId) throw new Error(`no tenant: ${JSON.stringify(tenants.body)}`);
    const tag = randomUUID().slice(0, 8);
    const account = await this.send(
      'POST',
      '/accounts/connect/',
      {
        institution_uuid: 'ins_00000000-0000-4000-8000-000000000001',
        account_number: `${Date.now()}`.slice(-8) + String(Math.floor(Math.random() * 1e4)).padStart(4, '0'),
        new_end_user_details: {
          type: 'INDIVIDUAL',
          first_name: 'Res',
          last_name: `Ilience ${tag}`,
          email: `res-${tag}@example.com`,
        },
      },
      { 'idempotency-key': randomUUID() },
    );
    if (account.status !== 201) throw new Error(`account: ${account.status} ${JSON.stringify(account.body)}`);
    return { tenantId, accountId: account.body.account.uuid };
  }
}

/**
 * What must hold in the database whatever was killed when: each query returns the rows that break it (none).
 * Checked on the data a SIGKILLed process left, before anything else opens it.
 */
export const INVARIANTS: Record<string, string> = {
  'each transaction’s postings sum to zero per currency': `select transaction_id, currency, sum(amount)::text as off from ledger_entries group by 1, 2 having sum(amount) <> 0 limit 5`,
  'no idempotency key is left in flight': `select key, state from idempotency_keys where state <> 'done' limit 5`,
  'refunds never exceed their payment': `select p.id, p.amount::text, sum(r.amount)::text as refunded from transactions p
    join transactions r on r.parent_id = p.id and r.type = 'REFUND' where p.type = 'PAYMENT' group by p.id, p.amount having sum(r.amount) > p.amount limit 5`,
  'a payment’s amount_refunded is the sum of its refunds': `select p.id, p.amount_refunded::text, coalesce(sum(r.amount), 0)::text as refunds from transactions p
    left join transactions r on r.parent_id = p.id and r.type = 'REFUND' where p.type = 'PAYMENT'
    group by p.id, p.amount_refunded having p.amount_refunded <> coalesce(sum(r.amount), 0) limit 5`,
};

/** The invariants `engine`'s data breaks, with sample rows, and the ids of `expected` it lacks (empty when sound). */
export async function unsound(engine: Engine, expected: string[] = []): Promise<string[]> {
  const { openDatabase } = await import('../service/db/client');
  const { sql } = await import('drizzle-orm');
  // The service migrated this data already: open it as it is (quicker on PGlite, and nothing is changed).
  const database = await openDatabase(
    engine.kind === 'pglite' ? { dataDir: engine.dir, migrate: false } : { url: engine.url, migrate: false },
  );
  try {
    const rows = async (query: string) =>
      ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
    const broken: string[] = [];
    for (const [name, query] of Object.entries(INVARIANTS)) {
      const found = await rows(query);
      if (found.length) broken.push(`${name}: ${JSON.stringify(found)}`);
    }
    if (expected.length) {
      const ids = expected.map((id) => `'${id.replace(/'/g, "''")}'`).join(',');
      const present = new Set(
        (
          await rows(
            `select id from transactions where id in (${ids}) union all select id from end_users where id in (${ids})`,
          )
        ).map((r) => r.id),
      );
      const missing = expected.filter((id) => !present.has(id));
      if (missing.length)
        broken.push(`acknowledged but missing: ${missing.slice(0, 10).join(', ')} (${missing.length})`);
    }
    return broken;
  } finally {
    await database.close();
  }
}
