import {
  DEPOSIT_FILTERS,
  TRANSACTION_FILTERS,
  type DepositFilter,
  type ListQuery,
  type TransactionFilter,
} from '../filters';
import { TransactionSchema, type Transaction } from '../schemas/transaction';
import { lookupByScan, SCAN_PAGE_SIZE, type Getter, type Lister, type Listing, type Lookup } from './common';

const byUuid = (t: Transaction) => t.uuid;
const enc = encodeURIComponent;

export interface TransactionResource<F extends string> {
  list(query: ListQuery<F>): Promise<Listing<Transaction>>;
  get(uuid: string): Promise<Lookup<Transaction>>;
}

function transactionResource<F extends string>(
  list: Lister,
  get: Getter,
  options: {
    what: string;
    listRoute: string;
    listPaths: string[];
    key: string;
    itemKey: string;
    getPath: (uuid: string) => string;
    getRoute: string;
    filters: readonly F[];
  },
): TransactionResource<F> {
  const listSpec = { route: options.listRoute, paths: options.listPaths, key: options.key, item: TransactionSchema };
  const resource: TransactionResource<F> = {
    list: (query) => list(listSpec, query, options.filters),
    get: (uuid) =>
      get({
        route: options.getRoute,
        path: options.getPath(uuid),
        key: options.itemKey,
        item: TransactionSchema,
        fallback: () => lookupByScan(resource.list({ page: 1, pageSize: SCAN_PAGE_SIZE }), uuid, byUuid, options.what),
      }),
  };
  return resource;
}

export function transactionResources(list: Lister, get: Getter) {
  const paymentsList = { route: 'GET /payments/list', paths: ['/payments/list'], key: 'payments' };
  const payments = {
    ...transactionResource<TransactionFilter>(list, get, {
      what: 'payment',
      listRoute: paymentsList.route,
      listPaths: paymentsList.paths,
      key: paymentsList.key,
      itemKey: 'payment',
      getRoute: 'GET /payments/{uuid}',
      getPath: (uuid) => `/payments/${enc(uuid)}`,
      filters: TRANSACTION_FILTERS,
    }),
    /**
     * Many payments in one call (extensions `code_in`, `uuid_in`: at most 100 values). An API without them may
     * refuse them (400) or ignore them and answer its newest payments: callers keep only what they asked for.
     */
    byCodes: (codes: string[]): Promise<Listing<Transaction>> =>
      list(
        { ...paymentsList, item: TransactionSchema },
        { pageSize: codes.length, filters: { code_in: codes.join(',') } },
        ['code_in'] as const,
      ),
    byIds: (ids: string[]): Promise<Listing<Transaction>> =>
      list(
        { ...paymentsList, item: TransactionSchema },
        { pageSize: ids.length, filters: { uuid_in: ids.join(',') } },
        ['uuid_in'] as const,
      ),
  };
  // The spec's heading says /transfer/list/, its examples /transfers/list: try the latter first.
  const transfers = transactionResource<TransactionFilter>(list, get, {
    what: 'transfer',
    listRoute: 'GET /transfers/list',
    listPaths: ['/transfers/list', '/transfer/list/'],
    key: 'transfers',
    itemKey: 'transfer',
    getRoute: 'GET /transfers/{uuid}',
    getPath: (uuid) => `/transfers/${enc(uuid)}`,
    filters: TRANSACTION_FILTERS,
  });
  const payouts = transactionResource<TransactionFilter>(list, get, {
    what: 'payout',
    listRoute: 'GET /payouts/list',
    listPaths: ['/payouts/list'],
    key: 'payouts',
    itemKey: 'payout',
    getRoute: 'GET /payouts/{uuid}',
    getPath: (uuid) => `/payouts/${enc(uuid)}`,
    filters: TRANSACTION_FILTERS,
  });
  const depositsList = {
    route: 'GET /deposits/list',
    paths: ['/deposits/list'],
    key: 'deposits',
    item: TransactionSchema,
  };
  const deposits: TransactionResource<DepositFilter> = {
    list: (query) => list(depositsList, query, DEPOSIT_FILTERS),
    // GET /deposits/{uuid} is in the spec and answers a bare deposit ({deposit: …} is tolerated too).
    get: (uuid) =>
      get({ route: 'GET /deposits/{uuid}', path: `/deposits/${enc(uuid)}`, key: 'deposit', item: TransactionSchema }),
  };
  /**
   * A transaction of any kind by id (a trx_ id does not say which): asks each kind's get at once and
   * returns the first found, with the list it belongs to.
   */
  async function find(
    uuid: string,
  ): Promise<FoundTransaction | { kind: 'not_found' } | { kind: 'unsupported'; detail: string }> {
    const kinds = [
      ['payments', payments],
      ['transfers', transfers],
      ['payouts', payouts],
      ['deposits', deposits],
    ] as const;
    const results = await Promise.allSettled(kinds.map(([, resource]) => resource.get(uuid)));
    let unsupported: string | null = null;
    for (const [i, result] of results.entries()) {
      if (result.status === 'rejected') continue;
      if (result.value.kind === 'found') return { kind: 'found', list: kinds[i][0], data: result.value.data };
      if (result.value.kind === 'unsupported') unsupported ??= result.value.detail;
    }
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) throw failure.reason;
    return unsupported ? { kind: 'unsupported', detail: unsupported } : { kind: 'not_found' };
  }

  /** Any transaction by id through GET /transactions/{uuid} (extension): the REVERSAL and RETURN items no typed endpoint serves. */
  const get_ = (uuid: string) =>
    get({
      route: 'GET /transactions/{uuid}',
      path: `/transactions/${enc(uuid)}`,
      key: 'transaction',
      item: TransactionSchema,
    });

  return { payments, transfers, payouts, deposits, transactions: { find, get: get_ } };
}

export type TransactionList = 'payments' | 'transfers' | 'payouts' | 'deposits';
export type FoundTransaction = { kind: 'found'; list: TransactionList; data: Transaction };
