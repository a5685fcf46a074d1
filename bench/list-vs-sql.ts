/**
 * A filtered GET /payments/list page through the whole HTTP app (bearer auth, validation, the list query,
 * its relations, serialization) against the same list query run directly on the database driver.
 * DESIGN.md's target: the API within 1.5× of the SQL.
 *
 * A third figure splits the difference: the API's data layer alone (the page query with its split entries
 * and refunds, serialization), without HTTP.
 *
 * Run: npx tsx bench/list-vs-sql.ts [--transactions 100000] [--iterations 40] [--dataset seed|synthetic] [--explain] [--only <label part>]
 * PGlite in memory by default; TEST_DATABASE_URL=postgres://… runs it on a fresh PostgreSQL database:
 *   node scripts/with-postgres.mjs npx tsx bench/list-vs-sql.ts --transactions 1000000
 * Datasets:
 * - `seed` (default): the demo data generator of `npm run seed` (service/seed: end users, accounts, splits,
 *   refunds, deposits, recurring plans, every status, the ledger) for the benchmarked merchant, loaded in bulk;
 * - `synthetic`: rows inserted by SQL: 4/5 of the rows for the benchmarked merchant and 1/5 for another,
 *   80% payments, 10% payouts, 10% transfers, spread over a year, 2,000 payers.
 * - `--existing`: no loading; the demo merchant of a database already loaded by `npm run seed` (DATABASE_URL,
 *   else PGLITE_DIR), so a 1M data set is loaded once and benchmarked many times:
 *     DATABASE_URL=postgres://…/bench npm run seed -- --transactions 1000000
 *     DATABASE_URL=postgres://…/bench npx tsx bench/list-vs-sql.ts --existing
 * Filter values (a payer's email, a description word, a date range) are picked from the loaded data.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { newestFirst } from '../service/http/list';
import type { Db } from '../service/db/client';
import { transactions } from '../service/db/schema';
import { listTransactionPage, transactionListWhere } from '../service/transactions/queries';
import { TransactionListQuery } from '../service/transactions/schemas';
import { startTestService, type TestMerchant } from '../service/test/harness';
import { loadDataset } from '../service/seed/load';
import { openDatabase } from '../service/db/client';
import { configFromEnv } from '../service/config';
import { createApp } from '../service/http/app';
import { systemClock } from '../service/lib/clock';
import { loadTokenSecret } from '../service/bootstrap';
import { createClient } from '../service/oauth/clients';
import { DEMO_MERCHANT_ID } from '../service/seed/demo';

interface Target {
  db: Db;
  kind: string;
  app: { fetch(request: Request): Response | Promise<Response> };
  merchantId: string;
  token: string;
  close(): Promise<void>;
}

/** The demo merchant of a database `npm run seed` loaded, through its own app and a new API client. */
async function existingTarget(): Promise<Target> {
  const database = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.PGLITE_DIR || undefined });
  const config = { ...configFromEnv({}), demo: false, rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } };
  const app = createApp({ db: database.db, clock: systemClock, config, tokenSecret: await loadTokenSecret(database.db) });
  const creds = await createClient(database.db, { merchantId: DEMO_MERCHANT_ID, name: 'bench list-vs-sql' });
  const res = await app.fetch(
    new Request('http://bench/api/v1/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: creds.clientId, client_secret: creds.clientSecret, audience: config.audience, grant_type: 'client_credentials' }),
    }),
  );
  const { access_token: token } = (await res.json()) as { access_token: string };
  return { db: database.db, kind: database.kind, app, merchantId: DEMO_MERCHANT_ID, token, close: () => database.close() };
}

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '40' },
    dataset: { type: 'string', default: 'seed' },
    existing: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const total = Number(values.transactions);
const iterations = Number(values.iterations);
const PAYERS = 2_000;
const BATCH = 50_000;

interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

async function seedSynthetic(db: Db, merchant: TestMerchant, other: TestMerchant) {
  const m = merchant.merchantId;
  await db.execute(sql`
    insert into end_users (id, code, merchant_id, owner_merchant_id, type, first_name, last_name, email, local_id)
    select 'eur_bench_' || g, 'EUR-BENCH' || g, ${m}, ${m}, 'INDIVIDUAL', 'First' || g, 'Last' || g, 'payer' || g || '@example.com', 'ID' || g
    from generate_series(1, ${PAYERS}) g`);
  await db.execute(sql`
    insert into accounts (id, code, merchant_id, owner_merchant_id, end_user_id, institution_id, current_status, token, last_4)
    select 'acc_bench_' || g, 'ACC-BENCH' || g, ${m}, ${m}, 'eur_bench_' || g, (select id from institutions order by id limit 1), 'CONNECTED', 'tok_bench_' || g, lpad((g % 10000)::text, 4, '0')
    from generate_series(1, ${PAYERS}) g`);
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await db.execute(sql`
      insert into transactions (id, code, merchant_id, owner_merchant_id, tenant_id, type, status, amount, currency, variable_fee, fixed_fee, total_fee, net_amount,
        description, origin_account_id, origin_end_user_id, destination_account_id, destination_end_user_id, primary_reference, date_created_gmt, date_updated_gmt)
      select
        'trx_bench_' || lpad(g::text, 9, '0'),
        'TRX-BENCH' || g,
        case when g % 5 = 0 then ${other.merchantId} else ${m} end,
        case when g % 5 = 0 then ${other.merchantId} else ${m} end,
        ${merchant.tenantIds[0]},
        case when g % 10 = 1 then 'PAYOUT' when g % 10 = 2 then 'TRANSFER' else 'PAYMENT' end,
        case when g % 20 = 3 then 'FAILED' when g % 20 = 4 then 'PENDING' when g % 50 = 6 then 'REFUNDED' else 'SUCCESSFUL' end,
        a.amount, 'USD', a.amount * 290 / 10000, 30, a.amount * 290 / 10000 + 30, a.amount - a.amount * 290 / 10000 - 30,
        'Order #' || g || ' for customer ' || (g % ${PAYERS} + 1),
        case when g % 10 <> 1 then 'acc_bench_' || (g % ${PAYERS} + 1) end,
        case when g % 10 <> 1 then 'eur_bench_' || (g % ${PAYERS} + 1) end,
        case when g % 10 in (1, 2) then 'acc_bench_' || ((g * 7) % ${PAYERS} + 1) end,
        case when g % 10 in (1, 2) then 'eur_bench_' || ((g * 7) % ${PAYERS} + 1) end,
        'INV-' || g,
        now() - (g::float8 * 31536000 / ${total}) * interval '1 second',
        now() - (g::float8 * 31536000 / ${total}) * interval '1 second'
      from generate_series(${from}::int, ${to}::int) g, lateral (select 100 + (g * 7919) % 500000 as amount) a`);
  }
  await db.execute(sql`analyze`);
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 0.5);
const p95 = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 0.95);

async function main() {
  const seedStarted = performance.now();
  let svc: Target;
  if (values.existing) {
    svc = await existingTarget();
  } else {
    const test = await startTestService({ config: { rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } } });
    if (values.dataset === 'synthetic') {
      await seedSynthetic(test.database.db, test.merchant, test.other);
    } else {
      await loadDataset(test.database.db, { merchantId: test.merchant.merchantId, transactions: total, seed: 20_261_122, now: new Date(), days: 120, serviceName: test.config.serviceName });
    }
    svc = { db: test.database.db, kind: test.database.kind, app: test.app, merchantId: test.merchant.merchantId, token: test.merchant.token, close: test.close };
  }
  const db = svc.db;
  const client = (db as unknown as { $client: RawClient }).$client;
  const [{ payments }] = rowsOf<{ payments: number }>(
    await db.execute(sql`select count(*)::int as payments from transactions where merchant_id = ${svc.merchantId} and type = 'PAYMENT'`),
  );
  console.log(
    `list-vs-sql: ${values.existing ? 'existing (npm run seed)' : `${values.dataset} dataset, ${total.toLocaleString('en-US')} transactions`} (${payments.toLocaleString('en-US')} payments of the merchant) on ${svc.kind} ` +
      `(${values.existing ? 'opened' : 'loaded'} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s), ${iterations} runs each, medians (p95); machine shared`,
  );

  // Filter values that exist in the data: the payer with the most payments, one with a single payment,
  // a word of the descriptions, the last 7 days of the data.
  const payerCounts = rowsOf<{ email: string; n: number }>(
    await db.execute(sql`
      select e.email, count(*)::int as n from transactions t join end_users e on e.id = t.origin_end_user_id
      where t.merchant_id = ${svc.merchantId} and t.type = 'PAYMENT' and e.email is not null
      group by e.email order by n desc, e.email`),
  );
  const busyPayer = payerCounts[0];
  const rarePayer = payerCounts[payerCounts.length - 1];
  const [{ newest }] = rowsOf<{ newest: Date | string }>(
    await db.execute(sql`select max(date_created_gmt) as newest from transactions where merchant_id = ${svc.merchantId} and type = 'PAYMENT'`),
  );
  const day = (offset: number) => new Date(new Date(newest).getTime() - offset * 86_400_000).toISOString().slice(0, 10);
  const word = values.dataset === 'synthetic' && !values.existing ? 'customer 77' : 'kayak';
  const cases: [string, Record<string, string>][] = [
    ['status=FAILED, 25 a page', { status: 'FAILED', page_size: '25' }],
    ['amount range, 25 a page', { amount_greater_than: '10000', amount_less_than: '20000', page_size: '25' }],
    ['status + amount range + dates, 100 a page', { status: 'SUCCESSFUL', amount_greater_than: '10000', amount_less_than: '200000', date_from: day(90), page_size: '100' }],
    [`end_user_email (${busyPayer.n} payments), 25 a page`, { end_user_email: busyPayer.email.toUpperCase(), page_size: '25' }],
    [`end_user_email (${rarePayer.n} payment${rarePayer.n === 1 ? '' : 's'}), 25 a page`, { end_user_email: rarePayer.email, page_size: '25' }],
    ['date range (7 days), 100 a page', { date_from: day(7), date_to: day(0), page_size: '100' }],
    ['date range (one day, 30 days ago), 25 a page', { date_from: day(30), date_to: day(30), page_size: '25' }],
    [`description contains '${word}', 25 a page`, { description: word, page_size: '25' }],
    ["description contains 'zzz' (no match), 25 a page", { description: 'zzz', page_size: '25' }],
    ['no filter, page 40 of 25', { page: '40', page_size: '25' }],
    ['no filter, 1000 a page (the default)', {}],
  ];

  let worst = 0;
  for (const [label, query] of cases.filter(([label]) => !values.only || label.includes(values.only))) {
    const params = TransactionListQuery.parse(query);
    const pageSize = params.page_size ?? 1000;
    const page = params.page ?? 1;
    const built = db
      .select()
      .from(transactions)
      .where(transactionListWhere(db, svc.merchantId, 'PAYMENT', params))
      .orderBy(...newestFirst(transactions.dateCreated, transactions.id))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize)
      .toSQL();
    if (values.explain) {
      const plan = await client.query(`explain (analyze, buffers) ${built.sql}`, built.params);
      console.log(`  -- ${label}\n${(plan.rows as { 'QUERY PLAN': string }[]).map((r) => `     ${r['QUERY PLAN']}`).join('\n')}`);
    }
    const url = `http://bench/api/v1/payments/list?${new URLSearchParams(query)}`;
    const headers = { authorization: `Bearer ${svc.token}` };

    const viaApi = async () => {
      const started = performance.now();
      const res = await svc.app.fetch(new Request(url, { headers }));
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${res.status} ${text}`);
      return { ms: performance.now() - started, items: (JSON.parse(text) as { payments: unknown[] }).payments.length };
    };
    const viaSql = async () => {
      const started = performance.now();
      const result = await client.query(built.sql, built.params);
      return { ms: performance.now() - started, items: Math.min(pageSize, result.rows.length) };
    };

    // The API's data layer without HTTP: the page query (with its split entries and refunds) and serialization.
    const viaQueries = async () => {
      const started = performance.now();
      await listTransactionPage(db, svc.merchantId, 'PAYMENT', params);
      return performance.now() - started;
    };

    const api: number[] = [];
    const direct: number[] = [];
    const layer: number[] = [];
    let items = [0, 0];
    for (let i = 0; i < 3; i++) {
      await viaApi();
      await viaSql();
    }
    for (let i = 0; i < iterations; i++) {
      // Alternate the order so neither side always runs on a warmer cache.
      const [a, s] = i % 2 ? [await viaApi(), await viaSql()] : [await viaSql(), await viaApi()].reverse();
      api.push(a.ms);
      direct.push(s.ms);
      layer.push(await viaQueries());
      items = [a.items, s.items];
    }
    if (items[0] !== items[1]) throw new Error(`${label}: the API returned ${items[0]} items, the SQL ${items[1]}`);
    const ratio = median(api) / median(direct);
    worst = Math.max(worst, ratio);
    console.log(
      `  ${label.padEnd(52)} ${String(items[0]).padStart(4)} rows   API ${median(api).toFixed(2).padStart(7)} ms (${p95(api).toFixed(2)})   ` +
        `SQL ${median(direct).toFixed(2).padStart(7)} ms (${p95(direct).toFixed(2)})   ${ratio.toFixed(2)}×   ` +
        `[page query + serialize, no HTTP: ${median(layer).toFixed(2)} ms]`,
    );
  }
  console.log(`  worst ratio ${worst.toFixed(2)}× (target ≤ 1.5×)`);
  await svc.close();
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
