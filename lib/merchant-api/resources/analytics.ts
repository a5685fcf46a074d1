import { ApiError, invalidResponse, isUnsupportedRoute } from '../errors';
import type { MerchantApi } from '../http';
import { OverviewSchema, type Overview } from '../schemas/analytics';
import type { RouteBook } from './common';

export interface OverviewParams {
  /** First day, YYYY-MM-DD, inclusive (in `timeZone`). */
  dateFrom?: string;
  /** Last day, YYYY-MM-DD, inclusive. */
  dateTo?: string;
  /** IANA zone whose calendar days the period and the daily series use. */
  timeZone?: string;
  /** ISO 4217; the API defaults to the merchant's currency. */
  currency?: string;
  merchantId?: string;
}

export type OverviewResult = { kind: 'found'; data: Overview } | { kind: 'unsupported'; detail: string };

const ROUTE = 'GET /analytics/overview';

/** GET /analytics/overview: figures for a period; `unsupported` on an API without the extension. */
export function analyticsResources(api: MerchantApi, book: RouteBook) {
  async function overview(params: OverviewParams = {}): Promise<OverviewResult> {
    const unsupported: OverviewResult = { kind: 'unsupported', detail: `This Merchant API has no ${ROUTE} endpoint.` };
    if (book.candidates(ROUTE, [ROUTE]).length === 0) return unsupported;
    try {
      const response = await api.request('/analytics/overview', {
        query: {
          date_from: params.dateFrom,
          date_to: params.dateTo,
          time_zone: params.timeZone,
          currency: params.currency,
          merchant_id: params.merchantId,
        },
      });
      const body = response.body as { overview?: unknown } | null;
      const parsed = OverviewSchema.safeParse(
        body && typeof body === 'object' && 'overview' in body ? body.overview : body,
      );
      if (!parsed.success)
        throw invalidResponse(parsed.error.issues[0]?.message ?? 'unreadable overview', response.requestId);
      book.found(ROUTE, ROUTE);
      return { kind: 'found', data: parsed.data };
    } catch (error) {
      // The route takes no id, so any 404 means the deployment lacks it.
      if (isUnsupportedRoute(error) || (error instanceof ApiError && error.status === 404)) {
        book.missing(ROUTE);
        return unsupported;
      }
      throw error;
    }
  }
  return { analytics: { overview } };
}
