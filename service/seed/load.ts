import { createHmac, randomBytes } from 'node:crypto';
import { eq, getTableColumns, getTableName, inArray, or, sql, type Table } from 'drizzle-orm';
import type { DbOrTx, Tx, Db } from '../db/client';
import {
  accounts,
  cases,
  checkoutLinks,
  connectLinks,
  endUsers,
  institutions,
  ledgerEntries,
  merchants,
  recurringCycles,
  recurringPlans,
  settings,
  splitEntries,
  tenants,
  transactions,
} from '../db/schema';
import { ensureSettlementAccount } from '../settlement/account';
import { generateDataset, type DatasetSummary, type Row, type Sink } from './dataset';
import { SeedConsistencyError, SeedLedger } from './ledger';
import { recordMerchantDepositSums } from '../deposits/sums';

/**
 * Loads a generated data set fast: rows in chunks of INSERT … SELECT FROM unnest(arrays), the large
 * tables' secondary indexes dropped before and rebuilt after, and the ledger rows written beside the
 * transactions they belong to, from the posting rules the API uses (service/seed/ledger.ts). All in one
 * database transaction, so a load that fails or is interrupted leaves the database as it was (indexes
 * included).
 */

const TABLES = {
  endUsers,
  accounts,
  transactions,
  splitEntries,
  ledgerEntries,
  connectLinks,
  checkoutLinks,
  recurringPlans,
  recurringCycles,
  cases,
} as const;
type LoadRow = Row | { table: 'ledgerEntries'; row: typeof ledgerEntries.$inferInsert };

/** Tables whose secondary indexes are rebuilt after the load rather than maintained row by row. */
const REINDEXED = ['transactions', 'ledger_entries', 'split_entries'];

const CHUNK_ROWS = 1_000;
const LOAD_WORK_MEM = '128MB';
const LOAD_MAINTENANCE_WORK_MEM = '512MB';

/** One value in a PostgreSQL array literal. */
function element(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

/**
 * Buffers rows per table and writes each chunk as one `INSERT … SELECT * FROM unnest($1::type[], …)`:
 * an array parameter per column, which the server parses far faster than a literal per value. A column
 * no row sets is left to its default.
 */
class BulkSink {
  private readonly buffers = new Map<keyof typeof TABLES, Record<string, unknown>[]>();
  rows = 0;

  constructor(private readonly tx: DbOrTx) {}

  async add(item: LoadRow): Promise<void> {
    let buffer = this.buffers.get(item.table);
    if (!buffer) this.buffers.set(item.table, (buffer = []));
    buffer.push(item.row as Record<string, unknown>);
    if (buffer.length >= CHUNK_ROWS) await this.flush(item.table);
  }

  async flush(table?: keyof typeof TABLES): Promise<void> {
    for (const name of table ? [table] : ([...this.buffers.keys()] as (keyof typeof TABLES)[])) {
      const rows = this.buffers.get(name);
      if (!rows?.length) continue;
      this.buffers.set(name, []);
      const columns = Object.entries(getTableColumns(TABLES[name] as Table)).filter(([key, column]) => {
        const set = rows.filter((row) => row[key] !== undefined).length;
        if (set > 0 && set < rows.length && column.hasDefault)
          throw new Error(`${name}.${key}: set in some rows and left to its default in others`);
        return set > 0;
      });
      const arrays = columns.map(
        ([key, column]) =>
          sql`${`{${rows.map((row) => element(row[key])).join(',')}}`}::${sql.raw(column.getSQLType())}[]`,
      );
      const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(','));
      await this.tx.execute(
        sql`insert into ${sql.identifier(getTableName(TABLES[name] as Table))} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`,
      );
      this.rows += rows.length;
    }
  }
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Drops the secondary indexes of the big tables (not primary keys or unique constraints) and returns how to rebuild them. */
async function dropSecondaryIndexes(tx: Tx): Promise<string[]> {
  const found = rowsOf<{ name: string; def: string }>(
    await tx.execute(sql`
      select c.relname as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
      where t.relname in ${REINDEXED} and t.relnamespace = 'public'::regnamespace and not i.indisprimary
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`),
  );
  for (const index of found) await tx.execute(sql.raw(`drop index "${index.name}"`));
  return found.map((index) => index.def);
}

/** Runs a step and reports its CPU time to `detail`. */
async function measure<T>(
  detail: ((message: string) => void) | undefined,
  label: string,
  step: () => Promise<T>,
): Promise<T> {
  const cpu = process.cpuUsage();
  const result = await step();
  const used = process.cpuUsage(cpu);
  detail?.(`${((used.user + used.system) / 1e6).toFixed(2)} s CPU  ${label}`);
  return result;
}

export interface LoadOptions {
  merchantId: string;
  transactions: number;
  seed?: number;
  now: Date;
  days?: number;
  serviceName: string;
  delays?: { pendingMs: number; processingMs: number };
  /** Marks the load in service_settings (demo data is loaded once). */
  marker?: string;
  onProgress?: (message: string) => void;
  /** CPU time of every ledger statement and index build. */
  onDetail?: (message: string) => void;
}

export interface LoadResult extends DatasetSummary {
  rows: number;
  ms: number;
}

/** The account-number hash of service/accounts (HMAC-SHA256 keyed per database, per merchant). */
async function accountHasher(tx: DbOrTx, merchantId: string): Promise<(accountNumber: string) => string> {
  await tx
    .insert(settings)
    .values({ key: 'account_number_key', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await tx.select().from(settings).where(eq(settings.key, 'account_number_key'));
  return (accountNumber) => createHmac('sha256', row.value).update(`${merchantId}:${accountNumber}`).digest('hex');
}

/** Generates and loads a data set for a merchant that has no transactions yet. */
export async function loadDataset(db: Db, options: LoadOptions): Promise<LoadResult> {
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const elapsed = () => {
    const cpu = process.cpuUsage(cpuStart);
    return `${((performance.now() - started) / 1000).toFixed(1)} s, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU`;
  };
  const progress = options.onProgress ?? (() => undefined);
  const timed = <T>(label: string, step: () => Promise<T>) => measure(options.onDetail, label, step);
  return db.transaction(async (tx) => {
    const family = await tx
      .select()
      .from(merchants)
      .where(or(eq(merchants.id, options.merchantId), eq(merchants.parentId, options.merchantId)));
    const merchant = family.find((f) => f.id === options.merchantId);
    if (!merchant) throw new Error(`merchant ${options.merchantId} does not exist`);
    if (await hasTransactions(tx, merchant.id))
      throw new Error(`merchant ${merchant.id} already has transactions; seed an empty database`);
    const settlementAccountId = await ensureSettlementAccount(tx, merchant.id, options.now);
    const tenantRows = await tx.select().from(tenants).where(eq(tenants.merchantId, merchant.id)).orderBy(tenants.id);
    const institutionRows = await tx.select().from(institutions).orderBy(institutions.id);

    // Room for the index builds and the rollups, instead of spilling to temporary files.
    await tx.execute(sql.raw(`set local work_mem = '${LOAD_WORK_MEM}'`));
    await tx.execute(sql.raw(`set local maintenance_work_mem = '${LOAD_MAINTENANCE_WORK_MEM}'`));
    const indexes = await dropSecondaryIndexes(tx);
    // The overview's rollups: no delta per loaded row, one rebuild of the merchant's rollups at the end.
    await tx.execute(sql.raw(`set local merchant_console.analytics_deltas = 'off'`));
    // A bulk load is history, not news: no outbox event per loaded row (service/events/).
    await tx.execute(sql.raw(`set local merchant_console.events = 'off'`));
    const sink = new BulkSink(tx);
    const delays = options.delays ?? { pendingMs: 5_000, processingMs: 10_000 };
    const ledger = new SeedLedger(delays.pendingMs);
    const generated: Sink = {
      async add(item) {
        if (item.table === 'splitEntries') ledger.addSplit(item.row);
        await sink.add(item);
        if (item.table === 'transactions')
          for (const row of ledger.rowsOf(item.row)) await sink.add({ table: 'ledgerEntries', row });
      },
    };
    const summary = await generateDataset(
      {
        seed: options.seed ?? 1,
        transactions: options.transactions,
        now: options.now,
        days: options.days ?? 120,
        serviceName: options.serviceName,
        delays,
        hashAccountNumber: await accountHasher(tx, merchant.id),
        institutions: institutionRows,
        merchant: {
          id: merchant.id,
          name: merchant.name,
          pricing: new Map(family.map((f) => [f.id, { basisPoints: f.feeBasisPoints, fixed: f.feeFixed }])),
          subMerchantIds: family
            .filter((f) => f.parentId === merchant.id)
            .map((f) => f.id)
            .sort(),
          tenantIds: tenantRows.map((t) => t.id),
          settlementAccountId,
        },
      },
      generated,
    );
    if (!ledger.settled)
      throw new SeedConsistencyError('split entries or deposits were generated without their transactions');
    await sink.flush();
    progress(`rows inserted, ledger included: ${sink.rows} (${elapsed()})`);
    for (const def of indexes) await timed(def.replace(/ ON .*/, ''), () => tx.execute(sql.raw(def)));
    progress(`indexes rebuilt (${elapsed()})`);
    // Statistics before the set-based steps below: without them PostgreSQL planned deposit_sums' per-line lookup as a
    // BitmapAnd of ledger_trx_idx with a whole-currency range of ledger_account_idx, per line (at 1M: still running
    // after 30 minutes, where the fill takes under a minute with statistics).
    await timed('analyze', () => tx.execute(sql`analyze transactions, ledger_entries`));
    await timed('analytics rollups', () => tx.execute(sql`select analytics_rebuild(${merchant.id})`));
    await timed('balance rollup', () => tx.execute(sql`select balance_rebuild(${merchant.id})`));
    await tx.execute(sql.raw(`set local merchant_console.analytics_deltas = 'on'`));
    await tx.execute(sql.raw(`set local merchant_console.events = 'on'`));
    progress(`analytics rollups built (${elapsed()})`);
    await timed('deposit sums', () => recordMerchantDepositSums(tx, merchant.id));
    if (options.marker)
      await tx
        .insert(settings)
        .values({
          key: options.marker,
          value: JSON.stringify({ ...summary, seed: options.seed ?? 1, at: options.now.toISOString() }),
        })
        .onConflictDoNothing();
    // Statistics for the planner, the overview's rollups too: PGlite has no autovacuum, and a rollup table without
    // statistics is planned as one row, grouped by sorting instead of hashing (5-20× slower at 1M; docs/performance.md,
    // "The planner's statistics on PGlite").
    for (const table of ANALYZED_AFTER_LOAD) await tx.execute(sql.raw(`analyze "${table}"`));
    return { ...summary, rows: sink.rows, ms: Math.round(performance.now() - started) };
  });
}

/** The tables a load fills in bulk, analyzed at its end. */
const ANALYZED_AFTER_LOAD = [
  'transactions',
  'ledger_entries',
  'deposit_sums',
  'split_entries',
  'accounts',
  'end_users',
  'analytics_hourly',
  'analytics_payer_daily',
  'analytics_payer_monthly',
  'balance_hourly',
] as const;

export async function hasTransactions(db: DbOrTx, merchantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.merchantId, merchantId))
    .limit(1);
  return rows.length > 0;
}

/** Whether a marker was set (demo data already loaded). */
export async function hasMarker(db: DbOrTx, marker: string): Promise<boolean> {
  const rows = await db
    .select({ key: settings.key })
    .from(settings)
    .where(inArray(settings.key, [marker]));
  return rows.length > 0;
}
