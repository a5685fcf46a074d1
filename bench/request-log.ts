/**
 * What the request log and the events outbox cost a payment create: POST /payments/create through the whole
 * app (in process, C requests in flight) with the log on and off, and with the outbox triggers on the
 * transactions table enabled and disabled. The variants run interleaved (on, off, on, off…) on one database
 * so the machine's other load falls on all of them alike; each figure is the median of its runs, and CPU per
 * create (this process + the PostgreSQL server) is printed beside it because it moves less than wall time on
 * a shared machine. The log's rows are flushed as in production (batched, ~1 s); the last flush of a run is
 * counted in it.
 *
 * Run:
 *   node scripts/with-postgres.mjs npx tsx bench/request-log.ts              # PostgreSQL (fresh database)
 *   npx tsx bench/request-log.ts                                               # PGlite in memory
 * Options: --requests 2000 --runs 5 --concurrency 16 --outbox (also measure the events outbox triggers)
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { startTestService } from '../service/test/harness';
import { insertAccount } from '../service/test/fixtures';
import { median } from './console-server';
import { postgresPids, procCpuMs } from './cpu';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '16' },
    outbox: { type: 'boolean', default: false },
  },
});
const requests = Number(values.requests);
const runs = Number(values.runs);
const concurrency = Number(values.concurrency);

interface Variant {
  name: string;
  apply: () => Promise<void>;
}

async function main() {
  const svc = await startTestService({ config: { rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } } });
  const { db } = svc.database;
  const m = svc.merchant;
  const accounts: { id: string }[] = [];
  for (let i = 0; i < 50; i++) accounts.push(await insertAccount(db, m));
  const body = (i: number) =>
    JSON.stringify({
      tenant_id: m.tenantIds[i % m.tenantIds.length],
      amount: 1000 + (i % 9000),
      description: `Bench order #${i}`,
      funding_source_id: accounts[i % accounts.length].id,
      auto_send_receipt: false,
      primary_reference: `INV-${i}`,
      metadata: { order: String(i) },
    });
  const bodies = Array.from({ length: 200 }, (_, i) => body(i));
  const log = svc.app.requestLog.options;
  // CPU per create counts the PostgreSQL server's processes too (bench/cpu.ts; none on PGlite, which runs in this one).
  const pgPort = svc.database.kind === 'postgres' ? new URL(process.env.TEST_DATABASE_URL!).port : '';
  const triggers = (on: boolean) =>
    db.execute(sql.raw(`alter table transactions ${on ? 'enable' : 'disable'} trigger transactions_events_insert`));

  const variants: Variant[] = [
    { name: 'request log on ', apply: async () => void (log.enabled = true) },
    { name: 'request log off', apply: async () => void (log.enabled = false) },
  ];
  if (values.outbox) {
    variants.push(
      { name: 'log off, outbox on ', apply: async () => void ((log.enabled = false), await triggers(true)) },
      { name: 'log off, outbox off', apply: async () => void ((log.enabled = false), await triggers(false)) },
    );
  }

  const run = async () => {
    let next = 0;
    const loop = async () => {
      while (next < requests) {
        const i = next++;
        const res = await svc.app.fetch(
          new Request('http://bench/api/v1/payments/create', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
            body: bodies[i % bodies.length],
          }),
        );
        if (res.status !== 201) throw new Error(`${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      }
    };
    const pgBefore = new Map(postgresPids(pgPort).map((pid) => [pid, procCpuMs(pid)]));
    const cpu = process.cpuUsage();
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, loop));
    await svc.app.requestLog.flush();
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const pgMs = postgresPids(pgPort).reduce(
      (sum, pid) => sum + Math.max(0, procCpuMs(pid) - (pgBefore.get(pid) ?? 0)),
      0,
    );
    return { perSecond: (requests / ms) * 1000, cpuMs: ((used.user + used.system) / 1000 + pgMs) / requests };
  };

  console.log(
    `request-log bench on ${svc.database.kind}: ${requests} creates a run, ${runs} runs per variant (interleaved), concurrency ${concurrency}`,
  );
  await run(); // warm-up: JIT, pool, caches
  const results = new Map<string, { perSecond: number; cpuMs: number }[]>(variants.map((v) => [v.name, []]));
  for (let r = 0; r < runs; r++) {
    for (const variant of variants) {
      await variant.apply();
      results.get(variant.name)!.push(await run());
    }
  }
  await triggers(true);
  log.enabled = true;
  const figure = (name: string) => ({
    perSecond: median(results.get(name)!.map((x) => x.perSecond)),
    cpu: median(results.get(name)!.map((x) => x.cpuMs)),
  });
  for (const variant of variants) {
    const { perSecond, cpu } = figure(variant.name);
    console.log(
      `  ${variant.name}  ${perSecond.toFixed(0).padStart(5)}/s  (runs: ${results
        .get(variant.name)!
        .map((x) => x.perSecond.toFixed(0))
        .join(', ')})  CPU/create ${cpu.toFixed(3)} ms`,
    );
  }
  const cost = (on: string, off: string, what: string) => {
    const a = figure(on);
    const b = figure(off);
    console.log(
      `  ${what}: throughput ${(((b.perSecond - a.perSecond) / b.perSecond) * 100).toFixed(1)} % lower, CPU per create ${(((a.cpu - b.cpu) / b.cpu) * 100).toFixed(1)} % higher`,
    );
  };
  cost('request log on ', 'request log off', 'request log cost (target < 5 %)');
  if (values.outbox) cost('log off, outbox on ', 'log off, outbox off', 'events outbox trigger cost');
  await svc.close();
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
