import 'server-only';
import { addDays, isIsoDate } from '@/core/calendar';
import { businessDayOf, type BusinessDay } from '@/core/business-day';
import { reports } from '@/lib/merchant-api';
import type { ReportKind } from '@/lib/merchant-api/endpoints/reports';
import type {
  BalanceReport,
  ReconciliationItem,
  ReconciliationLine,
  ReconciliationReport,
} from '@/lib/merchant-api/schemas/reports';
import { getConsoleDb } from '@/lib/db';
import { getDelivery, listSubscriptions, verifyDownload, type SubscriptionWithHistory } from '@/lib/reports/scheduler';
import { currentBusinessDay } from '@/lib/reports/run';
import { recordAudit, type StaffSession } from '@/lib/auth';
import { authSecret } from '@/lib/auth/secret';

export interface ReportSelection {
  report: ReportKind;
  from: string;
  to: string;
  currency?: string;
  item?: string;
  /** The page of the payout reconciliation's items: after this key (next) or before it (previous). */
  cursor?: string;
  before?: string;
}

/** Items of the payout reconciliation on one page (the API's `limit` extension); the export lists every one. */
export const RECONCILIATION_PAGE_SIZE = 50;

const cursorParam = (v: string | undefined) => (v && /^[A-Za-z0-9_-]{1,200}$/.test(v) ? v : undefined);

export type ReportsPage =
  | { kind: 'unsupported'; detail: string }
  | {
      kind: 'found';
      businessDay: BusinessDay & { label: string };
      selection: ReportSelection;
      balance?: BalanceReport;
      reconciliation?: ReconciliationReport;
      item?: { item: ReconciliationItem; lines: ReconciliationLine[] } | null;
    };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The page's selection from its URL: the report, a period of business days (default: this month so far), the currency. */
export function readSelection(
  params: Record<string, string | string[] | undefined>,
  businessDay: BusinessDay,
  now = new Date(),
): ReportSelection {
  const today = businessDayOf(now, businessDay);
  const to = isIsoDate(one(params.to)) ? one(params.to)! : today;
  const fromParam = one(params.from);
  const from = isIsoDate(fromParam) && fromParam <= to ? fromParam : `${to.slice(0, 8)}01`;
  const currency = /^[A-Za-z]{3}$/.test(one(params.currency) ?? '') ? one(params.currency)!.toUpperCase() : undefined;
  return {
    report: one(params.report) === 'balance' ? 'balance' : 'payout_reconciliation',
    from: from < addDays(to, -365) ? addDays(to, -365) : from,
    to,
    currency,
    item: one(params.item)?.slice(0, 100) || undefined,
    cursor: cursorParam(one(params.cursor)),
    before: cursorParam(one(params.cursor)) ? undefined : cursorParam(one(params.before)),
  };
}

/** The reports page: the business day, then the chosen report (and one item's lines), or `unsupported`. */
export async function loadReportsPage(params: Record<string, string | string[] | undefined>): Promise<ReportsPage> {
  const day = await reports.businessDay();
  if (day.kind === 'unsupported') return day;
  const businessDay = {
    timeZone: day.data.time_zone,
    cutoff: day.data.cutoff,
    label: day.data.label ?? day.data.time_zone,
  };
  const selection = readSelection(params, businessDay);
  const period = { dateFrom: selection.from, dateTo: selection.to, currency: selection.currency };
  if (selection.report === 'balance') {
    const balance = await reports.balance(period);
    return balance.kind === 'found' ? { kind: 'found', businessDay, selection, balance: balance.data } : balance;
  }
  const [reconciliation, item] = await Promise.all([
    reports.reconciliation(period, {
      limit: RECONCILIATION_PAGE_SIZE,
      cursor: selection.cursor,
      before: selection.before,
    }),
    selection.item ? reports.reconciliationItem(selection.item, period) : Promise.resolve(null),
  ]);
  if (reconciliation.kind === 'unsupported') return reconciliation;
  return {
    kind: 'found',
    businessDay,
    selection,
    reconciliation: reconciliation.data,
    item: item?.kind === 'found' ? item.data : null,
  };
}

/** The merchant's business day (zone and cut-off), or null on an API without the reports extension. */
export async function loadBusinessDay(): Promise<(BusinessDay & { label: string }) | null> {
  const day = await reports.businessDay();
  if (day.kind === 'unsupported') return null;
  return { timeZone: day.data.time_zone, cutoff: day.data.cutoff, label: day.data.label ?? day.data.time_zone };
}

/**
 * The schedules page: the business day (runs are at its starts, shown in its zone), whether a mail server is set
 * (SMTP_URL), the subscriptions with their delivery history; or `unsupported` without the extension.
 */
export async function loadSchedules(): Promise<
  | { kind: 'unsupported'; detail: string }
  | {
      kind: 'found';
      label: string;
      businessDay: BusinessDay;
      mailConfigured: boolean;
      subscriptions: SubscriptionWithHistory[];
    }
> {
  const day = await reports.businessDay();
  if (day.kind === 'unsupported') return day;
  return {
    kind: 'found',
    label: day.data.label ?? day.data.time_zone,
    businessDay: { timeZone: day.data.time_zone, cutoff: day.data.cutoff },
    mailConfigured: Boolean(process.env.SMTP_URL?.trim()),
    subscriptions: await listSubscriptions(await getConsoleDb()),
  };
}

const FORWARDED = ['content-type', 'content-disposition', 'x-business-day'];

function streamed(response: { body: ReadableStream<Uint8Array>; headers: Headers }): Response {
  const headers = new Headers({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
  for (const name of FORWARDED) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}

/** A report's export: the API's stream handed on as it comes (no row cap, constant memory), audited. */
export async function reportExport(request: Request, session: StaffSession): Promise<Response> {
  const url = new URL(request.url);
  const params = Object.fromEntries(url.searchParams);
  const day = await currentBusinessDay();
  // No reports on this API: nothing to export (the page says why).
  if (!day) return new Response(null, { status: 404 });
  const selection = readSelection(params, day);
  const format = params.format === 'jsonl' ? 'jsonl' : 'csv';
  const units = params.units === 'minor' ? 'minor' : undefined;
  await recordAudit({
    session,
    action: 'reports.export',
    summary: { report: selection.report, from: selection.from, to: selection.to, format, units: units ?? 'major' },
  });
  const response = await reports.exportStream(
    selection.report,
    { dateFrom: selection.from, dateTo: selection.to, currency: selection.currency },
    format,
    units,
  );
  return streamed(response);
}

/** A scheduled report's signed download link: the delivery's report and period as CSV, until the link expires. */
export async function reportDownload(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const verdict = verifyDownload(token, authSecret(), new Date());
  // The link's reader may be no member (no language to word it in): the status says it, 410 Gone once expired.
  if (!verdict.ok)
    return new Response(null, {
      status: verdict.reason === 'expired' ? 410 : 404,
      headers: { 'cache-control': 'no-store' },
    });
  const found = await getDelivery(await getConsoleDb(), verdict.deliveryId);
  if (!found) return new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });
  const { delivery, subscription } = found;
  const response = await reports.exportStream(
    subscription.report as ReportKind,
    { dateFrom: delivery.periodFrom, dateTo: delivery.periodTo, currency: subscription.filters?.currency },
    'csv',
  );
  return streamed(response);
}
