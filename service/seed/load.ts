import { createHmac, randomBytes } from 'node:crypto';
import { eq, getTableColumns, getTableName, inArray, or, sql, type Table } from 'drizzle-orm';
import type { DbOrTx, Tx, Db } from '../db/client';
import {
  accounts,
  checkoutLinks,
  connectLinks,
  endUsers,
  institutions,
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

/**
 * Loads a generated data set fast: multi-row INSERTs in chunks, the large tables' secondary indexes
 * dropped before and rebuilt after, and the ledger derived from the loaded rows in a few set-based
 * INSERT … SELECTs that follow service/ledger/post.ts. All in one database transaction, so a load
 * that fails or is interrupted leaves the database as it was (indexes included).
 */

const TABLES = { endUsers, accounts, transactions, splitEntries, connectLinks, checkoutLinks, recurringPlans, recurringCycles } as const;

/** Tables whose secondary indexes are rebuilt after the load rather than maintained row by row. */
const REINDEXED = ['transactions', 'ledger_entries', 'split_entries'];

const CHUNK_ROWS = 1_000;
const LOAD_WORK_MEM = '128MB';
const LOAD_MAINTENANCE_WORK_MEM = '512MB';

function literal(value: unknown): string {
  if (value === undefined) return 'DEFAULT';
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/** Buffers rows per table and writes them as multi-row INSERTs. */
class BulkSink implements Sink {
  private readonly buffers = new Map<keyof typeof TABLES, Record<string, unknown>[]>();
  rows = 0;

  constructor(private readonly tx: DbOrTx) {}

  async add(item: Row): Promise<void> {
    const buffer = this.buffers.get(item.table) ?? [];
    buffer.push(item.row as Record<string, unknown>);
    this.buffers.set(item.table, buffer);
    if (buffer.length >= CHUNK_ROWS) await this.flush(item.table);
  }

  async flush(table?: keyof typeof TABLES): Promise<void> {
    for (const name of table ? [table] : ([...this.buffers.keys()] as (keyof typeof TABLES)[])) {
      const rows = this.buffers.get(name);
      if (!rows?.length) continue;
      this.buffers.set(name, []);
      const columns = Object.entries(getTableColumns(TABLES[name] as Table));
      const values = rows.map((row) => `(${columns.map(([key]) => literal(row[key])).join(',')})`).join(',\n');
      await this.tx.execute(sql.raw(`insert into "${getTableName(TABLES[name] as Table)}" (${columns.map(([, c]) => `"${c.name}"`).join(',')}) values ${values}`));
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

/** The ledger of every loaded transaction of the merchant, as service/ledger/post.ts would have written it. */
async function deriveLedger(tx: Tx, merchantId: string, timed: <T>(label: string, step: () => Promise<T>) => Promise<T>): Promise<void> {
  const m = sql`${merchantId}`;
  const columns = sql.raw('(transaction_id, merchant_id, ledger_account, kind, currency, amount, date_created_gmt)');
  const split = sql`t.has_splits`;
  const accountToAccount = sql`(t.type in ('TRANSFER', 'PRENOTIFICATION', 'MICRODEPOSIT', 'RETURN') or (t.type = 'REVERSAL' and t.parent_id is null))`;
  const giveBack = sql`(t.type = 'REFUND' or (t.type = 'REVERSAL' and t.parent_id is not null))`;
  const statements = [
    // postPayment: the payer's account pays, the merchant (or each split entry) is credited.
    sql`insert into ledger_entries ${columns}
      select t.id, t.merchant_id, leg.account, 'principal', t.currency, leg.amount, t.date_created_gmt
      from transactions t cross join lateral (values ('account:' || t.origin_account_id, -t.amount), ('merchant:' || t.owner_merchant_id, t.amount)) as leg(account, amount)
      where t.merchant_id = ${m} and t.type = 'PAYMENT' and t.origin_account_id is not null and not ${split}`,
    sql`insert into ledger_entries ${columns}
      select t.id, t.merchant_id, 'account:' || t.origin_account_id, 'principal', t.currency, -t.amount, t.date_created_gmt
      from transactions t where t.merchant_id = ${m} and t.type = 'PAYMENT' and t.origin_account_id is not null and ${split}
      union all
      select t.id, t.merchant_id, 'merchant:' || s.merchant_id, 'principal', t.currency, s.amount, t.date_created_gmt
      from split_entries s join transactions t on t.id = s.transaction_id
      where t.merchant_id = ${m} and t.origin_account_id is not null and s.amount <> 0`,
    // postPayout: the merchant's balance pays the destination.
    sql`insert into ledger_entries ${columns}
      select t.id, t.merchant_id, leg.account, 'principal', t.currency, leg.amount, t.date_created_gmt
      from transactions t cross join lateral (values ('merchant:' || t.owner_merchant_id, -t.amount), ('account:' || t.destination_account_id, t.amount)) as leg(account, amount)
      where t.merchant_id = ${m} and t.type = 'PAYOUT'`,
    // postAccountToAccount: transfers and authorized transactions.
    sql`insert into ledger_entries ${columns}
      select t.id, t.merchant_id, leg.account, 'principal', t.currency, leg.amount, t.date_created_gmt
      from transactions t cross join lateral (values ('account:' || t.origin_account_id, -t.amount), ('account:' || t.destination_account_id, t.amount)) as leg(account, amount)
      where t.merchant_id = ${m} and ${accountToAccount}`,
    // postRefund (refunds and dispute reversals of payments without splits): the merchant gives back, the payer is credited.
    sql`insert into ledger_entries ${columns}
      select t.id, t.merchant_id, leg.account, 'principal', t.currency, leg.amount, t.date_created_gmt
      from transactions t cross join lateral (values ('merchant:' || t.owner_merchant_id, -t.amount), ('account:' || t.destination_account_id, t.amount)) as leg(account, amount)
      where t.merchant_id = ${m} and ${giveBack}`,
    // postFees: each paying merchant's balance → fees, when processing started.
    sql`insert into ledger_entries ${columns}
      select t.id, t.merchant_id, leg.account, 'fee', t.currency, leg.amount, t.date_created_gmt + interval '5 seconds'
      from transactions t cross join lateral (values ('merchant:' || t.owner_merchant_id, -t.total_fee), ('fees', t.total_fee)) as leg(account, amount)
      where t.merchant_id = ${m} and t.total_fee > 0 and t.type <> 'DEPOSIT' and not ${giveBack} and not ${split}`,
    sql`insert into ledger_entries ${columns}
      select t.id, t.merchant_id, 'fees', 'fee', t.currency, t.total_fee, t.date_created_gmt + interval '5 seconds'
      from transactions t where t.merchant_id = ${m} and t.total_fee > 0 and t.type = 'PAYMENT' and ${split}
      union all
      select t.id, t.merchant_id, 'merchant:' || s.merchant_id, 'fee', t.currency, -s.total_fee, t.date_created_gmt + interval '5 seconds'
      from split_entries s join transactions t on t.id = s.transaction_id
      where t.merchant_id = ${m} and t.total_fee > 0 and s.total_fee <> 0`,
    // postFailure: failed and canceled transactions bring every account back.
    sql`insert into ledger_entries ${columns}
      select l.transaction_id, l.merchant_id, l.ledger_account, 'reversal', l.currency, -sum(l.amount), max(t.date_updated_gmt)
      from ledger_entries l join transactions t on t.id = l.transaction_id
      where t.merchant_id = ${m} and t.status in ('FAILED', 'CANCELED')
      group by l.transaction_id, l.merchant_id, l.ledger_account, l.currency
      having sum(l.amount) <> 0`,
    // postSettlement: each deposit takes what its transactions left on the merchant balances.
    sql`insert into ledger_entries ${columns}
      select d.id, d.merchant_id, l.ledger_account, 'settlement', d.currency, -sum(l.amount), d.date_created_gmt
      from transactions d
      join transactions r on r.deposit_id = d.id
      join ledger_entries l on l.transaction_id = r.id and l.currency = d.currency and l.ledger_account like 'merchant:%'
      where d.merchant_id = ${m} and d.type = 'DEPOSIT'
      group by d.id, d.merchant_id, l.ledger_account, d.currency, d.date_created_gmt
      having sum(l.amount) <> 0
      union all
      select d.id, d.merchant_id, coalesce('account:' || d.destination_account_id, 'settlement:' || d.merchant_id), 'settlement', d.currency, d.amount, d.date_created_gmt
      from transactions d where d.merchant_id = ${m} and d.type = 'DEPOSIT' and d.amount <> 0`,
  ];
  // Fresh statistics, so the planner hashes these joins instead of looping over "empty" tables.
  for (const table of ['transactions', 'split_entries']) await tx.execute(sql.raw(`analyze "${table}"`));
  for (const [i, statement] of statements.entries()) {
    if (i === statements.length - 2) await tx.execute(sql.raw('analyze "ledger_entries"'));
    await timed(`ledger statement ${i + 1} of ${statements.length}`, () => tx.execute(statement));
  }
}

/** Runs a step and reports its CPU time to `detail`. */
async function measure<T>(detail: ((message: string) => void) | undefined, label: string, step: () => Promise<T>): Promise<T> {
  const cpu = process.cpuUsage();
  const result = await step();
  const used = process.cpuUsage(cpu);
  detail?.(`${((used.user + used.system) / 1e6).toFixed(2)} s CPU  ${label}`);
  return result;
}

export class SeedConsistencyError extends Error {}

/** The checks settle() and the ledger rely on; a data set that fails them is rolled back. */
async function verify(tx: Tx, merchantId: string): Promise<void> {
  const unbalanced = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from (
      select l.transaction_id from ledger_entries l where l.merchant_id = ${merchantId}
      group by l.transaction_id, l.currency, l.kind having sum(l.amount) <> 0) x`),
  )[0].n;
  if (unbalanced) throw new SeedConsistencyError(`${unbalanced} seeded ledger postings do not balance`);
  const mismatched = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from transactions d
      left join (
        select r.deposit_id, sum(l.amount) as total from transactions r
        join ledger_entries l on l.transaction_id = r.id and l.ledger_account like 'merchant:%' and l.kind <> 'settlement'
        where r.merchant_id = ${merchantId} and r.deposit_id is not null group by r.deposit_id
      ) c on c.deposit_id = d.id
      where d.merchant_id = ${merchantId} and d.type = 'DEPOSIT' and d.amount <> coalesce(c.total, 0)`),
  )[0].n;
  if (mismatched) throw new SeedConsistencyError(`${mismatched} seeded deposits do not match their transactions' ledger`);
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
  await tx.insert(settings).values({ key: 'account_number_key', value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
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
    const family = await tx.select().from(merchants).where(or(eq(merchants.id, options.merchantId), eq(merchants.parentId, options.merchantId)));
    const merchant = family.find((f) => f.id === options.merchantId);
    if (!merchant) throw new Error(`merchant ${options.merchantId} does not exist`);
    if (await hasTransactions(tx, merchant.id)) throw new Error(`merchant ${merchant.id} already has transactions; seed an empty database`);
    const settlementAccountId = await ensureSettlementAccount(tx, merchant.id, options.now);
    const tenantRows = await tx.select().from(tenants).where(eq(tenants.merchantId, merchant.id)).orderBy(tenants.id);
    const institutionRows = await tx.select().from(institutions).orderBy(institutions.id);

    // Room for the ledger's hash joins and the index builds, instead of spilling to temporary files.
    await tx.execute(sql.raw(`set local work_mem = '${LOAD_WORK_MEM}'`));
    await tx.execute(sql.raw(`set local maintenance_work_mem = '${LOAD_MAINTENANCE_WORK_MEM}'`));
    const indexes = await dropSecondaryIndexes(tx);
    // The overview's rollups: no delta per loaded row, one rebuild of the merchant's rollups at the end.
    await tx.execute(sql.raw(`set local merchant_console.analytics_deltas = 'off'`));
    // A bulk load is history, not news: no outbox event per loaded row (service/events/).
    await tx.execute(sql.raw(`set local merchant_console.events = 'off'`));
    const sink = new BulkSink(tx);
    const summary = await generateDataset(
      {
        seed: options.seed ?? 1,
        transactions: options.transactions,
        now: options.now,
        days: options.days ?? 120,
        serviceName: options.serviceName,
        delays: options.delays ?? { pendingMs: 5_000, processingMs: 10_000 },
        hashAccountNumber: await accountHasher(tx, merchant.id),
        institutions: institutionRows,
        merchant: {
          id: merchant.id,
          name: merchant.name,
          pricing: new Map(family.map((f) => [f.id, { basisPoints: f.feeBasisPoints, fixed: f.feeFixed }])),
          subMerchantIds: family.filter((f) => f.parentId === merchant.id).map((f) => f.id).sort(),
          tenantIds: tenantRows.map((t) => t.id),
          settlementAccountId,
        },
      },
      sink,
    );
    await sink.flush();
    progress(`rows inserted: ${sink.rows} (${elapsed()})`);
    await deriveLedger(tx, merchant.id, timed);
    progress(`ledger derived (${elapsed()})`);
    for (const def of indexes) await timed(def.replace(/ ON .*/, ''), () => tx.execute(sql.raw(def)));
    progress(`indexes rebuilt (${elapsed()})`);
    await timed('analytics rollups', () => tx.execute(sql`select analytics_rebuild(${merchant.id})`));
    await tx.execute(sql.raw(`set local merchant_console.analytics_deltas = 'on'`));
    await tx.execute(sql.raw(`set local merchant_console.events = 'on'`));
    progress(`analytics rollups built (${elapsed()})`);
    await verify(tx, merchant.id);
    if (options.marker) await tx.insert(settings).values({ key: options.marker, value: JSON.stringify({ ...summary, seed: options.seed ?? 1, at: options.now.toISOString() }) }).onConflictDoNothing();
    for (const table of ['transactions', 'ledger_entries', 'split_entries', 'accounts', 'end_users']) await tx.execute(sql.raw(`analyze "${table}"`));
    return { ...summary, rows: sink.rows, ms: Math.round(performance.now() - started) };
  });
}

export async function hasTransactions(db: DbOrTx, merchantId: string): Promise<boolean> {
  const rows = await db.select({ id: transactions.id }).from(transactions).where(eq(transactions.merchantId, merchantId)).limit(1);
  return rows.length > 0;
}

/** Whether a marker was set (demo data already loaded). */
export async function hasMarker(db: DbOrTx, marker: string): Promise<boolean> {
  const rows = await db.select({ key: settings.key }).from(settings).where(inArray(settings.key, [marker]));
  return rows.length > 0;
}
