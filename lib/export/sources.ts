import 'server-only';
import {
  accounts,
  checkoutLinks,
  connectLinks,
  deposits,
  endUsers,
  isApiError,
  payments,
  payouts,
  reconciliation,
  recurringPlans,
  transfers,
  type Listing,
  type Transaction,
} from '@/lib/merchant-api';
import { counterpartyOf } from '@/lib/lists/parties';
import type { ReconciliationException } from '@/lib/merchant-api/schemas/reconciliation';
import { QUEUE_PARAMS, queueApiFilters, readQueueParams, type QueueParam } from '@/lib/reconciliation/queue';
import { lookupParties } from '@/lib/lists/parties-data';
import {
  ACCOUNT_FILTERS,
  DEPOSIT_FILTERS,
  END_USER_FILTERS,
  LINK_FILTERS,
  RECURRING_PLAN_FILTERS,
  TRANSACTION_FILTERS,
  type ListQuery,
  type TransactionFilter,
} from '@/lib/merchant-api/filters';
import { EXPORT_COLUMNS, type ExportColumn, type ExportResource, type ExportTransaction } from '@/lib/export/columns';
import { exportStream, pagesOf, primeFirstPage, type ExportStreamOptions, type PageFetcher } from '@/lib/export/stream';

/** The list has no route on this Merchant API (an extension a remote deployment lacks). */
export class ExportUnsupportedError extends Error {}

const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A long export may meet the API's rate limit or a passing outage: wait and ask again rather than fail. */
async function withRetry<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const transient =
        isApiError(error) &&
        (error.status === 429 || error.status === 502 || error.status === 503 || error.status === 504);
      if (!transient || attempt >= RETRY_DELAYS_MS.length) throw error;
      await sleep(RETRY_DELAYS_MS[attempt]);
    }
  }
}

/** One page of a lib/merchant-api list as the exporter wants it. */
export function listFetcher<T, F extends string>(
  list: (query: ListQuery<F>) => Promise<Listing<T>>,
  filters: Partial<Record<F, string>>,
  what: string,
): PageFetcher<T> {
  return async (page, pageSize) => {
    const result = await withRetry(() => list({ page, pageSize, filters }));
    if (result.kind === 'unsupported') throw new ExportUnsupportedError(result.detail);
    if (result.page.unreadable)
      console.warn(
        `[export] ${what}: page ${page} had ${result.page.unreadable} unreadable record(s); they are not in the export.`,
      );
    return { items: result.page.items, hasNextPage: result.page.pageInfo.hasNextPage };
  };
}

export interface ExportSource {
  /** The list's filter names (its URL params and API query parameters). */
  filters: readonly string[];
  /** Fetches the first page, then returns the stream of the whole list; throws before any byte if the first page fails. */
  open(
    filters: Record<string, string>,
    options: Omit<ExportStreamOptions<unknown>, 'columns'>,
  ): Promise<ReadableStream<Uint8Array>>;
}

function source<T extends { uuid: string }, F extends string>(
  list: (query: ListQuery<F>) => Promise<Listing<T>>,
  filterNames: readonly F[],
  columns: readonly ExportColumn<T>[],
  what: string,
): ExportSource {
  return {
    filters: filterNames,
    async open(filters, options) {
      const picked: Partial<Record<F, string>> = {};
      for (const name of filterNames) if (filters[name]) picked[name] = filters[name];
      const pages = await primeFirstPage(pagesOf(listFetcher(list, picked, what), { idOf: (item) => item.uuid }));
      return exportStream(pages, { ...options, columns } as ExportStreamOptions<T>);
    },
  };
}

/** Transactions with their counterparty's name and account (one batched lookup per page; absent when it fails). */
function withParties(list: (query: ListQuery<TransactionFilter>) => Promise<Listing<Transaction>>) {
  return async (query: ListQuery<TransactionFilter>): Promise<Listing<ExportTransaction>> => {
    const result = await list(query);
    if (result.kind !== 'page') return result;
    const parties = await lookupParties(result.page.items.map(counterpartyOf));
    const items = result.page.items.map((t) => ({ ...t, counterparty: parties[counterpartyOf(t) ?? ''] ?? null }));
    return { kind: 'page', page: { ...result.page, items } };
  };
}

/**
 * The reconciliation queue as a list: its URL's filters (lib/reconciliation/queue.ts; `owner=me` already replaced by the
 * member's email in the route handler) turned into the API's, the open exceptions a page at a time.
 */
async function reconciliationQueue(query: ListQuery<QueueParam>): Promise<Listing<ReconciliationException>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 100;
  const url: Record<string, string> = {};
  for (const [name, value] of Object.entries(query.filters ?? {})) if (value != null) url[name] = String(value);
  const { params } = readQueueParams(url);
  const result = await reconciliation.exceptions({
    status: 'OPEN',
    page,
    pageSize,
    query: queueApiFilters(params, params.owner ?? ''),
  });
  if (result.kind !== 'found') return { kind: 'unsupported', detail: result.detail };
  const { exceptions, total } = result.data;
  return {
    kind: 'page',
    page: { items: exceptions, pageInfo: { page, pageSize, hasNextPage: page * pageSize < total }, unreadable: 0 },
  };
}

export const EXPORT_SOURCES: Record<ExportResource, ExportSource> = {
  payments: source(withParties(payments.list), TRANSACTION_FILTERS, EXPORT_COLUMNS.payments, 'payments'),
  transfers: source(withParties(transfers.list), TRANSACTION_FILTERS, EXPORT_COLUMNS.transfers, 'transfers'),
  payouts: source(withParties(payouts.list), TRANSACTION_FILTERS, EXPORT_COLUMNS.payouts, 'payouts'),
  deposits: source(deposits.list, DEPOSIT_FILTERS, EXPORT_COLUMNS.deposits, 'deposits'),
  accounts: source(accounts.list, ACCOUNT_FILTERS, EXPORT_COLUMNS.accounts, 'accounts'),
  'end-users': source(endUsers.list, END_USER_FILTERS, EXPORT_COLUMNS['end-users'], 'end users'),
  'connect-links': source(connectLinks.list, LINK_FILTERS, EXPORT_COLUMNS['connect-links'], 'connect links'),
  'checkout-links': source(checkoutLinks.list, LINK_FILTERS, EXPORT_COLUMNS['checkout-links'], 'checkout links'),
  'recurring-plans': source(
    recurringPlans.list,
    RECURRING_PLAN_FILTERS,
    EXPORT_COLUMNS['recurring-plans'],
    'recurring plans',
  ),
  reconciliation: source(reconciliationQueue, QUEUE_PARAMS, EXPORT_COLUMNS.reconciliation, 'reconciliation exceptions'),
};
