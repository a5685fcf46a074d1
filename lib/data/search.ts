import 'server-only';
import { toListResult, type ListResult } from '@/lib/data/lists';
import { transactionHref } from '@/lib/resources/kinds';
import {
  accounts,
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
  type Transaction,
} from '@/lib/merchant-api';
import { counterpartyOf, type Parties } from '@/lib/resources/parties';
import { lookupParties } from './parties';
import { classifyQuery, type QueryKind } from '@/lib/resources/classify';
import type { MessageKey, Translator } from '@/lib/i18n';
import { getT } from '@/lib/i18n/server';

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
}

export interface HitGroup {
  key: string;
  /** The list's name, as a message key (the page words it). */
  title: MessageKey;
  hits: Hit[];
  errors: ApiErrorInfo[];
}

export interface SearchOutcome {
  query: QueryKind;
  groups: HitGroup[];
  /** Lists the connected API does not offer (not searched), as message keys. */
  unsupported: MessageKey[];
  /** Who holds the accounts transactions hits name (one batched lookup). */
  parties: Parties;
}

const PER_LIST = 10;

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
 * Finds records by id (the prefix says which kind), by email (end users and what is theirs), or by an exact
 * code or reference across every list. The API's filters are exact, so this is a lookup, not a fuzzy search.
 */
export async function runSearch(raw: string | null | undefined): Promise<SearchOutcome> {
  const query = classifyQuery(raw);
  const t = await getT();
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
      collect(source('deposits', 'nav.deposits', trxHit, [...codes.map((q) => deposits.list(q))])),
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

  const groups = collected.map((c) => c.group).filter((g) => g.hits.length > 0 || g.errors.length > 0);
  return {
    query,
    groups,
    unsupported: collected.filter((c) => c.unsupported).map((c) => c.group.title),
    parties: await lookupParties(groups.flatMap((g) => g.hits.map((h) => h.party))),
  };
}
