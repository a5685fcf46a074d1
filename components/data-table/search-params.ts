import { parseAsInteger, parseAsNumberLiteral, parseAsString, type inferParserType } from 'nuqs/server';
import { endOfDayInZone, startOfDayInZone } from '@/lib/format/date';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type ListQuery } from '@/lib/merchant-api/filters';

/**
 * URL params shared by every list: paging, and the currency amounts are typed in. A list's own params
 * are its API filter names (`filterParsers(TRANSACTION_FILTERS)`), declared once per resource and used by
 * both the server page (createLoader) and the client toolbar (useQueryStates).
 */
export const pagingParsers = {
  page: parseAsInteger.withDefault(1),
  page_size: parseAsNumberLiteral(PAGE_SIZES).withDefault(DEFAULT_PAGE_SIZE),
  /** The currency in which amount filters are typed; not sent to the API. */
  amount_currency: parseAsString.withDefault('USD'),
};

/** One string parser per filter name. */
export function filterParsers<const F extends string>(filters: readonly F[]): Record<F, typeof parseAsString> {
  return Object.fromEntries(filters.map((name) => [name, parseAsString])) as Record<F, typeof parseAsString>;
}

export type PagingValues = inferParserType<typeof pagingParsers>;

/** The parsed URL values → the query for lib/merchant-api (only this list's filters; empty ones dropped). */
export function toListQuery<F extends string>(values: PagingValues & Partial<Record<F, string | null>>, filters: readonly F[], timeZone?: string): ListQuery<F> {
  const picked: Partial<Record<F, string>> = {};
  for (const name of filters) {
    const value = values[name];
    if (typeof value === 'string' && value.trim()) picked[name] = value.trim();
  }
  if (timeZone) zoneDays(picked as Partial<Record<string, string>>, timeZone);
  return { page: Math.max(1, values.page), pageSize: values.page_size, filters: picked };
}

/** Whether any of the filters is set (to tell "no results" from "nothing yet"). */
export function hasFilters(values: Record<string, unknown>, filters: readonly string[]): boolean {
  return filters.some((name) => typeof values[name] === 'string' && (values[name] as string).trim() !== '');
}

/**
 * "Created" days typed in the member's zone: date_from / date_to (YYYY-MM-DD) become that day's first and
 * last instant there, which the API takes as date-times (a bare date would be a UTC day).
 */
export function zoneDays(filters: Partial<Record<string, string>>, timeZone: string): void {
  if (filters.date_from) filters.date_from = startOfDayInZone(filters.date_from, timeZone) ?? filters.date_from;
  if (filters.date_to) filters.date_to = endOfDayInZone(filters.date_to, timeZone) ?? filters.date_to;
}
