import 'server-only';
import { listAudit, listAuditActions, type AuditFilters } from '@/lib/audit';
import { roleNames } from '@/lib/auth/roles';
import { listStaff } from '@/lib/auth/staff';
import { getConsoleDb } from '@/lib/db';
import { cases, payments, payouts, transfers } from '@/lib/merchant-api';
import { auditExportStream } from '@/lib/audit/export';
import type { ExportFormat } from '@/lib/export/stream';

/** Async lists of what a code names, each read through the API's `code` filter to the ids the entries name. */
type CodeList = {
  list(query: {
    pageSize: number;
    filters: { code: string };
  }): Promise<{ kind: 'page'; page: { items: { id?: string; uuid?: string }[] } } | { kind: string }>;
};

/**
 * Codes the audit filter resolves: transactions (payments, payouts, transfers) and cases (disputes, returns); the
 * entries name their ids.
 */
const CODE_LISTS: Record<string, CodeList> = {
  PAY: payments,
  PYO: payouts,
  TRF: transfers,
  DSP: cases,
  RTN: cases,
} as const;

/**
 * The ids a code typed in the audit filter's target names (`PAY-…`, `PYO-…`, `TRF-…`, `DSP-…`, `RTN-…`, read through
 * the API's `code` filter), so a member finds a payment's or a case's entries by the code they were given; none for
 * any other text or when the API cannot say.
 */
async function withCodeIds<F extends { target?: string }>(filters: F): Promise<F & { targetIds?: string[] }> {
  const code = filters.target?.trim().toUpperCase() ?? '';
  const list = CODE_LISTS[code.slice(0, 3)];
  if (!list || code[3] !== '-') return filters;
  try {
    const listing = await list.list({ pageSize: 5, filters: { code } });
    const items = 'page' in listing ? listing.page.items : [];
    const ids = items.map((t) => t.uuid ?? t.id).filter((id): id is string => Boolean(id));
    return ids.length ? { ...filters, targetIds: ids } : filters;
  } catch {
    return filters;
  }
}

/** One page of the audit log, the actions it has recorded (the filter's choices) and the staff (names of actors and targets). */
export async function loadAuditPage(filters: AuditFilters) {
  const db = await getConsoleDb();
  const [result, actions, staff, names] = await Promise.all([
    withCodeIds(filters).then((resolved) => listAudit(db, resolved)),
    listAuditActions(db),
    listStaff(db),
    roleNames(db),
  ]);
  return { result, actions, staff, roleNames: names };
}

/** The whole filtered audit log, newest first, a page at a time as the download is read (Audit → Export). */
export async function openAuditExport(filters: Omit<AuditFilters, 'page' | 'pageSize'>, format: ExportFormat) {
  return auditExportStream(await getConsoleDb(), await withCodeIds(filters), format);
}
