/**
 * `npm run seed -- --transactions 1000000 [--seed 20261122] [--days 120] [--verbose]`
 * Loads a data set of about N transactions (with end users, accounts, links, plans, deposits and the
 * ledger) for the demo merchant into the database of the environment: DATABASE_URL, else PGlite in
 * PGLITE_DIR or ./.data/pglite. The merchant must have no transactions yet (use a fresh folder:
 * `PGLITE_DIR=.data/bench npm run seed -- --transactions 1000000`). Prints how long each step took.
 */
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/client';
import { createClient, findClient } from '../oauth/clients';
import { ensureInstitutions } from '../seed/base';
import {
  DEMO_CLIENT_ID,
  DEMO_CLIENT_SECRET,
  DEMO_DATA_MARKER,
  DEMO_DATA_SEED,
  DEMO_MERCHANT_ID,
  ensureDemoMerchant,
} from '../seed/demo';
import { hasTransactions, loadDataset } from '../seed/load';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '20000' },
    seed: { type: 'string', default: String(DEMO_DATA_SEED) },
    days: { type: 'string', default: '120' },
    verbose: { type: 'boolean', default: false },
  },
});
const transactions = Number(values.transactions);
const seed = Number(values.seed);
const days = Number(values.days);
if (
  !Number.isSafeInteger(transactions) ||
  transactions < 1 ||
  !Number.isSafeInteger(seed) ||
  !Number.isSafeInteger(days) ||
  days < 2
) {
  console.error('Usage: npm run seed -- --transactions N [--seed S] [--days D]   (N ≥ 1, D ≥ 2)');
  process.exit(2);
}

const started = performance.now();
const database = await openDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.PGLITE_DIR || undefined,
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
try {
  console.log(
    `Seeding ${database.kind} at ${database.location}: about ${transactions} transactions over ${days} days (seed ${seed}).`,
  );
  await ensureInstitutions(database.db);
  await ensureDemoMerchant(database.db);
  // The demo API client exists in embedded demo mode only (docs/design.md); on PostgreSQL use clients:create.
  if (!process.env.DATABASE_URL && !(await findClient(database.db, DEMO_CLIENT_ID))) {
    await createClient(database.db, {
      merchantId: DEMO_MERCHANT_ID,
      name: 'Demo client',
      clientId: DEMO_CLIENT_ID,
      clientSecret: DEMO_CLIENT_SECRET,
    });
  }
  if (await hasTransactions(database.db, DEMO_MERCHANT_ID)) {
    console.error(
      'The demo merchant already has transactions here. Seed an empty database: another PGLITE_DIR, or a fresh DATABASE_URL.',
    );
    process.exitCode = 1;
  } else {
    const result = await loadDataset(database.db, {
      merchantId: DEMO_MERCHANT_ID,
      transactions,
      seed,
      days,
      now: new Date(),
      serviceName: configFromEnv().serviceName,
      marker: DEMO_DATA_MARKER,
      onProgress: (message) => console.log(`  ${message}`),
      onDetail: values.verbose ? (message) => console.log(`    ${message}`) : undefined,
    });
    await database.flush();
    console.log(
      `Loaded ${result.transactions} transactions (${result.deposits} deposits), ${result.endUsers} end users, ${result.accounts} accounts, ` +
        `${result.connectLinks} connect links, ${result.checkoutLinks} checkout links, ${result.recurringPlans} recurring plans: ` +
        `${result.rows} rows (the ledger included) in ${(result.ms / 1000).toFixed(1)} s (${((performance.now() - started) / 1000).toFixed(1)} s with opening and migrating).`,
    );
  }
} finally {
  await database.close();
}
