import 'server-only';
import { listAudit, listAuditActions, type AuditFilters } from '@/lib/audit';
import { roleNames } from '@/lib/auth/roles';
import { listStaff } from '@/lib/auth/staff';
import { getConsoleDb } from '@/lib/db';
import { payments, payouts, transfers } from '@/lib/merchant-api';
import { auditExportStream } from '@/lib/audit/export';
import type { ExportFormat } from '@/lib/export/stream';

/** Transaction codes the audit filter resolves (payments, payouts, transfers): the entries name their ids. */
const CODE_LISTS = { PAY: payments, PYO: payouts, TRF: transfers } as const;

/**
 * The ids a code typed in the audit filter's target names (`PAY-…`, `PYO-…`, `TRF-…`, read through the API's `code`
 * filter), so a member finds a payment's entries by the code they were given; none for any other text or when the
 * API cannot say.
 */
async function withCodeIds<F extends { target?: string }>(filters: F): Promise<F & { targetIds?: string[] }> {
  const code = filters.target?.trim().toUpperCase() ?? '';
  const list = CODE_LISTS[code.slice(0, 3) as keyof typeof CODE_LISTS];
  if (!list || code[3] !== '-') return filters;
  try {
    const listing = await list.list({ pageSize: 5, filters: { code } });
    const ids = listing.kind === 'page' ? listing.page.items.map((t) => t.uuid) : [];
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
