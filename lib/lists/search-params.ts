import {
  createLoader,
  createSerializer,
  parseAsInteger,
  parseAsNumberLiteral,
  parseAsString,
  type inferParserType,
} from 'nuqs/server';
import { endOfDayInZone, startOfDayInZone } from '@/lib/format/date';
import {
  ACCOUNT_FILTERS,
  CASE_FILTERS,
  DEFAULT_PAGE_SIZE,
  DEPOSIT_FILTERS,
  END_USER_FILTERS,
  LINK_FILTERS,
  PAGE_SIZES,
  RECURRING_PLAN_FILTERS,
  REQUEST_LOG_FILTERS,
  TRANSACTION_FILTERS,
  type ListQuery,
} from '@/lib/merchant-api/filters';

/**
 * The URL state of every list, declared once (tablecn's validations.ts): paging, the currency amounts are
 * typed in, and each list's API filter names (`filterParsers(TRANSACTION_FILTERS)`, the names from
 * lib/merchant-api/filters.ts). The server page parses with the list's loader (createLoader), the feature's data.ts turns the
 * values into the API query (toListQuery), and the client toolbar binds the same parsers (useQueryStates).
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
export function toListQuery<F extends string>(
  values: PagingValues & Partial<Record<F, string | null>>,
  filters: readonly F[],
  timeZone?: string,
): ListQuery<F> {
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

/** The payments, transfers and payouts lists (spec 4.8 filters + paging). */
export const transactionParsers = { ...pagingParsers, ...filterParsers(TRANSACTION_FILTERS) };
export const loadTransactionParams = createLoader(transactionParsers);
/** Links to a filtered list: `transactionListHref('/payments', {origin_account_uuid: id})`. */
export const transactionListHref = createSerializer(transactionParsers);

/** The deposits list (an extension). */
export const depositParsers = { ...pagingParsers, ...filterParsers(DEPOSIT_FILTERS) };
export const loadDepositParams = createLoader(depositParsers);
export const depositListHref = createSerializer(depositParsers);

/** The accounts list (spec 4.8 filters + paging). */
export const accountParsers = { ...pagingParsers, ...filterParsers(ACCOUNT_FILTERS) };
export const loadAccountParams = createLoader(accountParsers);
export const accountListHref = createSerializer(accountParsers);

/** The end users list (spec 4.8 filters + paging). */
export const endUserParsers = { ...pagingParsers, ...filterParsers(END_USER_FILTERS) };
export const loadEndUserParams = createLoader(endUserParsers);
export const endUserListHref = createSerializer(endUserParsers);

/** The connect-link and checkout-link lists (spec 4.8 filters + paging). */
export const linkParsers = { ...pagingParsers, ...filterParsers(LINK_FILTERS) };
export const loadLinkParams = createLoader(linkParsers);
export const linkListHref = createSerializer(linkParsers);

/** The recurring plans list (an extension). */
export const recurringPlanParsers = { ...pagingParsers, ...filterParsers(RECURRING_PLAN_FILTERS) };
export const loadRecurringPlanParams = createLoader(recurringPlanParsers);
export const recurringPlanListHref = createSerializer(recurringPlanParsers);

/** The request log (/developers/logs): its API filters + paging. */
export const requestLogParsers = { ...pagingParsers, ...filterParsers(REQUEST_LOG_FILTERS) };
export const loadRequestLogParams = createLoader(requestLogParsers);

/** The disputes and returns list (/disputes, an extension): its API filters (sort=due_soon among them) + paging. */
export const caseParsers = { ...pagingParsers, ...filterParsers(CASE_FILTERS) };
export const loadCaseParams = createLoader(caseParsers);
export const caseListHref = createSerializer(caseParsers);
