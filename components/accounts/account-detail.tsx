import { Link } from '@/components/ui/link';
import { enumLabel } from '@/lib/i18n/enum-label';
import type { ReactNode } from 'react';
import { CopyButton } from '@/components/detail/copy-button';
import { DetailHeader, FieldList, MetadataList, Section } from '@/components/detail/detail';
import { labelOf, type DirectoryOptions } from '@/components/detail/directory';
import { humanize } from '@/lib/i18n/enum-label';
import type { Display } from '@/lib/lists/display';
import type { ListResult } from '@/lib/lists/data';
import { RelatedSection, TransactionRows } from '@/components/detail/related';
import { Code, DateTime, Muted, StatusBadge, Text, YesNo, IdLabel } from '@/components/detail/values';
import { transactionListHref } from '@/lib/lists/search-params';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import type { Account, Transaction } from '@/lib/merchant-api';
import { formatPhone } from '@/lib/format/phone';
import { getT } from '@/lib/auth/translator';

export interface AccountRelated {
  payments: ListResult<Transaction>;
  payouts: ListResult<Transaction>;
  transfersOut: ListResult<Transaction>;
  transfersIn: ListResult<Transaction>;
}

/** A connected account: its institution, end user, capabilities, validations, and the money through it. */
export async function AccountDetail({
  account: a,
  related,
  display,
  directory,
  actions,
}: {
  account: Account;
  related: AccountRelated;
  display: Display;
  directory: DirectoryOptions;
  actions?: ReactNode;
}) {
  const t = await getT();
  const user = a.endUser;
  const title = `${a.institution?.name ?? t('kind.account')}${a.last4 ? ` ···· ${a.last4}` : ''}`;
  const id = a.uuid;
  return (
    <>
      <DetailHeader
        back={{ href: '/accounts', label: t('nav.accounts') }}
        eyebrow={t('field.connectedAccount')}
        title={title}
        badges={<StatusBadge status={a.currentStatus} t={t} />}
        subtitle={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Code value={a.code} />
            <Code value={a.uuid} />
            <CopyButton value={a.uuid} label={t('detail.copyId')} />
          </div>
        }
        actions={actions}
      />
      {a.requiresAccountValidation || a.pendingAccountValidations.length ? (
        <Alert tone="warning" className="mb-6">
          <p className="font-medium">{t('account.needsValidation')}</p>
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
          <Section title={t('detail.details')}>
            <FieldList
              items={[
                { label: t('field.institution'), value: <Text value={a.institution?.name ?? a.institution?.uuid} /> },
                { label: t('field.last4'), value: <Text value={a.last4} /> },
                { label: t('common.status'), value: <StatusBadge status={a.currentStatus} t={t} /> },
                { label: t('field.type'), value: <Text value={enumLabel(t, a.type)} /> },
                { label: t('field.subtype'), value: <Text value={enumLabel(t, a.subtype)} /> },
                { label: t('table.currency'), value: <Text value={a.currency} /> },
                {
                  label: t('field.capabilities'),
                  value: a.capabilities.length ? (
                    <span className="flex flex-wrap gap-1">
                      {a.capabilities.map((c) => (
                        <Badge key={c}>{humanize(c)}</Badge>
                      ))}
                    </span>
                  ) : (
                    <Muted>{t('account.noCapabilities')}</Muted>
                  ),
                  wide: true,
                },
                { label: t('account.realTimePayouts'), value: <YesNo value={a.enabledRealTimePayouts} t={t} /> },
                { label: t('account.requiresValidation'), value: <YesNo value={a.requiresAccountValidation} t={t} /> },
                ...(a.remarks ? [{ label: t('field.remarks'), value: humanize(a.remarks) }] : []),
                ...(a.disconnectionReason
                  ? [{ label: t('account.disconnectionReason'), value: humanize(a.disconnectionReason) }]
                  : []),
                ...(a.disconnectionNote
                  ? [{ label: t('account.disconnectionNote'), value: a.disconnectionNote, wide: true }]
                  : []),
                {
                  label: t('account.connectedThrough'),
                  value: a.sourceConnectLinkId ? (
                    <Code
                      value={a.sourceConnectLinkId}
                      href={`/connect-links/${encodeURIComponent(a.sourceConnectLinkId)}`}
                      short
                    />
                  ) : (
                    <Text value={humanize(a.creationSource)} />
                  ),
                },
                { label: t('forms.primaryReference'), value: <Text value={a.primaryReference} /> },
                { label: t('forms.secondaryReference'), value: <Text value={a.secondaryReference} /> },
                {
                  label: t('field.merchant'),
                  value: <IdLabel label={labelOf(directory.merchants, a.merchantId)} id={a.merchantId} />,
                },
                { label: t('field.created'), value: <DateTime value={a.dateCreated} display={display} seconds /> },
                { label: t('field.updated'), value: <DateTime value={a.dateUpdated} display={display} seconds /> },
              ]}
            />
          </Section>
          <RelatedSection
            title={t('account.paymentsFunded')}
            result={related.payments}
            viewAllHref={transactionListHref('/payments', { origin_account_uuid: id })}
            empty={t('related.noPayments')}
          >
            {(items) => <TransactionRows items={items} display={display} label={t('account.paymentsFunded')} />}
          </RelatedSection>
          <RelatedSection
            title={t('account.payoutsTo')}
            result={related.payouts}
            viewAllHref={transactionListHref('/payouts', { destination_account_uuid: id })}
            empty={t('related.noPayouts')}
          >
            {(items) => <TransactionRows items={items} display={display} label={t('account.payoutsTo')} />}
          </RelatedSection>
          <RelatedSection
            title={t('account.transfersFrom')}
            result={related.transfersOut}
            viewAllHref={transactionListHref('/transfers', { origin_account_uuid: id })}
            empty={t('related.noTransfersOut')}
          >
            {(items) => <TransactionRows items={items} display={display} label={t('account.transfersFrom')} />}
          </RelatedSection>
          <RelatedSection
            title={t('account.transfersTo')}
            result={related.transfersIn}
            viewAllHref={transactionListHref('/transfers', { destination_account_uuid: id })}
            empty={t('related.noTransfersIn')}
          >
            {(items) => <TransactionRows items={items} display={display} label={t('account.transfersTo')} />}
          </RelatedSection>
          <Section title={t('forms.metadata')}>
            <MetadataList metadata={a.metadata} />
          </Section>
        </div>
        <div className="space-y-6">
          <Section title={t('kind.endUser')}>
            {user ? (
              <div className="space-y-1 text-sm">
                <Link
                  href={`/end-users/${encodeURIComponent(user.uuid)}`}
                  className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
                >
                  {user.displayName ?? user.code ?? user.uuid}
                </Link>
                <p className="text-slate-600 dark:text-slate-400">{enumLabel(t, user.type)}</p>
                {user.email ? <p className="break-all text-slate-600 dark:text-slate-400">{user.email}</p> : null}
                {user.phoneNumber ? (
                  <p className="text-slate-600 dark:text-slate-400">{formatPhone(user.phoneNumber)}</p>
                ) : null}
                <p className="text-xs">
                  <Code value={user.code ?? user.uuid} />
                </p>
              </div>
            ) : (
              <p className="text-sm">
                <Muted>{t('account.noEndUser')}</Muted>
              </p>
            )}
          </Section>
        </div>
      </div>
    </>
  );
}
