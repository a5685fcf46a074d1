import 'server-only';
import { toListQuery } from '@/lib/lists/search-params';
import { accounts, checkoutLinks, connectLinks, endUsers, payments, payouts, transfers } from '@/lib/merchant-api';
import { END_USER_FILTERS } from '@/lib/merchant-api/filters';
import { toListResult, type ListValues } from '@/lib/lists/data';

/** How many of an end user's newest records its page shows per list. */
const RECENT = 10;

/** A page of end users for the list's URL values (API errors shown in place of the rows). */
export function listEndUsers(values: ListValues<typeof END_USER_FILTERS>, timeZone: string) {
  return toListResult(endUsers.list(toListQuery(values, END_USER_FILTERS, timeZone)));
}

/** One end user: found, not_found or unsupported. */
export function getEndUser(id: string) {
  return endUsers.get(id);
}

/** The end user page's newest accounts, payments, transfers, payouts and links of that user (read in parallel). */
export async function loadEndUserRelated(id: string) {
  const byUser = { pageSize: RECENT, filters: { end_user_uuid: id } };
  const [accountsResult, paymentsResult, transfersResult, payoutsResult, connectResult, checkoutResult] =
    await Promise.all([
      toListResult(accounts.list(byUser)),
      toListResult(payments.list(byUser)),
      toListResult(transfers.list(byUser)),
      toListResult(payouts.list(byUser)),
      toListResult(connectLinks.list(byUser)),
      toListResult(checkoutLinks.list(byUser)),
    ]);
  return {
    accounts: accountsResult,
    payments: paymentsResult,
    transfers: transfersResult,
    payouts: payoutsResult,
    connectLinks: connectResult,
    checkoutLinks: checkoutResult,
  };
}
