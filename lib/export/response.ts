import 'server-only';
import { recordAudit, type StaffSession } from '@/lib/auth';
import { isApiError } from '@/lib/merchant-api';
import type { ExportResource } from './columns';
import { EXPORT_SOURCES, ExportUnsupportedError } from '@/lib/export/sources';
import { EXPORT_FORMATS, type ExportFormat } from './stream';
import { getT } from '@/lib/auth/translator';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8; header=present',
  jsonl: 'application/jsonl; charset=utf-8',
};

const errorResponse = (status: number, message: string) =>
  Response.json({ error: { message } }, { status, headers: { 'cache-control': 'no-store' } });

/** `payments-2026-11-21T10-30-00Z.csv`: sortable, and safe as a file name everywhere. */
export function exportFileName(resource: ExportResource | 'audit', format: ExportFormat, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `${resource}-${stamp}.${format}`;
}

/** The list's filters from the URL, exactly as the list page sends them (empty values dropped). */
export function exportFilters(url: URL, names: readonly string[]): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const name of names) {
    const value = url.searchParams.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/**
 * The streamed download of a list, for a route handler that has already checked the session and the
 * `exports` permission: `?format=csv|jsonl` plus the list page's own filter params. The export is audited
 * (who, which list, which filters) once its first page has been read, before any byte is sent.
 */
export async function exportResponse(
  request: Request,
  resource: ExportResource,
  session: StaffSession,
): Promise<Response> {
  const url = new URL(request.url);
  const format = (url.searchParams.get('format') ?? 'csv').toLowerCase() as ExportFormat;
  if (!EXPORT_FORMATS.includes(format))
    return errorResponse(400, (await getT())('actions.export.unknownFormat', { format }));

  const source = EXPORT_SOURCES[resource];
  const filters = exportFilters(url, source.filters);
  const action = `${resource}.export`;
  const started = Date.now();
  let stream: ReadableStream<Uint8Array>;
  try {
    stream = await source.open(filters, {
      format,
      onComplete: ({ rows, bytes }) =>
        console.info(
          `[export] ${action} by ${session.user.email}: ${rows} rows, ${bytes} bytes in ${Date.now() - started} ms`,
        ),
      onError: (error, { rows }) =>
        console.error(
          `[export] ${action} by ${session.user.email} failed after ${rows} rows:`,
          error instanceof Error ? error.message : error,
        ),
    });
  } catch (error) {
    if (error instanceof ExportUnsupportedError) return errorResponse(404, error.message);
    if (isApiError(error)) {
      await recordAudit({
        session,
        action,
        outcome: 'failure',
        summary: { format, filters, status: error.status },
        apiRequestId: error.requestId,
      });
      // A filter the API refused is the caller's to fix; anything else is the API failing us.
      return errorResponse(error.status === 400 ? 400 : 502, error.message);
    }
    throw error;
  }
  await recordAudit({ session, action, summary: { format, filters } });
  return new Response(stream, {
    headers: {
      'content-type': CONTENT_TYPES[format],
      'content-disposition': `attachment; filename="${exportFileName(resource, format, new Date(started))}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
