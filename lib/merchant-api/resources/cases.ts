import { CASE_FILTERS, type CaseFilter, type ListQuery } from '../filters';
import type { MerchantApi } from '../http';
import {
  CaseCountsSchema,
  CaseDetailSchema,
  CaseSchema,
  type Case,
  type CaseCounts,
  type CaseDetail,
} from '../schemas/cases';
import {
  getExtension,
  type ExtensionResult,
  type Getter,
  type Lister,
  type Listing,
  type Lookup,
  type RouteBook,
} from './common';

/** Dispute and return cases (an extension, docs/disputes.md): unsupported on an API without them. */
export function caseResources(list: Lister, get: Getter, api: MerchantApi, book: RouteBook) {
  const enc = encodeURIComponent;
  return {
    cases: {
      list: (query: ListQuery<CaseFilter>): Promise<Listing<Case>> =>
        list({ route: 'GET /cases/list', paths: ['/cases/list'], key: 'cases', item: CaseSchema }, query, CASE_FILTERS),
      get: (uuid: string): Promise<Lookup<CaseDetail>> =>
        get({ route: 'GET /cases/{uuid}', path: `/cases/${enc(uuid)}`, item: CaseDetailSchema }),
      counts: (): Promise<ExtensionResult<CaseCounts>> =>
        getExtension(api, book, '/cases/counts', {}, (body) => CaseCountsSchema.safeParse(body)),
    },
  };
}
