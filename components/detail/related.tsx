import { PartyCell } from './party';
import { enumLabel } from '@/lib/i18n/enum-label';
import { counterpartyOf, type Parties } from '@/lib/lists/parties';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { DataTableError } from '@/components/data-table/states';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import type { Account, CheckoutLink, ConnectLink, Transaction } from '@/lib/merchant-api/types';
import { transactionHref } from '@/lib/transactions/kinds';
import type { Display } from '@/lib/lists/display';
import type { ListResult } from '@/lib/lists/data';
import { getT } from '@/lib/auth/translator';
import { Section } from './detail';
import { Code, DateTime, Money, Muted, StatusBadge, Text } from './values';

/**
 * A short list of records related to a detail page (an account's payments, an end user's links), with a
 * link to the full, filtered list. A list the API lacks is left out; an error is shown in place.
 */
export async function RelatedSection<T>({
  title,
  result,
  viewAllHref,
  empty,
  children,
}: {
  title: string;
  result: ListResult<T> | null;
  viewAllHref?: string;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  if (!result || result.kind === 'unsupported') return null;
  const t = await getT();
  const more =
    result.kind === 'page' && (result.page.pageInfo.hasNextPage || result.page.items.length > 0) && viewAllHref;
  return (
    <Section
      title={title}
      actions={
        more ? (
          <Link href={viewAllHref} className="text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">
            {t('related.viewAll')}
            <span className="sr-only">{t('related.viewAllOf', { title: title.toLowerCase() })}</span> →
          </Link>
        ) : null
      }
    >
      {result.kind === 'error' ? (
        <DataTableError error={result.error} title={t('related.loadFailed', { title })} />
      ) : result.page.items.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p>
      ) : (
        children(result.page.items)
      )}
    </Section>
  );
}

/** With `parties`, a Counterparty column names who is on the other side (lib/lists/parties-data.ts). */
export async function TransactionRows({
  items,
  display,
  label,
  parties,
  counterpartyLabel,
}: {
  items: Transaction[];
  display: Display;
  label: string;
  parties?: Parties;
  /** Default: "Counterparty". */ counterpartyLabel?: string;
}) {
  const t = await getT();
  return (
    <>
      <div className="hidden sm:block">
        <Table label={label}>
          <THead>
            <Tr>
              <Th>{t('forms.code')}</Th>
              <Th>{t('field.type')}</Th>
              <Th>{t('common.status')}</Th>
              {parties ? <Th>{counterpartyLabel ?? t('party.counterparty')}</Th> : null}
              <Th className="text-right">{t('common.amount')}</Th>
              <Th>{t('forms.description')}</Th>
              <Th>{t('field.created')}</Th>
            </Tr>
          </THead>
          <TBody>
            {items.map((trx) => (
              <Tr key={trx.uuid}>
                <Td>
                  <Code value={trx.code ?? trx.uuid} href={transactionHref(trx.uuid, trx.type)} short={!trx.code} />
                </Td>
                <Td>{enumLabel(t, trx.type)}</Td>
                <Td>
                  <StatusBadge status={trx.status} t={t} />
                </Td>
                {parties ? (
                  <Td>
                    <PartyCell id={counterpartyOf(trx)} party={parties[counterpartyOf(trx) ?? '']} />
                  </Td>
                ) : null}
                <Td className="text-right whitespace-nowrap tabular-nums">
                  <Money value={trx.amount} currency={trx.currency} display={display} />
                </Td>
                <Td className="max-w-56 truncate">
                  <Text value={trx.description} />
                </Td>
                <Td className="whitespace-nowrap">
                  <DateTime value={trx.dateCreated} display={display} />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </div>
      {/* Below 640 px: one card per transaction instead of a table that scrolls sideways (after the table, so the first link is the one a desktop shows). */}
      <ul className="divide-y divide-slate-200 sm:hidden dark:divide-slate-800" aria-label={label}>
        {items.map((trx) => (
          <li key={trx.uuid} className="space-y-1 py-2 text-sm">
            <div className="flex items-baseline justify-between gap-2">
              <span className="min-w-0 truncate">
                <Code value={trx.code ?? trx.uuid} href={transactionHref(trx.uuid, trx.type)} short={!trx.code} />
              </span>
              <span className="font-medium whitespace-nowrap tabular-nums">
                <Money value={trx.amount} currency={trx.currency} display={display} />
              </span>
            </div>
            <div className="flex items-center justify-between gap-2">
              {parties ? (
                <PartyCell id={counterpartyOf(trx)} party={parties[counterpartyOf(trx) ?? '']} />
              ) : (
                <Text value={trx.description} />
              )}
              <StatusBadge status={trx.status} t={t} />
            </div>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              <DateTime value={trx.dateCreated} display={display} />
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

export async function AccountRows({ items, display }: { items: Account[]; display: Display }) {
  const t = await getT();
  return (
    <Table label={t('nav.accounts')}>
      <THead>
        <Tr>
          <Th>{t('kind.account')}</Th>
          <Th>{t('common.status')}</Th>
          <Th>{t('field.type')}</Th>
          <Th>{t('field.created')}</Th>
        </Tr>
      </THead>
      <TBody>
        {items.map((a) => (
          <Tr key={a.uuid}>
            <Td>
              <Link
                href={`/accounts/${encodeURIComponent(a.uuid)}`}
                className="text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {a.institution?.name ?? a.code ?? a.uuid} {a.last4 ? `···· ${a.last4}` : ''}
              </Link>
            </Td>
            <Td>
              <StatusBadge status={a.currentStatus} t={t} />
            </Td>
            <Td>{[enumLabel(t, a.type), a.subtype ? enumLabel(t, a.subtype) : null].filter(Boolean).join(' · ')}</Td>
            <Td className="whitespace-nowrap">
              <DateTime value={a.dateCreated} display={display} />
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

export async function LinkRows({
  items,
  display,
  path,
  label,
}: {
  items: (ConnectLink | CheckoutLink)[];
  display: Display;
  path: string;
  label: string;
}) {
  const t = await getT();
  return (
    <Table label={label}>
      <THead>
        <Tr>
          <Th>{t('forms.code')}</Th>
          <Th>{t('common.status')}</Th>
          <Th>{t('links.expires')}</Th>
          <Th>{t('field.created')}</Th>
        </Tr>
      </THead>
      <TBody>
        {items.map((l) => (
          <Tr key={l.uuid}>
            <Td>
              <Code value={l.code ?? l.uuid} href={`${path}/${encodeURIComponent(l.uuid)}`} short={!l.code} />
              {'linkName' in l && l.linkName ? (
                <span className="ml-2 text-slate-600 dark:text-slate-400">{l.linkName}</span>
              ) : null}
            </Td>
            <Td>
              <StatusBadge status={l.expired ? 'EXPIRED' : l.deliveryStatus} t={t} />
            </Td>
            <Td className="whitespace-nowrap">
              {l.expirationDate ? (
                <DateTime value={l.expirationDate} display={display} />
              ) : (
                <Muted>{t('links.never')}</Muted>
              )}
            </Td>
            <Td className="whitespace-nowrap">
              <DateTime value={l.dateCreated} display={display} />
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
