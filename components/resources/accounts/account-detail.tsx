import Link from 'next/link';
import type { ReactNode } from 'react';
import { CopyButton } from '@/components/resources/shared/copy-button';
import { DetailHeader, FieldList, MetadataList, Section } from '@/components/resources/shared/detail';
import { labelOf, type DirectoryOptions } from '@/components/resources/shared/directory';
import { humanize, type Display } from '@/components/resources/shared/display';
import type { ListResult } from '@/lib/data/lists';
import { RelatedSection, TransactionRows } from '@/components/resources/shared/related';
import { Code, DateTime, Muted, StatusBadge, Text, YesNo, IdLabel } from '@/components/resources/shared/values';
import { transactionListHref } from '@/components/resources/transactions/search-params';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import type { Account, Transaction } from '@/lib/merchant-api';
import { formatPhone } from '@/lib/format/phone';

export interface AccountRelated {
  payments: ListResult<Transaction>;
  payouts: ListResult<Transaction>;
  transfersOut: ListResult<Transaction>;
  transfersIn: ListResult<Transaction>;
}

/** A connected account: its institution, end user, capabilities, validations, and the money through it. */
export function AccountDetail({ account: a, related, display, directory, actions }: { account: Account; related: AccountRelated; display: Display; directory: DirectoryOptions; actions?: ReactNode }) {
  const user = a.endUser;
  const title = `${a.institution?.name ?? 'Account'}${a.last4 ? ` ···· ${a.last4}` : ''}`;
  const id = a.uuid;
  return (
    <>
      <DetailHeader
        back={{ href: '/accounts', label: 'Accounts' }}
        eyebrow="Connected account"
        title={title}
        badges={<StatusBadge status={a.currentStatus} />}
        subtitle={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Code value={a.code} />
            <Code value={a.uuid} />
            <CopyButton value={a.uuid} label="Copy id" />
          </div>
        }
        actions={actions}
      />
      {a.requiresAccountValidation || a.pendingAccountValidations.length ? (
        <Alert tone="warning" className="mb-6">
          <p className="font-medium">This account needs validation before it can move money.</p>
          {a.pendingAccountValidations.length ? (
            <ul className="mt-1 list-disc pl-5">
              {a.pendingAccountValidations.map((v) => (
                <li key={v.slug ?? v.action}>
                  {humanize(v.action)} {v.slug ? <code className="font-mono text-xs">({v.slug})</code> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section title="Details">
            <FieldList
              items={[
                { label: 'Institution', value: <Text value={a.institution?.name ?? a.institution?.uuid} /> },
                { label: 'Last 4', value: <Text value={a.last4} /> },
                { label: 'Status', value: <StatusBadge status={a.currentStatus} /> },
                { label: 'Type', value: <Text value={humanize(a.type)} /> },
                { label: 'Subtype', value: <Text value={humanize(a.subtype)} /> },
                { label: 'Currency', value: <Text value={a.currency} /> },
                {
                  label: 'Capabilities',
                  value: a.capabilities.length ? (
                    <span className="flex flex-wrap gap-1">
                      {a.capabilities.map((c) => (
                        <Badge key={c}>{humanize(c)}</Badge>
                      ))}
                    </span>
                  ) : (
                    <Muted>None</Muted>
                  ),
                  wide: true,
                },
                { label: 'Real-time payouts', value: <YesNo value={a.enabledRealTimePayouts} /> },
                { label: 'Requires validation', value: <YesNo value={a.requiresAccountValidation} /> },
                ...(a.remarks ? [{ label: 'Remarks', value: humanize(a.remarks) }] : []),
                ...(a.disconnectionReason ? [{ label: 'Disconnection reason', value: humanize(a.disconnectionReason) }] : []),
                ...(a.disconnectionNote ? [{ label: 'Disconnection note', value: a.disconnectionNote, wide: true }] : []),
                {
                  label: 'Connected through',
                  value: a.sourceConnectLinkId ? <Code value={a.sourceConnectLinkId} href={`/connect-links/${encodeURIComponent(a.sourceConnectLinkId)}`} short /> : <Text value={humanize(a.creationSource)} />,
                },
                { label: 'Primary reference', value: <Text value={a.primaryReference} /> },
                { label: 'Secondary reference', value: <Text value={a.secondaryReference} /> },
                { label: 'Merchant', value: <IdLabel label={labelOf(directory.merchants, a.merchantId)} id={a.merchantId} /> },
                { label: 'Created', value: <DateTime value={a.dateCreated} display={display} seconds /> },
                { label: 'Updated', value: <DateTime value={a.dateUpdated} display={display} seconds /> },
              ]}
            />
          </Section>
          <RelatedSection title="Payments funded by this account" result={related.payments} viewAllHref={transactionListHref('/payments', { origin_account_uuid: id })} empty="No payments.">
            {(items) => <TransactionRows items={items} display={display} label="Payments funded by this account" />}
          </RelatedSection>
          <RelatedSection title="Payouts to this account" result={related.payouts} viewAllHref={transactionListHref('/payouts', { destination_account_uuid: id })} empty="No payouts.">
            {(items) => <TransactionRows items={items} display={display} label="Payouts to this account" />}
          </RelatedSection>
          <RelatedSection title="Transfers from this account" result={related.transfersOut} viewAllHref={transactionListHref('/transfers', { origin_account_uuid: id })} empty="No transfers out.">
            {(items) => <TransactionRows items={items} display={display} label="Transfers from this account" />}
          </RelatedSection>
          <RelatedSection title="Transfers to this account" result={related.transfersIn} viewAllHref={transactionListHref('/transfers', { destination_account_uuid: id })} empty="No transfers in.">
            {(items) => <TransactionRows items={items} display={display} label="Transfers to this account" />}
          </RelatedSection>
          <Section title="Metadata">
            <MetadataList metadata={a.metadata} />
          </Section>
        </div>
        <div className="space-y-6">
          <Section title="End user">
            {user ? (
              <div className="space-y-1 text-sm">
                <Link href={`/end-users/${encodeURIComponent(user.uuid)}`} className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
                  {user.displayName ?? user.code ?? user.uuid}
                </Link>
                <p className="text-slate-600 dark:text-slate-400">{humanize(user.type)}</p>
                {user.email ? <p className="break-all text-slate-600 dark:text-slate-400">{user.email}</p> : null}
                {user.phoneNumber ? (
                  <p className="text-slate-600 dark:text-slate-400">
                    {formatPhone(user.phoneNumber)}
                  </p>
                ) : null}
                <p className="text-xs">
                  <Code value={user.code ?? user.uuid} />
                </p>
              </div>
            ) : (
              <p className="text-sm">
                <Muted>No end user.</Muted>
              </p>
            )}
          </Section>
        </div>
      </div>
    </>
  );
}
