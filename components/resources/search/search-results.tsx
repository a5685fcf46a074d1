import Link from 'next/link';
import { DataTableError } from '@/components/data-table/states';
import type { Display } from '@/components/resources/shared/display';
import { Section } from '@/components/resources/shared/detail';
import { Code, DateTime, Money, StatusBadge } from '@/components/resources/shared/values';
import { PartyCell } from '@/components/resources/shared/party';
import { EmptyState } from '@/components/ui/page-header';
import type { SearchOutcome } from '@/lib/data/search';

const HOW: Record<SearchOutcome['query']['kind'], string> = {
  id: 'by id',
  other_id: 'by id',
  email: 'by end user email',
  text: 'by exact code or primary reference',
  empty: '',
};

/** Search matches grouped by kind, each linking to its detail page. */
export function SearchResults({ outcome, display }: { outcome: SearchOutcome; display: Display }) {
  const { query, groups, unsupported } = outcome;
  if (query.kind === 'empty') {
    return (
      <EmptyState title="Search by id, code, reference or email">
        Ids start with trx_, acc_, eur_, clk_, chk_ (or chl_) and rcp_. Codes and references must match exactly; emails find end users and everything that is theirs.
      </EmptyState>
    );
  }
  if (query.kind === 'other_id') {
    return <EmptyState title={`The console has no page for ${query.prefix}_ ids`}>Search for a transaction, account, end user, link or recurring plan.</EmptyState>;
  }
  const total = groups.reduce((n, g) => n + g.hits.length, 0);
  return (
    <div className="space-y-6">
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {total === 0 ? 'No matches' : total === 1 ? '1 match' : `${total} matches`} {HOW[query.kind]}.
        {unsupported.length ? ` Not searched (the API does not list them): ${unsupported.join(', ')}.` : ''}
      </p>
      {total === 0 && groups.length === 0 ? (
        <EmptyState title="Nothing found">Check the id, or search by an exact code, primary reference or the end user’s email.</EmptyState>
      ) : null}
      {groups.map((group) => (
        <Section key={group.key} title={`${group.title} (${group.hits.length})`}>
          <div className="space-y-3">
            {group.errors.map((error, i) => (
              <DataTableError key={i} error={error} title={`${group.title} could not be searched`} />
            ))}
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {group.hits.map((hit) => (
                <li key={hit.uuid} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2.5 text-sm">
                  <Link href={hit.href} className="min-w-0 font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                    {hit.title}
                  </Link>
                  <Code value={hit.code} />
                  {hit.status ? <StatusBadge status={hit.status} /> : null}
                  {hit.party ? <PartyCell id={hit.party} party={outcome.parties[hit.party]} /> : null}
                  {hit.detail ? <span className="text-slate-600 dark:text-slate-400">{hit.detail}</span> : null}
                  <span className="ml-auto flex items-center gap-4">
                    {hit.amount ? <Money value={hit.amount.value} currency={hit.amount.currency} display={display} className="font-medium" /> : null}
                    {hit.date ? (
                      <span className="text-xs text-slate-500 dark:text-slate-400">
                        <DateTime value={hit.date} display={display} />
                      </span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </Section>
      ))}
    </div>
  );
}
