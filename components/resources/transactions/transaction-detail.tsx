import Link from 'next/link';
import type { ReactNode } from 'react';
import { AccountSummary } from '@/components/resources/shared/account-summary';
import { CopyButton } from '@/components/resources/shared/copy-button';
import { DetailHeader, FieldList, MetadataList, Section } from '@/components/resources/shared/detail';
import { labelOf, type DirectoryOptions } from '@/components/resources/shared/directory';
import { humanize, type Display } from '@/components/resources/shared/display';
import { CalendarDate, Code, DateTime, Money, Muted, StatusBadge, Text, YesNo, IdLabel } from '@/components/resources/shared/values';
import { Badge } from '@/components/ui/badge';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { toMinorBigInt } from '@/lib/format/money';
import type { Account, Lookup, Transaction } from '@/lib/merchant-api';
import { KIND_LABEL, transactionHref, type TransactionKind } from './kinds';
import { StatusPoller } from './status-poller';
import { StatusTimeline } from './status-timeline';

export interface TransactionDetailProps {
  transaction: Transaction;
  kind: TransactionKind;
  display: Display;
  directory: DirectoryOptions;
  origin: Lookup<Account> | null;
  destination: Lookup<Account> | null;
  /** The console route the page polls while the transaction is in flight. */
  statusUrl: string;
  /** Write actions (refund…), placed in the header by the pages that offer them. */
  actions?: ReactNode;
}

/** Every field of a payment, transfer, payout or refund, with its fees, splits, refunds, accounts and lifecycle. */
export function TransactionDetail({ transaction: t, kind, display, directory, origin, destination, statusUrl, actions }: TransactionDetailProps) {
  const label = KIND_LABEL[kind];
  const isRefund = t.type === 'REFUND';
  const money = (value: number | bigint | null | undefined) => <Money value={value} currency={t.currency} display={display} />;
  const amount = toMinorBigInt(t.amount);
  const refunded = toMinorBigInt(t.amountRefunded);
  const originId = t.fundingSourceId ?? t.originAccountId;

  return (
    <>
      <DetailHeader
        back={{ href: label.path, label: label.many }}
        eyebrow={isRefund ? 'Refund' : t.type && t.type !== kind.toUpperCase() ? humanize(t.type) : label.one}
        title={<Money value={t.amount} currency={t.currency} display={display} />}
        badges={
          <>
            <StatusBadge status={t.status} />
            {t.type && t.type !== kind.toUpperCase() ? <Badge tone="accent">{humanize(t.type)}</Badge> : null}
          </>
        }
        subtitle={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Code value={t.code} />
            <Code value={t.uuid} />
            <CopyButton value={t.uuid} label="Copy id" />
          </div>
        }
        actions={actions}
      />
      <div className="mb-4">
        <StatusPoller url={statusUrl} status={t.status} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section title="Details">
            <FieldList
              items={[
                { label: 'Description', value: <Text value={t.description} />, wide: true },
                { label: 'Status', value: <StatusBadge status={t.status} /> },
                { label: 'Type', value: <Text value={humanize(t.type)} /> },
                { label: 'Currency', value: <Text value={t.currency} /> },
                ...(t.remarks ? [{ label: 'Remarks', value: humanize(t.remarks) }] : []),
                ...(t.declineReason ? [{ label: 'Decline reason', value: humanize(t.declineReason) }] : []),
                { label: 'Statement descriptor', value: <Text value={t.statementDescriptor} /> },
                { label: 'Primary reference', value: <Text value={t.primaryReference} /> },
                { label: 'Secondary reference', value: <Text value={t.secondaryReference} /> },
                ...(t.tertiaryReference ? [{ label: 'Tertiary reference', value: t.tertiaryReference }] : []),
                ...(t.customId ? [{ label: 'Custom id', value: t.customId }] : []),
                { label: 'Tenant', value: <IdLabel label={labelOf(directory.tenants, t.tenantId)} id={t.tenantId} /> },
                { label: 'Merchant', value: <IdLabel label={labelOf(directory.merchants, t.merchantId)} id={t.merchantId} /> },
                { label: 'Created through', value: <Text value={humanize(t.creationSource)} /> },
                { label: 'Receipt sent automatically', value: <YesNo value={t.autoSendReceipt} /> },
                ...(kind === 'payment' ? [{ label: 'Due date', value: <CalendarDate value={t.dueDate} /> }] : []),
                { label: 'Created', value: <DateTime value={t.dateCreated} display={display} seconds /> },
                { label: 'Updated', value: <DateTime value={t.dateUpdated} display={display} seconds /> },
              ]}
            />
          </Section>

          <Section title="Amounts and fees" description={t.totalFee === null ? 'Fees are computed when the transaction starts processing.' : undefined}>
            <FieldList
              items={[
                { label: 'Amount', value: money(t.amount) },
                { label: 'Variable fee', value: money(t.variableFee) },
                { label: 'Fixed fee', value: money(t.fixedFee) },
                { label: 'Total fee', value: money(t.totalFee) },
                { label: 'Net amount', value: money(t.netAmount) },
                ...(refunded !== null && !isRefund
                  ? [
                      { label: 'Refunded', value: money(refunded) },
                      { label: 'Not yet refunded', value: amount !== null ? money(amount - refunded) : <Muted>—</Muted> },
                    ]
                  : []),
              ]}
            />
          </Section>

          {t.additionalRecipients?.length ? (
            <Section title="Split recipients" description="One entry per recipient plus the remainder kept by the paying merchant.">
              <Table label="Split recipients">
                <THead>
                  <Tr>
                    <Th>Recipient</Th>
                    <Th>Share</Th>
                    <Th className="text-right">Amount</Th>
                    <Th className="text-right">Fee</Th>
                    <Th className="text-right">Net</Th>
                    <Th>Description</Th>
                    <Th>Reference</Th>
                  </Tr>
                </THead>
                <TBody>
                  {t.additionalRecipients.map((r, i) => (
                    <Tr key={r.uuid ?? i}>
                      <Td>
                        {r.merchantId ? <IdLabel label={labelOf(directory.merchants, r.merchantId)} id={r.merchantId} /> : <IdLabel label={labelOf(directory.tenants, r.tenantId)} id={r.tenantId} />}
                        {r.uuid ? (
                          <div className="text-xs">
                            <Code value={r.uuid} short />
                          </div>
                        ) : null}
                      </Td>
                      <Td>
                        <Text value={r.requestedAmount ?? (i === t.additionalRecipients!.length - 1 ? 'Remainder' : null)} />
                      </Td>
                      <Td className="text-right tabular-nums">{money(r.amount)}</Td>
                      <Td className="text-right tabular-nums">{money(r.totalFee)}</Td>
                      <Td className="text-right tabular-nums">{money(r.netAmount)}</Td>
                      <Td>
                        <Text value={r.description} />
                      </Td>
                      <Td>
                        <Text value={r.primaryReference} />
                      </Td>
                    </Tr>
                  ))}
                </TBody>
              </Table>
            </Section>
          ) : null}

          {t.refunds ? (
            <Section title="Refunds">
              {t.refunds.length === 0 ? (
                <p className="text-sm text-slate-500 dark:text-slate-400">This payment has not been refunded.</p>
              ) : (
                <Table label="Refunds">
                  <THead>
                    <Tr>
                      <Th>Refund</Th>
                      <Th>Status</Th>
                      <Th className="text-right">Amount</Th>
                      <Th>Reason</Th>
                      <Th>Note</Th>
                      <Th>Created</Th>
                    </Tr>
                  </THead>
                  <TBody>
                    {t.refunds.map((r) => (
                      <Tr key={r.uuid}>
                        <Td>
                          <Code value={r.code ?? r.uuid} href={`/payments/${encodeURIComponent(r.uuid)}`} />
                        </Td>
                        <Td>
                          <StatusBadge status={r.status} />
                        </Td>
                        <Td className="text-right tabular-nums">{money(r.amount)}</Td>
                        <Td>
                          <Text value={r.refundReason ? humanize(r.refundReason) : null} />
                        </Td>
                        <Td className="max-w-64 whitespace-normal">
                          <Text value={r.refundNote} />
                        </Td>
                        <Td>
                          <DateTime value={r.dateCreated} display={display} />
                        </Td>
                      </Tr>
                    ))}
                  </TBody>
                </Table>
              )}
            </Section>
          ) : null}

          <Section title="Metadata">
            <MetadataList metadata={t.metadata} />
          </Section>
        </div>

        <div className="space-y-6">
          <Section title="Status">
            <StatusTimeline transaction={t} display={display} />
          </Section>
          <Section title="Accounts">
            <div className="space-y-4">
              {kind !== 'payout' || originId ? <AccountSummary label={kind === 'payment' ? 'Funding account' : 'Origin account'} id={originId} lookup={origin} /> : null}
              {kind !== 'payment' || t.destinationAccountId ? <AccountSummary label="Destination account" id={t.destinationAccountId} lookup={destination} /> : null}
            </div>
          </Section>
          {t.parentId || t.depositId || t.recurringPlanId ? (
            <Section title="Related">
              <ul className="space-y-2 text-sm">
                {t.parentId ? (
                  <li>
                    Refund of payment <Code value={t.parentId} href={transactionHref(t.parentId, 'PAYMENT')} short />
                  </li>
                ) : null}
                {t.depositId ? (
                  <li>
                    Settled in deposit <Code value={t.depositId} href={`/deposits/${encodeURIComponent(t.depositId)}`} short />
                  </li>
                ) : null}
                {t.recurringPlanId ? (
                  <li>
                    Generated by recurring plan <Code value={t.recurringPlanId} href={`/recurring-plans/${encodeURIComponent(t.recurringPlanId)}`} short />
                  </li>
                ) : null}
              </ul>
            </Section>
          ) : null}
          {isRefund && (t.refundReason || t.refundNote) ? (
            <Section title="Refund reason">
              <FieldList
                className="sm:grid-cols-1 lg:grid-cols-1"
                items={[
                  { label: 'Reason', value: <Text value={humanize(t.refundReason)} /> },
                  { label: 'Note', value: <Text value={t.refundNote} /> },
                ]}
              />
            </Section>
          ) : null}
        </div>
      </div>
      <p className="mt-6 text-xs text-slate-500 dark:text-slate-400">
        Times are shown in {display.timeZone}. <Link href={label.path} className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300">All {label.many.toLowerCase()}</Link>
      </p>
    </>
  );
}
