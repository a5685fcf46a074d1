import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { PartyCell } from '@/components/resources/shared/party';
import type { Parties } from '@/lib/resources/parties';
import { humanize, type Display } from '@/lib/resources/display';
import { Code, Money, Text } from '@/components/resources/shared/values';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import type { Translator } from '@/lib/i18n/core';
import type { RelatedTransaction } from '@/lib/merchant-api/types';
import { transactionHref } from '@/lib/resources/kinds';
import { contribution } from './reconcile';

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

export const RELATED_SORTS = ['amount', '-amount', 'type', '-type'] as const;
export type RelatedSort = (typeof RELATED_SORTS)[number];

export function toRelatedSort(value: unknown): RelatedSort | null {
  return (RELATED_SORTS as readonly unknown[]).includes(value) ? (value as RelatedSort) : null;
}

/** The order shown: oldest first as the API sends them, or by amount / type (ties keep that order). */
export function sortRelated(items: readonly RelatedTransaction[], sort: RelatedSort | null): RelatedTransaction[] {
  if (!sort) return [...items];
  const dir = sort.startsWith('-') ? -1 : 1;
  const by = sort.replace('-', '');
  return [...items].sort((a, b) => {
    if (by === 'type') return dir * (a.type ?? '').localeCompare(b.type ?? '');
    const x = BigInt(a.amount ?? 0);
    const y = BigInt(b.amount ?? 0);
    return dir * (x === y ? 0 : x < y ? -1 : 1);
  });
}

/** Payments, refunds, reversals… in that order, then any other type, with what each adds to the deposit. */
export function totalsByType(items: readonly RelatedTransaction[]) {
  const order = ['PAYMENT', 'REFUND', 'REVERSAL', 'RETURN'];
  const groups = new Map<string, { type: string; count: number; amount: bigint; fee: bigint; counts: bigint }>();
  for (const r of items) {
    const type = r.type ?? 'UNKNOWN';
    const g = groups.get(type) ?? { type, count: 0, amount: 0n, fee: 0n, counts: 0n };
    g.count += 1;
    g.amount += BigInt(r.amount ?? 0);
    g.fee += BigInt(r.totalFee ?? 0);
    g.counts += contribution(r) ?? 0n;
    groups.set(type, g);
  }
  const rank = (t: string) => (order.includes(t) ? order.indexOf(t) : order.length);
  return [...groups.values()].sort((a, b) => rank(a.type) - rank(b.type) || a.type.localeCompare(b.type));
}

function SortHeader({
  label,
  column,
  sort,
  className,
}: {
  label: string;
  column: 'amount' | 'type';
  sort: RelatedSort | null;
  className?: string;
}) {
  const active = sort?.replace('-', '') === column ? sort : null;
  const next = active === column ? `-${column}` : column;
  return (
    <Th className={className} aria-sort={active ? (active.startsWith('-') ? 'descending' : 'ascending') : 'none'}>
      <Link
        href={`?sort=${next}`}
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
  items,
  currency,
  display,
  parties,
  sort,
  lineCases = {},
  t,
}: {
  items: RelatedTransaction[];
  currency: string | null;
  display: Display;
  parties: Parties;
  sort: RelatedSort | null;
  lineCases?: LineCases;
  t: Translator;
}) {
  const money = (value: number | bigint | null | undefined, cur?: string | null) => (
    <Money value={value} currency={cur ?? currency} display={display} />
  );
  const totals = totalsByType(items);
  const sum = totals.reduce((s, g) => s + g.counts, 0n);
  const rows = sortRelated(items, sort);
  return (
    <>
      <div className="hidden sm:block">
        <Table label={t('deposit.related')} data-testid="deposit-related">
          <THead>
            <Tr>
              <Th>{t('deposit.transaction')}</Th>
              <SortHeader label={t('deposit.type')} column="type" sort={sort} />
              <Th>{t('party.counterparty')}</Th>
              <SortHeader label={t('common.amount')} column="amount" sort={sort} className="text-right" />
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
                  {humanize(r.type)}
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
                  {t('deposit.totalOf', { type: humanize(g.type), count: g.count })}
                </Th>
                <Td className="text-right whitespace-nowrap tabular-nums">{money(g.amount)}</Td>
                <Td className="text-right whitespace-nowrap tabular-nums">{money(g.fee)}</Td>
                <Td className="text-right font-medium whitespace-nowrap tabular-nums" data-counts={String(g.counts)}>
                  {money(g.counts)}
                </Td>
                <Td />
              </Tr>
            ))}
            <Tr data-total="deposit">
              <Th scope="row" colSpan={5} className="text-left font-semibold">
                {t('deposit.totalAll')}
              </Th>
              <Td className="text-right font-semibold whitespace-nowrap tabular-nums" data-counts={String(sum)}>
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
        lineCases={lineCases}
        t={t}
      />
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
  lineCases,
  t,
}: {
  rows: RelatedTransaction[];
  lineCases: LineCases;
  totals: ReturnType<typeof totalsByType>;
  sum: bigint;
  money: (value: number | bigint | null | undefined, cur?: string | null) => ReactNode;
  parties: Parties;
  sort: RelatedSort | null;
  t: Translator;
}) {
  const sortLink = (label: string, column: 'amount' | 'type') => {
    const active = sort?.replace('-', '') === column ? sort : null;
    return (
      <Link
        href={`?sort=${active === column ? `-${column}` : column}`}
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
                <span className="text-slate-600 dark:text-slate-400">{humanize(r.type)}</span>
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
            <dt>{t('deposit.totalOf', { type: humanize(g.type), count: g.count })}</dt>
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
