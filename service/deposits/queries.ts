import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { exactSum } from '../analytics/sums';
import { invalidField } from '../lib/problems';
import type { DbOrTx } from '../db/client';
import { depositSums, transactions } from '../db/schema';
import { after, allOf, dateRange, newestFirst, paginate } from '../db/pages';
import { transactionSeek } from '../transactions/queries';
import { noRelations, serializeTransaction, type TransactionRow } from '../transactions/serialize';
import type { DepositListParams, RelatedSort } from './schemas';

export async function getDeposit(db: DbOrTx, merchantId: string, id: string) {
  const [deposit] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.merchantId, merchantId), eq(transactions.id, id), eq(transactions.type, 'DEPOSIT')));
  if (!deposit) return undefined;
  const related = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.merchantId, merchantId), eq(transactions.depositId, id)))
    .orderBy(asc(transactions.dateCreated), asc(transactions.id));
  return { deposit, related };
}

/** A deposit without its lines (the paged read, below, adds one page of them). */
export async function getDepositOnly(db: DbOrTx, merchantId: string, id: string) {
  const [deposit] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.merchantId, merchantId), eq(transactions.id, id), eq(transactions.type, 'DEPOSIT')));
  return deposit;
}

export function serializeDeposit(deposit: TransactionRow, related: TransactionRow[]) {
  return {
    ...serializeTransaction(deposit, noRelations()),
    related_transactions_count: related.length,
    related_transactions: related.map(serializeLine),
  };
}

/** Types that take their net amount back out of the deposit (service/deposits/settle.ts). */
const GIVE_BACKS = ['REFUND', 'REVERSAL', 'RETURN'];

/**
 * One page of a deposit's lines (extension `related_limit`, docs/reconciliation.md "A deposit's lines, a page at a
 * time"): keyset from the row a cursor names, in the spec's order (oldest first) or by amount or type (ties oldest
 * first), forwards (`n`) or backwards (`p`). The lines are found through trx_deposit_lines_idx (a deposit's few
 * thousand entries, which hold every column the order, the seek and the totals read), so a page costs the same at any
 * depth and reads from the table only its own rows. Plus the totals of every line per type, summed by the database
 * from the same index.
 */
export async function depositLinesPage(
  db: DbOrTx,
  merchantId: string,
  depositId: string,
  params: { limit: number; cursor?: string; sort?: RelatedSort },
) {
  const mine = and(eq(transactions.merchantId, merchantId), eq(transactions.depositId, depositId));
  const cursor = params.cursor === undefined ? undefined : decodeLineCursor(params.cursor);
  let from: TransactionRow | undefined;
  if (cursor) {
    [from] = await db
      .select()
      .from(transactions)
      .where(and(mine, eq(transactions.id, cursor.id)));
    if (!from) throw invalidField('related_cursor', 'invalid_cursor', 'The cursor is not one this deposit gave.');
  }
  const backwards = cursor?.direction === 'p';
  const column = params.sort ? (params.sort.endsWith('amount') ? transactions.amount : transactions.type) : undefined;
  const primaryDescending = params.sort?.startsWith('-') ?? false;
  // Reading backwards flips every direction, then the page is turned round.
  const up = (descending: boolean) => descending !== backwards;
  const order = [
    ...(column ? [up(primaryDescending) ? desc(column) : asc(column)] : []),
    up(false) ? desc(transactions.dateCreated) : asc(transactions.dateCreated),
    up(false) ? desc(transactions.id) : asc(transactions.id),
  ];
  let seek: SQL | undefined;
  if (from) {
    const beyond = (descending: boolean) => (up(descending) ? lt : gt);
    const tie = or(
      beyond(false)(transactions.dateCreated, from.dateCreated),
      and(eq(transactions.dateCreated, from.dateCreated), beyond(false)(transactions.id, from.id)),
    );
    const value = column === transactions.amount ? from.amount : from.type;
    seek = column ? or(beyond(primaryDescending)(column, value), and(eq(column, value), tie)) : tie;
  }
  const [rows, totals] = await Promise.all([
    // In the spec's order the index walks the page's rows in order. Sorted by amount or type, the page's ids first,
    // from trx_deposit_lines_idx alone (index-only, a top-N sort), then only those rows: the deposit's other lines are
    // never read from the table.
    column
      ? db
          .select()
          .from(transactions)
          .where(
            inArray(
              transactions.id,
              db
                .select({ id: transactions.id })
                .from(transactions)
                .where(and(mine, seek))
                .orderBy(...order)
                .limit(params.limit + 1),
            ),
          )
          .orderBy(...order)
      : db
          .select()
          .from(transactions)
          .where(and(mine, seek))
          .orderBy(...order)
          .limit(params.limit + 1),
    db
      .select({
        type: transactions.type,
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${transactions.amount}), 0)`,
        fees: sql<string>`coalesce(sum(${transactions.totalFee}), 0)`,
        net: sql<string>`coalesce(sum(${transactions.netAmount}), 0)`,
        unknownNet: sql<number>`count(*) filter (where ${transactions.netAmount} is null)::int`,
      })
      .from(transactions)
      .where(mine)
      .groupBy(transactions.type),
  ]);
  const more = rows.length > params.limit;
  const page = rows.slice(0, params.limit);
  if (backwards) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  // Forwards: a next page when more rows followed, a previous one when this page started after a cursor.
  // Backwards: the other way round.
  const hasNext = backwards ? Boolean(cursor) : more;
  const hasPrevious = backwards ? more : Boolean(cursor);
  const byType = totals
    .map((g) => {
      const net = BigInt(g.net);
      return {
        type: g.type,
        count: g.count,
        amount: exactSum(g.amount),
        total_fee: exactSum(g.fees),
        net_amount: exactSum(g.net),
        contribution: g.unknownNet ? null : exactSum(GIVE_BACKS.includes(g.type) ? -net : net),
      };
    })
    .sort((a, b) => rankOf(a.type) - rankOf(b.type) || a.type.localeCompare(b.type));
  const count = totals.reduce((n, g) => n + g.count, 0);
  const contributions = byType.some((g) => g.contribution === null)
    ? null
    : exactSum(totals.reduce((s, g) => s + (GIVE_BACKS.includes(g.type) ? -BigInt(g.net) : BigInt(g.net)), 0n));
  return {
    related_transactions_count: count,
    related_transactions: page.map(serializeLine),
    related_next_cursor: hasNext && last ? encodeLineCursor('n', last.id) : null,
    related_previous_cursor: hasPrevious && first ? encodeLineCursor('p', first.id) : null,
    related_totals: { count, contribution: contributions, by_type: byType },
  };
}

const TYPE_ORDER = ['PAYMENT', 'REFUND', 'REVERSAL', 'RETURN'];
const rankOf = (type: string) => (TYPE_ORDER.includes(type) ? TYPE_ORDER.indexOf(type) : TYPE_ORDER.length);

/** A line cursor: which way to read and the line to read from, base64url (opaque to clients). */
const encodeLineCursor = (direction: 'n' | 'p', id: string) => Buffer.from(`${direction} ${id}`).toString('base64url');

function decodeLineCursor(cursor: string): { direction: 'n' | 'p'; id: string } {
  const [direction, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split(' ');
  if (rest.length || !id || (direction !== 'n' && direction !== 'p'))
    throw invalidField('related_cursor', 'invalid_cursor', 'The cursor is not one this deposit gave.');
  return { direction, id };
}

function serializeLine(r: TransactionRow) {
  return {
    uuid: r.id,
    code: r.code,
    type: r.type,
    counterparty_account_uuid:
      r.type === 'PAYMENT'
        ? (r.originAccountId ?? r.destinationAccountId)
        : (r.destinationAccountId ?? r.originAccountId),
    amount: r.amount,
    net_amount: r.netAmount,
    total_fee: r.totalFee,
    metadata: r.metadata,
    primary_reference: r.primaryReference,
    secondary_reference: r.secondaryReference,
    tertiary_reference: r.tertiaryReference,
    currency: { code: r.currency },
  };
}

export async function listDeposits(db: DbOrTx, merchantId: string, params: DepositListParams) {
  const where = allOf([
    eq(transactions.merchantId, merchantId),
    eq(transactions.type, 'DEPOSIT'),
    params.code ? eq(transactions.code, params.code) : undefined,
    params.currency ? eq(transactions.currency, params.currency.toUpperCase()) : undefined,
    params.amount !== undefined ? eq(transactions.amount, params.amount) : undefined,
    params.destination_account_uuid
      ? eq(transactions.destinationAccountId, params.destination_account_uuid)
      : undefined,
    ...dateRange(transactions.dateCreated, params.date_from, params.date_to),
  ]);
  const page = await paginate(
    params,
    (limit, offset, key) =>
      db
        .select()
        .from(transactions)
        .where(and(where, after(transactions.dateCreated, transactions.id, key)))
        .orderBy(...newestFirst(transactions.dateCreated, transactions.id))
        .limit(limit)
        .offset(offset),
    transactionSeek(db, merchantId, 'DEPOSIT', params, (row: TransactionRow) => row),
  );
  const ids = page.items.map((d) => d.id);
  // Line counts from deposit_sums (written with the deposit), not from the lines (thousands a deposit); a deposit
  // without a row there is counted live.
  const sums = ids.length
    ? await db
        .select({ depositId: depositSums.depositId, n: depositSums.lineCount })
        .from(depositSums)
        .where(inArray(depositSums.depositId, ids))
    : [];
  const countOf = new Map<string | null, number>(sums.map((c) => [c.depositId, c.n]));
  const missing = ids.filter((id) => !countOf.has(id));
  const live = missing.length
    ? await db
        .select({ depositId: transactions.depositId, n: sql<number>`count(*)::int` })
        .from(transactions)
        .where(and(eq(transactions.merchantId, merchantId), inArray(transactions.depositId, missing)))
        .groupBy(transactions.depositId)
    : [];
  for (const c of live) countOf.set(c.depositId, c.n);
  return {
    deposits: page.items.map((d) => ({
      ...serializeTransaction(d, noRelations(), 'list'),
      related_transactions_count: countOf.get(d.id) ?? 0,
    })),
    pageInfo: page.pageInfo,
  };
}
