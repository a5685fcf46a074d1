/**
 * The URL of a list's export with the list's current filters (client-safe: no server code here).
 * Paging params are dropped: an export is the whole filtered list, not the page on screen.
 */
const NOT_FILTERS = new Set(['page', 'page_size', 'format']);

export type ExportHrefFormat = 'csv' | 'jsonl';

export function exportHref(
  listPath: string,
  searchParams: URLSearchParams | Record<string, string | string[] | null | undefined>,
  format: ExportHrefFormat = 'csv',
): string {
  const params = new URLSearchParams();
  const entries: [string, string][] =
    searchParams instanceof URLSearchParams
      ? [...searchParams.entries()]
      : Object.entries(searchParams).flatMap(([k, v]) =>
          v == null ? [] : Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v] as [string, string]],
        );
  for (const [key, value] of entries) if (!NOT_FILTERS.has(key) && value.trim() !== '') params.append(key, value);
  params.set('format', format);
  const path = listPath.replace(/^\/?/, '/').replace(/\/$/, '');
  return `${path}/export?${params.toString()}`;
}
