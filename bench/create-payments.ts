/**
 * Payments created per second: POST /payments/create through the whole HTTP app (bearer auth, scope,
 * version, rate limit, validation, tenant/account/merchant checks, the transaction + ledger insert,
 * serialization), with C requests in flight at once. docs/design.md's target: ≥ 800/s on PostgreSQL (2 cores).
 *
 * Two ways in:
 * - `inprocess`: app.fetch called directly (what the console does in embedded mode);
 * - `http`: a real HTTP server (@hono/node-server) on 127.0.0.1, driven by keep-alive clients running in a
 *   worker thread (its own event loop, so the load generator does not queue behind the server's).
 * Each request body is one of: `plain` (no Idempotency-Key), `idem` (a fresh Idempotency-Key per request:
 * what a careful client sends, three more statements), `split` (two sub-merchant recipients, an Idempotency-Key),
 * `refund` (PUT /payments/{uuid}/refund of 1.00 with an Idempotency-Key, each request a different SUCCESSFUL
 * payment created and settled beforehand, outside the measured time).
 *
 * Run:
 *   node scripts/with-postgres.mjs npx tsx bench/create-payments.ts            # PostgreSQL (fresh database)
 *   npx tsx bench/create-payments.ts                                             # PGlite in memory (reference)
 * Options: --requests 3000 (per run) --runs 3 --concurrency 1,16,64 --mode inprocess,http --bodies plain,idem,split,refund
 *          --json <file> (the results: one entry per mode × body × concurrency)
 * The PostgreSQL of scripts/with-postgres.mjs runs with fsync=off and synchronous_commit=off (a throwaway
 * server): the figure is CPU and round trips, not the disk's flush latency.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { startTestService } from '../service/test/harness';
import { insertAccount, succeed } from '../service/test/fixtures';
import { median } from './console-server';
import { postgresPids, procCpuMs } from './cpu';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '3000' },
    runs: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '1,16,64' },
    mode: { type: 'string', default: 'inprocess,http' },
    bodies: { type: 'string', default: 'plain,idem,split' },
    json: { type: 'string' },
  },
});
const requests = Number(values.requests);
const runs = Number(values.runs);
const concurrencies = values.concurrency.split(',').map(Number);
const modes = values.mode.split(',') as ('inprocess' | 'http')[];
type Kind = 'plain' | 'idem' | 'split' | 'refund';
const bodyKinds = values.bodies.split(',') as Kind[];

// The load generator for `http` mode: C keep-alive loops, each POSTing until the shared counter runs out.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, token, bodies, total, concurrency, idempotent, method, paths } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
let next = 0, failures = 0, firstError = '';
const latencies = [];
function post(i) {
  return new Promise((resolve) => {
    const body = bodies[i % bodies.length];
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: 'Bearer ' + token };
    if (idempotent) headers['idempotency-key'] = 'bench-' + workerData.runId + '-' + i;
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, path: paths ? paths[i] : '/api/v1/payments/create', method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => {
        latencies.push(performance.now() - started);
        if (res.statusCode !== 201 && res.statusCode !== 200) { failures++; firstError ||= res.statusCode + ' ' + text.slice(0, 300); }
        resolve();
      });
    });
    req.on('error', (e) => { failures++; firstError ||= String(e); resolve(); });
    req.end(body);
  });
}
async function loop() { while (next < total) await post(next++); }
(async () => {
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  const ms = performance.now() - started;
  agent.destroy();
  parentPort.postMessage({ ms, failures, firstError, latencies });
})();
`;

interface RunResult {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU milliseconds per create: this process (app + load generator) and the PostgreSQL server's processes. */
  nodeCpu: number;
  pgCpu: number;
}

function summarize(ms: number, latencies: number[]): Omit<RunResult, 'nodeCpu' | 'pgCpu'> {
  const s = [...latencies].sort((a, b) => a - b);
  return {
    perSecond: (latencies.length / ms) * 1000,
    p50: s[Math.floor(s.length * 0.5)],
    p95: s[Math.floor(s.length * 0.95)],
    p99: s[Math.floor(s.length * 0.99)],
  };
}

async function measured(
  pgPort: string | null,
  count: number,
  run: () => Promise<Omit<RunResult, 'nodeCpu' | 'pgCpu'>>,
): Promise<RunResult> {
  // Backends come and go with the pool's connections: count each process's own delta, new ones from zero.
  const before = new Map((pgPort ? postgresPids(pgPort) : []).map((pid) => [pid, procCpuMs(pid)]));
  const cpuBefore = process.cpuUsage();
  const result = await run();
  const cpu = process.cpuUsage(cpuBefore);
  const pgCpu = (pgPort ? postgresPids(pgPort) : []).reduce(
    (sum, pid) => sum + Math.max(0, procCpuMs(pid) - (before.get(pid) ?? 0)),
    0,
  );
  return { ...result, nodeCpu: (cpu.user + cpu.system) / 1000 / count, pgCpu: pgCpu / count };
}

async function main() {
  const svc = await startTestService({ config: { rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } } });
  const db = svc.database.db;
  const m = svc.merchant;
  // A pool of funding accounts, so concurrent payments do not all touch one account's rows.
  const accounts: Awaited<ReturnType<typeof insertAccount>>[] = [];
  for (let i = 0; i < 50; i++) accounts.push(await insertAccount(db, m));
  const subs = m.subMerchantIds;
  const bodyFor = (kind: Kind, i: number) =>
    JSON.stringify({
      tenant_id: m.tenantIds[i % m.tenantIds.length],
      amount: 1000 + (i % 9000),
      description: `Bench order #${i}`,
      funding_source_id: accounts[i % accounts.length].id,
      auto_send_receipt: false,
      primary_reference: `INV-${i}`,
      metadata: { order: String(i) },
      ...(kind === 'split'
        ? {
            additional_recipients: [
              { merchant_uuid: subs[0], amount: '10%' },
              { merchant_uuid: subs[1], amount: '250' },
            ],
          }
        : {}),
    });
  const pgPort = svc.database.kind === 'postgres' ? new URL(process.env.TEST_DATABASE_URL!).port : null;
  const poolSize = svc.database.kind === 'postgres' ? Number(process.env.DATABASE_POOL_SIZE ?? 10) : 1;
  console.log(
    `create-payments on ${svc.database.kind}${svc.database.kind === 'postgres' ? ` (pool ${poolSize})` : ''}: ${requests} creates a run, ${runs} runs, median of runs (p50 / p99 latency of the median run)`,
  );

  let runId = 0;
  /**
   * What a run sends: for creates, one of 200 bodies to POST /payments/create; for refunds, a partial refund of
   * each of `requests` SUCCESSFUL payments made now (created through the app, settled as the processor would).
   */
  const requestsFor = async (kind: Kind): Promise<{ method: string; bodies: string[]; paths?: string[] }> => {
    if (kind !== 'refund') return { method: 'POST', bodies: Array.from({ length: 200 }, (_, i) => bodyFor(kind, i)) };
    const paths: string[] = [];
    for (let i = 0; i < requests; i++) {
      const res = await svc.app.fetch(
        new Request('http://bench/api/v1/payments/create', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
          body: bodyFor('plain', i),
        }),
      );
      const created = (await res.json()) as { payment: { uuid: string } };
      if (res.status !== 201) throw new Error(`setting up refunds: ${res.status} ${JSON.stringify(created)}`);
      await succeed(db, created.payment.uuid);
      paths.push(`/api/v1/payments/${created.payment.uuid}/refund`);
    }
    return { method: 'PUT', bodies: [JSON.stringify({ reason: 'REQUESTED_BY_CUSTOMER', amount: 100 })], paths };
  };

  type Prepared = Awaited<ReturnType<typeof requestsFor>>;
  const inProcess = async (kind: Kind, concurrency: number, { method, bodies, paths }: Prepared) => {
    const id = ++runId;
    let next = 0;
    const latencies: number[] = [];
    const loop = async () => {
      while (next < requests) {
        const i = next++;
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          authorization: `Bearer ${m.token}`,
        };
        if (kind !== 'plain') headers['idempotency-key'] = `bench-${id}-${i}`;
        const started = performance.now();
        const url = `http://bench${paths ? paths[i] : '/api/v1/payments/create'}`;
        const res = await svc.app.fetch(new Request(url, { method, headers, body: bodies[i % bodies.length] }));
        const text = await res.text();
        latencies.push(performance.now() - started);
        if (res.status !== 201 && res.status !== 200) throw new Error(`${res.status} ${text}`);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, loop));
    return summarize(performance.now() - started, latencies);
  };

  const server = modes.includes('http') ? serve({ fetch: svc.app.fetch, port: 0, hostname: '127.0.0.1' }) : null;
  if (server) await once(server, 'listening');
  // Node closes a keep-alive socket idle for 5 s; on a loaded machine a client can reuse one at that moment
  // (ECONNRESET). Keep them open as long as the run lasts.
  if (server && 'keepAliveTimeout' in server) server.keepAliveTimeout = 120_000;
  const port = server ? (server.address() as AddressInfo).port : 0;
  const overHttp = async (kind: Kind, concurrency: number, { method, bodies, paths }: Prepared) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: {
        port,
        token: m.token,
        bodies,
        paths,
        method,
        total: requests,
        concurrency,
        idempotent: kind !== 'plain',
        runId: ++runId,
      },
    });
    const [result] = (await once(worker, 'message')) as [
      { ms: number; failures: number; firstError: string; latencies: number[] },
    ];
    await worker.terminate();
    if (result.failures) throw new Error(`${result.failures} requests failed: ${result.firstError}`);
    return summarize(result.ms, result.latencies);
  };

  // Warm-up: JIT, the pool's connections, the client cache.
  await inProcess('idem', 8, await requestsFor('idem'));

  let best = 0;
  let bestCpu = Infinity;
  const rows: {
    engine: string;
    mode: string;
    kind: Kind;
    concurrency: number;
    perSecond: number;
    p50: number;
    p95: number;
    p99: number;
    cpuMs: number;
  }[] = [];
  for (const mode of modes) {
    for (const kind of bodyKinds) {
      for (const concurrency of concurrencies) {
        const results: RunResult[] = [];
        for (let r = 0; r < runs; r++) {
          const prepared = await requestsFor(kind); // outside the measured time (refunds: their payments)
          results.push(
            await measured(pgPort, requests, () =>
              mode === 'http' ? overHttp(kind, concurrency, prepared) : inProcess(kind, concurrency, prepared),
            ),
          );
        }
        const perSecond = median(results.map((x) => x.perSecond));
        const mid = results.find((x) => x.perSecond === perSecond) ?? results[0];
        const line =
          `  ${mode.padEnd(9)} ${kind.padEnd(6)} c=${String(concurrency).padEnd(3)} ${perSecond.toFixed(0).padStart(5)}/s  ` +
          `(runs: ${results.map((x) => x.perSecond.toFixed(0)).join(', ')})  latency p50 ${mid.p50.toFixed(1)} ms, p95 ${mid.p95.toFixed(1)} ms, p99 ${mid.p99.toFixed(1)} ms  ` +
          `CPU/create: node ${median(results.map((x) => x.nodeCpu)).toFixed(2)} ms` +
          (pgPort ? ` + postgres ${median(results.map((x) => x.pgCpu)).toFixed(2)} ms` : '');
        console.log(line);
        const cpu = median(results.map((x) => x.nodeCpu + x.pgCpu));
        rows.push({
          engine: svc.database.kind,
          mode,
          kind,
          concurrency,
          perSecond,
          p50: mid.p50,
          p95: mid.p95,
          p99: mid.p99,
          cpuMs: cpu,
        });
        best = Math.max(best, perSecond);
        if (cpu > 0) bestCpu = Math.min(bestCpu, cpu);
      }
    }
  }
  console.log(
    `  best measured ${best.toFixed(0)}/s (target ≥ 800/s on PostgreSQL); machine shared, see CPU per create`,
  );
  if (bestCpu < Infinity)
    console.log(
      `  lowest CPU per create ${bestCpu.toFixed(2)} ms → ≈ ${((2 * 1000) / bestCpu).toFixed(0)}/s if 2 idle cores did nothing else`,
    );
  if (values.json) fs.writeFileSync(values.json, JSON.stringify(rows, null, 2));
  server?.close();
  await svc.close();
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
