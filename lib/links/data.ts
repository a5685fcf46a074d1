import 'server-only';
import { toListQuery } from '@/lib/lists/search-params';
import { checkoutLinks, connectLinks } from '@/lib/merchant-api';
import { LINK_FILTERS } from '@/lib/merchant-api/filters';
import { toListResult, type ListValues } from '@/lib/lists/data';

/** A page of checkout links for the list's URL values (API errors shown in place of the rows). */
export function listCheckoutLinks(values: ListValues<typeof LINK_FILTERS>, timeZone: string) {
  return toListResult(checkoutLinks.list(toListQuery(values, LINK_FILTERS, timeZone)));
}

/** One checkout link: found, not_found or unsupported. */
export function getCheckoutLink(id: string) {
  return checkoutLinks.get(id);
}

/** A page of connect links for the list's URL values (API errors shown in place of the rows). */
export function listConnectLinks(values: ListValues<typeof LINK_FILTERS>, timeZone: string) {
  return toListResult(connectLinks.list(toListQuery(values, LINK_FILTERS, timeZone)));
}

/** One connect link: found, not_found or unsupported. */
export function getConnectLink(id: string) {
  return connectLinks.get(id);
}
