/**
 * GET /analytics/overview's parts on a database `npm run seed` loaded: the 90 days ending on the newest
 * payment (UTC and America/Bogota, USD, the demo merchant), each rollup query alone, p50 of `--iterations`,
 * and with `--explain` the plan of each. docs/performance.md, "The overview".
 * Run: PGLITE_DIR=<dir> npx tsx bench/overview-parts.ts [--iterations 9] [--explain]
 *      DATABASE_URL=postgres://… npx tsx bench/overview-parts.ts
 */
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type DbOrTx } from '../service/db/client';
import { getOverview, TOP_END_USERS } from '../service/analytics/queries';
import {
  periodInstants,
  rollupCurrencies,
  rollupGroups,
  rollupTopPayers,
  type OverviewScope,
} from '../service/analytics/rollups';
import { resolvePeriod, type Period } from '../service/analytics/period';
import { DEMO_MERCHANT_ID } from '../service/seed/demo';

const { values } = parseArgs({
  options: { iterations: { type: 'string', default: '9' }, explain: { type: 'boolean', default: false } },
});
const iterations = Number(values.iterations);
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

async function timed(label: string, run: () => Promise<unknown>) {
  const times: number[] = [];
  await run();
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  console.log(
    `  ${label.padEnd(40)} p50 ${median(times).toFixed(1).padStart(8)} ms   min ${Math.min(...times).toFixed(1)}`,
  );
}

async function main() {
  const database = await openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dataDir: process.env.PGLITE_DIR || undefined,
  });
  const db = database.db;
  const [{ newest }] = rowsOf<{ newest: Date | string }>(
    await db.execute(
      sql`select max(date_created_gmt) as newest from transactions where merchant_id = ${DEMO_MERCHANT_ID} and type = 'PAYMENT'`,
    ),
  );
  const to = new Date(newest).toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10);
  const explaining = {
    execute: async (query: SQL) => {
      const plan = rowsOf<Record<string, string>>(await db.execute(sql`explain (analyze, buffers) ${query}`));
      console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
      return { rows: [] };
    },
  } as unknown as DbOrTx;
  console.log(`${database.kind}, ${from} … ${to}`);
  for (const timeZone of ['UTC', 'America/Bogota']) {
    const period = resolvePeriod({ dateFrom: from, dateTo: to, timeZone, now: new Date() }) as Period;
    const scope: OverviewScope = { merchantId: DEMO_MERCHANT_ID, currency: 'USD', period };
    const instants = await periodInstants(db, period);
    console.log(timeZone);
    await timed('overview (getOverview)', () => getOverview(db, scope, new Date()));
    await timed('period instants', () => periodInstants(db, period));
    await timed('hourly groups', () => rollupGroups(db, scope));
    await timed('top payers', () => rollupTopPayers(db, scope, instants, TOP_END_USERS));
    await timed('currencies', () => rollupCurrencies(db, scope));
    await timed('overview again', () => getOverview(db, scope, new Date()));
    if (values.explain) {
      await rollupGroups(explaining, scope);
      await rollupTopPayers(explaining, scope, instants, TOP_END_USERS);
    }
  }
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
