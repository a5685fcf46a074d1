import 'server-only';
import { addDays } from '@/core/calendar';
import { isIdWith } from '@/core/ids';
import { businessDayOf, DEFAULT_BUSINESS_DAY } from '@/core/business-day';
import { reconciliation, reports } from '@/lib/merchant-api';

/**
 * Everything the reconciliation page shows, or `unsupported` on a deployment without the extension. Its month is the
 * business day's (zone and cut-off, GET /reports/business-day; UTC calendar days on an API without reports).
 */
export async function loadReconciliation(now: Date, selectedLine?: string) {
  const day = await reports.businessDay();
  const businessDay =
    day.kind === 'found' ? { timeZone: day.data.time_zone, cutoff: day.data.cutoff } : DEFAULT_BUSINESS_DAY;
  const today = businessDayOf(now, businessDay);
  const from = `${today.slice(0, 8)}01`;
  const to = addDays(from.slice(0, 8) + '28', 4).slice(0, 8) + '01';
  const summary = await reconciliation.summary(from, addDays(to, -1));
  if (summary.kind === 'unsupported') return summary;
  const [statements, exceptions, mappings] = await Promise.all([
    reconciliation.statements(5),
    reconciliation.exceptions('OPEN'),
    reconciliation.mappings(),
  ]);
  const latest = statements.kind === 'found' ? (statements.data[0] ?? null) : null;
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
    lines: lines?.kind === 'found' ? lines.data : [],
    exceptions: exceptions.kind === 'found' ? exceptions.data : [],
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
