import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { transactions } from '../db/schema';
import { after, allOf, dateRange, newestFirst, paginate } from '../http/list';
import { transactionSeek } from '../transactions/queries';
import { noRelations, serializeTransaction, type TransactionRow } from '../transactions/serialize';
import type { DepositListParams } from './schemas';

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

export function serializeDeposit(deposit: TransactionRow, related: TransactionRow[]) {
  return {
    ...serializeTransaction(deposit, noRelations()),
    related_transactions_count: related.length,
    related_transactions: related.map((r) => ({
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
    })),
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
  const counts = ids.length
    ? await db
        .select({ depositId: transactions.depositId, n: sql<number>`count(*)::int` })
        .from(transactions)
        .where(and(eq(transactions.merchantId, merchantId), inArray(transactions.depositId, ids)))
        .groupBy(transactions.depositId)
    : [];
  const countOf = new Map(counts.map((c) => [c.depositId, c.n]));
  return {
    deposits: page.items.map((d) => ({
      ...serializeTransaction(d, noRelations(), 'list'),
      related_transactions_count: countOf.get(d.id) ?? 0,
    })),
    pageInfo: page.pageInfo,
  };
}
