import 'server-only';

/**
 * Streamed exports of the console's lists (CSV or JSON Lines, every page, bounded memory).
 *
 *   route handler:  const authz = await authorizeRequest('exports', 'payments.export');
 *                   if (!authz.ok) return authz.response;
 *                   return exportResponse(request, 'payments', authz.session);
 *   a link to it:   exportHref('payments', currentSearchParams, 'csv')  (from '@/lib/export/href', client-safe)
 */
export { exportFileName, exportFilters, exportResponse } from './response';
export { EXPORT_SOURCES, ExportUnsupportedError, listFetcher, type ExportSource } from '@/lib/export/sources';
export { EXPORT_COLUMNS, EXPORT_RESOURCES, type ExportColumn, type ExportResource } from './columns';
export {
  EXPORT_FORMATS,
  EXPORT_PAGE_SIZE,
  exportStream,
  pagesOf,
  primeFirstPage,
  type ExportFormat,
  type ExportPage,
  type ExportProgress,
  type PageFetcher,
} from './stream';
export { exportHref } from './href';
