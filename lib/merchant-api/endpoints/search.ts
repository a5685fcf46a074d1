import type { MerchantApi } from '../http';
import { SearchAnswerSchema, type SearchAnswer } from '../schemas/search';
import { getExtension, type ExtensionResult, type RouteBook } from './common';

/** The parameters of GET /search (docs/search.md), as the search box's parser (lib/search/query.ts) fills them. */
export interface SearchRequest {
  q: string;
  amount?: number;
  /** `amount>…`, `amount>=…`, `amount:a..b`: inclusive bounds in minor units (as the lists take them). */
  amount_greater_than?: number;
  amount_less_than?: number;
  currency?: string;
  status?: string;
  type?: string;
  date_from?: string;
  date_to?: string;
  /** Operator terms that could not be read (`amount>abc`): the page shows how to write them. */
  invalid?: string[];
}

/** GET /search's parameters (docs/search.md); `groups` names the groups the member may read. */
export interface SearchParams extends Partial<SearchRequest> {
  groups?: readonly string[];
  limit?: number;
}

export type SearchCall = ExtensionResult<SearchAnswer>;

/** GET /search: matches grouped by kind; `unsupported` on an API without the extension. */
export function searchResources(api: MerchantApi, book: RouteBook) {
  async function run(params: SearchParams): Promise<SearchCall> {
    return getExtension(
      api,
      book,
      '/search',
      {
        q: params.q || undefined,
        amount: params.amount,
        amount_greater_than: params.amount_greater_than,
        amount_less_than: params.amount_less_than,
        currency: params.currency,
        status: params.status,
        type: params.type,
        date_from: params.date_from,
        date_to: params.date_to,
        groups: params.groups?.join(','),
        limit: params.limit,
      },
      (body) => SearchAnswerSchema.safeParse(body),
    );
  }
  return { search: { run } };
}
