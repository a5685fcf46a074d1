import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { invalidField, notFound } from '../http/errors';
import { readerFor } from '../http/readers';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonBody, jsonResponse } from '../http/route-spec';
import type { AppEnv } from '../http/env';
import { getOwnedMerchant } from '../merchants/owner';
import { exactSum } from '../analytics/sums';
import { daysBetween } from '../../core/calendar';
import { minorToDecimal } from '../../core/money/units';
import { businessDayLabel, dayPeriod, type BusinessDay } from '../../core/business-day';
import { getBusinessDay, setBusinessDay } from '../merchants/business-day';
import {
  balanceReport,
  depositLines,
  EXPORT_BATCH,
  payoutLine,
  reconciliationItems,
  reconciliationLines,
  reconciliationTotals,
  totalsOf,
  type ReconciliationItem,
  type ReconciliationLine,
  type ReconciliationTotals,
  type ReportScope,
} from './queries';
import { contentTypeOf, reportStream, type Cell } from './export';
import {
  BalanceReportSchema,
  BusinessDayEnvelope,
  BusinessDayInput,
  ExportQuery,
  ReconciliationItemEnvelope,
  ReconciliationQuery,
  ReconciliationReportSchema,
  ReportQuery,
} from './schemas';

export const MAX_REPORT_DAYS = 366;
/** Lines of one item on screen; the export has them all. */
export const ITEM_LINES_ON_SCREEN = 500;

const tags = ['Reports'];
const csvOrJsonl = {
  description: 'The report streamed, one row per line (no row cap)',
  content: { 'text/csv': { schema: z.string() }, 'application/x-ndjson': { schema: z.string() } },
};

const getDay = createRoute({
  method: 'get',
  path: '/reports/business-day',
  tags,
  summary: 'The business day',
  description: 'The business time zone and day cut-off the reports, the overview and deposits’ days use.',
  ...extension,
  middleware: guard('read:payments'),
  responses: { 200: jsonResponse(BusinessDayEnvelope, 'The business day'), ...errorResponses },
});

const putDay = createRoute({
  method: 'put',
  path: '/reports/business-day',
  tags,
  summary: 'Set the business day',
  description: 'Changes the business time zone and cut-off. Reports are computed on read, so past periods follow.',
  ...extension,
  middleware: guard('write:payments', { idempotent: true }),
  request: { body: jsonBody(BusinessDayInput) },
  responses: { 200: jsonResponse(BusinessDayEnvelope, 'The business day'), ...errorResponses },
});

const balance = createRoute({
  method: 'get',
  path: '/reports/balance',
  tags,
  summary: 'Balance report',
  description:
    'Opening balance, activity by category and closing balance for a period of business days, from the ledger.',
  ...extension,
  middleware: guard('read:payments'),
  request: { query: ReportQuery },
  responses: { 200: jsonResponse(z.object({ report: BalanceReportSchema }), 'The report'), ...errorResponses },
});

const balanceExport = createRoute({
  method: 'get',
  path: '/reports/balance/export',
  tags,
  summary: 'Balance report, exported',
  ...extension,
  middleware: guard('read:payments'),
  request: { query: ExportQuery },
  responses: { 200: csvOrJsonl, ...errorResponses },
});

const reconciliation = createRoute({
  method: 'get',
  path: '/reports/payout-reconciliation',
  tags,
  summary: 'Payout reconciliation report',
  description:
    'Every deposit and payout created in a period of business days, each with its lines’ gross, fees and net and its ledger legs on the bank account. With `limit` (extension), the period’s totals and one page of items by keyset (`next_cursor`, and `previous_cursor` for `before`).',
  ...extension,
  middleware: guard('read:payments'),
  request: { query: ReconciliationQuery },
  responses: { 200: jsonResponse(z.object({ report: ReconciliationReportSchema }), 'The report'), ...errorResponses },
});

const reconciliationItem = createRoute({
  method: 'get',
  path: '/reports/payout-reconciliation/items/{uuid}',
  tags,
  summary: 'One deposit or payout with its lines',
  description: `At most ${ITEM_LINES_ON_SCREEN} lines (by id); the export has every line.`,
  ...extension,
  middleware: guard('read:payments'),
  request: {
    params: z.object({
      uuid: z.string().min(1).max(100).openapi({ description: 'The DEPOSIT or PAYOUT (trx_…).', example: 'trx_…' }),
    }),
    query: ReportQuery,
  },
  responses: { 200: jsonResponse(ReconciliationItemEnvelope, 'The item and its lines'), ...errorResponses },
});

const reconciliationExport = createRoute({
  method: 'get',
  path: '/reports/payout-reconciliation/export',
  tags,
  summary: 'Payout reconciliation report, exported',
  description: 'One row per line of every deposit and payout of the period, streamed.',
  ...extension,
  middleware: guard('read:payments'),
  request: { query: ExportQuery },
  responses: { 200: csvOrJsonl, ...errorResponses },
});

const money = (value: bigint) => exactSum(value);

/** A page's cursor: the last item's creation instant and id, base64url (opaque to clients). */
const encodeCursor = (item: Pick<ReconciliationItem, 'dateCreated' | 'id'>) =>
  Buffer.from(`${item.dateCreated} ${item.id}`).toString('base64url');

function decodeCursor(cursor: string, param = 'cursor'): { dateCreated: string; id: string } {
  const [dateCreated, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split(' ');
  if (rest.length || !id || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(dateCreated ?? ''))
    throw invalidField(param, 'invalid_cursor', 'The cursor is not one this report gave.');
  return { dateCreated, id };
}

const dayJson = (day: BusinessDay) => ({ time_zone: day.timeZone, cutoff: day.cutoff, label: businessDayLabel(day) });

async function scopeOf(
  c: Context<AppEnv>,
  query: { date_from: string; date_to: string; currency?: string },
): Promise<ReportScope> {
  const db = readerFor(c);
  const { merchantId } = c.var.auth;
  const span = daysBetween(query.date_from, query.date_to) + 1;
  if (span < 1)
    throw invalidField('date_from', 'invalid_range', `'date_from' (${query.date_from}) must not be after 'date_to'.`);
  if (span > MAX_REPORT_DAYS)
    throw invalidField('date_to', 'range_too_long', `The period spans ${span} days; at most ${MAX_REPORT_DAYS}.`);
  const [merchant, businessDay] = await Promise.all([getOwnedMerchant(db, merchantId), getBusinessDay(db, merchantId)]);
  return {
    merchantId,
    currency: query.currency ?? merchant?.defaultCurrency ?? 'USD',
    businessDay,
    period: dayPeriod(query.date_from, query.date_to, businessDay),
  };
}

const periodJson = (scope: ReportScope) => ({
  date_from: scope.period.from,
  date_to: scope.period.to,
  starts_at: scope.period.start.toISOString(),
  ends_at: scope.period.end.toISOString(),
});

function itemJson(i: ReconciliationItem) {
  return {
    uuid: i.id,
    code: i.code,
    type: i.type,
    status: i.status,
    date_created: i.dateCreated,
    business_day: i.businessDay,
    line_count: i.lineCount,
    gross: money(i.gross),
    fees: money(i.fees),
    net: money(i.net),
    bank_amount: money(i.bankAmount),
  };
}

function totalsJson(t: ReconciliationTotals) {
  return {
    items: t.items,
    lines: t.lines,
    gross: money(t.gross),
    fees: money(t.fees),
    net: money(t.net),
    bank_amount: money(t.bankAmount),
    money_in: money(t.bankIn),
    money_out: money(t.bankOut),
    money_net: money(t.bankIn - t.bankOut),
  };
}

function lineJson(l: ReconciliationLine) {
  return {
    item_uuid: l.itemId,
    uuid: l.id,
    code: l.code,
    type: l.type,
    status: l.status,
    parent_uuid: l.parentId,
    date_created: l.dateCreated,
    gross: money(l.gross),
    fees: money(l.fees),
    net: money(l.net),
  };
}

const RECONCILIATION_HEAD = [
  'business_day',
  'item_uuid',
  'item_code',
  'item_type',
  'item_status',
  'item_date_created',
  'uuid',
  'code',
  'type',
  'status',
  'parent_uuid',
  'date_created',
  'currency',
] as const;

type Units = 'major' | 'minor' | undefined;

/**
 * An export's amounts (docs/reports.md, "Exports"): decimals of the currency by default, beside the currency column;
 * integers of minor units only when asked (`units=minor`), in columns whose names say so.
 */
const amountColumn = (name: string, units: Units) => (units === 'minor' ? `${name}_minor` : name);
const exportAmount =
  (units: Units, currency: string) =>
  (value: bigint): Cell =>
    units === 'minor' ? value : minorToDecimal(value, currency);

export const reconciliationColumns = (units?: Units) => [
  ...RECONCILIATION_HEAD,
  ...['gross', 'fees', 'net'].map((name) => amountColumn(name, units)),
];

export const balanceColumns = (units?: Units) => [
  'date_from',
  'date_to',
  'row',
  'category',
  'count',
  'currency',
  amountColumn('amount', units),
];

function exportHeaders(c: Context<AppEnv>, name: string, scope: ReportScope, format: 'csv' | 'jsonl') {
  return {
    'Content-Type': contentTypeOf(format),
    'Content-Disposition': `attachment; filename="${name}-${scope.period.from}-${scope.period.to}.${format}"`,
    'X-Business-Day': businessDayLabel(scope.businessDay),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}

export function reportsRouter() {
  const router = newRouter();

  router.openapi(getDay, async (c) => {
    const day = await getBusinessDay(readerFor(c), c.var.auth.merchantId);
    return c.json({ business_day: dayJson(day) }, 200);
  });

  router.openapi(putDay, async (c) => {
    const body = c.req.valid('json');
    const day = await setBusinessDay(c.var.deps.db, c.var.auth.merchantId, {
      timeZone: body.time_zone,
      cutoff: body.cutoff,
    });
    return c.json({ business_day: dayJson(day) }, 200);
  });

  router.openapi(balance, async (c) => {
    const scope = await scopeOf(c, c.req.valid('query'));
    const report = await balanceReport(readerFor(c), scope);
    return c.json(
      {
        report: {
          currency: scope.currency,
          business_day: dayJson(scope.businessDay),
          period: periodJson(scope),
          opening_balance: money(report.opening),
          activity: report.activity.map((a) => ({ category: a.category, count: a.count, amount: money(a.amount) })),
          closing_balance: money(report.closing),
        },
      },
      200,
    );
  });

  router.openapi(balanceExport, async (c) => {
    const query = c.req.valid('query');
    const format = query.format ?? 'csv';
    const scope = await scopeOf(c, query);
    const db = readerFor(c);
    const amountOf = exportAmount(query.units, scope.currency);
    async function* rows(): AsyncGenerator<Cell[][], void, undefined> {
      const r = await balanceReport(db, scope);
      const row = (kind: string, category: string | null, count: number | null, amount: bigint): Cell[] => [
        scope.period.from,
        scope.period.to,
        kind,
        category,
        count,
        scope.currency,
        amountOf(amount),
      ];
      yield [
        row('opening_balance', null, null, r.opening),
        ...r.activity.map((a) => row('activity', a.category, a.count, a.amount)),
        row('closing_balance', null, null, r.closing),
      ];
    }
    return c.body(
      reportStream(format, balanceColumns(query.units), rows()),
      200,
      exportHeaders(c, 'balance', scope, format),
    );
  });

  router.openapi(reconciliation, async (c) => {
    const query = c.req.valid('query');
    const scope = await scopeOf(c, query);
    const db = readerFor(c);
    const head = {
      currency: scope.currency,
      business_day: dayJson(scope.businessDay),
      period: periodJson(scope),
    };
    if (query.limit === undefined) {
      if (query.cursor !== undefined) throw invalidField('cursor', 'cursor_without_limit', "'cursor' needs 'limit'.");
      if (query.before !== undefined) throw invalidField('before', 'cursor_without_limit', "'before' needs 'limit'.");
      const items = await reconciliationItems(db, scope);
      const totals = totalsOf(items);
      return c.json(
        {
          report: {
            ...head,
            totals: totalsJson({ ...totals, items: items.length, lines: items.reduce((n, i) => n + i.lineCount, 0) }),
            items: items.map(itemJson),
          },
        },
        200,
      );
    }
    if (query.cursor !== undefined && query.before !== undefined)
      throw invalidField('before', 'cursor_and_before', "Send 'cursor' or 'before', not both.");
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const before = query.before === undefined ? undefined : decodeCursor(query.before, 'before');
    const [page, totals] = await Promise.all([
      reconciliationItems(db, scope, { after, before, limit: query.limit + 1 }),
      reconciliationTotals(db, scope),
    ]);
    // Forwards: one more than the page says whether a next one exists; backwards (`before`), whether a previous one.
    const items = before ? page.slice(Math.max(0, page.length - query.limit)) : page.slice(0, query.limit);
    const more = page.length > query.limit;
    const hasNext = before ? items.length > 0 : more;
    const hasPrevious = before ? more : after !== undefined && items.length > 0;
    return c.json(
      {
        report: {
          ...head,
          totals: totalsJson(totals),
          items: items.map(itemJson),
          next_cursor: hasNext ? encodeCursor(items[items.length - 1]) : null,
          previous_cursor: hasPrevious ? encodeCursor(items[0]) : null,
        },
      },
      200,
    );
  });

  router.openapi(reconciliationItem, async (c) => {
    const { uuid } = c.req.valid('param');
    const scope = await scopeOf(c, c.req.valid('query'));
    const db = readerFor(c);
    const [item] = await reconciliationItems(db, scope, { id: uuid });
    if (!item) throw notFound('deposit or payout in this period', uuid);
    const lines =
      item.type === 'PAYOUT'
        ? await payoutLine(db, item)
        : await depositLines(db, item, scope.currency, { limit: ITEM_LINES_ON_SCREEN });
    return c.json({ item: itemJson(item), lines: lines.map(lineJson) }, 200);
  });

  router.openapi(reconciliationExport, async (c) => {
    const query = c.req.valid('query');
    const format = query.format ?? 'csv';
    const scope = await scopeOf(c, query);
    const db = readerFor(c);
    const amountOf = exportAmount(query.units, scope.currency);
    // Rows go out EXPORT_BATCH at a time: a payout is one line, and a chunk (a pull of the stream) per payout was
    // ~110,000 chunks for a year at 1M.
    async function* rows(): AsyncGenerator<Cell[][], void, undefined> {
      let batch: Cell[][] = [];
      for await (const { item, lines } of reconciliationLines(db, scope)) {
        if (batch.length >= EXPORT_BATCH) {
          yield batch;
          batch = [];
        }
        for (const l of lines)
          batch.push([
            item.businessDay,
            item.id,
            item.code,
            item.type,
            item.status,
            item.dateCreated,
            l.id,
            l.code,
            l.type,
            l.status,
            l.parentId,
            l.dateCreated,
            scope.currency,
            amountOf(l.gross),
            amountOf(l.fees),
            amountOf(l.net),
          ]);
      }
      if (batch.length) yield batch;
    }
    return c.body(
      reportStream(format, reconciliationColumns(query.units), rows()),
      200,
      exportHeaders(c, 'payout-reconciliation', scope, format),
    );
  });

  return router;
}
