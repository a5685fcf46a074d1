import type { ReactNode } from 'react';
import { AccountSummary } from '@/components/detail/account-summary';
import { CopyButton } from '@/components/detail/copy-button';
import { DetailHeader, FieldList, MetadataList, Section } from '@/components/detail/detail';
import { labelOf, type DirectoryOptions } from '@/components/detail/directory';
import { type Display } from '@/lib/lists/display';
import { Code, DateTime, Money, StatusBadge, Text, IdLabel } from '@/components/detail/values';
import { Alert } from '@/components/ui/alert';
import type { Parties } from '@/lib/lists/parties';
import type { Translator } from '@/lib/i18n/core';
import { rich } from '@/lib/i18n/rich';
import type { Account, Lookup, Transaction } from '@/lib/merchant-api';
import { DepositRelated, type LineCases, type RelatedSort } from './deposit-related';
import { reconcileDeposit, reconcileLines } from './reconcile';
import { pageLines, DEFAULT_LINES_PAGE_SIZE, type LinesPage } from '@/lib/transactions/deposit-lines';

/** A deposit: its amount, where it was paid, and the transactions it settles, reconciled to the unit. */
export function DepositDetail({
  deposit: d,
  display,
  directory,
  destination,
  actions,
  parties = {},
  sort = null,
  lines,
  pageSize = DEFAULT_LINES_PAGE_SIZE,
  lineCases,
  t,
}: {
  deposit: Transaction;
  display: Display;
  directory: DirectoryOptions;
  destination: Lookup<Account> | null;
  actions?: ReactNode;
  parties?: Parties;
  sort?: RelatedSort | null;
  /** One page of the lines and the totals of all; without it, the lines the deposit carries, paged here. */
  lines?: LinesPage;
  pageSize?: number;
  lineCases?: LineCases;
  t: Translator;
}) {
  const money = (value: number | bigint | null | undefined) => (
    <Money value={value} currency={d.currency} display={display} />
  );
  const page = lines ?? (d.relatedTransactions ? pageLines(d.relatedTransactions, sort, null, pageSize) : null);
  const reconciliation = page ? reconcileLines(d, page) : reconcileDeposit(d);
  return (
    <>
      <DetailHeader
        back={{ href: '/deposits', label: t('nav.deposits') }}
        eyebrow={t('kind.deposit')}
        title={money(d.amount)}
        badges={<StatusBadge status={d.status} t={t} />}
        subtitle={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Code value={d.code} />
            <Code value={d.uuid} />
            <CopyButton value={d.uuid} label={t('detail.copyId')} />
          </div>
        }
        actions={actions}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section title={t('detail.details')}>
            <FieldList
              items={[
                { label: t('common.amount'), value: money(d.amount) },
                { label: t('table.currency'), value: <Text value={d.currency} /> },
                { label: t('deposit.settledCount'), value: <Text value={d.relatedTransactionsCount} /> },
                { label: t('forms.description'), value: <Text value={d.description} />, wide: true },
                { label: t('field.totalFee'), value: money(d.totalFee) },
                { label: t('field.netAmount'), value: money(d.netAmount) },
                { label: t('field.reference'), value: <Text value={d.primaryReference} /> },
                {
                  label: t('field.merchant'),
                  value: <IdLabel label={labelOf(directory.merchants, d.merchantId)} id={d.merchantId} />,
                },
                {
                  label: t('forms.tenant'),
                  value: <IdLabel label={labelOf(directory.tenants, d.tenantId)} id={d.tenantId} />,
                },
                { label: t('field.created'), value: <DateTime value={d.dateCreated} display={display} seconds /> },
                { label: t('field.updated'), value: <DateTime value={d.dateUpdated} display={display} seconds /> },
              ]}
            />
          </Section>
          <Section title={t('forms.metadata')}>
            <MetadataList metadata={d.metadata} />
          </Section>
        </div>
        <div className="space-y-6">
          <Section title={t('deposit.paidInto')}>
            <AccountSummary label={t('field.destinationAccount')} id={d.destinationAccountId} lookup={destination} />
          </Section>
        </div>
      </div>
      <Section title={t('deposit.related')} description={t('deposit.reconcileRule')}>
        <div className="space-y-4">
          {reconciliation.kind === 'reconciles' ? (
            <Alert tone="success">{rich(t('deposit.reconciles'), { total: money(reconciliation.total) })}</Alert>
          ) : reconciliation.kind === 'differs' ? (
            <Alert tone="warning">
              {rich(t('deposit.differs'), {
                total: money(reconciliation.total),
                difference: money(reconciliation.difference),
              })}
            </Alert>
          ) : (
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {reconciliation.reason === 'partly_listed'
                ? t('deposit.partlyListed', { listed: reconciliation.listed, count: reconciliation.count })
                : t(reconciliation.reason === 'unlisted' ? 'deposit.unlisted' : 'deposit.noNetAmounts')}
            </p>
          )}
          {page?.items.length ? (
            <DepositRelated
              lines={page}
              pageSize={pageSize}
              currency={d.currency}
              display={display}
              parties={parties}
              sort={sort}
              lineCases={lineCases}
              t={t}
            />
          ) : null}
        </div>
      </Section>
    </>
  );
}
