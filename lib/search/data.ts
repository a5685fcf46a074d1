import 'server-only';
import { toListResult, type ListResult } from '@/lib/lists/data';
import { transactionHref } from '@/lib/transactions/kinds';
import {
  accounts,
  isApiError,
  search,
  checkoutLinks,
  connectLinks,
  deposits,
  endUsers,
  payments,
  payouts,
  recurringPlans,
  transactions,
  transfers,
  type Account,
  type ApiErrorInfo,
  type CheckoutLink,
  type ConnectLink,
  type EndUser,
  type Listing,
  type Lookup,
  type RecurringPlan,
  type SearchCall,
  type SearchResult,
  type Transaction,
} from '@/lib/merchant-api';
import { counterpartyOf, type Parties } from '@/lib/lists/parties';
import { lookupParties } from '@/lib/lists/parties-data';
import { classifyQuery, type QueryKind } from '@/lib/transactions/classify';
import type { MessageKey, Translator } from '@/lib/i18n';
import { getT } from '@/lib/auth/translator';
import { can, getPreferences, getStaffSession } from '@/lib/auth';
import { parseSearch } from '@/lib/search/query';
import type { SearchRequest } from '@/lib/merchant-api/endpoints/search';
import {
  ACCOUNT_FILTERS,
  DEPOSIT_FILTERS,
  END_USER_FILTERS,
  RECURRING_PLAN_FILTERS,
  TRANSACTION_FILTERS,
} from '@/lib/merchant-api/filters';
import {
  accountListHref,
  depositListHref,
  endUserListHref,
  recurringPlanListHref,
  transactionListHref,
} from '@/lib/lists/search-params';

export interface Hit {
  uuid: string;
  href: string;
  title: string;
  code: string | null;
  status: string | null;
  amount: { value: number; currency: string | null } | null;
  detail: string | null;
  date: string | null;
  /** A transaction's end-user account, named from `SearchOutcome.parties`. */
  party?: string | null;
  /** The end user the record belongs to, by name (GET /search). */
  person?: string | null;
  /** A transfer's two sides by name, sender first (GET /search; null: an account with no end user). */
  transfer?: { from: string | null; to: string | null };
}

export interface HitGroup {
  key: string;
  /** The list's name, as a message key (the page words it). */
  title: MessageKey;
  hits: Hit[];
  errors: ApiErrorInfo[];
  /** How many match in all (GET /search; counted up to 1,000, `totalIsLowerBound` above). */
  total?: number;
  totalIsLowerBound?: boolean;
  /**
   * Every match of the group: its list page with the filters that select the same records where the list takes
   * them, else this search narrowed to the group (`searchGroupHref`).
   */
  seeAll?: string | null;
}

export interface SearchOutcome {
  query: QueryKind;
  groups: HitGroup[];
  /** Lists the connected API does not offer (not searched), as message keys. */
  unsupported: MessageKey[];
  /** Who holds the accounts transactions hits name (one batched lookup). */
  parties: Parties;
  /** The deployment has no GET /search: only today's exact lookups ran. */
  fallback: boolean;
  /** What was searched, as parsed from the box (null for an id). */
  searched: SearchRequest | null;
  /** The page to open at once: an exact id or code that names one record. */
  jump: string | null;
  /** The search was narrowed to this group of GET /search ("See all" of a group no list can show). */
  only?: string;
}

const PER_LIST = 10;
/** Results per group from GET /search. */
const PER_GROUP = 5;

const trxHit = (t: Transaction): Hit => ({
  uuid: t.uuid,
  href: transactionHref(t.uuid, t.type),
  title: t.description ?? t.code ?? t.uuid,
  code: t.code,
  status: t.status,
  amount: { value: t.amount, currency: t.currency },
  detail: t.primaryReference,
  date: t.dateCreated,
  party: counterpartyOf(t),
});
const accountHitOf =
  (t: Translator) =>
  (a: Account): Hit => ({
    uuid: a.uuid,
    href: `/accounts/${encodeURIComponent(a.uuid)}`,
    title: `${a.institution?.name ?? t('kind.account')}${a.last4 ? ` ···· ${a.last4}` : ''}`,
    code: a.code,
    status: a.currentStatus,
    amount: null,
    detail: a.endUser?.displayName ?? null,
    date: a.dateCreated,
  });
const endUserHit = (u: EndUser): Hit => ({
  uuid: u.uuid,
  href: `/end-users/${encodeURIComponent(u.uuid)}`,
  title: u.displayName ?? u.code ?? u.uuid,
  code: u.code,
  status: null,
  amount: null,
  detail: u.email,
  date: u.dateCreated,
});
const connectHitOf =
  (t: Translator) =>
  (l: ConnectLink): Hit => ({
    uuid: l.uuid,
    href: `/connect-links/${encodeURIComponent(l.uuid)}`,
    title: l.endUser?.displayName
      ? t('actions.search.connectLinkFor', { name: l.endUser.displayName })
      : t('kind.connectLink'),
    code: l.code ?? l.uuid,
    status: l.expired ? 'EXPIRED' : l.deliveryStatus,
    amount: null,
    detail: l.primaryReference,
    date: l.dateCreated,
  });
const checkoutHit = (l: CheckoutLink): Hit => ({
  uuid: l.uuid,
  href: `/checkout-links/${encodeURIComponent(l.uuid)}`,
  title: l.linkName ?? l.code ?? l.uuid,
  code: l.code,
  status: l.expired ? 'EXPIRED' : l.deliveryStatus,
  amount: l.transaction ? { value: l.transaction.amount, currency: l.transaction.currency } : null,
  detail: l.endUser?.displayName ?? null,
  date: l.dateCreated,
});
const planHit = (p: RecurringPlan): Hit => ({
  uuid: p.uuid,
  href: `/recurring-plans/${encodeURIComponent(p.uuid)}`,
  title: p.description ?? p.code ?? p.uuid,
  code: p.code,
  status: p.status,
  amount:
    p.transaction?.amount !== null && p.transaction?.amount !== undefined
      ? { value: p.transaction.amount, currency: p.transaction.currency }
      : null,
  detail: p.endUser?.displayName ?? null,
  date: p.dateCreated,
});

interface Source<T> {
  key: string;
  title: MessageKey;
  toHit: (item: T) => Hit;
  searches: Promise<Listing<T>>[];
}

function source<T>(
  key: string,
  title: MessageKey,
  toHit: (item: T) => Hit,
  searches: (Promise<Listing<T>> | null)[],
): Source<T> {
  return { key, title, toHit, searches: searches.filter((s): s is Promise<Listing<T>> => s !== null) };
}

async function collect<T>(s: Source<T>): Promise<{ group: HitGroup; unsupported: boolean }> {
  const results: ListResult<T>[] = await Promise.all(s.searches.map((p) => toListResult(p)));
  const seen = new Set<string>();
  const hits: Hit[] = [];
  const errors: ApiErrorInfo[] = [];
  let supported = false;
  for (const result of results) {
    if (result.kind === 'unsupported') continue;
    supported = true;
    if (result.kind === 'error') {
      // A filter value the API refuses (say, a reference too long) is not an error of the search.
      if (result.error.status !== 400) errors.push(result.error);
      continue;
    }
    for (const item of result.page.items) {
      const hit = s.toHit(item);
      if (!seen.has(hit.uuid)) {
        seen.add(hit.uuid);
        hits.push(hit);
      }
    }
  }
  return { group: { key: s.key, title: s.title, hits, errors }, unsupported: !supported && s.searches.length > 0 };
}

function fromLookup<T>(
  key: string,
  title: MessageKey,
  toHit: (item: T) => Hit,
  lookup: Lookup<T>,
): { group: HitGroup; unsupported: boolean } {
  return {
    group: { key, title, hits: lookup.kind === 'found' ? [toHit(lookup.data)] : [], errors: [] },
    unsupported: lookup.kind === 'unsupported',
  };
}

/**
 * Today's exact lookups (the whole search on a deployment without GET /search, and an id everywhere): by id (the
 * prefix says which kind), by email (end users and what is theirs), or by an exact code or reference across every
 * list.
 */
async function exactLookups(
  query: QueryKind,
  t: Translator,
  mayReadDeposits: boolean,
): Promise<{ group: HitGroup; unsupported: boolean }[]> {
  const accountHit = accountHitOf(t);
  const connectHit = connectHitOf(t);
  let collected: { group: HitGroup; unsupported: boolean }[] = [];

  if (query.kind === 'id') {
    const id = query.id;
    switch (query.resource) {
      case 'transaction': {
        const found = await transactions.find(id);
        const titles = {
          payments: 'nav.payments',
          transfers: 'nav.transfers',
          payouts: 'nav.payouts',
          deposits: 'nav.deposits',
        } as const;
        collected =
          found.kind === 'found'
            ? [
                {
                  group: { key: found.list, title: titles[found.list], hits: [trxHit(found.data)], errors: [] },
                  unsupported: false,
                },
              ]
            : [];
        break;
      }
      case 'account':
        collected = [fromLookup('accounts', 'nav.accounts', accountHit, await accounts.get(id))];
        break;
      case 'end_user':
        collected = [fromLookup('end-users', 'nav.endUsers', endUserHit, await endUsers.get(id))];
        break;
      case 'connect_link':
        collected = [fromLookup('connect-links', 'nav.connectLinks', connectHit, await connectLinks.get(id))];
        break;
      case 'checkout_link':
        collected = [fromLookup('checkout-links', 'nav.checkoutLinks', checkoutHit, await checkoutLinks.get(id))];
        break;
      case 'recurring_plan':
        collected = [fromLookup('recurring-plans', 'nav.recurringPlans', planHit, await recurringPlans.get(id))];
        break;
    }
  } else if (query.kind === 'email') {
    const f = { pageSize: PER_LIST, filters: { end_user_email: query.email } };
    collected = await Promise.all([
      collect(
        source('end-users', 'nav.endUsers', endUserHit, [
          endUsers.list({ pageSize: PER_LIST, filters: { email: query.email } }),
        ]),
      ),
      collect(source('accounts', 'nav.accounts', accountHit, [accounts.list(f)])),
      collect(source('payments', 'nav.payments', trxHit, [payments.list(f)])),
      collect(source('transfers', 'nav.transfers', trxHit, [transfers.list(f)])),
      collect(source('payouts', 'nav.payouts', trxHit, [payouts.list(f)])),
      collect(source('connect-links', 'nav.connectLinks', connectHit, [connectLinks.list(f)])),
      collect(source('checkout-links', 'nav.checkoutLinks', checkoutHit, [checkoutLinks.list(f)])),
    ]);
  } else if (query.kind === 'text') {
    const text = query.text;
    // Codes are exact filters and ours are upper case (PAY-7Q2…): a code typed in lower case is looked up as
    // typed and in upper case; references stay exact.
    const codes = [...new Set([text, text.toUpperCase()])].map((code) => ({ pageSize: PER_LIST, filters: { code } }));
    const byRef = { pageSize: PER_LIST, filters: { primary_reference: text } };
    const last4 = /^\d{4}$/.test(text) ? accounts.list({ pageSize: PER_LIST, filters: { last_4: text } }) : null;
    collected = await Promise.all([
      collect(
        source('payments', 'nav.payments', trxHit, [...codes.map((q) => payments.list(q)), payments.list(byRef)]),
      ),
      collect(
        source('transfers', 'nav.transfers', trxHit, [...codes.map((q) => transfers.list(q)), transfers.list(byRef)]),
      ),
      collect(source('payouts', 'nav.payouts', trxHit, [...codes.map((q) => payouts.list(q)), payouts.list(byRef)])),
      collect(source('deposits', 'nav.deposits', trxHit, mayReadDeposits ? codes.map((q) => deposits.list(q)) : [])),
      collect(
        source('accounts', 'nav.accounts', accountHit, [
          ...codes.map((q) => accounts.list(q)),
          accounts.list(byRef),
          last4,
        ]),
      ),
      collect(
        source('end-users', 'nav.endUsers', endUserHit, [...codes.map((q) => endUsers.list(q)), endUsers.list(byRef)]),
      ),
      collect(
        source('connect-links', 'nav.connectLinks', connectHit, [
          ...codes.map((q) => connectLinks.list(q)),
          connectLinks.list(byRef),
        ]),
      ),
      collect(
        source('checkout-links', 'nav.checkoutLinks', checkoutHit, [
          ...codes.map((q) => checkoutLinks.list(q)),
          checkoutLinks.list(byRef),
        ]),
      ),
      collect(
        source('recurring-plans', 'nav.recurringPlans', planHit, [
          ...codes.map((q) => recurringPlans.list(q)),
          recurringPlans.list(byRef),
        ]),
      ),
    ]);
  }

  if (!mayReadDeposits) collected = collected.filter((c) => c.group.key !== 'deposits');
  return collected;
}

/** GET /search's groups: the console's key, the list's name, the list page and the filters it takes. */
const API_GROUPS: Record<
  string,
  { key: string; title: MessageKey; list: string; filters: readonly string[]; href: SeeAllHref } | undefined
> = {
  people: {
    key: 'end-users',
    title: 'nav.endUsers',
    list: '/end-users',
    filters: END_USER_FILTERS,
    href: endUserListHref,
  },
  accounts: {
    key: 'accounts',
    title: 'nav.accounts',
    list: '/accounts',
    filters: ACCOUNT_FILTERS,
    href: accountListHref,
  },
  payments: {
    key: 'payments',
    title: 'nav.payments',
    list: '/payments',
    filters: TRANSACTION_FILTERS,
    href: transactionListHref,
  },
  transfers: {
    key: 'transfers',
    title: 'nav.transfers',
    list: '/transfers',
    filters: TRANSACTION_FILTERS,
    href: transactionListHref,
  },
  payouts: {
    key: 'payouts',
    title: 'nav.payouts',
    list: '/payouts',
    filters: TRANSACTION_FILTERS,
    href: transactionListHref,
  },
  deposits: {
    key: 'deposits',
    title: 'nav.deposits',
    list: '/deposits',
    filters: DEPOSIT_FILTERS,
    href: depositListHref,
  },
  links: { key: 'links', title: 'searchResults.links', list: '', filters: [], href: null },
  plans: {
    key: 'recurring-plans',
    title: 'nav.recurringPlans',
    list: '/recurring-plans',
    filters: RECURRING_PLAN_FILTERS,
    href: recurringPlanListHref,
  },
};
/** GET /search's groups, in its order. */
const SEARCH_GROUPS = ['people', 'accounts', 'payments', 'transfers', 'payouts', 'deposits', 'links', 'plans'] as const;
type SeeAllHref = ((base: string, values: Record<string, string | null>) => string) | null;

function apiHit(r: SearchResult): Hit {
  const id = encodeURIComponent(r.uuid);
  const href =
    r.kind === 'end_user'
      ? `/end-users/${id}`
      : r.kind === 'account'
        ? `/accounts/${id}`
        : r.kind === 'connect_link'
          ? `/connect-links/${id}`
          : r.kind === 'checkout_link'
            ? `/checkout-links/${id}`
            : r.kind === 'recurring_plan'
              ? `/recurring-plans/${id}`
              : transactionHref(r.uuid, r.kind);
  const account = r.kind === 'account';
  const transfer = r.kind === 'TRANSFER' ? { from: r.origin_name, to: r.destination_name } : undefined;
  return {
    uuid: r.uuid,
    href,
    ...(transfer ? { transfer } : {}),
    title: (account && r.detail ? `${r.title ?? ''} ···· ${r.detail}`.trim() : r.title) ?? r.code ?? r.uuid,
    code: r.code,
    status: r.status,
    amount: r.amount !== null ? { value: r.amount, currency: r.currency } : null,
    detail: account ? null : r.detail,
    date: r.date_created_gmt,
    person: r.kind === 'end_user' || transfer ? null : r.end_user_name,
  };
}

/** "See all N": the group's list with the filters that select exactly the same records, where the list takes them. */
function seeAllOf(
  spec: NonNullable<(typeof API_GROUPS)[string]>,
  filters: Record<string, string> | null,
  request: SearchRequest,
): string | null {
  if (!filters || !spec.href || Object.keys(filters).some((name) => !spec.filters.includes(name))) return null;
  // The list takes the days as the member typed them (in the member's zone, as its own date filter does).
  const values: Record<string, string | null> = { ...filters };
  if (filters.date_from && request.date_from) values.date_from = request.date_from;
  if (filters.date_to && request.date_to) values.date_to = request.date_to;
  const amount = filters.amount ?? filters.amount_greater_than ?? filters.amount_less_than;
  if (amount && request.currency && request.currency !== 'USD') values.amount_currency = request.currency;
  return spec.href(spec.list, values);
}

/** This search narrowed to one group of GET /search (its best MAX_PER_GROUP): "See all" where no list can. */
export const searchGroupHref = (q: string, group: string) =>
  `/search?${new URLSearchParams({ q, in: group }).toString()}`;

/** Results of a search narrowed to one group (GET /search's most per group). */
const MAX_PER_GROUP = 50;

/**
 * The console's one search (top bar, palette, /search): an id is looked up exactly (and opens its page); anything
 * else is parsed with the member's locale (lib/search/query.ts) and sent to GET /search, limited to the
 * groups the member's role may read. A deployment without the extension gets today's exact lookups, and the
 * outcome says so (`fallback`).
 */
export async function runSearch(
  raw: string | null | undefined,
  options: { group?: string | null } = {},
): Promise<SearchOutcome> {
  const query = classifyQuery(raw);
  const [t, session, { language }] = await Promise.all([getT(), getStaffSession(), getPreferences()]);
  const mayReadDeposits = can(session?.user.access, 'deposits:read');
  const finish = async (
    collected: { group: HitGroup; unsupported: boolean }[],
    extra: Pick<SearchOutcome, 'fallback' | 'searched' | 'jump'>,
  ): Promise<SearchOutcome> => {
    const groups = collected.map((c) => c.group).filter((g) => g.hits.length > 0 || g.errors.length > 0);
    return {
      query,
      groups,
      unsupported: collected.filter((c) => c.unsupported).map((c) => c.group.title),
      parties: await lookupParties(groups.flatMap((g) => g.hits.map((h) => h.party))),
      ...extra,
    };
  };

  if (query.kind !== 'email' && query.kind !== 'text') {
    const collected = await exactLookups(query, t, mayReadDeposits);
    const hits = collected.flatMap((c) => c.group.hits);
    return finish(collected, {
      fallback: false,
      searched: null,
      jump: query.kind === 'id' && hits.length === 1 ? hits[0].href : null,
    });
  }

  const request = parseSearch(query.kind === 'email' ? query.email : query.text, language);
  const only = SEARCH_GROUPS.find((g) => g === options.group);
  const groups = SEARCH_GROUPS.filter((g) => (g !== 'deposits' || mayReadDeposits) && (!only || g === only));
  let call: SearchCall;
  try {
    call = await search.run({ ...request, groups, limit: only ? MAX_PER_GROUP : PER_GROUP });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const group: HitGroup = { key: 'search', title: 'search.title', hits: [], errors: [error.toJSON()] };
    return finish([{ group, unsupported: false }], { fallback: false, searched: request, jump: null });
  }
  if (call.kind === 'unsupported') {
    return finish(await exactLookups(query, t, mayReadDeposits), { fallback: true, searched: request, jump: null });
  }

  const collected = call.data.groups.flatMap((answer) => {
    const spec = API_GROUPS[answer.group];
    if (!spec) return [];
    const group: HitGroup = {
      key: spec.key,
      title: spec.title,
      hits: answer.results.map(apiHit),
      errors: [],
      total: answer.total,
      totalIsLowerBound: answer.total_is_lower_bound,
      seeAll: seeAllOf(spec, answer.list_filters, request) ?? (only ? null : searchGroupHref(raw ?? '', answer.group)),
    };
    return [{ group, unsupported: false }];
  });
  // Ids open their page above; a code lists its record, as it did before the extension.
  const outcome = await finish(collected, { fallback: false, searched: request, jump: null });
  return only ? { ...outcome, only } : outcome;
}
