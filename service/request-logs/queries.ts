import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { requestLogs } from '../db/schema';
import { after, allOf, dateRange, newestFirst, paginate } from '../db/pages';
import type { RequestLogListParams } from './schemas';

export type RequestLogRow = typeof requestLogs.$inferSelect;

/** How long the log keeps a request. */
export const RETENTION_DAYS = 30;

const listColumns = {
  requestId: requestLogs.requestId,
  method: requestLogs.method,
  path: requestLogs.path,
  query: requestLogs.query,
  status: requestLogs.status,
  clientId: requestLogs.clientId,
  idempotencyKey: requestLogs.idempotencyKey,
  latencyMs: requestLogs.latencyMs,
  dateCreated: requestLogs.dateCreated,
};
type ListRow = { [K in keyof typeof listColumns]: RequestLogRow[K] };

export function serializeRequestLog(row: ListRow) {
  return {
    request_id: row.requestId,
    method: row.method,
    path: row.path,
    query: row.query,
    status: row.status,
    client_id: row.clientId,
    idempotency_key: row.idempotencyKey,
    latency_ms: row.latencyMs,
    date_created_gmt: row.dateCreated.toISOString(),
  };
}

export function serializeRequestLogDetail(row: RequestLogRow) {
  return { ...serializeRequestLog(row), request_body: row.requestBody, response_body: row.responseBody };
}

export function listRequestLogs(db: DbOrTx, merchantId: string, params: RequestLogListParams) {
  const where = [
    eq(requestLogs.merchantId, merchantId),
    params.status_class ? sql`(${requestLogs.status} / 100) = ${Number(params.status_class[0])}` : undefined,
    params.path ? eq(requestLogs.path, params.path) : undefined,
    params.client_id ? eq(requestLogs.clientId, params.client_id) : undefined,
    params.request_id ? eq(requestLogs.requestId, params.request_id) : undefined,
    ...dateRange(requestLogs.dateCreated, params.date_from, params.date_to),
  ];
  return paginate(params, (limit, offset, key) =>
    db
      .select(listColumns)
      .from(requestLogs)
      .where(allOf([...where, after(requestLogs.dateCreated, requestLogs.requestId, key)]))
      .orderBy(...newestFirst(requestLogs.dateCreated, requestLogs.requestId))
      .limit(limit)
      .offset(offset),
  );
}

export async function getRequestLog(
  db: DbOrTx,
  merchantId: string,
  requestId: string,
): Promise<RequestLogRow | undefined> {
  const [row] = await db
    .select()
    .from(requestLogs)
    .where(and(eq(requestLogs.merchantId, merchantId), eq(requestLogs.requestId, requestId)));
  return row;
}

/** Deletes up to `limit` requests older than the retention (any merchant); the background loop calls it. */
export async function purgeRequestLogs(db: DbOrTx, now: Date, limit = 5000): Promise<{ more: boolean }> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * 86_400_000);
  const old = db
    .select({ id: requestLogs.requestId })
    .from(requestLogs)
    .where(lt(requestLogs.dateCreated, cutoff))
    .limit(limit);
  const deleted = await db
    .delete(requestLogs)
    .where(sql`${requestLogs.requestId} in (${old})`)
    .returning({ id: requestLogs.requestId });
  return { more: deleted.length === limit };
}
