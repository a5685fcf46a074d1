/**
 * Which lists can have saved views and what a view keeps of a list's URL. Plain data and pure functions,
 * shared by the menu (client) and the actions (server).
 */

/** The console's list pages, by path segment. */
export const SAVED_VIEW_LISTS = [
  'payments',
  'transfers',
  'payouts',
  'deposits',
  'accounts',
  'end-users',
  'connect-links',
  'checkout-links',
  'recurring-plans',
  'audit',
  'reconciliation',
] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

export function isSavedViewList(value: unknown): value is SavedViewList {
  return typeof value === 'string' && (SAVED_VIEW_LISTS as readonly string[]).includes(value);
}

/** The list a path is, when it is one of them exactly ("/payments" → "payments"; a detail page → null). */
export function listOfPath(pathname: string | null | undefined): SavedViewList | null {
  const match = /^\/([a-z-]+)\/?$/.exec(pathname ?? '');
  return match && isSavedViewList(match[1]) ? match[1] : null;
}

export const MAX_VIEW_NAME = 80;
export const MAX_VIEW_QUERY = 2000;
export const MAX_VIEW_COLUMNS = 60;

/** URL params a view never keeps: the page (a view starts on page 1), columns (kept apart), an opened line. */
const NOT_KEPT = new Set(['page', 'hide', 'line']);

/**
 * The part of a list's query string a view keeps: every set param but paging and columns, sorted so the
 * same filters always read the same ("status=FAILED&date_from=2026-01-01" → "date_from=…&status=FAILED").
 */
export function viewQuery(search: string | URLSearchParams): string {
  const params =
    typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
  const kept = [...params.entries()].filter(
    ([key, value]) => !NOT_KEPT.has(key) && value.trim() !== '' && key.length <= 64,
  );
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}

/** How many filters a saved query sets (page_size and the amount currency are not filters). */
export function filterCount(query: string): number {
  const keys = new Set(
    [...new URLSearchParams(query).keys()].filter((key) => key !== 'page_size' && key !== 'amount_currency'),
  );
  return keys.size;
}

/** The columns a view shows and hides (both kept, so columns a list gains later get their default). */
export interface ViewColumns {
  visible: string[];
  hidden: string[];
}

/**
 * The URL that applies a view: its query, plus `hide` for the columns it hides (`hide=` when it shows
 * columns the list hides by default). Without saved columns the list's own defaults apply.
 */
export function viewHref(
  pathname: string,
  view: { query: string; columns: ViewColumns | null },
  table: { columnIds: readonly string[]; defaultHidden: readonly string[] },
): string {
  const params = new URLSearchParams(view.query);
  params.delete('page');
  params.delete('hide');
  if (view.columns) {
    const saved = view.columns;
    const known = new Set([...saved.visible, ...saved.hidden]);
    const hidden = table.columnIds.filter(
      (id) => saved.hidden.includes(id) || (!known.has(id) && table.defaultHidden.includes(id)),
    );
    const isDefault =
      hidden.length === table.defaultHidden.length && hidden.every((id) => table.defaultHidden.includes(id));
    if (!isDefault) params.set('hide', hidden.join(','));
  }
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** A view as the menu shows it. */
export interface SavedView {
  id: string;
  name: string;
  query: string;
  columns: ViewColumns | null;
  shared: boolean;
  mine: boolean;
  ownerName: string;
  createdAt: string;
}
