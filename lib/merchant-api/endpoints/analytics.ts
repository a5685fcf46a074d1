import type { MerchantApi } from '../http';
import { OverviewSchema, type Overview } from '../schemas/analytics';
import { getExtension, type ExtensionResult, type RouteBook } from './common';

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

export type OverviewResult = ExtensionResult<Overview>;

/** GET /analytics/overview: figures for a period; `unsupported` on an API without the extension. */
export function analyticsResources(api: MerchantApi, book: RouteBook) {
  async function overview(params: OverviewParams = {}): Promise<OverviewResult> {
    return getExtension(
      api,
      book,
      '/analytics/overview',
      {
        date_from: params.dateFrom,
        date_to: params.dateTo,
        time_zone: params.timeZone,
        currency: params.currency,
        merchant_id: params.merchantId,
      },
      (body) =>
        OverviewSchema.safeParse(
          body && typeof body === 'object' && 'overview' in body ? (body as { overview: unknown }).overview : body,
        ),
    );
  }
  return { analytics: { overview } };
}
