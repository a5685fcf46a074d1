/**
 * A filtered GET /payments/list page through the whole HTTP app (bearer auth, validation, the list query,
 * its relations, serialization) against the same list query run directly on the database driver.
 * DESIGN.md's target: the API within 1.5× of the SQL.
 *
 * A third figure splits the difference: the API's data layer alone (the list query through drizzle, the
 * relations it loads, serialization), without HTTP.
 *
 * Run: npx tsx bench/list-vs-sql.ts [--transactions 100000] [--iterations 40]
 * PGlite in memory by default; TEST_DATABASE_URL=postgres://… runs it on a fresh PostgreSQL database.
 * The dataset is synthetic, inserted in bulk by SQL: 4/5 of the rows for the benchmarked merchant and
 * 1/5 for another, 80% payments, 10% payouts, 10% transfers, spread over a year, 2,000 payers.
 */
import { parseArgs } from 'node:util';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../service/db/client';
import { transactions } from '../service/db/schema';
import { listTransactions, transactionListWhere } from '../service/transactions/queries';
import { TransactionListQuery } from '../service/transactions/schemas';
import { transactionsJson } from '../service/transactions/serialize';
import { startTestService, type TestMerchant } from '../service/test/harness';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '40' },
  },
});
const total = Number(values.transactions);
const iterations = Number(values.iterations);
const PAYERS = 2_000;
const BATCH = 50_000;

interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

async function seed(db: Db, merchant: TestMerchant, other: TestMerchant) {
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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 0.5);
const p95 = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 0.95);

async function main() {
  const svc = await startTestService({ config: { rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } } });
  const db = svc.database.db;
  const client = (db as unknown as { $client: RawClient }).$client;
  const seedStarted = performance.now();
  await seed(db, svc.merchant, svc.other);
  console.log(
    `list-vs-sql: ${total.toLocaleString('en-US')} transactions on ${svc.database.kind} (seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s), ${iterations} runs each, medians (p95)`,
  );

  const cases: [string, Record<string, string>][] = [
    ['status, 25 a page', { status: 'FAILED', page_size: '25' }],
    ['status + amount range + dates, 100 a page', { status: 'SUCCESSFUL', amount_greater_than: '10000', amount_less_than: '200000', date_from: new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10), page_size: '100' }],
    ['end_user_email, 25 a page', { end_user_email: 'PAYER44@example.com', page_size: '25' }],
    ['description contains, 25 a page', { description: 'customer 77', page_size: '25' }],
    ['no filter, page 40 of 25', { page: '40', page_size: '25' }],
    ['no filter, 1000 a page', {}],
  ];

  let worst = 0;
  for (const [label, query] of cases) {
    const params = TransactionListQuery.parse(query);
    const pageSize = params.page_size ?? 1000;
    const page = params.page ?? 1;
    const built = db
      .select()
      .from(transactions)
      .where(transactionListWhere(db, svc.merchant.merchantId, 'PAYMENT', params))
      .orderBy(desc(transactions.dateCreated), desc(transactions.id))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize)
      .toSQL();
    const url = `http://bench/api/v1/payments/list?${new URLSearchParams(query)}`;
    const headers = { authorization: `Bearer ${svc.merchant.token}` };

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

    // The API's data layer without HTTP: the list query through drizzle, then its relations and serialization.
    const viaQueries = async () => {
      const started = performance.now();
      const { items } = await listTransactions(db, svc.merchant.merchantId, 'PAYMENT', params);
      await transactionsJson(db, items);
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
      `  ${label.padEnd(44)} ${String(items[0]).padStart(4)} rows   API ${median(api).toFixed(2).padStart(7)} ms (${p95(api).toFixed(2)})   ` +
        `SQL ${median(direct).toFixed(2).padStart(7)} ms (${p95(direct).toFixed(2)})   ${ratio.toFixed(2)}×   ` +
        `[query + relations + serialize, no HTTP: ${median(layer).toFixed(2)} ms]`,
    );
  }
  console.log(`  worst ratio ${worst.toFixed(2)}× (target ≤ 1.5×)`);
  await svc.close();
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
