import Link from 'next/link';
import type { ReactNode } from 'react';
import { AccountSummary } from '@/components/resources/shared/account-summary';
import { CopyButton } from '@/components/resources/shared/copy-button';
import { DetailHeader, FieldList, MetadataList, Section } from '@/components/resources/shared/detail';
import { labelOf, type DirectoryOptions } from '@/components/resources/shared/directory';
import { humanize, type Display } from '@/components/resources/shared/display';
import type { ListResult } from '@/lib/data/lists';
import { LinkRows, RelatedSection, TransactionRows } from '@/components/resources/shared/related';
import { CalendarDate, Code, DateTime, Money, Muted, StatusBadge, Text, IdLabel } from '@/components/resources/shared/values';
import { Alert } from '@/components/ui/alert';
import type { Account, CheckoutLink, Lookup, RecurringPlan, Transaction } from '@/lib/merchant-api';
import { upcomingReportedCycles } from '@/core/schedule';

export interface RecurringPlanRelated {
  origin: Lookup<Account> | null;
  destination: Lookup<Account> | null;
  /** The plan's transactions among the newest of its account (the API has no filter by plan). */
  transactions: ListResult<Transaction> | null;
  transactionsHref: string | null;
  /** SEND_REQUEST plans: the checkout links sent each cycle. */
  checkoutLinks: ListResult<CheckoutLink> | null;
}

const UPCOMING = 6;

/** A recurring plan: its schedule and next cycles, the transaction each cycle creates, and what it generated. */
export function RecurringPlanDetail({ plan: p, related, display, directory, today, actions }: { plan: RecurringPlan; related: RecurringPlanRelated; display: Display; directory: DirectoryOptions; today: string; actions?: ReactNode }) {
  const t = p.transaction;
  const upcoming = upcomingReportedCycles(p, { today, limit: UPCOMING });
  const finished = upcoming.length === 0 && p.startDate !== null && p.cycleFrequency !== null;
  return (
    <>
      <DetailHeader
        back={{ href: '/recurring-plans', label: 'Recurring plans' }}
        eyebrow="Recurring plan"
        title={p.description ?? p.code ?? p.uuid}
        badges={<StatusBadge status={p.status} />}
        subtitle={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Code value={p.code} />
            <Code value={p.uuid} />
            <CopyButton value={p.uuid} label="Copy id" />
          </div>
        }
        actions={actions}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section title="Schedule">
            <FieldList
              items={[
                { label: 'Every', value: <Text value={humanize(p.cycleFrequency)} /> },
                { label: 'Processing', value: <Text value={p.processingMethod === 'SEND_REQUEST' ? 'Send a checkout link each cycle' : p.processingMethod === 'AUTOMATIC' ? 'Automatic' : humanize(p.processingMethod)} /> },
                { label: 'Status', value: <StatusBadge status={p.status} /> },
                { label: 'Starts', value: <CalendarDate value={p.startDate} /> },
                { label: 'Ends', value: p.endDate ? <CalendarDate value={p.endDate} /> : <Muted>No end date</Muted> },
                { label: 'Cycles', value: p.totalCycleCount !== null ? p.totalCycleCount.toLocaleString('en-US') : <Muted>No limit</Muted> },
                { label: 'Cycles generated', value: <Text value={p.cyclesCompleted} /> },
                { label: 'Next cycle', value: <CalendarDate value={p.nextDueDate ?? upcoming[0]?.dueDate} /> },
              ]}
            />
          </Section>
          <Section title="Upcoming cycles" description="Calendar dates; month-based cycles fall on the start day, or the month’s last day when it is shorter.">
            {p.status === 'PAUSED' ? <Alert tone="warning" className="mb-3">Paused: no cycle is generated until the plan is activated.</Alert> : null}
            {upcoming.length ? (
              <ol className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
                {upcoming.map((c) => (
                  <li key={c.cycle} className="flex items-center justify-between py-2">
                    <span className="text-slate-600 dark:text-slate-400">Cycle {c.cycle.toLocaleString('en-US')}</span>
                    <CalendarDate value={c.dueDate} />
                    <Money value={t?.amount} currency={t?.currency} display={display} />
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-slate-500 dark:text-slate-400">{finished ? 'No cycles remain: the plan has finished.' : 'The schedule cannot be computed from what the API returned.'}</p>
            )}
          </Section>
          <Section title="Each cycle creates">
            {t ? (
              <FieldList
                items={[
                  { label: 'Type', value: <Text value={humanize(t.type)} /> },
                  { label: 'Amount', value: <Money value={t.amount} currency={t.currency} display={display} className="font-medium" /> },
                  { label: 'Currency', value: <Text value={t.currency} /> },
                  { label: 'Tenant', value: <IdLabel label={labelOf(directory.tenants, t.tenantId)} id={t.tenantId} /> },
                  { label: 'Statement descriptor', value: <Text value={t.statementDescriptor} /> },
                  { label: 'Description', value: <Text value={t.description} /> },
                  { label: 'Primary reference', value: <Text value={t.primaryReference} /> },
                  { label: 'Secondary reference', value: <Text value={t.secondaryReference} /> },
                  { label: 'Metadata', value: Object.keys(t.metadata).length ? <MetadataList metadata={t.metadata} /> : <Muted>None</Muted>, wide: true },
                ]}
              />
            ) : (
              <Muted>The API returned no transaction template.</Muted>
            )}
          </Section>
          {related.transactions ? (
            <RelatedSection title="Generated transactions" result={related.transactions} viewAllHref={related.transactionsHref ?? undefined} empty="None among the account’s newest transactions yet.">
              {(items) => <TransactionRows items={items} display={display} label="Generated transactions" />}
            </RelatedSection>
          ) : null}
          {related.checkoutLinks ? (
            <RelatedSection title="Checkout links sent" result={related.checkoutLinks} empty="None yet.">
              {(items) => <LinkRows items={items} display={display} path="/checkout-links" label="Checkout links sent" />}
            </RelatedSection>
          ) : null}
          <Section title="Details">
            <FieldList
              items={[
                { label: 'Primary reference', value: <Text value={p.primaryReference} /> },
                { label: 'Secondary reference', value: <Text value={p.secondaryReference} /> },
                { label: 'Merchant', value: <IdLabel label={labelOf(directory.merchants, p.merchantId)} id={p.merchantId} /> },
                { label: 'Created', value: <DateTime value={p.dateCreated} display={display} seconds /> },
                { label: 'Updated', value: <DateTime value={p.dateUpdated} display={display} seconds /> },
              ]}
            />
            <div className="mt-4">
              <MetadataList metadata={p.metadata} />
            </div>
          </Section>
        </div>
        <div className="space-y-6">
          <Section title="End user">
            {p.endUser ? (
              <div className="space-y-1 text-sm">
                <Link href={`/end-users/${encodeURIComponent(p.endUser.uuid)}`} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                  {p.endUser.displayName ?? p.endUser.code ?? p.endUser.uuid}
                </Link>
                {p.endUser.email ? <p className="break-all text-slate-600 dark:text-slate-400">{p.endUser.email}</p> : null}
              </div>
            ) : (
              <Muted>—</Muted>
            )}
          </Section>
          <Section title="Accounts">
            <div className="space-y-4">
              <AccountSummary label="Paying account" id={p.originAccountId} lookup={related.origin} />
              <AccountSummary label="Receiving account" id={p.destinationAccountId} lookup={related.destination} />
            </div>
          </Section>
        </div>
      </div>
    </>
  );
}
