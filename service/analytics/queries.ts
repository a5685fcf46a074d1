import { and, eq, gte, inArray, isNotNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { endUsers, transactions } from '../db/schema';
import { allOf } from '../db/pages';
import { DISPUTE_REMARKS } from '../payments/give-back';
import { TRANSACTION_STATUSES } from '../transactions/schemas';
import { addDays } from '../../core/calendar';
import type { Period } from './period';
import type { OverviewJson } from './schemas';
import {
  dayOfSql,
  dayStartSql,
  periodInstants,
  rollupCurrencies,
  rollupGroups,
  rollupTopPayers,
  type OverviewScope,
  type PeriodInstants,
} from './rollups';
import { exactSum } from './sums';

/**
 * The overview's figures, each from one aggregate query over the period's rows (never by paging).
 * Sums come back from PostgreSQL as numeric text and are converted exactly (see `exactSum`).
 */

/** Payments that went through. A dispute can only open on a SUCCESSFUL payment, so DISPUTED ones did too. */
export const SUCCEEDED_PAYMENT_STATUSES = ['SUCCESSFUL', 'REFUNDED', 'DISPUTED'] as const;
/** Final states: the succeeded ones and those that never moved money. */
export const FINISHED_PAYMENT_STATUSES = [...SUCCEEDED_PAYMENT_STATUSES, 'FAILED', 'CANCELED', 'REVERSED'] as const;

export const TOP_END_USERS = 10;

function inList(column: SQL | AnyColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** The period's bounds as instants: midnight of date_from and of the day after date_to, in the zone. */
function createdInPeriod(period: Period): SQL[] {
  const start = dayStartSql(period, period.from);
  const end = dayStartSql(period, addDays(period.to, 1));
  return [gte(transactions.dateCreated, start), lt(transactions.dateCreated, end)];
}

function scoped(scope: OverviewScope, types: readonly string[], extra: (SQL | undefined)[] = []): SQL | undefined {
  return allOf([
    eq(transactions.merchantId, scope.merchantId),
    types.length === 1 ? eq(transactions.type, types[0]) : inArray(transactions.type, [...types]),
    eq(transactions.currency, scope.currency),
    scope.ownerMerchantId ? eq(transactions.ownerMerchantId, scope.ownerMerchantId) : undefined,
    ...createdInPeriod(scope.period),
    ...extra,
  ]);
}

const succeeded = inList(transactions.status, SUCCEEDED_PAYMENT_STATUSES);
const sumOf = (expr: SQL | AnyColumn) => sql<string>`coalesce(sum(${expr}), 0)::text`;
const countAll = sql<number>`count(*)::int`;

async function paymentsByStatus(db: DbOrTx, scope: OverviewScope) {
  return db
    .select({
      status: transactions.status,
      count: countAll,
      amount: sumOf(transactions.amount),
      totalFee: sumOf(transactions.totalFee),
      netAmount: sumOf(transactions.netAmount),
    })
    .from(transactions)
    .where(scoped(scope, ['PAYMENT']))
    .groupBy(transactions.status);
}

async function paymentsByDay(db: DbOrTx, scope: OverviewScope) {
  return db
    .select({
      day: sql<string>`to_char(${dayOfSql(scope.period, sql`${transactions.dateCreated}`)}, 'YYYY-MM-DD')`,
      count: countAll,
      amount: sumOf(transactions.amount),
      succeededCount: sql<number>`(count(*) filter (where ${succeeded}))::int`,
      succeededAmount: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${succeeded}), 0)::text`,
    })
    .from(transactions)
    .where(scoped(scope, ['PAYMENT']))
    .groupBy(sql`1`);
}

/** Refunds, disputes (the REVERSAL a dispute writes), payouts and transfers, in one pass. */
async function movementsByType(db: DbOrTx, scope: OverviewScope) {
  const isDispute = and(
    eq(transactions.type, 'REVERSAL'),
    isNotNull(transactions.parentId),
    eq(transactions.remarks, DISPUTE_REMARKS),
  );
  return db
    .select({
      type: transactions.type,
      count: countAll,
      amount: sumOf(transactions.amount),
      succeededCount: sql<number>`(count(*) filter (where ${transactions.status} = 'SUCCESSFUL'))::int`,
      succeededAmount: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.status} = 'SUCCESSFUL'), 0)::text`,
    })
    .from(transactions)
    .where(
      scoped(
        scope,
        ['REFUND', 'REVERSAL', 'PAYOUT', 'TRANSFER'],
        [or(inArray(transactions.type, ['REFUND', 'PAYOUT', 'TRANSFER']), isDispute)],
      ),
    )
    .groupBy(transactions.type);
}

/** The payers (the end user of a payment's funding source) with the largest succeeded volume. */
async function topEndUsers(db: DbOrTx, scope: OverviewScope) {
  const top = db
    .select({
      endUserId: sql<string>`${transactions.originEndUserId}`.as('end_user_id'),
      count: sql<number>`count(*)::int`.as('payment_count'),
      amount: sql<string>`sum(${transactions.amount})`.as('payment_amount'),
      amountText: sql<string>`sum(${transactions.amount})::text`.as('payment_amount_text'),
    })
    .from(transactions)
    .where(scoped(scope, ['PAYMENT'], [succeeded, isNotNull(transactions.originEndUserId)]))
    .groupBy(transactions.originEndUserId)
    .orderBy(sql`sum(${transactions.amount}) desc`, sql`count(*) desc`, transactions.originEndUserId)
    .limit(TOP_END_USERS)
    .as('top');
  return db
    .select({
      uuid: top.endUserId,
      count: top.count,
      amount: top.amountText,
      code: endUsers.code,
      type: endUsers.type,
      firstName: endUsers.firstName,
      lastName: endUsers.lastName,
      organization: endUsers.organization,
      email: endUsers.email,
    })
    .from(top)
    .leftJoin(endUsers, and(eq(endUsers.id, top.endUserId), eq(endUsers.merchantId, scope.merchantId)))
    .orderBy(sql`${top.amount} desc`, sql`${top.count} desc`, top.endUserId);
}

async function paymentCurrencies(db: DbOrTx, scope: Omit<OverviewScope, 'currency'>) {
  const rows = await db
    .selectDistinct({ currency: transactions.currency })
    .from(transactions)
    .where(
      allOf([
        eq(transactions.merchantId, scope.merchantId),
        eq(transactions.type, 'PAYMENT'),
        scope.ownerMerchantId ? eq(transactions.ownerMerchantId, scope.ownerMerchantId) : undefined,
        ...createdInPeriod(scope.period),
      ]),
    )
    .orderBy(transactions.currency);
  return rows.map((r) => r.currency);
}

function displayName(u: {
  type: string | null;
  firstName: string | null;
  lastName: string | null;
  organization: string | null;
}): string | null {
  const person = [u.firstName, u.lastName].filter(Boolean).join(' ');
  return (u.type === 'ORGANIZATION' ? u.organization || person : person || u.organization) || null;
}

const add = (a: bigint, b: string) => a + BigInt(b);

interface Figures {
  statusRows: { status: string; count: number; amount: string; totalFee: string; netAmount: string }[];
  dayRows: { day: string; count: number; amount: string; succeededCount: number; succeededAmount: string }[];
  movementRows: { type: string; count: number; amount: string; succeededCount: number; succeededAmount: string }[];
  topRows: Awaited<ReturnType<typeof topEndUsers>>;
  currencies: string[];
}

/** Every figure by aggregate queries over the period's transactions (zones whose midnights are not whole hours). */
async function figuresFromTransactions(db: DbOrTx, scope: OverviewScope): Promise<Figures> {
  const [statusRows, dayRows, movementRows, topRows, currencies] = await Promise.all([
    paymentsByStatus(db, scope),
    paymentsByDay(db, scope),
    movementsByType(db, scope),
    topEndUsers(db, scope),
    paymentCurrencies(db, scope),
  ]);
  return { statusRows, dayRows, movementRows, topRows, currencies };
}

/** The same figures from the rollups (service/analytics/rollups.ts): hours and days instead of rows. */
async function figuresFromRollups(db: DbOrTx, scope: OverviewScope, instants: PeriodInstants): Promise<Figures> {
  const [groups, payers, currencies] = await Promise.all([
    rollupGroups(db, scope),
    rollupTopPayers(db, scope, instants, TOP_END_USERS),
    rollupCurrencies(db, scope),
  ]);
  const succeededStatus: readonly string[] = SUCCEEDED_PAYMENT_STATUSES;
  const sumInto = <K extends string, R extends Record<string, unknown>>(
    map: Map<K, R>,
    key: K,
    fresh: () => R,
    add: (row: R) => void,
  ) => {
    const row = map.get(key) ?? fresh();
    add(row);
    map.set(key, row);
  };
  const byStatus = new Map<string, Figures['statusRows'][number]>();
  const byDay = new Map<string, Figures['dayRows'][number]>();
  const byType = new Map<string, Figures['movementRows'][number]>();
  const plus = (a: string, b: string) => (BigInt(a) + BigInt(b)).toString();
  for (const g of groups) {
    if (g.type === 'PAYMENT') {
      sumInto(
        byStatus,
        g.status,
        () => ({ status: g.status, count: 0, amount: '0', totalFee: '0', netAmount: '0' }),
        (r) => {
          r.count += g.count;
          r.amount = plus(r.amount, g.amount);
          r.totalFee = plus(r.totalFee, g.totalFee);
          r.netAmount = plus(r.netAmount, g.netAmount);
        },
      );
      const ok = succeededStatus.includes(g.status);
      sumInto(
        byDay,
        g.day,
        () => ({ day: g.day, count: 0, amount: '0', succeededCount: 0, succeededAmount: '0' }),
        (r) => {
          r.count += g.count;
          r.amount = plus(r.amount, g.amount);
          if (ok) {
            r.succeededCount += g.count;
            r.succeededAmount = plus(r.succeededAmount, g.amount);
          }
        },
      );
    } else {
      sumInto(
        byType,
        g.type,
        () => ({ type: g.type, count: 0, amount: '0', succeededCount: 0, succeededAmount: '0' }),
        (r) => {
          r.count += g.count;
          r.amount = plus(r.amount, g.amount);
          if (g.status === 'SUCCESSFUL') {
            r.succeededCount += g.count;
            r.succeededAmount = plus(r.succeededAmount, g.amount);
          }
        },
      );
    }
  }
  const people = payers.length
    ? await db
        .select({
          id: endUsers.id,
          code: endUsers.code,
          type: endUsers.type,
          firstName: endUsers.firstName,
          lastName: endUsers.lastName,
          organization: endUsers.organization,
          email: endUsers.email,
        })
        .from(endUsers)
        .where(
          and(
            eq(endUsers.merchantId, scope.merchantId),
            inArray(
              endUsers.id,
              payers.map((p) => p.endUserId),
            ),
          ),
        )
    : [];
  const person = new Map(people.map((p) => [p.id, p]));
  const topRows = payers.map((p) => {
    const u = person.get(p.endUserId);
    return {
      uuid: p.endUserId,
      count: p.count,
      amount: p.amount,
      code: u?.code ?? null,
      type: u?.type ?? null,
      firstName: u?.firstName ?? null,
      lastName: u?.lastName ?? null,
      organization: u?.organization ?? null,
      email: u?.email ?? null,
    };
  });
  return {
    statusRows: [...byStatus.values()],
    dayRows: [...byDay.values()],
    movementRows: [...byType.values()],
    topRows,
    currencies,
  };
}

/**
 * The overview. `source` forces one way of computing it (tests compare them); by default the rollups serve
 * every period whose local midnights are whole UTC hours, the transactions the others.
 */
export async function getOverview(
  db: DbOrTx,
  scope: OverviewScope,
  now: Date,
  source?: 'rollups' | 'transactions',
): Promise<OverviewJson> {
  const instants = await periodInstants(db, scope.period);
  const useRollups = source ? source === 'rollups' : instants.aligned;
  const { statusRows, dayRows, movementRows, topRows, currencies } = useRollups
    ? await figuresFromRollups(db, scope, instants)
    : await figuresFromTransactions(db, scope);

  const byStatus = new Map(statusRows.map((r) => [r.status, r]));
  const succeededRows = statusRows.filter((r) => (SUCCEEDED_PAYMENT_STATUSES as readonly string[]).includes(r.status));
  const finishedCount = statusRows
    .filter((r) => (FINISHED_PAYMENT_STATUSES as readonly string[]).includes(r.status))
    .reduce((n, r) => n + r.count, 0);
  const succeededCount = succeededRows.reduce((n, r) => n + r.count, 0);
  const knownStatuses: readonly string[] = TRANSACTION_STATUSES;
  const otherStatuses = statusRows.map((r) => r.status).filter((s) => !knownStatuses.includes(s));

  const byDay = new Map(dayRows.map((r) => [r.day, r]));
  const daily: OverviewJson['daily'] = [];
  for (let i = 0; i < scope.period.days; i++) {
    const date = addDays(scope.period.from, i);
    const row = byDay.get(date);
    daily.push({
      date,
      count: row?.count ?? 0,
      amount: exactSum(row?.amount),
      succeeded_count: row?.succeededCount ?? 0,
      succeeded_amount: exactSum(row?.succeededAmount),
    });
  }

  const movement = (type: string) => movementRows.find((r) => r.type === type);
  const totals = (type: string) => {
    const row = movement(type);
    return {
      count: row?.count ?? 0,
      amount: exactSum(row?.amount),
      succeeded_count: row?.succeededCount ?? 0,
      succeeded_amount: exactSum(row?.succeededAmount),
    };
  };
  const refunds = movement('REFUND');
  const disputes = movement('REVERSAL');

  return {
    currency: scope.currency,
    time_zone: scope.period.timeZone,
    date_from: scope.period.from,
    date_to: scope.period.to,
    merchant_id: scope.ownerMerchantId ?? null,
    available_currencies: currencies,
    payments: {
      count: statusRows.reduce((n, r) => n + r.count, 0),
      amount: exactSum(statusRows.reduce((s, r) => add(s, r.amount), 0n)),
      succeeded_count: succeededCount,
      succeeded_amount: exactSum(succeededRows.reduce((s, r) => add(s, r.amount), 0n)),
      finished_count: finishedCount,
      success_rate: finishedCount === 0 ? null : Math.round((succeededCount * 10_000) / finishedCount) / 10_000,
      total_fee: exactSum(succeededRows.reduce((s, r) => add(s, r.totalFee), 0n)),
      net_amount: exactSum(succeededRows.reduce((s, r) => add(s, r.netAmount), 0n)),
    },
    statuses: [...knownStatuses, ...otherStatuses].map((status) => {
      const row = byStatus.get(status);
      return { status, count: row?.count ?? 0, amount: exactSum(row?.amount) };
    }),
    daily,
    refunds: { count: refunds?.succeededCount ?? 0, amount: exactSum(refunds?.succeededAmount) },
    disputes: { count: disputes?.count ?? 0, amount: exactSum(disputes?.amount) },
    payouts: totals('PAYOUT'),
    transfers: totals('TRANSFER'),
    top_end_users: topRows.map((r) => ({
      uuid: r.uuid,
      code: r.code,
      name: displayName(r),
      email: r.email,
      count: r.count,
      amount: exactSum(r.amount),
    })),
    generated_at: now.toISOString(),
  };
}
