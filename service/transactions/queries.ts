import { and, eq, getTableColumns, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accounts, endUsers, transactions } from '../db/schema';
import { after, allOf, dateRange, newestFirst, paginate, type PageInfo, type PageKey, type Seek } from '../db/pages';
import { inline, placeholders, prepared, type Bind } from '../db/prepared';
import { listSeek } from '../db/seek';
import {
  serializeTransaction,
  UNSERIALIZED_COLUMNS,
  type RefundSummary,
  type SerializedRow,
  type SplitRow,
  type TransactionRelations,
  type TransactionRow,
} from './serialize';
import type { TransactionJson, TransactionListParams } from './schemas';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tenant ids are ten_<uuid>; some clients send the bare UUID (spec 2.1). */
export function normalizeTenantId(value: string): string {
  const v = value.trim();
  return UUID.test(v) ? `ten_${v.toLowerCase()}` : v;
}

/** LIKE pattern for "contains", with the wildcard characters of the input taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function accountFilter(
  db: DbOrTx,
  merchantId: string,
  column: typeof transactions.originAccountId | typeof transactions.destinationAccountId,
  p: { uuid?: string; code?: string; last4?: string; institution?: string },
  side: string,
  bind: Bind,
): SQL[] {
  const out: SQL[] = [];
  if (p.uuid) out.push(eq(column, bind(`${side}_uuid`, p.uuid)));
  const conditions = [
    p.code ? eq(accounts.code, bind(`${side}_code`, p.code)) : undefined,
    p.last4 ? eq(accounts.last4, bind(`${side}_last4`, p.last4)) : undefined,
    p.institution ? eq(accounts.institutionId, bind(`${side}_institution`, p.institution)) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (conditions.length) {
    // = any(array(…)): the ids are computed once (an InitPlan) and looked up in the column's index.
    out.push(
      sql`${column} = any(array(${db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.merchantId, bind('merchant', merchantId)), ...conditions))}))`,
    );
  }
  return out;
}

/** end_user_* match the counterparty: the funding source of a payment, the destination of a payout, either side of a transfer. */
function endUserFilter(db: DbOrTx, merchantId: string, p: TransactionListParams, bind: Bind): SQL[] {
  const out: SQL[] = [];
  if (p.end_user_uuid) {
    const id = bind('end_user_uuid', p.end_user_uuid);
    out.push(or(eq(transactions.originEndUserId, id), eq(transactions.destinationEndUserId, id)) as SQL);
  }
  const conditions = [
    p.end_user_code ? eq(endUsers.code, bind('end_user_code', p.end_user_code)) : undefined,
    p.end_user_email ? sql`lower(${endUsers.email}) = lower(${bind('end_user_email', p.end_user_email)})` : undefined,
    p.end_user_local_id ? eq(endUsers.localId, bind('end_user_local_id', p.end_user_local_id)) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (conditions.length) {
    const ids = db
      .select({ id: endUsers.id })
      .from(endUsers)
      .where(and(eq(endUsers.merchantId, bind('merchant', merchantId)), ...conditions));
    // Two "= any(array(…))" (InitPlans) let PostgreSQL OR the two end-user indexes (a BitmapOr); two IN
    // (subquery) joined by OR can only be checked row by row, a scan of every transaction of the merchant.
    out.push(
      sql`(${transactions.originEndUserId} = any(array(${ids})) or ${transactions.destinationEndUserId} = any(array(${ids})))`,
    );
  }
  return out;
}

/**
 * The WHERE of a payments/transfers/payouts list: always the merchant and the type, then every filter given.
 * `bind` turns the values into placeholders for a prepared query (listTransactionPage); by default they are inlined.
 */
export function transactionListWhere(
  db: DbOrTx,
  merchantId: string,
  type: string,
  p: TransactionListParams,
  bind: Bind = inline,
): SQL | undefined {
  return allOf([
    eq(transactions.merchantId, bind('merchant', merchantId)),
    eq(transactions.type, bind('type', type)),
    p.code ? eq(transactions.code, bind('code', p.code)) : undefined,
    // Extensions of the payments list: one placeholder holding the array (= any($n)), so the prepared query's
    // shape is the same however many values are given.
    p.code_in ? sql`${transactions.code} = any(${bind('code_in', p.code_in)}::text[])` : undefined,
    p.uuid_in ? sql`${transactions.id} = any(${bind('uuid_in', p.uuid_in)}::text[])` : undefined,
    p.status ? eq(transactions.status, bind('status', p.status)) : undefined,
    p.description
      ? sql`${transactions.description} ilike ${bind('description', containsPattern(p.description))}`
      : undefined,
    p.amount !== undefined ? eq(transactions.amount, bind('amount', p.amount)) : undefined,
    p.tenant_uuid ? eq(transactions.tenantId, bind('tenant_uuid', normalizeTenantId(p.tenant_uuid))) : undefined,
    p.amount_less_than !== undefined
      ? lte(transactions.amount, bind('amount_less_than', p.amount_less_than))
      : undefined,
    p.amount_greater_than !== undefined
      ? gte(transactions.amount, bind('amount_greater_than', p.amount_greater_than))
      : undefined,
    p.primary_reference ? eq(transactions.primaryReference, bind('primary_reference', p.primary_reference)) : undefined,
    p.secondary_reference
      ? eq(transactions.secondaryReference, bind('secondary_reference', p.secondary_reference))
      : undefined,
    ...dateRange(transactions.dateCreated, p.date_from, p.date_to, bind),
    ...accountFilter(
      db,
      merchantId,
      transactions.originAccountId,
      {
        uuid: p.origin_account_uuid,
        code: p.origin_account_code,
        last4: p.origin_account_last_4,
        institution: p.origin_account_institution_uuid,
      },
      'origin_account',
      bind,
    ),
    ...accountFilter(
      db,
      merchantId,
      transactions.destinationAccountId,
      {
        uuid: p.destination_account_uuid,
        code: p.destination_account_code,
        last4: p.destination_account_last_4,
        institution: p.destination_account_institution_uuid,
      },
      'destination_account',
      bind,
    ),
    ...endUserFilter(db, merchantId, p, bind),
    p.merchant_id ? eq(transactions.ownerMerchantId, bind('merchant_id', p.merchant_id)) : undefined,
  ]);
}

/** Filters whose rows can change after creation (a status; an end user's email or ID number): no seeking (Seek). */
const CHANGING_FILTERS = ['status', 'end_user_email', 'end_user_local_id'] as const;

/** How a transaction list of one type seeks deep pages (service/db/seek.ts). */
export function transactionSeek<T>(
  db: DbOrTx,
  merchantId: string,
  type: string,
  params: { page?: number; page_size?: number } & Record<string, unknown>,
  rowOf: (item: T) => Pick<TransactionRow, 'dateCreated' | 'id'>,
): Seek<T> | undefined {
  return listSeek(db, {
    name: 'transactions',
    table: transactions,
    merchantId,
    scope: { column: transactions.type, value: type },
    params,
    changing: CHANGING_FILTERS,
    keyOf: (item) => {
      const row = rowOf(item);
      return { created: row.dateCreated, id: row.id };
    },
  });
}

/** The page query of one filter shape, with each row's split entries and refunds (listTransactionPage). */
function pageStatement(db: DbOrTx, shape: string, where: SQL | undefined) {
  return prepared(db, `transactions_page(${shape})`, (d) => {
    const page = d
      .select()
      .from(transactions)
      .where(where)
      .orderBy(...newestFirst(transactions.dateCreated, transactions.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    // Written out (aliased) because drizzle leaves the columns of a one-table select unqualified, and here
    // they must not be confused with the page's. Column names as in service/db/schema.ts.
    const splits = sql<SplitRow[] | null>`case when "page"."has_splits" then (select json_agg(json_build_object(
        'id', se.id, 'transactionId', se.transaction_id, 'position', se.position, 'merchantId', se.merchant_id, 'tenantId', se.tenant_id,
        'isRemainder', se.is_remainder, 'requestedAmount', se.requested_amount, 'amount', se.amount, 'variableFee', se.variable_fee,
        'fixedFee', se.fixed_fee, 'totalFee', se.total_fee, 'netAmount', se.net_amount, 'description', se.description,
        'primaryReference', se.primary_reference, 'secondaryReference', se.secondary_reference) order by se.position)
      from split_entries se where se.transaction_id = "page"."id") end`;
    const refunds = sql<
      (Omit<RefundSummary, 'dateCreated'> & { dateCreated: number })[] | null
    >`case when "page"."type" = 'PAYMENT' and "page"."amount_refunded" > 0 then
      (select json_agg(json_build_object('id', rf.id, 'code', rf.code, 'status', rf.status, 'amount', rf.amount, 'refundReason', rf.refund_reason,
        'refundNote', rf.refund_note, 'dateCreated', (extract(epoch from rf.date_created_gmt) * 1000)::bigint) order by rf.date_created_gmt, rf.id)
      from transactions rf where rf.parent_id = "page"."id" and rf.type = 'REFUND') end`;
    // Only the columns the JSON shows: each column of 50–1000 rows is parsed, decoded and collected.
    const unread = new Set<string>(UNSERIALIZED_COLUMNS);
    const row = Object.fromEntries(
      Object.keys(getTableColumns(transactions))
        .filter((key) => !unread.has(key))
        .map((key) => [key, page[key as keyof typeof page]]),
    ) as unknown as Pick<typeof page._.selectedFields, keyof SerializedRow>;
    return d
      .select({ row, splits, refunds })
      .from(page)
      .orderBy(...newestFirst(page.dateCreated, page.id))
      .prepare('');
  });
}

/**
 * A whole list page in ONE query: the page in a subquery, each row with its split
 * entries and refunds as JSON from correlated subqueries that run only for the rows that have some
 * (has_splits; a payment with amount_refunded > 0), then serialized: no query per row, and two round
 * trips fewer than loading the relations separately. The query is built once per shape (which filters are
 * given) and prepared unnamed (service/db/prepared.ts): building it with drizzle cost more CPU than
 * PostgreSQL spends running it.
 */
export async function listTransactionPage(
  db: DbOrTx,
  merchantId: string,
  type: string,
  params: TransactionListParams,
): Promise<{ items: TransactionJson[]; pageInfo: PageInfo }> {
  const statementFor = (key: PageKey | undefined) => {
    const bound = placeholders();
    const where = and(
      transactionListWhere(db, merchantId, type, params, bound.bind),
      after(transactions.dateCreated, transactions.id, key, bound.bind),
    );
    return { bound, statement: pageStatement(db, bound.shape(), where) };
  };
  const { items, pageInfo } = await paginate(
    params,
    (limit, offset, key) => {
      const { bound, statement } = statementFor(key);
      return statement.execute({ ...bound.values, limit, offset });
    },
    transactionSeek(db, merchantId, type, params, (item: { row: SerializedRow }) => item.row),
  );
  const relations: TransactionRelations = { splits: new Map(), refunds: new Map() };
  for (const item of items) {
    if (item.splits) relations.splits.set(item.row.id, item.splits);
    if (item.refunds)
      relations.refunds.set(
        item.row.id,
        item.refunds.map((r) => ({ ...r, dateCreated: new Date(Number(r.dateCreated)) })),
      );
  }
  return { items: items.map((item) => serializeTransaction(item.row, relations, 'list')), pageInfo };
}

/** One of the merchant's transactions of the given types; undefined for another merchant's id. */
export async function getTransaction(
  db: DbOrTx,
  merchantId: string,
  id: string,
  types: readonly string[],
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(
      and(eq(transactions.merchantId, merchantId), eq(transactions.id, id), inArray(transactions.type, [...types])),
    );
  return row;
}
