import 'server-only';
import { counterpartyOf } from '@/lib/lists/parties';
import type { OverviewSelection } from '@/lib/overview/overview-params';
import { accounts, analytics, cases, isApiError, payments, reports } from '@/lib/merchant-api';
import { lookupParties } from '@/lib/lists/parties-data';
import { toListResult } from '@/lib/lists/data';

/**
 * Everything the overview shows for a selection: the figures (or why there are none: an API error, or a
 * deployment without analytics), the accounts waiting for validation and the newest payments with their
 * parties — the last two from the lists, so they work on any deployment — and the open dispute and return cases
 * with those due soon (null on a deployment without cases, or when the counts cannot be read).
 */
export async function loadOverview(selection: OverviewSelection, timeZone: string) {
  // With the reports extension the overview's days are the merchant's business day (docs/reports.md): the API's
  // default when no zone is given. Elsewhere the member's own zone, as before.
  const businessDay = await reports.businessDay().catch(() => null);
  const zone = businessDay?.kind === 'found' ? undefined : timeZone;
  const [figures, pendingAccounts, recent, caseCounts] = await Promise.all([
    analytics
      .overview({
        dateFrom: selection.from,
        dateTo: selection.to,
        timeZone: zone,
        currency: selection.currency ?? undefined,
      })
      .catch((error: unknown) => {
        if (isApiError(error)) return { kind: 'error' as const, error: error.toJSON() };
        throw error;
      }),
    toListResult(accounts.list({ page: 1, pageSize: 100, filters: { current_status: 'VERIFICATION_PENDING' } })),
    toListResult(payments.list({ page: 1, pageSize: 8 })),
    cases
      .counts()
      .then((r) => (r.kind === 'found' ? r.data : null))
      .catch(() => null),
  ]);
  const parties = await lookupParties(recent.kind === 'page' ? recent.page.items.map(counterpartyOf) : []);
  // The cut-off the figures' days end at: the business day's when the API used it (no zone sent), else midnight.
  const dayCutoff = businessDay?.kind === 'found' ? businessDay.data.cutoff : '00:00';
  return { figures, pendingAccounts, recent, parties, caseCounts, dayCutoff };
}

export type OverviewData = Awaited<ReturnType<typeof loadOverview>>;
