import 'server-only';
import { addDays } from '@/core/calendar';
import { isIdWith } from '@/core/ids';
import { businessDayOf, DEFAULT_BUSINESS_DAY } from '@/core/business-day';
import { reconciliation, reports } from '@/lib/merchant-api';
import { EXCEPTION_KINDS, LINES_ON_PAGE, QUEUE_PAGE_SIZE } from '@/lib/reconciliation';

/** The queue's state in the URL: its page, kind, statement and order (a filter change starts at page 1). */
export interface QueueParams {
  page: number;
  kind?: string;
  statement?: string;
  sort?: string;
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The queue's params from the page's URL; anything unknown is left out. */
export function readQueueParams(params: Record<string, string | string[] | undefined>): QueueParams {
  const page = Number(one(params.page));
  const kind = one(params.kind);
  const statement = one(params.statement);
  const sort = one(params.sort);
  return {
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    kind: (EXCEPTION_KINDS as readonly string[]).includes(kind ?? '') ? kind : undefined,
    statement: statement && isIdWith('stm', statement) ? statement : undefined,
    sort: EXCEPTION_SORTS.includes(sort ?? '') ? sort : undefined,
  };
}

const EXCEPTION_SORTS = ['since', '-since', 'amount', '-amount', 'kind', '-kind'];

/**
 * Everything the reconciliation page shows, or `unsupported` on a deployment without the extension. Its month is the
 * business day's (zone and cut-off, GET /reports/business-day; UTC calendar days on an API without reports).
 */
export async function loadReconciliation(now: Date, params: QueueParams, selectedLine?: string) {
  const day = await reports.businessDay();
  const businessDay =
    day.kind === 'found' ? { timeZone: day.data.time_zone, cutoff: day.data.cutoff } : DEFAULT_BUSINESS_DAY;
  const today = businessDayOf(now, businessDay);
  const from = `${today.slice(0, 8)}01`;
  const to = addDays(from.slice(0, 8) + '28', 4).slice(0, 8) + '01';
  const summary = await reconciliation.summary(from, addDays(to, -1));
  if (summary.kind === 'unsupported') return summary;
  const [statements, exceptions, mappings, accounts] = await Promise.all([
    reconciliation.statements(10),
    reconciliation.exceptions({
      status: 'OPEN',
      page: params.page,
      pageSize: QUEUE_PAGE_SIZE,
      kind: params.kind,
      statementId: params.statement,
      sort: params.sort,
    }),
    reconciliation.mappings(),
    reconciliation.bankAccounts(),
  ]);
  const listed = statements.kind === 'found' ? statements.data : [];
  // The statement the queue is narrowed to, when it is one of the latest; else the latest that is not void.
  const latest =
    (params.statement ? listed.find((s) => s.uuid === params.statement) : undefined) ??
    listed.find((s) => s.status !== 'VOID') ??
    null;
  const [lines, selected] = await Promise.all([
    latest ? reconciliation.lines(latest.uuid) : null,
    selectedLine ? loadSelectedLine(selectedLine) : undefined,
  ]);
  return {
    kind: 'found' as const,
    period: { from, to: addDays(to, -1) },
    businessDay,
    summary: summary.data,
    latest,
    statements: listed,
    lines: lines?.kind === 'found' ? lines.data.slice(0, LINES_ON_PAGE) : [],
    exceptions: exceptions.kind === 'found' ? exceptions.data.exceptions : [],
    queue: { ...params, total: exceptions.kind === 'found' ? exceptions.data.total : 0, pageSize: QUEUE_PAGE_SIZE },
    accounts: accounts.kind === 'found' ? accounts.data : [],
    mappings: mappings.kind === 'found' ? mappings.data : [],
    selected,
  };
}

/** The line finance opened (`?line=stl_…`): the line, its decisions, and what it may be matched to by hand. */
async function loadSelectedLine(lineId: string) {
  if (!isIdWith('stl', lineId)) return null;
  const [detail, candidates] = await Promise.all([reconciliation.line(lineId), reconciliation.candidates(lineId)]);
  return detail ? { ...detail, candidates: detail.line.status === 'UNMATCHED' ? (candidates ?? []) : [] } : null;
}

export type SelectedLine = NonNullable<Awaited<ReturnType<typeof loadSelectedLine>>>;

/** The close view's month (`?month=YYYY-MM`, default: the business day's month) and its figures. */
export async function loadMonthClose(now: Date, params: Record<string, string | string[] | undefined>) {
  const asked = one(params.month);
  let month = asked && /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : null;
  if (!month) {
    const day = await reports.businessDay();
    const businessDay =
      day.kind === 'found' ? { timeZone: day.data.time_zone, cutoff: day.data.cutoff } : DEFAULT_BUSINESS_DAY;
    month = businessDayOf(now, businessDay).slice(0, 7);
  }
  const close = await reconciliation.close(month);
  return close.kind === 'found' ? { kind: 'found' as const, close: close.data } : close;
}
