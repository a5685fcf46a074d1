import 'server-only';
import { listAudit, listAuditActions, type AuditFilters } from '@/lib/audit';
import { roleNames } from '@/lib/auth/roles';
import { listStaff } from '@/lib/auth/staff';
import { getConsoleDb } from '@/lib/db';
import { auditEntryJson } from '@/lib/audit/stream';
import type { ExportColumn } from '@/lib/export/columns';
import { exportStream, pagesOf, primeFirstPage, type ExportFormat } from '@/lib/export/stream';

type AuditExportRow = ReturnType<typeof auditEntryJson>;

/** The audit export's CSV columns: the JSON Lines fields, the summary as one JSON cell, times in UTC. */
const AUDIT_COLUMNS: ExportColumn<AuditExportRow>[] = [
  { header: 'id', kind: 'number', value: (r) => r.id },
  { header: 'at (UTC)', kind: 'text', value: (r) => r.at },
  { header: 'actor_id', kind: 'text', value: (r) => r.actor_id },
  { header: 'actor_email', kind: 'text', value: (r) => r.actor_email },
  { header: 'actor_role', kind: 'text', value: (r) => r.actor_role },
  { header: 'action', kind: 'text', value: (r) => r.action },
  { header: 'target', kind: 'text', value: (r) => r.target },
  { header: 'outcome', kind: 'text', value: (r) => r.outcome },
  { header: 'summary', kind: 'text', value: (r) => JSON.stringify(r.summary ?? {}) },
  { header: 'api_request_id', kind: 'text', value: (r) => r.api_request_id },
  { header: 'ip', kind: 'text', value: (r) => r.ip },
];

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
  const db = await getConsoleDb();
  const pages = pagesOf<AuditExportRow>(
    async (page, pageSize) => {
      const result = await listAudit(db, { ...filters, page, pageSize });
      return { items: result.entries.map(auditEntryJson), hasNextPage: result.hasNextPage };
    },
    { idOf: (entry) => String(entry.id) },
  );
  return exportStream(await primeFirstPage(pages), { format, columns: AUDIT_COLUMNS });
}
