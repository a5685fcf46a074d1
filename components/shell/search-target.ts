import { ID_PREFIXES, PREFIXED_ID } from '@/core/ids';

/** Id prefixes the search box recognises, and the list whose detail page shows that object. */
const ROUTES: readonly (readonly [prefix: string, list: string])[] = [
  [`${ID_PREFIXES.transaction}_`, '/payments'],
  [`${ID_PREFIXES.account}_`, '/accounts'],
  [`${ID_PREFIXES.endUser}_`, '/end-users'],
  [`${ID_PREFIXES.connectLink}_`, '/connect-links'],
  [`${ID_PREFIXES.checkoutLink}_`, '/checkout-links'],
  // Another deployment's checkout links.
  ['chl_', '/checkout-links'],
  [`${ID_PREFIXES.recurringPlan}_`, '/recurring-plans'],
];

/**
 * Where the search box goes: an object id jumps to its detail page (a `trx_` goes to /payments/…,
 * and that page sends transfers, payouts and deposits on to their own lists); anything else goes to
 * /search. Returns null for an empty query.
 */
export function searchTarget(query: string): string | null {
  const q = query.trim();
  if (!q) return null;
  const id = q.replace(/^([A-Za-z]{3}_)/, (prefix) => prefix.toLowerCase());
  if (PREFIXED_ID.test(id)) {
    const route = ROUTES.find(([prefix]) => id.startsWith(prefix));
    if (route) return `${route[1]}/${encodeURIComponent(id)}`;
  }
  return `/search?q=${encodeURIComponent(q.slice(0, 200))}`;
}
