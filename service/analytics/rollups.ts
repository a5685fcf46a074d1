import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { addDays } from '../../core/calendar';
import type { Period } from './period';

/**
 * The overview from its rollups (migration 0001): hourly sums per type, status, owner and currency, the
 * succeeded volume per payer and UTC day, and the deltas the trigger appended since the background loop last
 * folded them. A period whose day boundaries fall on whole hours (every zone with a whole-hour offset) reads
 * hours; the payers read whole UTC days and the period's edges from the transactions themselves.
 */

/** Whose figures the overview reads: a merchant (or one of its sub-merchants), a currency, a period. */
export interface OverviewScope {
  merchantId: string;
  /** Only this merchant or sub-merchant (already checked to be the merchant's). */
  ownerMerchantId?: string;
  currency: string;
  period: Period;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** The instant a day of the period starts: its local midnight, moved back by the cut-off's shift (core/business-day.ts). */
export function dayStartSql(period: Pick<Period, 'timeZone' | 'shiftMinutes'>, day: SQL | string): SQL {
  const date = typeof day === 'string' ? sql`${day}::date` : day;
  return sql`(((${date})::timestamp - make_interval(mins => ${period.shiftMinutes}::int)) at time zone ${period.timeZone})`;
}

/** The day of the period an instant falls in (a date). */
export function dayOfSql(period: Pick<Period, 'timeZone' | 'shiftMinutes'>, instant: SQL): SQL {
  return sql`((${instant} at time zone ${period.timeZone}) + make_interval(mins => ${period.shiftMinutes}::int))::date`;
}

/** Instants of the period: the start of date_from and of the day after date_to. */
function bounds(period: Period): { start: SQL; end: SQL } {
  return { start: dayStartSql(period, period.from), end: dayStartSql(period, addDays(period.to, 1)) };
}

export interface PeriodInstants {
  /** Every local midnight of the period (and the one after it) is a whole UTC hour. */
  aligned: boolean;
  start: Date;
  end: Date;
}

/** Where the period starts and ends as instants, and whether the hourly rollups can serve it. */
export async function periodInstants(db: DbOrTx, period: Period): Promise<PeriodInstants> {
  const { start, end } = bounds(period);
  const rows = rowsOf<{ aligned: boolean; start: string; end: string }>(
    await db.execute(sql`
      select bool_and(mod(extract(epoch from ${dayStartSql(period, sql`d`)})::numeric, 3600) = 0) as aligned,
        to_char(${start} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as start, to_char(${end} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as end
      from generate_series(${period.from}::date, ${addDays(period.to, 1)}::date, interval '1 day') d`),
  );
  return { aligned: rows[0]?.aligned === true, start: new Date(rows[0].start), end: new Date(rows[0].end) };
}

export async function periodOnWholeHours(db: DbOrTx, period: Period): Promise<boolean> {
  return (await periodInstants(db, period)).aligned;
}

/**
 * The owner of the rollup rows that sum all of a merchant's owners (itself and its sub-merchants): every hourly and
 * payer-monthly group is kept per owner and once for all owners (migration 0008), so the merchant's overview reads
 * a half (hours) to a third (payer-months) of the rows. Payer-days are kept per owner only.
 */
export const ALL_OWNERS = '*';

/** The scope's owner in the deltas, the payer-days and the transactions: none for the whole merchant. */
const owner = (scope: Pick<OverviewScope, 'ownerMerchantId'>) =>
  scope.ownerMerchantId ? sql` and owner_merchant_id = ${scope.ownerMerchantId}` : sql``;
/** The scope's owner in the hourly and payer-monthly rollups: the sub-merchant's own rows, or the all-owners rows. */
const rolledOwner = (scope: Pick<OverviewScope, 'ownerMerchantId'>) =>
  sql` and owner_merchant_id = ${scope.ownerMerchantId ?? ALL_OWNERS}`;

/** Both rollup sources of the hourly figures, restricted to the scope (types given). */
function hourlySource(scope: OverviewScope, types: readonly string[]): SQL {
  const { start, end } = bounds(scope.period);
  const where = sql`merchant_id = ${scope.merchantId} and currency = ${scope.currency} and type in (${sql.join(
    types.map((t) => sql`${t}`),
    sql`, `,
  )}) and hour >= ${start} and hour < ${end}`;
  return sql`(select type, status, hour, count, amount, total_fee, net_amount from analytics_hourly where ${where}${rolledOwner(scope)}
    union all select type, status, hour, count, amount, total_fee, net_amount from analytics_deltas where ${where}${owner(scope)})`;
}

export interface RollupGroup {
  type: string;
  status: string;
  day: string;
  count: number;
  amount: string;
  totalFee: string;
  netAmount: string;
}

/** Counts and sums per type, status and local day of the period: everything but the payers and currencies. */
export async function rollupGroups(db: DbOrTx, scope: OverviewScope): Promise<RollupGroup[]> {
  const source = hourlySource(scope, ['PAYMENT', 'REFUND', 'REVERSAL', 'PAYOUT', 'TRANSFER']);
  return rowsOf<RollupGroup>(
    await db.execute(sql`
      select type, status, to_char(day, 'YYYY-MM-DD') as day, count, amount, "totalFee", "netAmount" from (
        select type, status, ${dayOfSql(scope.period, sql`hour`)} as day,
          sum(count)::int as count, sum(amount)::text as amount, sum(total_fee)::text as "totalFee", sum(net_amount)::text as "netAmount"
        from ${source} r
        group by 1, 2, 3
        having sum(count) <> 0) g`),
  );
}

/** The currencies the merchant (or the sub-merchant) took payments in during the period. */
export async function rollupCurrencies(db: DbOrTx, scope: Omit<OverviewScope, 'currency'>): Promise<string[]> {
  const { start, end } = bounds(scope.period);
  const where = sql`merchant_id = ${scope.merchantId} and type = 'PAYMENT' and hour >= ${start} and hour < ${end}`;
  const rows = rowsOf<{ currency: string }>(
    await db.execute(sql`
      select currency from (select currency, count from analytics_hourly where ${where}${rolledOwner(scope)}
        union all select currency, count from analytics_deltas where ${where}${owner(scope)}) r
      group by currency having sum(count) <> 0 order by currency`),
  );
  return rows.map((r) => r.currency);
}

export interface PayerTotal {
  endUserId: string;
  count: number;
  amount: string;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const nextMonth = (day: string) => {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return isoDay(d.getTime());
};

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The payers with the largest succeeded volume over [start, end): whole UTC months from the monthly payer
 * rollup, the other whole UTC days from the daily one (both with their pending deltas), and the partial days
 * at both ends from the payments themselves. A partial month at either end is read as its month row minus the days
 * of it outside the period when those are fewer than the days inside (a month's row is the sum of its days: the
 * compaction and the rebuild write both from the same rows), so a period ending today reads the current month as
 * one row per payer, not one per payer and day (docs/performance.md, "The overview": 184k rows → about 100k for 90 days
 * at 1M).
 */
export async function rollupTopPayers(
  db: DbOrTx,
  scope: OverviewScope,
  instants: PeriodInstants,
  limit: number,
): Promise<PayerTotal[]> {
  const startMs = instants.start.getTime();
  const endMs = instants.end.getTime();
  // Whole UTC days inside the period: [dayFrom, dayTo); none when the period is shorter than one.
  const dayFrom = isoDay(Math.ceil(startMs / DAY_MS) * DAY_MS);
  const dayTo = isoDay(Math.max(Math.floor(endMs / DAY_MS), Math.ceil(startMs / DAY_MS)) * DAY_MS);
  // Whole UTC months inside those days: [monthFrom, monthTo); none when monthFrom >= monthTo.
  const monthFrom = dayFrom.endsWith('-01') ? dayFrom : nextMonth(dayFrom);
  const monthTo = `${dayTo.slice(0, 7)}-01`;
  const months = monthFrom < monthTo;
  // Days added from the daily rollup, days taken away from it, and the months read whole.
  const plus: [string, string][] = [];
  const minus: [string, string][] = [];
  let monthLo = monthFrom;
  let monthHi = monthTo;
  if (!months) plus.push([dayFrom, dayTo]);
  else {
    const headMonth = `${dayFrom.slice(0, 7)}-01`;
    if (dayFrom < monthFrom) {
      if (daysBetween(headMonth, dayFrom) < daysBetween(dayFrom, monthFrom)) {
        monthLo = headMonth;
        minus.push([headMonth, dayFrom]);
      } else plus.push([dayFrom, monthFrom]);
    }
    if (monthTo < dayTo) {
      const after = nextMonth(monthTo);
      if (daysBetween(dayTo, after) < daysBetween(monthTo, dayTo)) {
        monthHi = after;
        minus.push([dayTo, after]);
      } else plus.push([monthTo, dayTo]);
    }
  }
  const inDays = (column: SQL, ranges: [string, string][]) =>
    ranges.length
      ? sql`(${sql.join(
          ranges.map(([from, to]) => sql`(${column} >= ${from}::date and ${column} < ${to}::date)`),
          sql` or `,
        )})`
      : sql`false`;
  const utc = (day: string) => sql`(${day}::date::timestamp at time zone 'UTC')`;
  const scoped = sql`merchant_id = ${scope.merchantId} and currency = ${scope.currency}${owner(scope)}`;
  const rolled = sql`merchant_id = ${scope.merchantId} and currency = ${scope.currency}${rolledOwner(scope)}`;
  const start = sql`${instants.start.toISOString()}::timestamptz`;
  const end = sql`${instants.end.toISOString()}::timestamptz`;
  return rowsOf<PayerTotal>(
    await db.execute(sql`
      select end_user_id as "endUserId", sum(count)::int as count, sum(amount)::text as amount from (
        select end_user_id, count, amount from analytics_payer_monthly
          where ${rolled} and ${months ? sql`month >= ${monthLo}::date and month < ${monthHi}::date` : sql`false`}
        union all
        select end_user_id, count, amount from analytics_payer_daily
          where ${scoped} and ${inDays(sql`day`, plus)}
        union all
        select end_user_id, -count, -amount from analytics_payer_daily
          where ${scoped} and ${inDays(sql`day`, minus)}
        union all
        select end_user_id, count, amount from analytics_deltas
          where ${scoped} and type = 'PAYMENT' and end_user_id is not null and hour >= ${utc(dayFrom)} and hour < ${utc(dayTo)}
        union all
        select origin_end_user_id, 1, amount from transactions
          where ${scoped} and type = 'PAYMENT' and status in ('SUCCESSFUL', 'REFUNDED', 'DISPUTED') and origin_end_user_id is not null
            and ((date_created_gmt >= ${start} and date_created_gmt < least(${end}, ${utc(dayFrom)}))
              or (date_created_gmt >= greatest(${start}, ${utc(dayTo)}) and date_created_gmt < ${end}))
      ) p
      group by end_user_id
      having sum(count) > 0
      order by sum(amount) desc, sum(count) desc, end_user_id
      limit ${limit}`),
  );
}

/** Folds the pending deltas into the rollups (one runner at a time across processes); how many were folded. */
export async function compactRollups(db: DbOrTx): Promise<number> {
  const rows = rowsOf<{ moved: number }>(await db.execute(sql`select analytics_compact() as moved`));
  // The balance report's rollup of the ledger's merchant legs (migration 0017, service/reports/queries.ts).
  const legs = rowsOf<{ moved: number }>(await db.execute(sql`select balance_compact() as moved`));
  return Number(rows[0]?.moved ?? 0) + Number(legs[0]?.moved ?? 0);
}
