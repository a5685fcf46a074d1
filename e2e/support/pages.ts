/** The console's ten list pages (each a table of 25 rows by default). */
export const LIST_PAGES = [
  '/payments',
  '/transfers',
  '/payouts',
  '/deposits',
  '/disputes',
  '/accounts',
  '/end-users',
  '/connect-links',
  '/checkout-links',
  '/recurring-plans',
] as const;
