import 'server-only';
import { addDays } from '@/core/calendar';
import { isIdWith } from '@/core/ids';
import { businessDayOf, DEFAULT_BUSINESS_DAY } from '@/core/business-day';
import { reconciliation, reports } from '@/lib/merchant-api';
import { createLoader, parseAsString, type SearchParams } from 'nuqs/server';
import { listStaff } from '@/lib/auth/staff';
import { getConsoleDb } from '@/lib/db';
import { LINES_ON_PAGE, QUEUE_PAGE_SIZE } from '@/lib/reconciliation';
import { toAccountRow, toLineRow, toMonthFigures, toQueueRow, toStatementRow } from '@/lib/reconciliation/view';
import { QUEUE_PARAMS, queueApiFilters, readQueueParams, type QueueParams } from '@/lib/reconciliation/queue';

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The queue's URL state, parsed with nuqs as every list's is (lib/lists/search-params.ts), then checked. */
const queueParsers = { page: parseAsString, ...Object.fromEntries(QUEUE_PARAMS.map((name) => [name, parseAsString])) };
const loadQueueUrl = createLoader(queueParsers);

/** The queue's params and the problems of its filters, from the page's search params. */
export async function loadQueueParams(searchParams: Promise<SearchParams>) {
  const raw = await loadQueueUrl(searchParams);
  return readQueueParams(
    Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === 'string' ? v : undefined])),
  );
}

/** The members an exception can be assigned to (the owner filter's choices): active ones, by name. */
async function queueMembers() {
  const members = await listStaff(await getConsoleDb());
  return members.filter((m) => !m.disabled).map((m) => ({ email: m.email, name: m.name }));
}

/**
 * Everything the reconciliation page shows, or `unsupported` on a deployment without the extension. Its month is the
 * business day's (zone and cut-off, GET /reports/business-day; UTC calendar days on an API without reports).
 */
export async function loadReconciliation(
  now: Date,
  params: QueueParams,
  memberEmail: string,
  options: { selectedLine?: string; allDays?: boolean } = {},
) {
  const { selectedLine, allDays = false } = options;
  const day = await reports.businessDay();
  const businessDay =
    day.kind === 'found' ? { timeZone: day.data.time_zone, cutoff: day.data.cutoff } : DEFAULT_BUSINESS_DAY;
  const today = businessDayOf(now, businessDay);
  const from = `${today.slice(0, 8)}01`;
  const to = addDays(from.slice(0, 8) + '28', 4).slice(0, 8) + '01';
  const summary = await reconciliation.summary(from, addDays(to, -1));
  if (summary.kind === 'unsupported') return summary;
  const [statements, exceptions, mappings, accounts, members] = await Promise.all([
    reconciliation.statements(10),
    reconciliation.exceptions({
      status: 'OPEN',
      page: params.page,
      pageSize: QUEUE_PAGE_SIZE,
      query: queueApiFilters(params, memberEmail),
    }),
    reconciliation.mappings(),
    reconciliation.bankAccounts(),
    queueMembers(),
  ]);
  const listed = statements.kind === 'found' ? statements.data : [];
  // The statement the queue is narrowed to, when it is one of the latest; else the latest that is not void.
  const latest =
    (params.statement ? listed.find((s) => s.uuid === params.statement) : undefined) ??
    listed.find((s) => s.status !== 'VOID') ??
    null;
  const [lines, selected] = await Promise.all([
    latest ? reconciliation.lines(latest.uuid, LINES_ON_PAGE) : null,
    selectedLine ? loadSelectedLine(selectedLine) : undefined,
  ]);
  return {
    kind: 'found' as const,
    period: { from, to: addDays(to, -1) },
    businessDay,
    // Each object cut to what the page shows: its client components' props are sent beside the markup.
    summary: toMonthFigures(summary.data, allDays),
    latest: latest ? { file_name: latest.file_name, line_count: latest.line_count } : null,
    statements: listed.map(toStatementRow),
    lines: lines?.kind === 'found' ? lines.data.slice(0, LINES_ON_PAGE).map(toLineRow) : [],
    exceptions: exceptions.kind === 'found' ? exceptions.data.exceptions.map(toQueueRow) : [],
    queue: { ...params, total: exceptions.kind === 'found' ? exceptions.data.total : 0, pageSize: QUEUE_PAGE_SIZE },
    accounts: accounts.kind === 'found' ? accounts.data.map(toAccountRow) : [],
    mappings: mappings.kind === 'found' ? mappings.data.map((m) => ({ uuid: m.uuid, name: m.name })) : [],
    members,
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
