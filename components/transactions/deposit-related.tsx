import { Link } from '@/components/ui/link';
import { enumLabel } from '@/lib/i18n/enum-label';
import type { ReactNode } from 'react';
import { PartyCell } from '@/components/detail/party';
import type { Parties } from '@/lib/lists/parties';
import { type Display } from '@/lib/lists/display';
import { Code, Money, Text } from '@/components/detail/values';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import type { Translator } from '@/lib/i18n/core';
import type { RelatedTransaction } from '@/lib/merchant-api/types';
import { transactionHref } from '@/lib/transactions/kinds';
import {
  contribution,
  DEFAULT_LINES_PAGE_SIZE,
  toRelatedSort,
  type LinesPage,
  type RelatedSort,
  type TypeTotal,
} from '@/lib/transactions/deposit-lines';

/** The dispute or return case of a line (its REVERSAL/RETURN, or the PAYMENT that put a won case's money back), by line id. */
export type LineCases = Record<string, { id: string; code: string; won: boolean }>;

function CaseLink({ line, t }: { line: LineCases[string] | undefined; t: Translator }) {
  if (!line) return null;
  return (
    <Link
      href={`/disputes/${encodeURIComponent(line.id)}`}
      className="link ml-2 text-xs"
      data-testid="deposit-line-case"
    >
      {t(line.won ? 'deposit.caseWon' : 'deposit.caseOf', { code: line.code || line.id })}
    </Link>
  );
}

export { toRelatedSort, type RelatedSort };

/** The page's URL for a sort, a cursor and a page size (the defaults left out). */
export function linesHref(sort: RelatedSort | null, cursor: string | null, pageSize: number): string {
  const params = new URLSearchParams();
  if (sort) params.set('sort', sort);
  if (pageSize !== DEFAULT_LINES_PAGE_SIZE) params.set('page_size', String(pageSize));
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '?';
}

function SortHeader({
  label,
  column,
  sort,
  pageSize,
  className,
}: {
  label: string;
  column: 'amount' | 'type';
  sort: RelatedSort | null;
  pageSize: number;
  className?: string;
}) {
  const active = sort?.replace('-', '') === column ? sort : null;
  const next = active === column ? `-${column}` : column;
  return (
    <Th className={className} aria-sort={active ? (active.startsWith('-') ? 'descending' : 'ascending') : 'none'}>
      <Link
        href={linesHref(next as RelatedSort, null, pageSize)}
        scroll={false}
        replace
        className="inline-flex items-center gap-1 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500"
      >
        {label}
        <span aria-hidden="true">{active ? (active.startsWith('-') ? '↓' : '↑') : '↕'}</span>
      </Link>
    </Th>
  );
}

/** A deposit's related transactions across the page's width: who, sortable, and a total per type. */
export function DepositRelated({
  lines,
  currency,
  display,
  parties,
  sort,
  pageSize = DEFAULT_LINES_PAGE_SIZE,
  lineCases = {},
  t,
}: {
  lines: LinesPage;
  currency: string | null;
  display: Display;
  parties: Parties;
  sort: RelatedSort | null;
  pageSize?: number;
  lineCases?: LineCases;
  t: Translator;
}) {
  const money = (value: number | bigint | null | undefined, cur?: string | null) => (
    <Money value={value} currency={cur ?? currency} display={display} />
  );
  const { totals, sum } = lines;
  const rows = lines.items;
  return (
    <>
      <div className="hidden sm:block">
        <Table label={t('deposit.related')} data-testid="deposit-related">
          <THead>
            <Tr>
              <Th>{t('deposit.transaction')}</Th>
              <SortHeader label={t('deposit.type')} column="type" sort={sort} pageSize={pageSize} />
              <Th>{t('party.counterparty')}</Th>
              <SortHeader
                label={t('common.amount')}
                column="amount"
                sort={sort}
                pageSize={pageSize}
                className="text-right"
              />
              <Th className="text-right">{t('deposit.fee')}</Th>
              <Th className="text-right">{t('deposit.counts')}</Th>
              <Th>{t('deposit.reference')}</Th>
            </Tr>
          </THead>
          <TBody>
            {rows.map((r) => (
              <Tr key={r.uuid} data-type={r.type ?? ''}>
                <Td className="whitespace-nowrap">
                  <Code
                    value={r.code ?? r.uuid}
                    href={transactionHref(r.uuid, r.type)}
                    short={!r.code}
                    title={r.uuid}
                  />
                </Td>
                <Td className="whitespace-nowrap">
                  {enumLabel(t, r.type)}
                  <CaseLink line={lineCases[r.uuid]} t={t} />
                </Td>
                <Td>
                  <PartyCell
                    id={r.counterpartyAccountId}
                    party={r.counterpartyAccountId ? parties[r.counterpartyAccountId] : undefined}
                  />
                </Td>
                <Td className="text-right whitespace-nowrap tabular-nums" data-amount={String(r.amount ?? '')}>
                  {money(r.amount, r.currency)}
                </Td>
                <Td className="text-right whitespace-nowrap tabular-nums">{money(r.totalFee, r.currency)}</Td>
                <Td className="text-right whitespace-nowrap tabular-nums">{money(contribution(r), r.currency)}</Td>
                <Td>
                  <Text
                    value={
                      [r.primaryReference, r.secondaryReference, r.tertiaryReference].filter(Boolean).join(' · ') ||
                      null
                    }
                  />
                </Td>
              </Tr>
            ))}
          </TBody>
          <tfoot className="border-t-2 border-slate-300 bg-slate-50 text-sm dark:border-slate-700 dark:bg-slate-900">
            {totals.map((g) => (
              <Tr key={g.type} data-total={g.type}>
                <Th scope="row" colSpan={3} className="text-left font-medium">
                  {t('deposit.totalOf', { type: enumLabel(t, g.type), count: g.count })}
                </Th>
                <Td className="text-right whitespace-nowrap tabular-nums">{money(g.amount)}</Td>
                <Td className="text-right whitespace-nowrap tabular-nums">{money(g.fee)}</Td>
                <Td
                  className="text-right font-medium whitespace-nowrap tabular-nums"
                  data-counts={String(g.counts ?? '')}
                >
                  {money(g.counts)}
                </Td>
                <Td />
              </Tr>
            ))}
            <Tr data-total="deposit">
              <Th scope="row" colSpan={5} className="text-left font-semibold">
                {t('deposit.totalAll')}
              </Th>
              <Td className="text-right font-semibold whitespace-nowrap tabular-nums" data-counts={String(sum ?? '')}>
                {money(sum)}
              </Td>
              <Td />
            </Tr>
          </tfoot>
        </Table>
      </div>
      {/* After the table in the document, so the first link to a transaction is the one a desktop shows. */}
      <RelatedCards
        rows={rows}
        totals={totals}
        sum={sum}
        money={money}
        parties={parties}
        sort={sort}
        pageSize={pageSize}
        lineCases={lineCases}
        t={t}
      />
      <LinesPager lines={lines} sort={sort} pageSize={pageSize} t={t} />
    </>
  );
}

/** Below 640 px: one card per transaction (code, type, who, amount and what it counts) and the totals, no sideways scroll. */
function RelatedCards({
  rows,
  totals,
  sum,
  money,
  parties,
  sort,
  pageSize,
  lineCases,
  t,
}: {
  rows: RelatedTransaction[];
  lineCases: LineCases;
  totals: TypeTotal[];
  sum: bigint | null;
  pageSize: number;
  money: (value: number | bigint | null | undefined, cur?: string | null) => ReactNode;
  parties: Parties;
  sort: RelatedSort | null;
  t: Translator;
}) {
  const sortLink = (label: string, column: 'amount' | 'type') => {
    const active = sort?.replace('-', '') === column ? sort : null;
    return (
      <Link
        href={linesHref(active === column ? `-${column}` : column, null, pageSize)}
        scroll={false}
        replace
        className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {label}
        <span aria-hidden="true">{active ? (active.startsWith('-') ? '↓' : '↑') : '↕'}</span>
      </Link>
    );
  };
  return (
    <div className="space-y-3 sm:hidden" data-testid="deposit-related-cards">
      <div className="flex gap-2 text-sm">
        {sortLink(t('common.amount'), 'amount')}
        {sortLink(t('deposit.type'), 'type')}
      </div>
      <ul
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        aria-label={t('deposit.related')}
      >
        {rows.map((r) => (
          <li key={r.uuid} className="space-y-1 p-3 text-sm">
            <div className="flex items-baseline justify-between gap-2">
              <span className="min-w-0 truncate">
                <Code value={r.code ?? r.uuid} href={transactionHref(r.uuid, r.type)} short={!r.code} title={r.uuid} />{' '}
                <span className="text-slate-600 dark:text-slate-400">{enumLabel(t, r.type)}</span>
                <CaseLink line={lineCases[r.uuid]} t={t} />
              </span>
              <span className="font-medium whitespace-nowrap tabular-nums">{money(contribution(r), r.currency)}</span>
            </div>
            <PartyCell
              id={r.counterpartyAccountId}
              party={r.counterpartyAccountId ? parties[r.counterpartyAccountId] : undefined}
            />
            <p className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
              {t('common.amount')} {money(r.amount, r.currency)} · {t('deposit.fee')} {money(r.totalFee, r.currency)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 rounded-lg border-2 border-slate-300 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-900">
        {totals.map((g) => (
          <div key={g.type} className="flex justify-between gap-2">
            <dt>{t('deposit.totalOf', { type: enumLabel(t, g.type), count: g.count })}</dt>
            <dd className="font-medium tabular-nums">{money(g.counts)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-2 border-t border-slate-300 pt-1 font-semibold dark:border-slate-700">
          <dt>{t('deposit.totalAll')}</dt>
          <dd className="tabular-nums">{money(sum)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Previous / next page of lines (a keyset: no page numbers), the sort and page size kept. */
function LinesPager({
  lines,
  sort,
  pageSize,
  t,
}: {
  lines: LinesPage;
  sort: RelatedSort | null;
  pageSize: number;
  t: Translator;
}) {
  if (!lines.next && !lines.previous) return null;
  const classes =
    'inline-flex items-center rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800';
  const disabled = `${classes} pointer-events-none opacity-50`;
  return (
    <nav
      aria-label={t('deposit.related')}
      className="flex items-center justify-between gap-2 text-sm"
      data-testid="deposit-lines-pager"
    >
      <p className="text-slate-600 tabular-nums dark:text-slate-400">
        {t('deposit.linesShown', { shown: lines.items.length, count: lines.count })}
      </p>
      <div className="flex gap-2">
        {lines.previous ? (
          <Link href={linesHref(sort, lines.previous, pageSize)} scroll={false} className={classes} rel="prev">
            {t('table.previous')}
          </Link>
        ) : (
          <span aria-disabled="true" className={disabled}>
            {t('table.previous')}
          </span>
        )}
        {lines.next ? (
          <Link href={linesHref(sort, lines.next, pageSize)} scroll={false} className={classes} rel="next">
            {t('table.next')}
          </Link>
        ) : (
          <span aria-disabled="true" className={disabled}>
            {t('table.next')}
          </span>
        )}
      </div>
    </nav>
  );
}
