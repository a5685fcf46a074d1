import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { addDays, daysBetween } from '../../core/calendar';
import type { DbOrTx } from '../db/client';
import {
  reconAudit,
  reconCsvMappings,
  reconExceptions,
  reconLines,
  reconMatches,
  reconStatements,
  transactions,
} from '../db/schema';
import { allOf, newestFirst, paginate } from '../db/pages';
import { invalidField } from '../lib/problems';
import type { z } from '@hono/zod-openapi';
import { activeMatchOf, MATCHABLE_TYPES, signedAmount, TRX_ID, trxDate } from './matching';
import { lineShown, statementShown } from './visibility';
import type {
  ADJUSTMENTS,
  CONTINUITY_CHECKS,
  CsvMappingSchema,
  LINE_RESOLUTIONS,
  LINE_STATUSES,
  RESOLUTIONS,
} from './schemas';

type StatementRow = typeof reconStatements.$inferSelect;
type LineRow = typeof reconLines.$inferSelect;
type ExceptionRow = typeof reconExceptions.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const paging = (p: { page?: number; page_size?: number }) => ({ page: p.page, page_size: p.page_size });

export async function serializeStatements(db: DbOrTx, rows: StatementRow[]) {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ id: reconLines.statementId, n: count() })
        .from(reconLines)
        .where(and(inArray(reconLines.statementId, ids), eq(reconLines.status, 'MATCHED')))
        .groupBy(reconLines.statementId)
    : [];
  const matched = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return rows.map((r) => ({
    uuid: r.id,
    format: r.format as 'CAMT053' | 'MT940' | 'CSV',
    file_name: r.fileName,
    sha256: r.sha256,
    account: r.account,
    bank_statement_id: r.bankStatementId,
    currency: r.currency,
    opening_balance: r.openingBalance,
    closing_balance: r.closingBalance,
    line_count: r.lineCount,
    credit_total: r.creditTotal,
    debit_total: r.debitTotal,
    first_date: r.firstDate,
    last_date: r.lastDate,
    matched_count: matched.get(r.id) ?? 0,
    imported_by: r.importedBy,
    date_created_gmt: r.dateCreated.toISOString(),
    bank_account_id: r.bankAccountId,
    fingerprint: r.fingerprint,
    status: r.voidedAt ? ('VOID' as const) : ('ACTIVE' as const),
    voided_by: r.voidedBy,
    voided_at: iso(r.voidedAt),
    void_reason: r.voidReason,
    continuity: r.continuity as {
      check: (typeof CONTINUITY_CHECKS)[number];
      previous_statement_id: string | null;
      message: string;
    }[],
  }));
}

export async function listStatements(
  db: DbOrTx,
  merchantId: string,
  params: { page?: number; page_size?: number; bank_account_id?: string; status?: string },
) {
  const where = allOf([
    eq(reconStatements.merchantId, merchantId),
    params.bank_account_id ? eq(reconStatements.bankAccountId, params.bank_account_id) : undefined,
    params.status === 'VOID' ? isNotNull(reconStatements.voidedAt) : undefined,
    params.status === 'ACTIVE' ? isNull(reconStatements.voidedAt) : undefined,
    statementShown(),
  ]);
  return paginate(paging(params), (limit, offset) =>
    db
      .select()
      .from(reconStatements)
      .where(where)
      .orderBy(...newestFirst(reconStatements.dateCreated, reconStatements.id))
      .limit(limit)
      .offset(offset),
  );
}

export async function getStatement(db: DbOrTx, merchantId: string, id: string) {
  const [row] = await db
    .select()
    .from(reconStatements)
    .where(and(eq(reconStatements.merchantId, merchantId), eq(reconStatements.id, id), statementShown()));
  return row;
}

export async function serializeLines(db: DbOrTx, rows: LineRow[]) {
  const ids = rows.map((r) => r.id);
  const matches = ids.length
    ? await db
        .select({
          match: reconMatches,
          code: transactions.code,
          type: transactions.type,
          amount: transactions.amount,
          date: trxDate,
        })
        .from(reconMatches)
        .innerJoin(transactions, eq(transactions.id, reconMatches.transactionId))
        .where(and(inArray(reconMatches.lineId, ids), isNull(reconMatches.unmatchedAt)))
        .orderBy(asc(reconMatches.dateCreated), asc(reconMatches.id))
    : [];
  return rows.map((r) => ({
    uuid: r.id,
    statement_id: r.statementId,
    line_number: r.lineNumber,
    value_date: r.valueDate,
    booking_date: r.bookingDate,
    amount: r.amount,
    currency: r.currency,
    reference: r.reference,
    description: r.description,
    counterparty: r.counterparty,
    status: r.status as (typeof LINE_STATUSES)[number],
    note: r.note,
    bank_account_id: r.bankAccountId,
    auto_match_held: r.holdAuto,
    resolution: r.resolution as (typeof LINE_RESOLUTIONS)[number] | null,
    resolution_note: r.resolutionNote,
    resolved_by: r.resolvedBy,
    resolved_at: iso(r.resolvedAt),
    matches: matches
      .filter((m) => m.match.lineId === r.id)
      .map((m) => ({
        uuid: m.match.id,
        transaction_id: m.match.transactionId,
        transaction_code: m.code,
        transaction_type: m.type,
        transaction_amount: signedAmount(m.type, m.amount),
        transaction_date: m.date,
        method: m.match.method as 'AUTO' | 'MANUAL',
        rule: m.match.rule,
        difference: m.match.difference,
        adjustment: m.match.adjustment as (typeof ADJUSTMENTS)[number] | null,
        created_by: m.match.createdBy,
        reason: m.match.reason,
        date_created_gmt: m.match.dateCreated.toISOString(),
      })),
  }));
}

const dateParam = (value: string | undefined, param: string) => {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw invalidField(param, 'invalid_date', `'${param}' must be a date YYYY-MM-DD.`);
  return value;
};

export async function listLines(
  db: DbOrTx,
  merchantId: string,
  params: {
    page?: number;
    page_size?: number;
    statement_id?: string;
    status?: string;
    value_date_from?: string;
    value_date_to?: string;
  },
) {
  const from = dateParam(params.value_date_from, 'value_date_from');
  const to = dateParam(params.value_date_to, 'value_date_to');
  const where = allOf([
    eq(reconLines.merchantId, merchantId),
    params.statement_id ? eq(reconLines.statementId, params.statement_id) : undefined,
    params.status ? eq(reconLines.status, params.status) : undefined,
    from ? gte(reconLines.valueDate, from) : undefined,
    to ? lte(reconLines.valueDate, to) : undefined,
    lineShown(),
  ]);
  // A statement's lines in file order; across statements, the latest value date first.
  const order = params.statement_id
    ? [asc(reconLines.lineNumber), asc(reconLines.id)]
    : [desc(reconLines.valueDate), asc(reconLines.statementId), asc(reconLines.lineNumber)];
  return paginate(paging(params), (limit, offset) =>
    db
      .select()
      .from(reconLines)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  );
}

export async function getLine(db: DbOrTx, merchantId: string, id: string) {
  const [row] = await db
    .select()
    .from(reconLines)
    .where(and(eq(reconLines.merchantId, merchantId), eq(reconLines.id, id), lineShown()));
  return row;
}

type Subject = {
  type: 'STATEMENT_LINE' | 'DEPOSIT' | 'PAYOUT';
  uuid: string;
  code: string | null;
  date: string;
  reference: string | null;
  description: string | null;
};

export function serializeException(row: ExceptionRow, today: string, subject: Subject | null = null) {
  return {
    uuid: row.id,
    kind: row.kind as 'UNMATCHED_LINE' | 'MISSING_FROM_BANK' | 'AMOUNT_DIFFERENCE',
    line_id: row.lineId,
    transaction_id: row.transactionId,
    amount: row.amount,
    currency: row.currency,
    difference: row.difference,
    since: row.since,
    age_days: Math.max(0, daysBetween(row.since, today)),
    owner: row.owner,
    note: row.note,
    status: row.status as 'OPEN' | 'RESOLVED',
    resolution: row.resolution as (typeof RESOLUTIONS)[number] | null,
    resolved_by: row.resolvedBy,
    resolved_at: iso(row.resolvedAt),
    date_created_gmt: row.dateCreated.toISOString(),
    bank_account_id: row.bankAccountId,
    statement_id: row.statementId,
    subject,
  };
}

/** Exceptions with the line, deposit or payout each is about (two reads for the page, not one per row). */
export async function serializeExceptions(db: DbOrTx, rows: ExceptionRow[], today: string) {
  const lineIds = [...new Set(rows.flatMap((r) => (r.lineId ? [r.lineId] : [])))];
  const trxIds = [...new Set(rows.flatMap((r) => (!r.lineId && r.transactionId ? [r.transactionId] : [])))];
  const lineRows = lineIds.length
    ? await db
        .select({
          id: reconLines.id,
          date: sql<string>`${reconLines.valueDate}::text`,
          reference: reconLines.reference,
          description: reconLines.description,
        })
        .from(reconLines)
        .where(inArray(reconLines.id, lineIds))
    : [];
  const trxRows = trxIds.length
    ? await db
        .select({ id: transactions.id, code: transactions.code, type: transactions.type, date: trxDate })
        .from(transactions)
        .where(inArray(transactions.id, trxIds))
    : [];
  const subjects = new Map<string, Subject>();
  for (const l of lineRows)
    subjects.set(l.id, {
      type: 'STATEMENT_LINE',
      uuid: l.id,
      code: null,
      date: l.date,
      reference: l.reference,
      description: l.description,
    });
  for (const t of trxRows)
    subjects.set(t.id, {
      type: t.type === 'PAYOUT' ? 'PAYOUT' : 'DEPOSIT',
      uuid: t.id,
      code: t.code,
      date: t.date,
      reference: null,
      description: null,
    });
  return rows.map((r) => serializeException(r, today, subjects.get(r.lineId ?? r.transactionId ?? '') ?? null));
}

export interface ExceptionFilters {
  page?: number;
  page_size?: number;
  status?: string;
  kind?: string;
  owner?: string;
  age_min?: number;
  age_max?: number;
  amount_min?: number;
  amount_max?: number;
  statement_id?: string;
  bank_account_id?: string;
  currency?: string;
  sort?: string;
}

/** The queue: filtered, sorted (oldest first by default), a page of it and the exact count of what the filters hold. */
export async function listExceptions(db: DbOrTx, merchantId: string, params: ExceptionFilters, today: string) {
  const ageDay = (days: number) => addDays(today, -days);
  const where = allOf([
    eq(reconExceptions.merchantId, merchantId),
    params.status ? eq(reconExceptions.status, params.status) : undefined,
    params.kind ? eq(reconExceptions.kind, params.kind) : undefined,
    params.owner === 'none'
      ? isNull(reconExceptions.owner)
      : params.owner
        ? eq(reconExceptions.owner, params.owner)
        : undefined,
    params.age_min !== undefined ? lte(reconExceptions.since, ageDay(params.age_min)) : undefined,
    params.age_max !== undefined ? gte(reconExceptions.since, ageDay(params.age_max)) : undefined,
    params.amount_min !== undefined ? sql`abs(${reconExceptions.amount}) >= ${params.amount_min}` : undefined,
    params.amount_max !== undefined ? sql`abs(${reconExceptions.amount}) <= ${params.amount_max}` : undefined,
    params.statement_id ? eq(reconExceptions.statementId, params.statement_id) : undefined,
    params.bank_account_id ? eq(reconExceptions.bankAccountId, params.bank_account_id) : undefined,
    params.currency ? eq(reconExceptions.currency, params.currency.toUpperCase()) : undefined,
  ]);
  const sort = params.sort ?? 'since';
  const dir = sort.startsWith('-') ? desc : asc;
  const key = sort.replace(/^-/, '');
  const column =
    key === 'amount'
      ? sql`abs(${reconExceptions.amount})`
      : key === 'kind'
        ? reconExceptions.kind
        : reconExceptions.since;
  const order =
    key === 'since'
      ? [dir(reconExceptions.since), dir(reconExceptions.id)]
      : [dir(column), asc(reconExceptions.since), asc(reconExceptions.id)];
  const [page, [total]] = await Promise.all([
    paginate(paging(params), (limit, offset) =>
      db
        .select()
        .from(reconExceptions)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    ),
    db.select({ n: count() }).from(reconExceptions).where(where),
  ]);
  return { ...page, totalCount: Number(total?.n ?? 0) };
}

export async function getException(db: DbOrTx, merchantId: string, id: string) {
  const [row] = await db
    .select()
    .from(reconExceptions)
    .where(and(eq(reconExceptions.merchantId, merchantId), eq(reconExceptions.id, id)));
  return row;
}

export async function listAudit(
  db: DbOrTx,
  merchantId: string,
  params: { page?: number; page_size?: number; subject_id?: string },
) {
  const where = allOf([
    eq(reconAudit.merchantId, merchantId),
    params.subject_id ? eq(reconAudit.subjectId, params.subject_id) : undefined,
  ]);
  const result = await paginate(paging(params), (limit, offset) =>
    db.select().from(reconAudit).where(where).orderBy(desc(reconAudit.id)).limit(limit).offset(offset),
  );
  return {
    items: result.items.map((a) => ({
      action: a.action,
      subject_id: a.subjectId,
      actor: a.actor,
      client_id: a.clientId,
      reason: a.reason,
      detail: a.detail,
      date_created_gmt: a.dateCreated.toISOString(),
    })),
    pageInfo: result.pageInfo,
  };
}

export async function listMappings(db: DbOrTx, merchantId: string) {
  const rows = await db
    .select()
    .from(reconCsvMappings)
    .where(eq(reconCsvMappings.merchantId, merchantId))
    .orderBy(asc(reconCsvMappings.name));
  return rows.map(serializeMapping);
}

export const serializeMapping = (r: typeof reconCsvMappings.$inferSelect) => ({
  uuid: r.id,
  name: r.name,
  mapping: r.mapping as unknown as z.infer<typeof CsvMappingSchema>,
  date_created_gmt: r.dateCreated.toISOString(),
});

type Totals = {
  lines: number;
  matched_lines: number;
  open_lines: number;
  matched_amount: number;
  open_amount: number;
  transactions: number;
  matched_transactions: number;
};
const zero = (): Totals => ({
  lines: 0,
  matched_lines: 0,
  open_lines: 0,
  matched_amount: 0,
  open_amount: 0,
  transactions: 0,
  matched_transactions: 0,
});

/** Matched and open per day and per currency, and the period's totals (lines by value date, transactions by date). */
export async function summary(db: DbOrTx, merchantId: string, from: string, to: string) {
  if (daysBetween(from, to) < 0) throw invalidField('date_to', 'invalid_range', "'date_to' is before 'date_from'.");
  if (daysBetween(from, to) > 366) throw invalidField('date_to', 'range_too_long', 'At most 366 days.');
  const lineRows = await db
    .select({
      date: sql<string>`${reconLines.valueDate}::text`,
      currency: reconLines.currency,
      status: reconLines.status,
      n: count(),
      amount: sql<string>`sum(abs(${reconLines.amount}))`,
    })
    .from(reconLines)
    .where(
      and(
        eq(reconLines.merchantId, merchantId),
        gte(reconLines.valueDate, from),
        lte(reconLines.valueDate, to),
        ne(reconLines.status, 'VOID'),
        lineShown(),
      ),
    )
    .groupBy(reconLines.valueDate, reconLines.currency, reconLines.status);
  const trxRows = await db
    .select({
      date: trxDate,
      currency: transactions.currency,
      matched: sql<boolean>`exists ${activeMatchOf(TRX_ID)}`,
      n: count(),
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.merchantId, merchantId),
        inArray(transactions.type, [...MATCHABLE_TYPES]),
        eq(transactions.status, 'SUCCESSFUL'),
        gte(transactions.dateCreated, new Date(`${from}T00:00:00Z`)),
        lte(transactions.dateCreated, new Date(`${to}T23:59:59.999Z`)),
      ),
    )
    .groupBy(sql`1`, transactions.currency, sql`3`);
  const days = new Map<string, Totals & { date: string; currency: string }>();
  const period = new Map<string, Totals & { currency: string }>();
  const at = (date: string, currency: string) => {
    const key = `${date}|${currency}`;
    if (!days.has(key)) days.set(key, { date, currency, ...zero() });
    if (!period.has(currency)) period.set(currency, { currency, ...zero() });
    return [days.get(key)!, period.get(currency)!];
  };
  for (const r of lineRows)
    for (const t of at(r.date, r.currency)) {
      const n = Number(r.n);
      t.lines += n;
      if (r.status !== 'UNMATCHED') {
        t.matched_lines += n;
        t.matched_amount += Number(r.amount);
      } else {
        t.open_lines += n;
        t.open_amount += Number(r.amount);
      }
    }
  for (const r of trxRows)
    for (const t of at(r.date, r.currency)) {
      t.transactions += Number(r.n);
      if (r.matched) t.matched_transactions += Number(r.n);
    }
  return {
    days: [...days.values()].sort((a, b) =>
      a.date < b.date ? -1 : a.date > b.date ? 1 : a.currency < b.currency ? -1 : 1,
    ),
    period: [...period.values()].sort((a, b) => (a.currency < b.currency ? -1 : 1)),
    open_exceptions: await openExceptionCount(db, merchantId),
  };
}

export async function openExceptionCount(db: DbOrTx, merchantId: string) {
  const [open] = await db
    .select({ n: count() })
    .from(reconExceptions)
    .where(and(eq(reconExceptions.merchantId, merchantId), eq(reconExceptions.status, 'OPEN')));
  return Number(open?.n ?? 0);
}
