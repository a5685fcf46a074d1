/** The console's nine list pages (each a table of 25 rows by default). */
export const LIST_PAGES = [
  '/payments',
  '/transfers',
  '/payouts',
  '/deposits',
  '/accounts',
  '/end-users',
  '/connect-links',
  '/checkout-links',
  '/recurring-plans',
] as const;
