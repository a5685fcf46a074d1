import 'server-only';
import { listAudit, listAuditActions, type AuditFilters } from '@/lib/audit';
import { roleNames } from '@/lib/auth/roles';
import { listStaff } from '@/lib/auth/staff';
import { getConsoleDb } from '@/lib/db';
import { auditExportStream } from '@/lib/audit/export';
import type { ExportFormat } from '@/lib/export/stream';

/** One page of the audit log, the actions it has recorded (the filter's choices) and the staff (names of actors and targets). */
export async function loadAuditPage(filters: AuditFilters) {
  const db = await getConsoleDb();
  const [result, actions, staff, names] = await Promise.all([
    listAudit(db, filters),
    listAuditActions(db),
    listStaff(db),
    roleNames(db),
  ]);
  return { result, actions, staff, roleNames: names };
}

/** The whole filtered audit log, newest first, a page at a time as the download is read (Audit → Export). */
export async function openAuditExport(filters: Omit<AuditFilters, 'page' | 'pageSize'>, format: ExportFormat) {
  return auditExportStream(await getConsoleDb(), filters, format);
}
