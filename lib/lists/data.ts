import 'server-only';
import { getPreferences } from '@/lib/auth';
import {
  institutions,
  isApiError,
  merchants,
  tenants,
  type ApiErrorInfo,
  type Listing,
  type Page,
} from '@/lib/merchant-api';
import type { Display } from '@/lib/lists/display';
import type { DirectoryOptions, Option } from '@/lib/lists/directory';
import type { PagingValues } from '@/lib/lists/search-params';

/** The member's display preferences, in the shape views take. */
export async function getDisplay(): Promise<Display> {
  const { timeZone, language } = await getPreferences();
  return { timeZone, language };
}

/** A list page's parsed URL values: paging plus the list's own filters (see toListQuery). */
export type ListValues<F extends readonly string[]> = PagingValues & Partial<Record<F[number], string | null>>;

export type ListResult<T> =
  { kind: 'page'; page: Page<T> } | { kind: 'unsupported'; detail: string } | { kind: 'error'; error: ApiErrorInfo };

/** A list call whose API error is shown in place of the rows (the toolbar stays so filters can be fixed). */
export async function toListResult<T>(listing: Promise<Listing<T>>): Promise<ListResult<T>> {
  try {
    return await listing;
  } catch (error) {
    if (isApiError(error)) return { kind: 'error', error: error.toJSON() };
    throw error;
  }
}

async function optionsOf<T>(listing: Promise<Listing<T>>, toOption: (item: T) => Option): Promise<Option[] | null> {
  try {
    const result = await listing;
    return result.kind === 'page' ? result.page.items.map(toOption) : null;
  } catch {
    // Pickers are a convenience: without them the filters take typed ids.
    return null;
  }
}

const label = (name: string | null, id: string) => (name ? `${name}` : id);

/** Merchants, tenants and institutions for filter pickers and labels; null where the API lacks the list. */
export async function loadDirectory(which: {
  merchants?: boolean;
  tenants?: boolean;
  institutions?: boolean;
}): Promise<DirectoryOptions> {
  const [m, t, i] = await Promise.all([
    which.merchants ? optionsOf(merchants.list(), (x) => ({ value: x.uuid, label: label(x.name, x.uuid) })) : null,
    which.tenants ? optionsOf(tenants.list(), (x) => ({ value: x.uuid, label: label(x.name, x.uuid) })) : null,
    which.institutions
      ? optionsOf(institutions.list(), (x) => ({ value: x.uuid, label: label(x.name, x.uuid) }))
      : null,
  ]);
  return { merchants: m, tenants: t, institutions: i };
}

/**
 * The rows, paging and error of a list result, as the resource tables take them; `project` keeps of each row only
 * what its client table reads (e.g. lib/transactions/rows.ts), so the page's RSC payload stays small.
 */
export function listTableProps<T, R = T>(
  result: ListResult<T>,
  project: (item: T) => R = (item) => item as unknown as R,
) {
  return {
    rows: result.kind === 'page' ? result.page.items.map(project) : [],
    pageInfo: result.kind === 'page' ? result.page.pageInfo : null,
    unreadable: result.kind === 'page' ? result.page.unreadable : 0,
    error:
      result.kind === 'error'
        ? result.error
        : result.kind === 'unsupported'
          ? { status: 404, code: 'route_not_found', message: result.detail, fieldErrors: {}, requestId: null }
          : null,
  };
}
