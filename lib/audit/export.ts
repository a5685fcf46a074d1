import type { ConsoleDb } from '@/lib/db/types';
import type { ExportColumn } from '@/lib/export/columns';
import {
  EXPORT_PAGE_SIZE,
  exportStream,
  pagesOf,
  primeFirstPage,
  type ExportFormat,
  type ExportStreamOptions,
} from '@/lib/export/stream';
import { listAudit, type AuditFilters } from './queries';
import { auditEntryJson } from './stream';

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

/**
 * The whole filtered audit log, newest first, as CSV or JSON Lines: read a page at a time as the download takes the
 * previous one (lib/export/stream.ts), so memory stays bounded however long the log (docs/audit.md, "Export").
 */
export async function auditExportStream(
  db: ConsoleDb,
  filters: Omit<AuditFilters, 'page' | 'pageSize'>,
  format: ExportFormat,
  options: Pick<ExportStreamOptions<AuditExportRow>, 'onComplete'> & { pageSize?: number } = {},
) {
  const pages = pagesOf<AuditExportRow>(
    async (page, size) => {
      const result = await listAudit(db, { ...filters, page, pageSize: size });
      return { items: result.entries.map(auditEntryJson), hasNextPage: result.hasNextPage };
    },
    { idOf: (entry) => String(entry.id), pageSize: options.pageSize ?? EXPORT_PAGE_SIZE },
  );
  return exportStream(await primeFirstPage(pages), { format, columns: AUDIT_COLUMNS, onComplete: options.onComplete });
}
