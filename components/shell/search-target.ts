/** Id prefixes the search box recognises, and the list whose detail page shows that object. */
const ROUTES: readonly (readonly [prefix: string, list: string])[] = [
  ['trx_', '/payments'],
  ['acc_', '/accounts'],
  ['eur_', '/end-users'],
  ['clk_', '/connect-links'],
  ['chk_', '/checkout-links'],
  ['chl_', '/checkout-links'],
  ['rcp_', '/recurring-plans'],
];

const ID = /^[a-z]{3}_[A-Za-z0-9-]{1,100}$/;

/**
 * Where the search box goes: an object id jumps to its detail page (a `trx_` goes to /payments/…,
 * and that page sends transfers, payouts and deposits on to their own lists); anything else goes to
 * /search. Returns null for an empty query.
 */
export function searchTarget(query: string): string | null {
  const q = query.trim();
  if (!q) return null;
  const id = q.replace(/^([A-Za-z]{3}_)/, (prefix) => prefix.toLowerCase());
  if (ID.test(id)) {
    const route = ROUTES.find(([prefix]) => id.startsWith(prefix));
    if (route) return `${route[1]}/${encodeURIComponent(id)}`;
  }
  return `/search?q=${encodeURIComponent(q.slice(0, 200))}`;
}
