import { authorizeRequest, getPreferences, recordAudit } from '@/lib/auth';
import { auditFiltersOf, parseAuditSearch } from '@/lib/audit/search-params';
import { openAuditExport } from '@/lib/audit/data';
import { EXPORT_FORMATS, type ExportFormat } from '@/lib/export/stream';
import { exportFileName } from '@/lib/export/response';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8; header=present',
  jsonl: 'application/jsonl; charset=utf-8',
};

/**
 * GET /audit/export?format=csv|jsonl&<the audit page's filters>: the whole filtered log, newest first, streamed a
 * page at a time (docs/audit.md). Needs `audit:read`; the export is itself audited.
 */
export async function GET(request: Request) {
  const authz = await authorizeRequest('audit:read', 'audit.export');
  if (!authz.ok) return authz.response;
  const url = new URL(request.url);
  const format = (url.searchParams.get('format') ?? 'csv').toLowerCase() as ExportFormat;
  if (!EXPORT_FORMATS.includes(format))
    return Response.json({ error: { message: `Unknown format ${format}: use csv or jsonl.` } }, { status: 400 });
  const { timeZone } = await getPreferences();
  const search = parseAuditSearch(Object.fromEntries(url.searchParams));
  const { page: _page, pageSize: _size, ...filters } = auditFiltersOf(search, timeZone);
  const stream = await openAuditExport(filters, format);
  await recordAudit({
    session: authz.session,
    action: 'audit.export',
    summary: { format, filters: { ...search, page: undefined } },
  });
  return new Response(stream, {
    headers: {
      'content-type': CONTENT_TYPES[format],
      'content-disposition': `attachment; filename="${exportFileName('audit', format, new Date())}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
