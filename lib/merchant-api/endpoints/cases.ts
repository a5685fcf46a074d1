import { CASE_FILTERS, type CaseFilter, type ListQuery } from '../filters';
import { ApiError } from '../errors';
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

/** An evidence file as downloaded: always served on as an attachment (docs/disputes.md). */
export interface EvidenceFile {
  bytes: Uint8Array;
  contentType: string;
  disposition: string;
}

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
      /** One evidence file's bytes, with the type and attachment name the API gives it (not found: null). */
      downloadEvidence: async (caseId: string, evidenceId: string): Promise<EvidenceFile | null> => {
        try {
          const response = await api.request(`/cases/${enc(caseId)}/evidence/${enc(evidenceId)}`, { bytes: true });
          if (!(response.body instanceof Uint8Array)) return null;
          return {
            bytes: response.body,
            contentType: response.headers?.get('content-type') ?? 'application/octet-stream',
            disposition: response.headers?.get('content-disposition') ?? 'attachment',
          };
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
    },
  };
}
