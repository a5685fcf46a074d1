import { isIdWith } from '@/core/ids';
import { majorToMinor } from '@/lib/format/money';
import { EXCEPTION_KINDS } from './index';

/**
 * The exceptions queue's state in the URL (docs/reconciliation.md, "In the console"): plain data and pure functions,
 * shared by the page (server), its filters (client) and its CSV export (route handler), so the three read one URL the
 * same way. A filter change starts again at page 1.
 */
export const QUEUE_PARAMS = [
  'kind',
  'owner',
  'account',
  'statement',
  'currency',
  'age_min',
  'age_max',
  'amount_min',
  'amount_max',
  'sort',
] as const;
export type QueueParam = (typeof QUEUE_PARAMS)[number];

export const QUEUE_SORTS = ['since', '-since', '-amount', 'amount', 'kind', '-kind'] as const;

export type QueueParams = Partial<Record<QueueParam, string>> & { page: number };

/** A filter the URL gave that the queue cannot use: named on its field, left out of the query. */
export type QueueProblems = Partial<
  Record<QueueParam, 'reconciliation.queue.error.age' | 'reconciliation.queue.error.amount'>
>;

const one = (v: string | string[] | null | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

/** The queue's params from a URL (unknown values of a closed set are left out; malformed numbers are problems). */
export function readQueueParams(source: Record<string, string | string[] | undefined> | URLSearchParams): {
  params: QueueParams;
  problems: QueueProblems;
} {
  const get = (name: string) => one(source instanceof URLSearchParams ? source.get(name) : source[name]);
  const page = Number(get('page'));
  const params: QueueParams = { page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
  const problems: QueueProblems = {};
  const kind = get('kind');
  if (kind && (EXCEPTION_KINDS as readonly string[]).includes(kind)) params.kind = kind;
  const sort = get('sort');
  if (sort && (QUEUE_SORTS as readonly string[]).includes(sort)) params.sort = sort;
  const statement = get('statement');
  if (statement && isIdWith('stm', statement)) params.statement = statement;
  const account = get('account');
  if (account && isIdWith('bac', account)) params.account = account;
  const currency = get('currency')?.toUpperCase();
  if (currency && /^[A-Z]{3}$/.test(currency)) params.currency = currency;
  const owner = get('owner');
  if (owner && owner.length <= 254) params.owner = owner;
  for (const name of ['age_min', 'age_max'] as const) {
    const value = get(name);
    if (!value) continue;
    if (/^\d{1,5}$/.test(value)) params[name] = value;
    else problems[name] = 'reconciliation.queue.error.age';
  }
  for (const name of ['amount_min', 'amount_max'] as const) {
    const value = get(name);
    if (!value) continue;
    if (majorToMinor(value, params.currency ?? 'USD') !== null) params[name] = value;
    else problems[name] = 'reconciliation.queue.error.amount';
  }
  return { params, problems };
}

/**
 * The API's query for these params (GET /reconciliation/exceptions/list): `owner=me` is the signed-in member's email,
 * amounts are typed in major units of the chosen currency (two decimals without one) and sent in minor units.
 */
export function queueApiFilters(params: QueueParams, memberEmail: string): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.kind) query.kind = params.kind;
  if (params.sort) query.sort = params.sort;
  if (params.statement) query.statement_id = params.statement;
  if (params.account) query.bank_account_id = params.account;
  if (params.currency) query.currency = params.currency;
  if (params.owner) query.owner = params.owner === 'me' ? memberEmail : params.owner;
  if (params.age_min) query.age_min = params.age_min;
  if (params.age_max) query.age_max = params.age_max;
  for (const name of ['amount_min', 'amount_max'] as const) {
    const minor = params[name] ? majorToMinor(params[name], params.currency ?? 'USD') : null;
    if (minor !== null) query[name] = minor.toString();
  }
  return query;
}

/** The queue's URL with some params changed (undefined removes one); any change but the page's starts at page 1. */
export function queueHref(params: QueueParams, change: Partial<QueueParams>): string {
  const next: QueueParams = { ...params, ...change, page: change.page ?? 1 };
  const search = new URLSearchParams();
  for (const name of QUEUE_PARAMS) {
    const value = next[name];
    if (value) search.set(name, value);
  }
  if (next.page > 1) search.set('page', String(next.page));
  const query = search.toString();
  return query ? `/reconciliation?${query}` : '/reconciliation';
}

/** This view of the queue with the month's every day in its per-day table (`days=all`) or its latest week. */
export function daysHref(params: QueueParams, allDays: boolean): string {
  const href = queueHref(params, { page: params.page });
  return allDays ? `${href}${href.includes('?') ? '&' : '?'}days=all` : href;
}

/** Whether any filter is set (to word the empty queue). */
export const queueFiltered = (params: QueueParams) =>
  QUEUE_PARAMS.some((name) => name !== 'sort' && Boolean(params[name]));
