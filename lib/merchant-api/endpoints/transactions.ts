import {
  DEPOSIT_FILTERS,
  TRANSACTION_FILTERS,
  type DepositFilter,
  type ListQuery,
  type TransactionFilter,
} from '../filters';
import { TransactionSchema, type Transaction } from '../schemas/transaction';
import { z } from 'zod';
import { ApiError } from '../errors';
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
  const deposits: TransactionResource<DepositFilter> & {
    getLines(uuid: string, query: DepositLinesQuery): Promise<Lookup<DepositWithLines>>;
  } = {
    list: (query) => list(depositsList, query, DEPOSIT_FILTERS),
    // GET /deposits/{uuid} is in the spec and answers a bare deposit ({deposit: …} is tolerated too).
    get: (uuid) =>
      get({ route: 'GET /deposits/{uuid}', path: `/deposits/${enc(uuid)}`, key: 'deposit', item: TransactionSchema }),
    /**
     * The deposit with one page of its lines and the totals of all (extension `related_limit`). A deployment without
     * it ignores the parameters (every line comes, `paging` is null: the caller pages them) or refuses them (400:
     * asked again without).
     */
    getLines: async (uuid, query) => {
      const spec = {
        route: 'GET /deposits/{uuid}',
        path: `/deposits/${enc(uuid)}`,
        key: 'deposit',
        item: DepositWithLinesSchema,
      };
      try {
        return await get({
          ...spec,
          query: {
            related_limit: query.limit,
            ...(query.cursor ? { related_cursor: query.cursor } : {}),
            ...(query.sort ? { related_sort: query.sort } : {}),
          },
        });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 400) throw error;
        return get(spec);
      }
    },
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

export interface DepositLinesQuery {
  limit: number;
  cursor?: string | null;
  sort?: string | null;
}

const sum = z.union([z.number().int(), z.string().regex(/^-?\d+$/)]).transform((v) => BigInt(v));

/** The paging extension's fields of GET /deposits/{uuid}?related_limit=… (service/deposits/schemas.ts). */
const DepositPagingSchema = z.object({
  related_next_cursor: z.string().nullable().optional(),
  related_previous_cursor: z.string().nullable().optional(),
  related_totals: z.object({
    count: z.number().int(),
    contribution: sum.nullable(),
    by_type: z.array(
      z.object({
        type: z.string(),
        count: z.number().int(),
        amount: sum,
        total_fee: sum,
        contribution: sum.nullable(),
      }),
    ),
  }),
});

export type DepositPaging = {
  next: string | null;
  previous: string | null;
  count: number;
  sum: bigint | null;
  totals: { type: string; count: number; amount: bigint; fee: bigint; counts: bigint | null }[];
};

export type DepositWithLines = { deposit: Transaction; paging: DepositPaging | null };

/** A deposit and, when the API paged its lines, the page's cursors and the totals of every line. */
const DepositWithLinesSchema = z.unknown().transform((value, ctx): DepositWithLines => {
  const deposit = TransactionSchema.safeParse(value);
  if (!deposit.success) {
    for (const issue of deposit.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  const paging = DepositPagingSchema.safeParse(value);
  if (!paging.success) return { deposit: deposit.data, paging: null };
  const p = paging.data;
  return {
    deposit: deposit.data,
    paging: {
      next: p.related_next_cursor ?? null,
      previous: p.related_previous_cursor ?? null,
      count: p.related_totals.count,
      sum: p.related_totals.contribution,
      totals: p.related_totals.by_type.map((g) => ({
        type: g.type,
        count: g.count,
        amount: g.amount,
        fee: g.total_fee,
        counts: g.contribution,
      })),
    },
  };
});
