/**
 * GET /payments/list (and /transfers/list) pages through the whole HTTP app (bearer auth, validation, the
 * page query with its split entries and refunds, serialization) against the SQL floor of the same question:
 * the best index-backed plan, written by hand and run directly on the driver (bench/list-cases.ts, which
 * `npm run bench` can import). docs/design.md's target: the API within 1.5× of the floor, < 20 ms on PostgreSQL.
 *
 * `--json <file>` also writes the results (ListResult[]).
 * Run: npx tsx bench/list-vs-sql.ts [--transactions 100000] [--iterations 40] [--dataset seed|synthetic] [--existing] [--explain] [--only <label part>] [--json file]
 * PGlite in memory by default; TEST_DATABASE_URL=postgres://… runs it on a fresh PostgreSQL database:
 *   node scripts/with-postgres.mjs npx tsx bench/list-vs-sql.ts --transactions 1000000
 * Datasets:
 * - `seed` (default): the demo data generator of `npm run seed` (service/seed: end users, accounts, splits,
 *   refunds, deposits, recurring plans, every status, the ledger) for the benchmarked merchant, loaded in bulk;
 * - `synthetic`: rows inserted by SQL: 4/5 of the rows for the benchmarked merchant and 1/5 for another,
 *   80% payments, 10% payouts, 10% transfers, spread over a year (service/test/bulk.ts).
 * - `--existing`: no loading; the demo merchant of a database already loaded by `npm run seed` (DATABASE_URL,
 *   else PGLITE_DIR), so a 1M data set is loaded once and benchmarked many times:
 *     DATABASE_URL=postgres://…/bench npm run seed -- --transactions 1000000
 *     DATABASE_URL=postgres://…/bench npx tsx bench/list-vs-sql.ts --existing
 * Filter values (a payer's email, a description word, a date range) are picked from the loaded data.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadBulk } from '../service/test/bulk';
import { listCases } from './list-cases';
import { existingTarget, type Target } from './existing-app';
import { startTestService } from '../service/test/harness';
import { loadDataset } from '../service/seed/load';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '40' },
    dataset: { type: 'string', default: 'seed' },
    existing: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    only: { type: 'string' },
    json: { type: 'string' },
  },
});
const total = Number(values.transactions);
const iterations = Number(values.iterations);

interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** One line of the table: a list case through the API and its floor, in ms. */
export interface ListResult {
  label: string;
  path: string;
  query: Record<string, string>;
  items: number;
  apiP50: number;
  apiP95: number;
  floorP50: number;
  floorP95: number;
  /** The first request (a deep page: before any page key is remembered). */
  first: number;
}
const results: ListResult[] = [];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
const p95 = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    0.95,
  );

async function main() {
  const seedStarted = performance.now();
  let svc: Target;
  if (values.existing) {
    svc = await existingTarget('bench list-vs-sql');
  } else {
    const test = await startTestService({ config: { rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } } });
    if (values.dataset === 'synthetic') {
      const { merchant, other } = test;
      await loadBulk(
        test.database.db,
        {
          merchantId: merchant.merchantId,
          tenantId: merchant.tenantIds[0],
          subMerchantId: merchant.subMerchantIds[0],
          otherMerchantId: other.merchantId,
          otherTenantId: other.tenantIds[0],
        },
        { transactions: total, endUsers: Math.max(1000, Math.floor(total / 50)), links: 1000 },
      );
    } else {
      await loadDataset(test.database.db, {
        merchantId: test.merchant.merchantId,
        transactions: total,
        seed: 20_261_122,
        now: new Date(),
        days: 120,
        serviceName: test.config.serviceName,
      });
    }
    svc = {
      db: test.database.db,
      kind: test.database.kind,
      app: test.app,
      merchantId: test.merchant.merchantId,
      token: test.merchant.token,
      close: test.close,
    };
  }
  const db = svc.db;
  const client = (db as unknown as { $client: RawClient }).$client;
  const [{ payments }] = rowsOf<{ payments: number }>(
    await db.execute(
      sql`select count(*)::int as payments from transactions where merchant_id = ${svc.merchantId} and type = 'PAYMENT'`,
    ),
  );
  console.log(
    `list-vs-sql: ${values.existing ? 'existing (npm run seed)' : `${values.dataset} dataset, ${total.toLocaleString('en-US')} transactions`} (${payments.toLocaleString('en-US')} payments of the merchant) on ${svc.kind} ` +
      `(${values.existing ? 'opened' : 'loaded'} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s), ${iterations} runs each, medians (p95); machine shared`,
  );

  const cases = await listCases(db, svc.merchantId, {
    word: values.dataset === 'synthetic' && !values.existing ? 'kayak' : undefined,
  });
  let worst = 0;
  for (const c of cases.filter((c) => !values.only || c.label.includes(values.only))) {
    const plural = c.path.split('/')[1];
    if (values.explain) {
      const plan = await client.query(`explain (analyze, buffers) ${c.floor.text}`, c.floor.params);
      console.log(
        `  -- ${c.label} (floor)\n${(plan.rows as { 'QUERY PLAN': string }[]).map((r) => `     ${r['QUERY PLAN']}`).join('\n')}`,
      );
    }
    const url = `http://bench/api/v1${c.path}?${new URLSearchParams(c.query)}`;
    const headers = { authorization: `Bearer ${svc.token}` };

    const viaApi = async () => {
      const started = performance.now();
      const res = await svc.app.fetch(new Request(url, { headers }));
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${res.status} ${text}`);
      return { ms: performance.now() - started, items: (JSON.parse(text) as Record<string, unknown[]>)[plural].length };
    };
    const viaSql = async () => {
      const started = performance.now();
      const result = await client.query(c.floor.text, c.floor.params);
      return { ms: performance.now() - started, items: Math.min(c.pageSize, result.rows.length) };
    };

    const api: number[] = [];
    const direct: number[] = [];
    let items = [0, 0];
    // The first request of a deep page finds no remembered page key (OFFSET); later ones seek.
    const first = (await viaApi()).ms;
    for (let i = 0; i < 2; i++) {
      await viaApi();
      await viaSql();
    }
    for (let i = 0; i < iterations; i++) {
      // Alternate the order so neither side always runs on a warmer cache.
      const [a, s] = i % 2 ? [await viaApi(), await viaSql()] : [await viaSql(), await viaApi()].reverse();
      api.push(a.ms);
      direct.push(s.ms);
      items = [a.items, s.items];
    }
    if (items[0] !== items[1]) throw new Error(`${c.label}: the API returned ${items[0]} items, the floor ${items[1]}`);
    const ratio = median(api) / median(direct);
    worst = Math.max(worst, ratio);
    results.push({
      label: c.label,
      path: c.path,
      query: c.query,
      items: items[0],
      apiP50: median(api),
      apiP95: p95(api),
      floorP50: median(direct),
      floorP95: p95(direct),
      first,
    });
    console.log(
      `  ${c.label.padEnd(46)} ${String(items[0]).padStart(4)} rows   API ${median(api).toFixed(2).padStart(7)} ms (p95 ${p95(api).toFixed(2)}, first ${first.toFixed(1)})   ` +
        `floor ${median(direct).toFixed(2).padStart(7)} ms (p95 ${p95(direct).toFixed(2)})   ${ratio.toFixed(2)}×`,
    );
  }
  console.log(`  worst ratio ${worst.toFixed(2)}× (target ≤ 1.5×)`);
  if (!values.only || 'overview'.includes(values.only)) {
    // GET /analytics/overview for the 90 days that end on the newest payment, in USD (no SQL floor: aggregates).
    const [{ newest }] = rowsOf<{ newest: Date | string }>(
      await db.execute(
        sql`select max(date_created_gmt) as newest from transactions where merchant_id = ${svc.merchantId} and type = 'PAYMENT'`,
      ),
    );
    const to = new Date(newest).toISOString().slice(0, 10);
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10);
    const url = `http://bench/api/v1/analytics/overview?${new URLSearchParams({ date_from: from, date_to: to, currency: 'USD' })}`;
    const times: number[] = [];
    for (let i = 0; i < Math.min(iterations, 7) + 1; i++) {
      const started = performance.now();
      const res = await svc.app.fetch(new Request(url, { headers: { authorization: `Bearer ${svc.token}` } }));
      const text = await res.text();
      if (res.status !== 200) throw new Error(`overview: ${res.status} ${text}`);
      if (i > 0) times.push(performance.now() - started);
    }
    console.log(
      `  GET /analytics/overview (90 days, USD)          API ${median(times).toFixed(1).padStart(7)} ms (p95 ${p95(times).toFixed(1)})   target < 300 ms`,
    );
    results.push({
      label: 'overview (90 days, USD)',
      path: '/analytics/overview',
      query: { date_from: from, date_to: to, currency: 'USD' },
      items: 0,
      apiP50: median(times),
      apiP95: p95(times),
      floorP50: NaN,
      floorP95: NaN,
      first: NaN,
    });
  }
  if (values.json) fs.writeFileSync(values.json, JSON.stringify({ kind: svc.kind, payments, results }, null, 2));
  await svc.close();
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
