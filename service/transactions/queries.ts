import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accounts, endUsers, transactions } from '../db/schema';
import { allOf, dateRange, newestFirst, paginate } from '../http/list';
import type { TransactionListParams } from './schemas';
import type { TransactionRow } from './serialize';

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

function accountFilter(db: DbOrTx, merchantId: string, column: typeof transactions.originAccountId | typeof transactions.destinationAccountId, p: { uuid?: string; code?: string; last4?: string; institution?: string }): SQL[] {
  const out: SQL[] = [];
  if (p.uuid) out.push(eq(column, p.uuid));
  const conditions = [
    p.code ? eq(accounts.code, p.code) : undefined,
    p.last4 ? eq(accounts.last4, p.last4) : undefined,
    p.institution ? eq(accounts.institutionId, p.institution) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (conditions.length) {
    out.push(inArray(column, db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.merchantId, merchantId), ...conditions))));
  }
  return out;
}

/** end_user_* match the counterparty: the funding source of a payment, the destination of a payout, either side of a transfer. */
function endUserFilter(db: DbOrTx, merchantId: string, p: TransactionListParams): SQL[] {
  const out: SQL[] = [];
  if (p.end_user_uuid) out.push(or(eq(transactions.originEndUserId, p.end_user_uuid), eq(transactions.destinationEndUserId, p.end_user_uuid)) as SQL);
  const conditions = [
    p.end_user_code ? eq(endUsers.code, p.end_user_code) : undefined,
    p.end_user_email ? sql`lower(${endUsers.email}) = lower(${p.end_user_email})` : undefined,
    p.end_user_local_id ? eq(endUsers.localId, p.end_user_local_id) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (conditions.length) {
    const ids = db.select({ id: endUsers.id }).from(endUsers).where(and(eq(endUsers.merchantId, merchantId), ...conditions));
    out.push(or(inArray(transactions.originEndUserId, ids), inArray(transactions.destinationEndUserId, ids)) as SQL);
  }
  return out;
}

/** The WHERE of a payments/transfers/payouts list: always the merchant and the type, then every filter given. */
export function transactionListWhere(db: DbOrTx, merchantId: string, type: string, p: TransactionListParams): SQL | undefined {
  return allOf([
    eq(transactions.merchantId, merchantId),
    eq(transactions.type, type),
    p.code ? eq(transactions.code, p.code) : undefined,
    p.status ? eq(transactions.status, p.status) : undefined,
    p.description ? sql`${transactions.description} ilike ${containsPattern(p.description)}` : undefined,
    p.amount !== undefined ? eq(transactions.amount, p.amount) : undefined,
    p.tenant_uuid ? eq(transactions.tenantId, normalizeTenantId(p.tenant_uuid)) : undefined,
    p.amount_less_than !== undefined ? lte(transactions.amount, p.amount_less_than) : undefined,
    p.amount_greater_than !== undefined ? gte(transactions.amount, p.amount_greater_than) : undefined,
    p.primary_reference ? eq(transactions.primaryReference, p.primary_reference) : undefined,
    p.secondary_reference ? eq(transactions.secondaryReference, p.secondary_reference) : undefined,
    ...dateRange(transactions.dateCreated, p.date_from, p.date_to),
    ...accountFilter(db, merchantId, transactions.originAccountId, {
      uuid: p.origin_account_uuid,
      code: p.origin_account_code,
      last4: p.origin_account_last_4,
      institution: p.origin_account_institution_uuid,
    }),
    ...accountFilter(db, merchantId, transactions.destinationAccountId, {
      uuid: p.destination_account_uuid,
      code: p.destination_account_code,
      last4: p.destination_account_last_4,
      institution: p.destination_account_institution_uuid,
    }),
    ...endUserFilter(db, merchantId, p),
    p.merchant_id ? eq(transactions.ownerMerchantId, p.merchant_id) : undefined,
  ]);
}

export function listTransactions(db: DbOrTx, merchantId: string, type: string, params: TransactionListParams) {
  const where = transactionListWhere(db, merchantId, type, params);
  return paginate(params, (limit, offset) =>
    db.select().from(transactions).where(where).orderBy(...newestFirst(transactions.dateCreated, transactions.id)).limit(limit).offset(offset),
  );
}

/** One of the merchant's transactions of the given types; undefined for another merchant's id. */
export async function getTransaction(db: DbOrTx, merchantId: string, id: string, types: readonly string[]): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.merchantId, merchantId), eq(transactions.id, id), inArray(transactions.type, [...types])));
  return row;
}
