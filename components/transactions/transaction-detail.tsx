import { Link } from '@/components/ui/link';
import { enumLabel } from '@/lib/i18n/enum-label';
import type { ReactNode } from 'react';
import { AccountSummary } from '@/components/detail/account-summary';
import { CopyButton } from '@/components/detail/copy-button';
import { DetailHeader, FieldList, MetadataList, Section } from '@/components/detail/detail';
import { labelOf, type DirectoryOptions } from '@/components/detail/directory';
import { humanize } from '@/lib/i18n/enum-label';
import type { Display } from '@/lib/lists/display';
import {
  CalendarDate,
  Code,
  DateTime,
  Money,
  Muted,
  StatusBadge,
  Text,
  YesNo,
  IdLabel,
} from '@/components/detail/values';
import { Badge } from '@/components/ui/badge';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { refundabilityOf } from '@/core/refunds';
import { toMinorBigInt } from '@/lib/format/money';
import type { Account, Lookup, Transaction } from '@/lib/merchant-api';
import { getT } from '@/lib/auth/translator';
import { KIND_KEYS, KIND_LABEL, transactionHref, type TransactionKind } from '@/lib/transactions/kinds';
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
export async function TransactionDetail({
  transaction: trx,
  kind,
  display,
  directory,
  origin,
  destination,
  statusUrl,
  actions,
}: TransactionDetailProps) {
  const t = await getT();
  const { path } = KIND_LABEL[kind];
  const keys = KIND_KEYS[kind];
  const isRefund = trx.type === 'REFUND';
  const money = (value: number | bigint | null | undefined) => (
    <Money value={value} currency={trx.currency} display={display} />
  );
  const amount = toMinorBigInt(trx.amount);
  const refunded = toMinorBigInt(trx.amountRefunded);
  // A dispute's reversal, a return or a won case's credit: what is not refunded is not "yet to refund" (core/refunds.ts).
  const blocked = kind === 'payment' && !isRefund ? refundabilityOf(trx).reason : null;
  const caseBlocked = blocked === 'disputed' || blocked === 'returned' || blocked === 'case_credit';
  const originId = trx.fundingSourceId ?? trx.originAccountId;

  return (
    <>
      <DetailHeader
        back={{ href: path, label: t(keys.many) }}
        eyebrow={
          isRefund
            ? t('kind.refund')
            : trx.type && trx.type !== kind.toUpperCase()
              ? enumLabel(t, trx.type)
              : t(keys.one)
        }
        title={<Money value={trx.amount} currency={trx.currency} display={display} />}
        badges={
          <>
            <StatusBadge status={trx.status} t={t} />
            {trx.type && trx.type !== kind.toUpperCase() ? <Badge tone="accent">{enumLabel(t, trx.type)}</Badge> : null}
          </>
        }
        subtitle={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Code value={trx.code} />
            <Code value={trx.uuid} />
            <CopyButton value={trx.uuid} label={t('detail.copyId')} />
          </div>
        }
        actions={actions}
      />
      <div className="mb-4">
        <StatusPoller url={statusUrl} status={trx.status} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section title={t('detail.details')}>
            <FieldList
              items={[
                { label: t('forms.description'), value: <Text value={trx.description} />, wide: true },
                { label: t('common.status'), value: <StatusBadge status={trx.status} t={t} /> },
                { label: t('field.type'), value: <Text value={enumLabel(t, trx.type)} /> },
                { label: t('table.currency'), value: <Text value={trx.currency} /> },
                ...(trx.remarks ? [{ label: t('field.remarks'), value: humanize(trx.remarks) }] : []),
                ...(trx.declineReason
                  ? [{ label: t('transaction.declineReason'), value: humanize(trx.declineReason) }]
                  : []),
                { label: t('forms.statementDescriptor'), value: <Text value={trx.statementDescriptor} /> },
                { label: t('forms.primaryReference'), value: <Text value={trx.primaryReference} /> },
                { label: t('forms.secondaryReference'), value: <Text value={trx.secondaryReference} /> },
                ...(trx.tertiaryReference
                  ? [{ label: t('transaction.tertiaryReference'), value: trx.tertiaryReference }]
                  : []),
                ...(trx.customId ? [{ label: t('transaction.customId'), value: trx.customId }] : []),
                {
                  label: t('forms.tenant'),
                  value: <IdLabel label={labelOf(directory.tenants, trx.tenantId)} id={trx.tenantId} />,
                },
                {
                  label: t('field.merchant'),
                  value: <IdLabel label={labelOf(directory.merchants, trx.merchantId)} id={trx.merchantId} />,
                },
                { label: t('field.createdThrough'), value: <Text value={humanize(trx.creationSource)} /> },
                { label: t('field.autoReceipt'), value: <YesNo value={trx.autoSendReceipt} t={t} /> },
                ...(kind === 'payment'
                  ? [{ label: t('payment.dueDate'), value: <CalendarDate value={trx.dueDate} /> }]
                  : []),
                { label: t('field.created'), value: <DateTime value={trx.dateCreated} display={display} seconds /> },
                { label: t('field.updated'), value: <DateTime value={trx.dateUpdated} display={display} seconds /> },
              ]}
            />
          </Section>

          <Section
            title={t('transaction.amountsAndFees')}
            description={trx.totalFee === null ? t('transaction.feesLater') : undefined}
          >
            <FieldList
              items={[
                { label: t('common.amount'), value: money(trx.amount) },
                { label: t('transaction.variableFee'), value: money(trx.variableFee) },
                { label: t('transaction.fixedFee'), value: money(trx.fixedFee) },
                { label: t('field.totalFee'), value: money(trx.totalFee) },
                { label: t('field.netAmount'), value: money(trx.netAmount) },
                ...(refunded !== null && !isRefund
                  ? [
                      { label: t('transaction.refunded'), value: money(refunded) },
                      caseBlocked
                        ? { label: t('refund.notRefundableShort'), value: t(`refund.blocked.${blocked}`) }
                        : {
                            label: t('transaction.notYetRefunded'),
                            value: amount !== null ? money(amount - refunded) : <Muted>—</Muted>,
                          },
                    ]
                  : []),
              ]}
            />
          </Section>

          {trx.additionalRecipients?.length ? (
            <Section title={t('transaction.splitRecipients')} description={t('transaction.splitDescription')}>
              <Table label={t('transaction.splitRecipients')}>
                <THead>
                  <Tr>
                    <Th>{t('transaction.recipient')}</Th>
                    <Th>{t('transaction.share')}</Th>
                    <Th className="text-right">{t('common.amount')}</Th>
                    <Th className="text-right">{t('field.fee')}</Th>
                    <Th className="text-right">{t('field.net')}</Th>
                    <Th>{t('forms.description')}</Th>
                    <Th>{t('field.reference')}</Th>
                  </Tr>
                </THead>
                <TBody>
                  {trx.additionalRecipients.map((r, i) => (
                    <Tr key={r.uuid ?? i}>
                      <Td>
                        {r.merchantId ? (
                          <IdLabel label={labelOf(directory.merchants, r.merchantId)} id={r.merchantId} />
                        ) : (
                          <IdLabel label={labelOf(directory.tenants, r.tenantId)} id={r.tenantId} />
                        )}
                        {r.uuid ? (
                          <div className="text-xs">
                            <Code value={r.uuid} short />
                          </div>
                        ) : null}
                      </Td>
                      <Td>
                        <Text
                          value={
                            r.requestedAmount ??
                            (i === trx.additionalRecipients!.length - 1 ? t('payment.remainder') : null)
                          }
                        />
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

          {trx.refunds ? (
            <Section title={t('transaction.refunds')}>
              {trx.refunds.length === 0 ? (
                <p className="text-sm text-slate-500 dark:text-slate-400">{t('transaction.notRefunded')}</p>
              ) : (
                <Table label={t('transaction.refunds')}>
                  <THead>
                    <Tr>
                      <Th>{t('kind.refund')}</Th>
                      <Th>{t('common.status')}</Th>
                      <Th className="text-right">{t('common.amount')}</Th>
                      <Th>{t('forms.reason')}</Th>
                      <Th>{t('forms.note')}</Th>
                      <Th>{t('field.created')}</Th>
                    </Tr>
                  </THead>
                  <TBody>
                    {trx.refunds.map((r) => (
                      <Tr key={r.uuid}>
                        <Td>
                          <Code value={r.code ?? r.uuid} href={`/payments/${encodeURIComponent(r.uuid)}`} />
                        </Td>
                        <Td>
                          <StatusBadge status={r.status} t={t} />
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

          <Section title={t('forms.metadata')}>
            <MetadataList metadata={trx.metadata} />
          </Section>
        </div>

        <div className="space-y-6">
          <Section title={t('common.status')}>
            <StatusTimeline transaction={trx} display={display} />
          </Section>
          <Section title={t('nav.accounts')}>
            <div className="space-y-4">
              {kind !== 'payout' || originId ? (
                <AccountSummary
                  label={t(kind === 'payment' ? 'field.fundingAccount' : 'field.originAccount')}
                  id={originId}
                  lookup={origin}
                />
              ) : null}
              {kind !== 'payment' || trx.destinationAccountId ? (
                <AccountSummary
                  label={t('field.destinationAccount')}
                  id={trx.destinationAccountId}
                  lookup={destination}
                />
              ) : null}
            </div>
          </Section>
          {trx.parentId || trx.depositId || trx.recurringPlanId ? (
            <Section title={t('transaction.related')}>
              <ul className="space-y-2 text-sm">
                {trx.parentId ? (
                  <li>
                    {t('transaction.refundOf')}{' '}
                    <Code value={trx.parentId} href={transactionHref(trx.parentId, 'PAYMENT')} short />
                  </li>
                ) : null}
                {trx.depositId ? (
                  <li>
                    {t('transaction.settledIn')}{' '}
                    <Code value={trx.depositId} href={`/deposits/${encodeURIComponent(trx.depositId)}`} short />
                  </li>
                ) : null}
                {trx.recurringPlanId ? (
                  <li>
                    {t('transaction.generatedBy')}{' '}
                    <Code
                      value={trx.recurringPlanId}
                      href={`/recurring-plans/${encodeURIComponent(trx.recurringPlanId)}`}
                      short
                    />
                  </li>
                ) : null}
              </ul>
            </Section>
          ) : null}
          {isRefund && (trx.refundReason || trx.refundNote) ? (
            <Section title={t('transaction.refundReason')}>
              <FieldList
                className="sm:grid-cols-1 lg:grid-cols-1"
                items={[
                  { label: t('forms.reason'), value: <Text value={humanize(trx.refundReason)} /> },
                  { label: t('forms.note'), value: <Text value={trx.refundNote} /> },
                ]}
              />
            </Section>
          ) : null}
        </div>
      </div>
      <p className="mt-6 text-xs text-slate-500 dark:text-slate-400">
        {t('transaction.timesIn', { zone: display.timeZone })}{' '}
        <Link href={path} className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
          {t(keys.all)}
        </Link>
      </p>
    </>
  );
}
