import { Link } from '@/components/ui/link';
import { enumLabel } from '@/lib/i18n/enum-label';
import { DataTableError } from '@/components/data-table/states';
import type { Display } from '@/lib/lists/display';
import { Section } from '@/components/detail/detail';
import { Code, DateTime, Money, StatusBadge } from '@/components/detail/values';
import { PartyCell } from '@/components/detail/party';
import { EmptyState } from '@/components/ui/page-header';
import type { SearchOutcome } from '@/lib/search/data';
import type { MessageKey, Translator } from '@/lib/i18n';
import { getT } from '@/lib/auth/translator';
import { formatMoney } from '@/lib/format/money';
import type { SearchRequest } from '@/lib/merchant-api/endpoints/search';

const HOW: Record<SearchOutcome['query']['kind'], MessageKey | null> = {
  id: 'searchResults.byId',
  other_id: 'searchResults.byId',
  email: 'searchResults.byEmail',
  text: 'searchResults.byCodeOrReference',
  empty: null,
};

/** What the box's text was read as (the amount in the member's format), for "Searched for …". */
function searchedPhrase(t: Translator, searched: SearchRequest, display: Display): string {
  const parts: string[] = [];
  if (searched.q) parts.push(t('searchResults.searchedWords', { words: searched.q }));
  if (searched.amount !== undefined)
    parts.push(
      t('searchResults.searchedAmount', {
        amount: formatMoney(searched.amount, searched.currency ?? null, display.language),
      }),
    );
  const money = (value: number) => formatMoney(value, searched.currency ?? null, display.language);
  if (searched.amount_greater_than !== undefined)
    parts.push(t('searchResults.searchedAmountFrom', { amount: money(searched.amount_greater_than) }));
  if (searched.amount_less_than !== undefined)
    parts.push(t('searchResults.searchedAmountTo', { amount: money(searched.amount_less_than) }));
  if (searched.status) parts.push(t('searchResults.searchedStatus', { status: enumLabel(t, searched.status) }));
  if (searched.type) parts.push(t('searchResults.searchedType', { type: enumLabel(t, searched.type) }));
  if (searched.date_from || searched.date_to)
    parts.push(t('searchResults.searchedDates', { from: searched.date_from ?? '…', to: searched.date_to ?? '…' }));
  return t('searchResults.searched', { what: parts.join(', ') });
}

/** A list's name: lib/search/data.ts names the lists by message key. */
const listName = (t: Translator, title: MessageKey) => t(title);

/** Search matches grouped by kind, each linking to its detail page. */
export async function SearchResults({ outcome, display }: { outcome: SearchOutcome; display: Display }) {
  const t = await getT();
  const { query, groups, unsupported } = outcome;
  if (query.kind === 'empty') {
    return <EmptyState title={t('detail.lookupLabel')}>{t('searchResults.emptyHint')}</EmptyState>;
  }
  if (query.kind === 'other_id') {
    return (
      <EmptyState title={t('searchResults.noPage', { prefix: query.prefix })}>
        {t('searchResults.noPageHint')}
      </EmptyState>
    );
  }
  const shown = groups.reduce((n, g) => n + g.hits.length, 0);
  const total = groups.reduce((n, g) => n + (g.total ?? g.hits.length), 0);
  const how = outcome.searched && !outcome.fallback ? 'searchResults.bySearch' : HOW[query.kind];
  const typed = query.kind === 'email' ? query.email : query.kind === 'text' ? query.text : '';
  return (
    <div className="space-y-6">
      {outcome.fallback ? (
        <p
          role="note"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          {t('searchResults.fallback')}
        </p>
      ) : null}
      {outcome.searched?.invalid?.length ? (
        <p
          role="alert"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          {t('searchResults.invalidTerms', { terms: outcome.searched.invalid.map((term) => `“${term}”`).join(', ') })}
        </p>
      ) : null}
      {outcome.only && groups[0] ? (
        <p className="text-sm">
          {t('searchResults.onlyGroup', { group: listName(t, groups[0].title), count: groups[0].hits.length })}{' '}
          <Link
            href={`/search?${new URLSearchParams({ q: typed }).toString()}`}
            className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {t('searchResults.allGroups')}
          </Link>
        </p>
      ) : null}
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {total === 0 ? t('searchResults.noMatches') : t.plural('searchResults.matches', total)} {how ? t(how) : ''}.
        {unsupported.length
          ? ` ${t('searchResults.notSearched', { lists: unsupported.map((title) => listName(t, title)).join(', ') })}`
          : ''}
      </p>
      {shown === 0 && groups.length === 0 ? (
        outcome.searched ? (
          <EmptyState title={t('searchResults.nothingMatched', { query: typed })}>
            {searchedPhrase(t, outcome.searched, display)} {t('searchResults.nothingMatchedHint')}
          </EmptyState>
        ) : (
          <EmptyState title={t('searchResults.nothingFound')}>{t('searchResults.nothingFoundHint')}</EmptyState>
        )
      ) : null}
      {groups.map((group) => (
        <Section
          key={group.key}
          title={`${listName(t, group.title)} (${group.total ?? group.hits.length}${group.totalIsLowerBound ? '+' : ''})`}
        >
          <div className="space-y-3">
            {group.errors.map((error, i) => (
              <DataTableError
                key={i}
                error={error}
                title={t('searchResults.groupFailed', { title: listName(t, group.title) })}
              />
            ))}
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {group.hits.map((hit) => (
                <li key={hit.uuid} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2.5 text-sm">
                  <Link
                    href={hit.href}
                    className="min-w-0 font-medium text-indigo-700 hover:underline dark:text-indigo-300"
                  >
                    {hit.title}
                  </Link>
                  <Code value={hit.code} />
                  {hit.status ? <StatusBadge status={hit.status} t={t} /> : null}
                  {hit.party ? <PartyCell id={hit.party} party={outcome.parties[hit.party]} /> : null}
                  {hit.transfer ? (
                    <span className="text-slate-700 dark:text-slate-300">
                      {t('searchResults.transferParties', {
                        from: hit.transfer.from ?? t('searchResults.noEndUser'),
                        to: hit.transfer.to ?? t('searchResults.noEndUser'),
                      })}
                    </span>
                  ) : null}
                  {hit.person ? <span className="text-slate-700 dark:text-slate-300">{hit.person}</span> : null}
                  {hit.detail ? <span className="text-slate-600 dark:text-slate-400">{hit.detail}</span> : null}
                  <span className="ml-auto flex items-center gap-4">
                    {hit.amount ? (
                      <Money
                        value={hit.amount.value}
                        currency={hit.amount.currency}
                        display={display}
                        className="font-medium"
                      />
                    ) : null}
                    {hit.date ? (
                      <span className="text-xs text-slate-500 dark:text-slate-400">
                        <DateTime value={hit.date} display={display} />
                      </span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
            {group.seeAll && (group.total ?? 0) > group.hits.length ? (
              <Link
                href={group.seeAll}
                className="text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {group.totalIsLowerBound
                  ? t('searchResults.seeAllMore', { count: group.total ?? 0 })
                  : t('searchResults.seeAll', { count: group.total ?? 0 })}
              </Link>
            ) : null}
          </div>
        </Section>
      ))}
    </div>
  );
}
