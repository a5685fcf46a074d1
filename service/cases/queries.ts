import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { DUE_SOON_DAYS, type CaseKind, type CaseReason, type CaseStatus, type EvidenceType } from '../../core/cases';
import type { DbOrTx } from '../db/client';
import { listSeek } from '../db/seek';
import { caseEvidence, cases, transactions } from '../db/schema';
import { after, allOf, dateRange, newestFirst, paginate, type Seek } from '../db/pages';
import type { CaseRow, EvidenceRow } from './lifecycle';
import type { CaseListParams } from './schemas';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A case as the API answers it (the events' snapshot, events_case_json in migration 0009, is the same). */
export function serializeCase(row: CaseRow, deposits: Map<string, string | null>) {
  return {
    uuid: row.id,
    code: row.code,
    kind: row.kind as CaseKind,
    reason: row.reason as CaseReason,
    status: row.status as CaseStatus,
    amount: row.amount,
    currency: row.currency,
    payment_id: row.paymentId,
    transaction_id: row.debitTransactionId,
    deposit_id: deposits.get(row.debitTransactionId) ?? null,
    credit_transaction_id: row.creditTransactionId,
    credit_deposit_id: row.creditTransactionId ? (deposits.get(row.creditTransactionId) ?? null) : null,
    end_user_id: row.payerEndUserId,
    merchant_id: row.ownerMerchantId,
    respond_by: row.respondBy.toISOString(),
    response_text: row.responseText,
    submitted_at: iso(row.submittedAt),
    decided_at: iso(row.decidedAt),
    date_created_gmt: row.dateCreated.toISOString(),
    date_updated_gmt: row.dateUpdated.toISOString(),
  };
}

export function serializeEvidence(row: EvidenceRow) {
  return {
    uuid: row.id,
    file_name: row.fileName,
    content_type: row.contentType as EvidenceType,
    size: row.size,
    sha256: row.sha256,
    date_created_gmt: row.dateCreated.toISOString(),
  };
}

/** The deposits the cases' transactions went into, in one query. */
export async function depositsOf(db: DbOrTx, rows: CaseRow[]): Promise<Map<string, string | null>> {
  const ids = rows.flatMap((r) =>
    r.creditTransactionId ? [r.debitTransactionId, r.creditTransactionId] : [r.debitTransactionId],
  );
  if (!ids.length) return new Map();
  const found = await db
    .select({ id: transactions.id, depositId: transactions.depositId })
    .from(transactions)
    .where(inArray(transactions.id, ids));
  return new Map(found.map((f) => [f.id, f.depositId]));
}

export async function serializeCases(db: DbOrTx, rows: CaseRow[]) {
  const deposits = await depositsOf(db, rows);
  return rows.map((r) => serializeCase(r, deposits));
}

/**
 * The cases a deposit's lines belong to: the debit (REVERSAL/RETURN) or the credit (the won money's PAYMENT) settled
 * into it. The deposit's transactions come from trx_deposit_idx as an array, then each side is an index lookup
 * (cases_debit_idx, cases_credit_idx), so the two sides are a BitmapOr of index scans, never a scan of cases.
 */
function inDeposit(merchantId: string, depositId: string) {
  const ids = sql`array(select ${transactions.id} from ${transactions} where ${transactions.merchantId} = ${merchantId} and ${transactions.depositId} = ${depositId})`;
  return or(sql`${cases.debitTransactionId} = any(${ids})`, sql`${cases.creditTransactionId} = any(${ids})`);
}

/**
 * How the due-soon order seeks deep pages (service/db/pages.ts, Seek; key: `created` holds the case's
 * respond_by). Its rows leave the list with no new row (a case answered, accepted or past its deadline), so the
 * mark is not only the merchant's newest case (a case joins the list only when it is created, in NEEDS_RESPONSE,
 * and no case goes back to it) but also how many cases need a response (a case leaving lowers it): every change
 * of the list changes the mark. Both from indexes (cases_merchant_created_idx; the count from
 * cases_merchant_status_due_idx, only the open cases).
 */
function dueSoonSeek(db: DbOrTx, merchantId: string, params: CaseListParams): Seek<CaseRow> {
  const { page: _page, page_size: _size, ...filters } = params;
  return {
    list: `cases_due_soon:${merchantId}:${JSON.stringify(filters)}`,
    mark: async () => {
      const [newest] = await db
        .select({ created: cases.dateCreated, id: cases.id })
        .from(cases)
        .where(eq(cases.merchantId, merchantId))
        .orderBy(...newestFirst(cases.dateCreated, cases.id))
        .limit(1);
      const [open] = await db
        .select({ n: count() })
        .from(cases)
        .where(and(eq(cases.merchantId, merchantId), eq(cases.status, 'NEEDS_RESPONSE')));
      return newest ? `${newest.created.getTime()}:${newest.id}:${open?.n ?? 0}` : '';
    },
    keyOf: (row) => ({ created: row.respondBy, id: row.id }),
  };
}

export function listCases(db: DbOrTx, merchantId: string, params: CaseListParams) {
  const where = [
    eq(cases.merchantId, merchantId),
    params.kind ? eq(cases.kind, params.kind) : undefined,
    params.reason ? eq(cases.reason, params.reason) : undefined,
    params.code ? eq(cases.code, params.code) : undefined,
    params.payment_id ? eq(cases.paymentId, params.payment_id) : undefined,
    params.end_user_id ? eq(cases.payerEndUserId, params.end_user_id) : undefined,
    params.deposit_id ? inDeposit(merchantId, params.deposit_id) : undefined,
    ...dateRange(cases.dateCreated, params.date_from, params.date_to),
  ];
  if (params.sort === 'due_soon') {
    // Open cases by deadline: a range of cases_merchant_status_due_idx (merchant, status, respond_by, id), deep
    // pages from a remembered (respond_by, id) key (dueSoonSeek).
    const status = params.status ?? 'NEEDS_RESPONSE';
    if (status !== 'NEEDS_RESPONSE') return paginate(params, () => Promise.resolve([] as CaseRow[]));
    return paginate(
      params,
      (limit, offset, key) =>
        db
          .select()
          .from(cases)
          .where(
            allOf([
              ...where,
              eq(cases.status, status),
              key ? sql`(${cases.respondBy}, ${cases.id}) > (${key.created}, ${key.id})` : undefined,
            ]),
          )
          .orderBy(asc(cases.respondBy), asc(cases.id))
          .limit(limit)
          .offset(offset),
      // A deposit's cases change when a case's transaction settles, without a case changing: no seeking.
      params.deposit_id ? undefined : dueSoonSeek(db, merchantId, params),
    );
  }
  return paginate(
    params,
    (limit, offset, key) =>
      db
        .select()
        .from(cases)
        .where(
          allOf([
            ...where,
            params.status ? eq(cases.status, params.status) : undefined,
            after(cases.dateCreated, cases.id, key),
          ]),
        )
        .orderBy(...newestFirst(cases.dateCreated, cases.id))
        .limit(limit)
        .offset(offset),
    // Newest first seeks like the other lists; a status, or a deposit (its cases change as transactions
    // settle), can change without a new case: no seeking then.
    listSeek(db, {
      name: 'cases',
      table: cases,
      merchantId,
      params,
      changing: ['status', 'deposit_id'],
      keyOf: (row: CaseRow) => ({ created: row.dateCreated, id: row.id }),
    }),
  );
}

export async function getCase(db: DbOrTx, merchantId: string, id: string): Promise<CaseRow | undefined> {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.merchantId, merchantId), eq(cases.id, id)));
  return row;
}

/** The evidence of a case without the file contents, oldest first. */
export function listEvidence(db: DbOrTx, merchantId: string, caseId: string) {
  return db
    .select({
      id: caseEvidence.id,
      caseId: caseEvidence.caseId,
      merchantId: caseEvidence.merchantId,
      fileName: caseEvidence.fileName,
      contentType: caseEvidence.contentType,
      size: caseEvidence.size,
      sha256: caseEvidence.sha256,
      contentBase64: sql<string>`''`,
      dateCreated: caseEvidence.dateCreated,
    })
    .from(caseEvidence)
    .where(and(eq(caseEvidence.merchantId, merchantId), eq(caseEvidence.caseId, caseId)))
    .orderBy(asc(caseEvidence.dateCreated), asc(caseEvidence.id));
}

export async function getEvidence(
  db: DbOrTx,
  merchantId: string,
  caseId: string,
  id: string,
): Promise<EvidenceRow | undefined> {
  const [row] = await db
    .select()
    .from(caseEvidence)
    .where(and(eq(caseEvidence.merchantId, merchantId), eq(caseEvidence.caseId, caseId), eq(caseEvidence.id, id)));
  return row;
}

/** Open cases, those waiting for a response, and those due within DUE_SOON_DAYS (index-only on the due index). */
export async function caseCounts(db: DbOrTx, merchantId: string, now: Date) {
  const soon = new Date(now.getTime() + DUE_SOON_DAYS * 86_400_000);
  const rows = await db
    .select({
      status: cases.status,
      n: count(),
      soon: sql<number>`count(*) filter (where ${cases.respondBy} <= ${soon})::int`,
    })
    .from(cases)
    .where(
      and(eq(cases.merchantId, merchantId), or(eq(cases.status, 'NEEDS_RESPONSE'), eq(cases.status, 'UNDER_REVIEW'))),
    )
    .groupBy(cases.status);
  const needs = rows.find((r) => r.status === 'NEEDS_RESPONSE');
  const review = rows.find((r) => r.status === 'UNDER_REVIEW');
  return {
    open: Number(needs?.n ?? 0) + Number(review?.n ?? 0),
    needs_response: Number(needs?.n ?? 0),
    due_soon: Number(needs?.soon ?? 0),
  };
}
