import { createRoute } from '@hono/zod-openapi';
import { invalidField } from '../http/errors';
import { readerFor } from '../http/readers';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonResponse } from '../http/route-spec';
import { getOwnedMerchant } from '../merchants/owner';
import { getBusinessDay } from '../merchants/business-day';
import { isPeriodError, resolvePeriod } from './period';
import { getOverview } from './queries';
import { OverviewEnvelope, OverviewQuery } from './schemas';

const overview = createRoute({
  method: 'get',
  path: '/analytics/overview',
  tags: ['Analytics'],
  summary: 'Overview of payments and money movements',
  description:
    'Figures for a period of whole days in one time zone, in one currency, computed by aggregate queries: payments per day (every day present, ' +
    'zeros included), per status, the success rate, refunds, disputes, payouts, transfers and the top end users by volume. ' +
    'Every amount is an integer of minor units.',
  ...extension,
  middleware: guard('read:payments'),
  request: { query: OverviewQuery },
  responses: { 200: jsonResponse(OverviewEnvelope, 'The overview'), ...errorResponses },
});

export function analyticsRouter() {
  const router = newRouter();
  router.openapi(overview, async (c) => {
    const { db, clock } = c.var.deps;
    const { merchantId } = c.var.auth;
    const query = c.req.valid('query');
    const merchant = await getOwnedMerchant(db, merchantId, query.merchant_id);
    if (!merchant)
      throw invalidField(
        'merchant_id',
        'unknown_merchant',
        `'merchant_id' must be your merchant id or one of your sub-merchants' (mer_…).`,
      );
    const now = clock.now();
    // No time_zone: the merchant's business day (zone and cut-off, docs/reports.md); a given zone means its calendar days.
    const businessDay = query.time_zone ? null : await getBusinessDay(readerFor(c), merchantId);
    const period = resolvePeriod({
      dateFrom: query.date_from,
      dateTo: query.date_to,
      timeZone: query.time_zone ?? businessDay?.timeZone ?? 'UTC',
      cutoff: businessDay?.cutoff,
      now,
    });
    if (isPeriodError(period)) throw invalidField(period.param, period.code, period.message);
    const scope = {
      merchantId,
      ownerMerchantId: query.merchant_id,
      currency: query.currency ?? merchant.defaultCurrency,
      period,
    };
    return c.json({ overview: await getOverview(readerFor(c), scope, now) }, 200);
  });
  return router;
}
