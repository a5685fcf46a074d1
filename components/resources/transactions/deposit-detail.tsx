import type { ReactNode } from 'react';
import { AccountSummary } from '@/components/resources/shared/account-summary';
import { CopyButton } from '@/components/resources/shared/copy-button';
import { DetailHeader, FieldList, MetadataList, Section } from '@/components/resources/shared/detail';
import { labelOf, type DirectoryOptions } from '@/components/resources/shared/directory';
import { type Display } from '@/components/resources/shared/display';
import { Code, DateTime, Money, StatusBadge, Text, IdLabel } from '@/components/resources/shared/values';
import { Alert } from '@/components/ui/alert';
import type { Parties } from '@/components/resources/shared/parties';
import type { Translator } from '@/lib/i18n/core';
import type { Account, Lookup, Transaction } from '@/lib/merchant-api';
import { DepositRelated, type RelatedSort } from './deposit-related';
import { reconcileDeposit } from './reconcile';

/** A deposit: its amount, where it was paid, and the transactions it settles, reconciled to the unit. */
export function DepositDetail({ deposit: d, display, directory, destination, actions, parties = {}, sort = null, t }: { deposit: Transaction; display: Display; directory: DirectoryOptions; destination: Lookup<Account> | null; actions?: ReactNode; parties?: Parties; sort?: RelatedSort | null; t: Translator }) {
  const money = (value: number | bigint | null | undefined) => <Money value={value} currency={d.currency} display={display} />;
  const reconciliation = reconcileDeposit(d);
  const items = d.relatedTransactions ?? [];
  return (
    <>
      <DetailHeader
        back={{ href: '/deposits', label: 'Deposits' }}
        eyebrow="Deposit"
        title={money(d.amount)}
        badges={<StatusBadge status={d.status} />}
        subtitle={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Code value={d.code} />
            <Code value={d.uuid} />
            <CopyButton value={d.uuid} label="Copy id" />
          </div>
        }
        actions={actions}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section title="Details">
            <FieldList
              items={[
                { label: 'Amount', value: money(d.amount) },
                { label: 'Currency', value: <Text value={d.currency} /> },
                { label: 'Transactions settled', value: <Text value={d.relatedTransactionsCount} /> },
                { label: 'Description', value: <Text value={d.description} />, wide: true },
                { label: 'Total fee', value: money(d.totalFee) },
                { label: 'Net amount', value: money(d.netAmount) },
                { label: 'Reference', value: <Text value={d.primaryReference} /> },
                { label: 'Merchant', value: <IdLabel label={labelOf(directory.merchants, d.merchantId)} id={d.merchantId} /> },
                { label: 'Tenant', value: <IdLabel label={labelOf(directory.tenants, d.tenantId)} id={d.tenantId} /> },
                { label: 'Created', value: <DateTime value={d.dateCreated} display={display} seconds /> },
                { label: 'Updated', value: <DateTime value={d.dateUpdated} display={display} seconds /> },
              ]}
            />
          </Section>
          <Section title="Metadata">
            <MetadataList metadata={d.metadata} />
          </Section>
        </div>
        <div className="space-y-6">
          <Section title="Paid into">
            <AccountSummary label="Destination account" id={d.destinationAccountId} lookup={destination} />
          </Section>
        </div>
      </div>
      <Section title={t('deposit.related')} description="A deposit’s amount is the sum of the net amounts of the transactions it settles; refunds and reversals count negative.">
        <div className="space-y-4">
          {reconciliation.kind === 'reconciles' ? (
            <Alert tone="success">Reconciles: the related transactions add up to {money(reconciliation.total)}, the deposit’s amount.</Alert>
          ) : reconciliation.kind === 'differs' ? (
            <Alert tone="warning">
              Does not reconcile: the related transactions add up to {money(reconciliation.total)}, {money(reconciliation.difference)} away from the deposit’s amount.
            </Alert>
          ) : (
            <p className="text-sm text-slate-500 dark:text-slate-400">{reconciliation.reason}</p>
          )}
          {items.length ? <DepositRelated items={items} currency={d.currency} display={display} parties={parties} sort={sort} t={t} /> : null}
        </div>
      </Section>
    </>
  );
}
