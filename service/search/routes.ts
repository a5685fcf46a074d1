import { createRoute } from '@hono/zod-openapi';
import { readerFor } from '../http/readers';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonResponse } from '../http/route-spec';
import { parseTerms, search } from './queries';
import { SEARCH_GROUPS, SearchEnvelope, SearchQuery, type SearchGroup } from './schemas';

/** The scope each group needs: the one its list needs (a token sees in search only what it may list). */
const GROUP_SCOPES: Record<SearchGroup, string> = {
  people: 'read:accounts',
  accounts: 'read:accounts',
  payments: 'read:payments',
  transfers: 'read:payments',
  payouts: 'read:payments',
  deposits: 'read:payments',
  links: 'read:connect',
  plans: 'read:payments',
};
const READ_SCOPES = [...new Set(Object.values(GROUP_SCOPES))];

const searchRoute = createRoute({
  method: 'get',
  path: '/search',
  tags: ['Search'],
  summary: 'Search everything of the merchant',
  description:
    'Finds end users, accounts, payments (and refunds), transfers, payouts, deposits, links and plans of the merchant by words ' +
    '(names in either order, fragments, emails, description words, reference and code prefixes, last 4 digits, institution names; ' +
    "accent- and case-insensitive; a word that is no name's word also finds the names within one or two typing errors, " +
    'ranked after), `key:value` metadata terms, an exact amount or an amount range in minor units and a currency, a status, a ' +
    'transaction type and a creation date range, all combined. Groups come in a fixed order, each with its best matches first ' +
    '(exact, then prefix, then fragment, then close spelling; newer first), a total and, when they exist, the list filters that ' +
    'select the same records. A group is searched only when the token holds the scope its list needs.',
  ...extension,
  middleware: guard(READ_SCOPES),
  request: { query: SearchQuery },
  responses: { 200: jsonResponse(SearchEnvelope, 'The matches, grouped'), ...errorResponses },
});

export function searchRouter() {
  const router = newRouter();
  router.openapi(searchRoute, async (c) => {
    const query = c.req.valid('query');
    const { scopes, merchantId } = c.var.auth;
    const wanted = query.groups ?? SEARCH_GROUPS;
    const groups = SEARCH_GROUPS.filter((g) => wanted.includes(g) && scopes.includes(GROUP_SCOPES[g]));
    const terms = parseTerms(query.q);
    const answers = await search(readerFor(c), merchantId, {
      ...terms,
      amount: query.amount,
      amountFrom: query.amount_greater_than,
      amountTo: query.amount_less_than,
      currency: query.currency,
      status: query.status,
      type: query.type,
      dateFrom: query.date_from,
      dateTo: query.date_to,
      rawDates: {
        ...(query.date_from ? { date_from: c.req.query('date_from') } : {}),
        ...(query.date_to ? { date_to: c.req.query('date_to') } : {}),
      },
      groups,
      limit: query.limit ?? 5,
    });
    return c.json({ groups: answers }, 200);
  });
  return router;
}
