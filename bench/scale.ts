/**
 * `npm run bench:scale`: the scale-out deployment of docs/operations.md, on loopback ports, from Debian's
 * binaries, as an unprivileged user:
 *
 *   clients ──► HAProxy (balance by Authorization) ──► 1, 2 or 3 `npm run service` replicas
 *                                                         │ writes: PgBouncer (transaction mode) ──► primary
 *                                                         │ lists, overview: hot standby (DATABASE_READ_URL)
 *                                                         └ migrations: primary directly (DATABASE_DIRECT_URL)
 *
 * For each replica count it drives a mix of writes (POST /payments/create with an Idempotency-Key) and reads
 * (GET /payments/list, 50 a page; GET /analytics/overview) from several API clients for --seconds, and
 * prints req/s. Every replica runs the background work (processor, settlement, scheduler) with fast
 * settings; at the end SQL on the primary proves it ran exactly once: no transaction posted twice, every
 * deposit equal to what it settles, every transaction in at most one deposit, the ledger balanced, every
 * payment moved on from PENDING, and each recurring plan's cycle due today (plans made by each run, one per
 * API client) generated once: one cycle, one transaction.
 *
 * With --rolling it then restarts every replica in turn under the same load behind HAProxy (SIGTERM, wait for
 * exit 0, start again, wait for /api/v1/health/ready) and prints requests sent, answered and failed
 * (docs/operations.md, "Restarts").
 *
 * Options: --seconds 15 --replicas 1,2,3 --clients 6 --concurrency 24 [--rolling]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
// @ts-expect-error -- a plain ES module shared with the test scripts.
import { asUser, findBin, freePort, giveToUser, startPostgres } from '../scripts/postgres.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    replicas: { type: 'string', default: '1,2,3' },
    clients: { type: 'string', default: '6' },
    concurrency: { type: 'string', default: '24' },
    rolling: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const replicaCounts = values.replicas.split(',').map(Number);
const clientCount = Number(values.clients);
const concurrency = Number(values.concurrency);

const children: ChildProcess[] = [];
const stops: (() => Promise<void>)[] = [];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-scale-'));
giveToUser(work);

/** A Debian binary, installed with apt-get (as root, or through sudo) when missing, like .ci/run does. */
function need(binary: string): string {
  const find = () =>
    ['/usr/sbin', '/usr/bin', '/usr/local/sbin'].map((dir) => path.join(dir, binary)).find((f) => fs.existsSync(f));
  const found = find();
  if (found) return found;
  console.log(`Installing ${binary} (apt-get install -y ${binary})…`);
  const root = process.getuid?.() === 0;
  const apt = (args: string[]) =>
    spawnSync(root ? 'apt-get' : 'sudo', root ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (apt(['install', '-y', '-qq', binary]).status !== 0) apt(['update', '-qq']);
  const installed = find() ?? (apt(['install', '-y', '-qq', binary]), find());
  if (!installed) throw new Error(`${binary} is not installed and apt-get could not install it`);
  return installed;
}

async function waitFor(what: string, check: () => Promise<boolean>, seconds = 60): Promise<void> {
  for (let i = 0; i < seconds * 5; i++) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not come up`);
}

const canQuery = (url: string) => async () => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('select 1');
  await client.end();
  return true;
};

// 1. The primary, and a streaming hot standby cloned from it.
const primary = await startPostgres({
  folder: path.join(work, 'primary'),
  settings: ['wal_level=replica', 'max_wal_senders=5', 'hot_standby=on', 'max_connections=400'],
});
stops.push(primary.stop);
const standbyFolder = path.join(work, 'standby');
fs.mkdirSync(standbyFolder);
giveToUser(standbyFolder);
{
  const [c, a] = asUser(path.join(findBin(), 'pg_basebackup'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    path.join(standbyFolder, 'data'),
    '-R',
    '-X',
    'stream',
  ]);
  const r = spawnSync(c, a, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`pg_basebackup: ${r.stderr}`);
}
const standby = await startPostgres({ folder: standbyFolder, settings: ['hot_standby=on', 'max_connections=400'] });
stops.push(standby.stop);
console.log(`primary ${primary.url}, hot standby ${standby.url}`);

// 2. PgBouncer in transaction mode in front of the primary.
const bouncerPort = await freePort();
const bouncerDir = path.join(work, 'pgbouncer');
fs.mkdirSync(bouncerDir);
fs.writeFileSync(path.join(bouncerDir, 'userlist.txt'), '"postgres" ""\n');
fs.writeFileSync(
  path.join(bouncerDir, 'pgbouncer.ini'),
  [
    '[databases]',
    `postgres = host=127.0.0.1 port=${primary.port} dbname=postgres`,
    '[pgbouncer]',
    `listen_addr = 127.0.0.1`,
    `listen_port = ${bouncerPort}`,
    `unix_socket_dir = ${bouncerDir}`,
    'auth_type = trust',
    `auth_file = ${path.join(bouncerDir, 'userlist.txt')}`,
    'pool_mode = transaction',
    'max_client_conn = 1000',
    'default_pool_size = 30',
    'ignore_startup_parameters = extra_float_digits,options',
    '',
  ].join('\n'),
);
giveToUser(bouncerDir);
{
  const [c, a] = asUser(need('pgbouncer'), [path.join(bouncerDir, 'pgbouncer.ini')]);
  const bouncer = spawn(c, a, { stdio: 'ignore' });
  children.push(bouncer);
}
const bouncerUrl = `postgres://postgres@127.0.0.1:${bouncerPort}/postgres`;
await waitFor('pgbouncer', canQuery(bouncerUrl));
console.log(`pgbouncer (transaction mode) ${bouncerUrl}`);

// Migrate once (the first replica would too) and make the API clients.
const serviceEnv = {
  ...process.env,
  DATABASE_URL: bouncerUrl,
  DATABASE_DIRECT_URL: primary.url,
  DATABASE_POOLER: 'transaction',
  DATABASE_READ_URL: standby.url,
  DATABASE_POOL_SIZE: '20',
  PROCESSOR_INTERVAL_SECONDS: '0.5',
  PROCESSOR_PENDING_SECONDS: '1',
  PROCESSOR_PROCESSING_SECONDS: '1',
  SETTLEMENT_FIRST_RUN_SECONDS: '2',
  SETTLEMENT_INTERVAL_SECONDS: '3',
  SCHEDULER_INTERVAL_SECONDS: '2',
  API_RATE_LIMIT_BURST: '1000000',
  API_RATE_LIMIT_PER_SECOND: '1000000',
  HOST: '127.0.0.1',
  // Readiness turns 503 at SIGTERM; HAProxy (inter 500ms, fall 2: about 1 s) takes the replica out before it
  // stops listening.
  SHUTDOWN_DRAIN_SECONDS: '3',
};
const clients: { clientId: string; clientSecret: string }[] = [];
let merchantId: string | null = null;
for (let i = 0; i < clientCount; i++) {
  const merchant: string[] = merchantId ? ['--merchant-id', merchantId] : ['--merchant-name', 'Scale Merchant'];
  const r: { status: number | null; stdout: string; stderr: string } = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'service/cli/clients-create.ts', ...merchant, '--name', `load ${i}`],
    { env: { ...serviceEnv, DATABASE_URL: primary.url }, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`clients:create: ${r.stderr}`);
  merchantId ??= /merchant_id: (\S+)/.exec(r.stdout)?.[1] ?? null;
  clients.push({
    clientId: /client_id: (\S+)/.exec(r.stdout)![1],
    clientSecret: /client_secret: (\S+)/.exec(r.stdout)![1],
  });
}

// 3. Replicas and HAProxy.
const replicaChildren = new Map<number, ChildProcess>();
const ready = (port: number) => async () => (await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`)).ok;
async function startReplica(port: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'service/server.ts'], {
    env: { ...serviceEnv, PORT: String(port) },
    // Its JSON request log is not read here: a pipe nobody drains would fill and stall the replica.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  replicaChildren.set(port, child);
  await waitFor(`replica on ${port}`, ready(port), 90);
}
async function startReplicas(n: number): Promise<number[]> {
  const ports: number[] = [];
  for (let i = 0; i < n; i++) {
    const port = await freePort();
    await startReplica(port);
    ports.push(port);
  }
  return ports;
}

/**
 * SIGTERM each replica in turn, wait for it to exit, start it again on its port, and go on to the next only
 * once HAProxy has put it back in rotation (its stats say UP: `rise` checks passed), or the next one's drain
 * could leave HAProxy with no server. The exit codes.
 */
async function rollingRestart(ports: number[], statsUrl: string): Promise<(number | null)[]> {
  const codes: (number | null)[] = [];
  for (const [i, port] of ports.entries()) {
    const child = replicaChildren.get(port)!;
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    codes.push(await exited);
    await startReplica(port);
    await waitFor(`r${i} back in HAProxy's rotation`, async () => {
      const csv = await (await fetch(`${statsUrl};csv`)).text();
      return csv.split('\n').some((row) => row.startsWith(`replicas,r${i},`) && row.split(',')[17] === 'UP');
    });
  }
  return codes;
}

async function startHaproxy(ports: number[]): Promise<{ url: string; statsUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const statsPort = await freePort();
  const file = path.join(work, `haproxy-${port}.cfg`);
  fs.writeFileSync(
    file,
    [
      'global',
      '  maxconn 4000',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      'frontend api',
      `  bind 127.0.0.1:${port}`,
      '  default_backend replicas',
      'backend replicas',
      // One client's requests go to one replica (its read-your-writes memory lives there).
      '  balance hdr(Authorization)',
      '  hash-type consistent',
      // Readiness (docs/operations.md): a draining replica answers 503 and leaves the rotation before it closes;
      // a connection refused anyway is retried on another replica.
      '  option httpchk GET /api/v1/health/ready',
      '  http-check expect status 200',
      // A check answered slowly on a busy machine must not take a healthy replica out: two failures, 2 s each.
      '  timeout check 2s',
      '  default-server inter 500ms fall 2 rise 2',
      '  retries 3',
      '  option redispatch 1',
      '  retry-on conn-failure',
      ...ports.map((p, i) => `  server r${i} 127.0.0.1:${p} check`),
      // Which servers are in rotation (the rolling restart waits for UP).
      'listen stats',
      `  bind 127.0.0.1:${statsPort}`,
      '  stats enable',
      '  stats uri /',
      '',
    ].join('\n'),
  );
  const child = spawn(need('haproxy'), ['-f', file, '-db'], { stdio: 'ignore' });
  children.push(child);
  const url = `http://127.0.0.1:${port}/api/v1`;
  await waitFor('haproxy', async () => (await fetch(`${url}/openapi.json`)).ok);
  return { url, statsUrl: `http://127.0.0.1:${statsPort}/`, child };
}

async function tokenFor(url: string, client: { clientId: string; clientSecret: string }): Promise<string> {
  const res = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      audience: 'merchant-api',
      grant_type: 'client_credentials',
    }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function drive(
  url: string,
  keepGoing?: () => boolean,
  onLoad?: () => void,
): Promise<{ writes: number; reads: number; errors: number }> {
  const tokens = await Promise.all(clients.map((c) => tokenFor(url, c)));
  const auth = (i: number) => ({ authorization: `Bearer ${tokens[i % tokens.length]}` });
  const tenant = (
    (await (await fetch(`${url}/tenants/list`, { headers: auth(0) })).json()) as { tenants: { uuid: string }[] }
  ).tenants[0].uuid;
  const accountIds: string[] = [];
  const endUserIds: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const tag = randomUUID().slice(0, 8);
    const res = await fetch(`${url}/accounts/connect/`, {
      method: 'POST',
      headers: { ...auth(i), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        institution_uuid: 'ins_00000000-0000-4000-8000-000000000001',
        account_number: `${Date.now()}`.slice(-8) + String(i).padStart(4, '0'),
        new_end_user_details: {
          type: 'INDIVIDUAL',
          first_name: 'Scale',
          last_name: tag,
          email: `scale-${tag}@example.com`,
        },
      }),
    });
    const { account } = (await res.json()) as { account: { uuid: string; end_user: { uuid: string } } };
    accountIds.push(account.uuid);
    endUserIds.push(account.end_user.uuid);
  }
  // For the scheduler: a plan per client whose first cycle is due today; every replica's scheduler races for it.
  for (let i = 0; i < tokens.length; i++) {
    const res = await fetch(`${url}/recurring-plans/create`, {
      method: 'POST',
      headers: { ...auth(i), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        processing_method: 'AUTOMATIC',
        transaction: { tenant_id: tenant, type: 'PAYMENT', amount: 2_500 },
        existing_end_user_id: endUserIds[i],
        origin_account_id: accountIds[i],
        cycle_frequency: 'MONTHLY',
        total_cycle_count: 3,
      }),
    });
    if (res.status !== 201) throw new Error(`recurring plan: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
  const counts = { writes: 0, reads: 0, errors: 0 };
  const reasons = new Map<string, number>();
  const failed = (reason: string) => {
    counts.errors++;
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  };
  const until = Date.now() + seconds * 1000;
  onLoad?.();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      for (let i = 0; keepGoing ? keepGoing() : Date.now() < until; i++) {
        const c = (w + i) % tokens.length;
        try {
          if (i % 4 === 0) {
            const res = await fetch(`${url}/payments/create`, {
              method: 'POST',
              headers: { ...auth(c), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
              body: JSON.stringify({
                tenant_id: tenant,
                amount: 1_000 + ((w * 37 + i) % 900) * 100,
                description: 'scale',
                auto_send_receipt: false,
                funding_source_id: accountIds[c],
              }),
            });
            await res.arrayBuffer();
            if (res.status === 201) counts.writes++;
            else failed(`create ${res.status}`);
          } else {
            const res = await fetch(i % 8 === 1 ? `${url}/analytics/overview` : `${url}/payments/list?page_size=50`, {
              headers: auth(c),
            });
            const text = await res.text();
            if (res.status === 200) counts.reads++;
            else failed(`read ${res.status} ${text.slice(0, 80)}`);
          }
        } catch (error) {
          failed(`${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? '')}`);
        }
      }
    }),
  );
  if (reasons.size) console.log(`failures: ${JSON.stringify(Object.fromEntries(reasons))}`);
  return counts;
}

const rows: string[] = [];
try {
  const allPorts = await startReplicas(Math.max(...replicaCounts));
  for (const n of replicaCounts) {
    const proxy = await startHaproxy(allPorts.slice(0, n));
    const { writes, reads, errors } = await drive(proxy.url);
    const line = `${n} replica${n > 1 ? 's' : ' '}  ${((writes + reads) / seconds).toFixed(0).padStart(6)} req/s  (writes ${(writes / seconds).toFixed(0)}/s, reads ${(reads / seconds).toFixed(0)}/s, errors ${errors})`;
    console.log(line);
    rows.push(line);
    proxy.child.kill();
  }
  if (values.rolling) {
    const proxy = await startHaproxy(allPorts);
    let restarting = true;
    let loaded!: () => void;
    const loading = new Promise<void>((r) => (loaded = r));
    const load = drive(proxy.url, () => restarting, loaded);
    await loading;
    const began = Date.now();
    const codes = await rollingRestart(allPorts, proxy.statsUrl).finally(() => (restarting = false));
    const { writes, reads, errors } = await load;
    const took = ((Date.now() - began) / 1000).toFixed(0);
    const line = `rolling restart of ${allPorts.length} replicas under load (${took} s): sent ${writes + reads + errors}, answered ${writes + reads}, failed ${errors}; exit codes ${codes.join(', ')}`;
    console.log(line);
    rows.push(line);
    if (errors || codes.some((c) => c !== 0)) process.exitCode = 1;
    proxy.child.kill();
  }

  // Let the background work finish what the load left, then prove it ran once.
  await new Promise((r) => setTimeout(r, 8000));
  const db = new pg.Client({ connectionString: primary.url });
  await db.connect();
  const one = async (label: string, query: string) => {
    const { rows: found } = await db.query(query);
    console.log(
      `${found.length === 0 ? 'ok  ' : 'FAIL'} ${label}${found.length ? `: ${JSON.stringify(found.slice(0, 3))}` : ''}`,
    );
    return found.length === 0;
  };
  const checks = [
    await one(
      'no transaction posted twice (processor)',
      `select transaction_id, kind, ledger_account from ledger_entries group by 1, 2, 3 having count(*) > 1 and min(kind) = 'principal' and transaction_id in (select id from transactions where type = 'PAYMENT' and id not in (select transaction_id from split_entries))`,
    ),
    await one('the ledger balances', `select currency from ledger_entries group by currency having sum(amount) <> 0`),
    await one(
      'every deposit equals what it settles (settlement)',
      `select d.id from transactions d join transactions t on t.deposit_id = d.id where d.type = 'DEPOSIT' group by d.id, d.amount having d.amount <> sum(case when t.type = 'PAYMENT' then t.net_amount else -t.net_amount end)`,
    ),
    await one(
      'each recurring cycle generated once, one transaction each (scheduler)',
      `select c.plan_id, c.cycle from recurring_cycles c left join transactions t on t.id = c.transaction_id group by 1, 2 having count(t.id) <> 1
       union all select recurring_plan_id, count(*)::int from transactions where recurring_plan_id is not null group by 1 having count(*) > (select count(*) from recurring_cycles c where c.plan_id = recurring_plan_id)`,
    ),
    await one(
      'the scheduler ran: every plan has its first cycle',
      `select id from recurring_plans where not exists (select 1 from recurring_cycles c where c.plan_id = recurring_plans.id)`,
    ),
    await one(
      'no payment left PENDING by the processor',
      `select id from transactions where type = 'PAYMENT' and status = 'PENDING' and date_created_gmt < now() - interval '6 seconds'`,
    ),
  ];
  const { rows: summary } = await db.query(
    `select count(*) filter (where type = 'PAYMENT')::int as payments, count(*) filter (where type = 'DEPOSIT')::int as deposits, count(*) filter (where deposit_id is not null)::int as deposited,
            (select count(*)::int from recurring_plans) as plans, (select count(*)::int from recurring_cycles) as cycles, count(*) filter (where recurring_plan_id is not null)::int as cycle_transactions from transactions`,
  );
  const t = summary[0];
  console.log(
    `payments ${t.payments}, deposits ${t.deposits} settling ${t.deposited} transactions, ${t.plans} recurring plans with ${t.cycles} cycles and ${t.cycle_transactions} cycle transactions, across ${Math.max(...replicaCounts)} replicas`,
  );
  const replica = new pg.Client({ connectionString: standby.url });
  await replica.connect();
  const { rows: lag } = await replica.query(
    `select coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)::float as seconds`,
  );
  await replica.end();
  console.log(`standby replay lag at the end: ${Number(lag[0].seconds).toFixed(2)} s`);
  await db.end();
  console.log(
    `\n=== bench:scale (${seconds} s a run, ${clientCount} API clients, ${concurrency} in flight, 2 cores shared by everything)\n${rows.join('\n')}`,
  );
  if (!checks.every(Boolean)) process.exitCode = 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
  for (const stop of stops.reverse()) await stop();
  fs.rmSync(work, { recursive: true, force: true });
}
