import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { businessDayOf, type BusinessDay, type DayPeriod } from '../../core/business-day';

/**
 * The finance reports (docs/reports.md), computed from the ledger (ledger_entries, service/ledger) in SQL, never
 * by paging the API. Every sum is a PostgreSQL numeric sent as text and read as a BigInt: no float touches an amount.
 *
 * - Balance: a merchant's balance is the sum of its `merchant:…` legs (its own and its sub-merchants'). Opening =
 *   legs before the period's first instant, closing = legs before the instant after its last day, activity = the
 *   legs in between by category, so opening + Σ activity = closing exactly and one period's closing is the next's
 *   opening.
 * - Payout reconciliation: the DEPOSITs and PAYOUTs created in the period, each with its lines (a deposit's
 *   grouped transactions; a payout itself). Per line: net = what the line moved towards the bank, fees = −(its
 *   legs on the platform's `fees` account), gross = net − fees. An item's bank amount is its own legs on the bank
 *   (or settlement) account, and equals the sum of its lines' nets.
 */

export interface ReportScope {
  merchantId: string;
  currency: string;
  businessDay: BusinessDay;
  period: DayPeriod;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

const big = (value: string | number | null | undefined): bigint => BigInt(String(value ?? '0').replace(/\.0*$/, ''));

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export const BALANCE_CATEGORIES = [
  'payments',
  'refunds',
  'disputes_and_returns',
  'fees',
  'deposits',
  'payouts',
  'transfers',
  'other',
] as const;
export type BalanceCategory = (typeof BALANCE_CATEGORIES)[number];

/** The category of a merchant leg (SQL function balance_category, migration 0017): fees by kind, the rest by its transaction's type (a won case's PAYMENT is a dispute's). */
const categoryOf = sql`balance_category(l.kind, t.type, t.remarks)`;

export interface BalanceReport {
  opening: bigint;
  closing: bigint;
  activity: { category: BalanceCategory; count: number; amount: bigint }[];
}

/*
 * "Before an instant X", per category: the rollup's whole UTC hours before X's hour (balance_hourly and the deltas not
 * folded yet, migration 0017) plus the legs from X's hour up to X (none when X is on the hour, as every period of a
 * whole-hour zone is). `n` = transactions whose first merchant leg of the category came before X. Opening and closing
 * are the sums before the period's two instants and the activity is their difference, so opening + Σ activity =
 * closing exactly and one period's closing is, by the same computation, the next one's opening.
 */
const hourOf = (instant: string) => sql`analytics_hour(${instant}::timestamptz)`;

const merchantLegs = (scope: ReportScope): SQL =>
  sql`l.merchant_id = ${scope.merchantId} and l.currency = ${scope.currency} and l.ledger_account like 'merchant:%'`;

export async function balanceReport(db: DbOrTx, scope: ReportScope): Promise<BalanceReport> {
  const start = iso(scope.period.start);
  const end = iso(scope.period.end);
  const scoped = sql`merchant_id = ${scope.merchantId} and currency = ${scope.currency}`;
  const rolled = sql`
    select category, count, amount, hour < ${hourOf(start)} as for_start, true as for_end from balance_hourly
    where ${scoped} and hour < ${hourOf(end)}
    union all
    select category, count, amount, hour < ${hourOf(start)}, true from balance_deltas
    where ${scoped} and hour < ${hourOf(end)}`;
  // The legs of the partial hour before an instant, each counted if it is its transaction's first of the category.
  const edge = (instant: string, forStart: boolean) => sql`
    select ${categoryOf} as category,
      case when exists (select 1 from ledger_entries o
        where o.transaction_id = l.transaction_id and o.merchant_id = l.merchant_id and o.currency = l.currency
          and o.ledger_account like 'merchant:%' and (o.kind = 'fee') = (l.kind = 'fee')
          and (o.date_created_gmt, o.id) < (l.date_created_gmt, l.id)) then 0 else 1 end as count,
      l.amount, ${sql.raw(String(forStart))} as for_start, ${sql.raw(String(!forStart))} as for_end
    from ledger_entries l left join transactions t on t.id = l.transaction_id
    where ${merchantLegs(scope)} and l.date_created_gmt >= ${hourOf(instant)} and l.date_created_gmt < ${instant}::timestamptz`;
  const rows = rowsOf<{
    category: BalanceCategory;
    before_start: string;
    before_end: string;
    n_start: string;
    n_end: string;
  }>(
    await db.execute(sql`
      select category,
        coalesce(sum(amount) filter (where for_start), 0)::text as before_start,
        coalesce(sum(amount) filter (where for_end), 0)::text as before_end,
        coalesce(sum(count) filter (where for_start), 0)::text as n_start,
        coalesce(sum(count) filter (where for_end), 0)::text as n_end
      from (${rolled} union all ${edge(start, true)} union all ${edge(end, false)}) x
      group by category`),
  );
  let opening = 0n;
  let closing = 0n;
  const byCategory = new Map<string, { count: number; amount: bigint }>();
  for (const r of rows) {
    opening += big(r.before_start);
    closing += big(r.before_end);
    byCategory.set(r.category, {
      count: Number(r.n_end) - Number(r.n_start),
      amount: big(r.before_end) - big(r.before_start),
    });
  }
  return {
    opening,
    closing,
    activity: BALANCE_CATEGORIES.map((category) => ({
      category,
      count: byCategory.get(category)?.count ?? 0,
      amount: byCategory.get(category)?.amount ?? 0n,
    })),
  };
}

export interface ReconciliationItem {
  id: string;
  code: string;
  type: 'DEPOSIT' | 'PAYOUT';
  status: string;
  dateCreated: string;
  businessDay: string;
  lineCount: number;
  gross: bigint;
  fees: bigint;
  net: bigint;
  bankAmount: bigint;
}

export interface ReconciliationLine {
  itemId: string;
  id: string;
  code: string;
  type: string;
  status: string;
  parentId: string | null;
  dateCreated: string;
  gross: bigint;
  fees: bigint;
  net: bigint;
}

type ItemRow = {
  id: string;
  code: string;
  type: 'DEPOSIT' | 'PAYOUT';
  status: string;
  date_created: string;
  line_count: number;
  fees: string;
  net: string;
  bank_amount: string;
};

const isBank = sql`(l.ledger_account not like 'merchant:%' and l.ledger_account <> 'fees')`;

/*
 * An item's sums, as subqueries over `items i` (currency = the item's). A deposit's come from deposit_sums (written
 * with the deposit from the same ledger legs, service/deposits/sums.ts); the live ones below serve a deposit without
 * a row.
 */
const itemBank = sql`(select coalesce(sum(l.amount), 0) from ledger_entries l
  where l.transaction_id = i.id and ${isBank} and l.currency = i.currency)`;
const payoutFees = sql`(select coalesce(-sum(l.amount), 0) from ledger_entries l
  where l.transaction_id = i.id and l.ledger_account = 'fees' and l.currency = i.currency)`;
const liveLineCount = sql`(select count(*) from transactions g where g.deposit_id = i.id)::int`;
const liveDepositFees = sql`(select coalesce(-sum(l.amount), 0) from ledger_entries l
  join transactions g on g.id = l.transaction_id
  where g.deposit_id = i.id and l.ledger_account = 'fees' and l.currency = i.currency)`;
const liveDepositNet = sql`(select coalesce(sum(l.amount), 0) from ledger_entries l
  join transactions g on g.id = l.transaction_id
  where g.deposit_id = i.id and l.ledger_account like 'merchant:%' and l.currency = i.currency)`;

/**
 * The deposits and payouts created in the period (oldest first, keyed by date and id after `after`), each with its
 * lines' sums and its own bank legs. `limit` bounds a page for the streamed export.
 */
export async function reconciliationItems(
  db: DbOrTx,
  scope: ReportScope,
  options: {
    after?: { dateCreated: string; id: string };
    /** The page before this key instead (the `limit` items just before it; still returned oldest first). */
    before?: { dateCreated: string; id: string };
    limit?: number;
    id?: string;
  } = {},
): Promise<ReconciliationItem[]> {
  const after = options.after
    ? sql`and (t.date_created_gmt, t.id) > (${options.after.dateCreated}::timestamptz, ${options.after.id})`
    : options.before
      ? sql`and (t.date_created_gmt, t.id) < (${options.before.dateCreated}::timestamptz, ${options.before.id})`
      : sql``;
  // The NULLS placement is trx_merchant_type_created_idx's (date_created_gmt DESC NULLS LAST, id DESC NULLS LAST),
  // read backwards for ascending: both columns are NOT NULL, so it changes no result, but with the default (ASC NULLS
  // LAST) the index could not give the order and PostgreSQL read and sorted every payout after the key for each
  // page (0.8 s a page at 1M, each of a year's export's ~600 pages: docs/performance.md, "Bank reconciliation and the
  // finance reports").
  const direction = sql.raw(options.before ? 'desc nulls last' : 'asc nulls first');
  const limit = options.limit ? sql`limit ${options.limit}` : sql``;
  const only = options.id ? sql`and t.id = ${options.id}` : sql``;
  // One ordered index range per type (trx_merchant_type_created_idx, read backwards), so a page reads a page of
  // rows, not the period's (type in (…) cannot come out of that index in date order).
  const ofType = (type: 'DEPOSIT' | 'PAYOUT') => sql`
    select t.id, t.code, t.type, t.status, t.date_created_gmt, t.currency
    from transactions t
    where t.merchant_id = ${scope.merchantId} and t.type = ${type} and t.currency = ${scope.currency}
      and t.date_created_gmt >= ${iso(scope.period.start)} and t.date_created_gmt < ${iso(scope.period.end)}
      ${after} ${only}
    order by t.date_created_gmt ${direction}, t.id ${direction}
    ${limit}`;
  // JIT off (see reconciliationTotals): the live subqueries' estimates cross jit_above_cost even when unused.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return rowsOf<ItemRow>(
      await tx.execute(sql`
      with items as (
        select * from (
          (${ofType('DEPOSIT')}) union all (${ofType('PAYOUT')})
        ) u
        order by u.date_created_gmt ${direction}, u.id ${direction}
        ${limit}
      )
      select i.id, i.code, i.type, i.status,
        to_char(i.date_created_gmt at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as date_created,
        case when i.type = 'PAYOUT' then 1 when s.deposit_id is not null then s.line_count
          else ${liveLineCount} end as line_count,
        case when i.type = 'PAYOUT' then ${payoutFees} when s.deposit_id is not null then s.fees
          else ${liveDepositFees} end::text as fees,
        case when i.type = 'PAYOUT' then ${itemBank} when s.deposit_id is not null then s.net
          else ${liveDepositNet} end::text as net,
        ${itemBank}::text as bank_amount
      from items i left join deposit_sums s on s.deposit_id = i.id
      order by i.date_created_gmt, i.id`),
    );
  });
  return rows.map((r) => {
    const fees = big(r.fees);
    const net = big(r.net);
    return {
      id: r.id,
      code: r.code,
      type: r.type,
      status: r.status,
      dateCreated: r.date_created,
      businessDay: businessDayOf(new Date(r.date_created), scope.businessDay),
      lineCount: Number(r.line_count),
      gross: net - fees,
      fees,
      net,
      bankAmount: big(r.bank_amount),
    };
  });
}

type LineRow = {
  id: string;
  code: string;
  type: string;
  status: string;
  parent_id: string | null;
  date_created: string;
  fees: string;
  net: string;
};

const lineColumns = sql`t.id, t.code, t.type, t.status, t.parent_id,
  to_char(t.date_created_gmt at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as date_created`;

function toLine(itemId: string, r: LineRow): ReconciliationLine {
  const fees = big(r.fees);
  const net = big(r.net);
  return {
    itemId,
    id: r.id,
    code: r.code,
    type: r.type,
    status: r.status,
    parentId: r.parent_id,
    dateCreated: r.date_created,
    gross: net - fees,
    fees,
    net,
  };
}

/** A deposit's lines (its grouped transactions by id, after `afterId`), at most `limit`. */
export async function depositLines(
  db: DbOrTx,
  item: Pick<ReconciliationItem, 'id'>,
  currency: string,
  options: { afterId?: string; limit: number },
): Promise<ReconciliationLine[]> {
  const after = options.afterId ? sql`and t.id > ${options.afterId}` : sql``;
  const rows = rowsOf<LineRow>(
    await db.execute(sql`
      select ${lineColumns},
        coalesce(-sum(l.amount) filter (where l.ledger_account = 'fees'), 0)::text as fees,
        coalesce(sum(l.amount) filter (where l.ledger_account like 'merchant:%'), 0)::text as net
      from transactions t left join ledger_entries l on l.transaction_id = t.id and l.currency = ${currency}
      where t.deposit_id = ${item.id} ${after}
      group by t.id
      order by t.id
      limit ${options.limit}`),
  );
  return rows.map((r) => toLine(item.id, r));
}

/** A payout's one line: what reached the bank (net), its fee, and what left the balance (gross). */
export async function payoutLine(db: DbOrTx, item: Pick<ReconciliationItem, 'id'>): Promise<ReconciliationLine[]> {
  return (await payoutLines(db, [item])).get(item.id) ?? [];
}

/** The lines of several payouts in one query (the export's page of items), by payout id. */
export async function payoutLines(
  db: DbOrTx,
  items: readonly Pick<ReconciliationItem, 'id'>[],
): Promise<Map<string, ReconciliationLine[]>> {
  const lines = new Map<string, ReconciliationLine[]>();
  if (!items.length) return lines;
  const rows = rowsOf<LineRow>(
    await db.execute(sql`
      select ${lineColumns},
        coalesce(-sum(l.amount) filter (where l.ledger_account = 'fees'), 0)::text as fees,
        coalesce(sum(l.amount) filter (where ${isBank}), 0)::text as net
      from transactions t left join ledger_entries l on l.transaction_id = t.id and l.currency = t.currency
      where t.id = any(${sql.param(items.map((i) => i.id))}::text[])
      group by t.id`),
  );
  for (const r of rows) lines.set(r.id, [toLine(r.id, r)]);
  return lines;
}

export interface ReconciliationTotals {
  items: number;
  lines: number;
  gross: bigint;
  fees: bigint;
  net: bigint;
  bankAmount: bigint;
  /** Money in: the deposits' bank amounts. */
  bankIn: bigint;
  /** Money out: the payouts' bank amounts. */
  bankOut: bigint;
}

/**
 * The period's totals in one set-based query (what `totalsOf` gives over every item, without listing them): the
 * deposits' lines' sums (deposit_sums), the payouts' own legs (fees, bank legs) and every item's bank legs.
 */
export async function reconciliationTotals(db: DbOrTx, scope: ReportScope): Promise<ReconciliationTotals> {
  // One pass over the period's items: a deposit's lines from deposit_sums (live without a row), every item's own
  // legs (a payout's fees, the bank legs) by one index lookup each. JIT off: the planner's cost for ~20,000 lookups
  // crosses jit_above_cost, and compiling costs more (about 1 s at 1M on PostgreSQL) than the query runs.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    const [row] = rowsOf<{
      items: number;
      lines: string;
      fees: string;
      net: string;
      bank_amount: string;
      bank_in: string;
      bank_out: string;
    }>(
      await tx.execute(sql`
        with items as (
          select t.id, t.type, t.currency
          from transactions t
          where t.merchant_id = ${scope.merchantId} and t.currency = ${scope.currency}
            and t.type in ('DEPOSIT', 'PAYOUT')
            and t.date_created_gmt >= ${iso(scope.period.start)} and t.date_created_gmt < ${iso(scope.period.end)}
        ),
        sums as (
          select i.type,
            case when i.type = 'PAYOUT' then 1 when s.deposit_id is not null then s.line_count
              else ${liveLineCount} end as lines,
            case when i.type = 'PAYOUT' then own.fees when s.deposit_id is not null then s.fees
              else ${liveDepositFees} end as fees,
            case when i.type = 'DEPOSIT' and s.deposit_id is not null then s.net
              when i.type = 'DEPOSIT' then ${liveDepositNet} end as deposit_net,
            own.bank_amount
          from items i left join deposit_sums s on s.deposit_id = i.id
          cross join lateral (
            select coalesce(-sum(l.amount) filter (where l.ledger_account = 'fees'), 0) as fees,
              coalesce(sum(l.amount) filter (where ${isBank}), 0) as bank_amount
            from ledger_entries l where l.transaction_id = i.id and l.currency = i.currency
          ) own
        )
        select count(*)::int as items, coalesce(sum(lines), 0)::bigint::text as lines,
          coalesce(sum(fees), 0)::text as fees,
          (coalesce(sum(deposit_net), 0) + coalesce(sum(bank_amount) filter (where type = 'PAYOUT'), 0))::text as net,
          coalesce(sum(bank_amount), 0)::text as bank_amount,
          coalesce(sum(bank_amount) filter (where type = 'DEPOSIT'), 0)::text as bank_in,
          coalesce(sum(bank_amount) filter (where type = 'PAYOUT'), 0)::text as bank_out
        from sums`),
    );
    const fees = big(row?.fees);
    const net = big(row?.net);
    return {
      items: Number(row?.items ?? 0),
      lines: Number(row?.lines ?? 0),
      gross: net - fees,
      fees,
      net,
      bankAmount: big(row?.bank_amount),
      bankIn: big(row?.bank_in),
      bankOut: big(row?.bank_out),
    };
  });
}

export const EXPORT_BATCH = 1000;
/** Items a page of the export reads (their payouts' lines are one query a page). */
const EXPORT_ITEMS = 500;

/** Every line of the period's items, item after item, a batch of rows at a time (constant memory). */
export async function* reconciliationLines(
  db: DbOrTx,
  scope: ReportScope,
): AsyncGenerator<{ item: ReconciliationItem; lines: ReconciliationLine[] }, void, undefined> {
  let after: { dateCreated: string; id: string } | undefined;
  for (;;) {
    const items = await reconciliationItems(db, scope, { after, limit: EXPORT_ITEMS });
    // One query for the page's payouts (one a payout was ~110,000 round trips for a year at 1M).
    const payouts = await payoutLines(
      db,
      items.filter((i) => i.type === 'PAYOUT'),
    );
    for (const item of items) {
      if (item.type === 'PAYOUT') {
        yield { item, lines: payouts.get(item.id) ?? [] };
        continue;
      }
      let afterId: string | undefined;
      for (;;) {
        const lines = await depositLines(db, item, scope.currency, { afterId, limit: EXPORT_BATCH });
        if (lines.length) yield { item, lines };
        if (lines.length < EXPORT_BATCH) break;
        afterId = lines[lines.length - 1].id;
      }
    }
    if (items.length < EXPORT_ITEMS) return;
    const last = items[items.length - 1];
    after = { dateCreated: last.dateCreated, id: last.id };
  }
}

/** Totals over items: each field summed, the bank amounts also split into money in (deposits) and out (payouts). */
export function totalsOf(
  items: readonly Pick<ReconciliationItem, 'type' | 'gross' | 'fees' | 'net' | 'bankAmount'>[],
): Omit<ReconciliationTotals, 'items' | 'lines'> {
  return items.reduce(
    (t, i) => ({
      gross: t.gross + i.gross,
      fees: t.fees + i.fees,
      net: t.net + i.net,
      bankAmount: t.bankAmount + i.bankAmount,
      bankIn: t.bankIn + (i.type === 'DEPOSIT' ? i.bankAmount : 0n),
      bankOut: t.bankOut + (i.type === 'PAYOUT' ? i.bankAmount : 0n),
    }),
    { gross: 0n, fees: 0n, net: 0n, bankAmount: 0n, bankIn: 0n, bankOut: 0n },
  );
}
