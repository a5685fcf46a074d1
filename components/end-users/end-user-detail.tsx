import type { ReactNode } from 'react';
import { enumLabel } from '@/lib/i18n/enum-label';
import { accountListHref, linkListHref, transactionListHref } from '@/lib/lists/search-params';
import { CopyButton } from '@/components/detail/copy-button';
import { DetailHeader, FieldList, MetadataList, Section } from '@/components/detail/detail';
import { labelOf, type DirectoryOptions } from '@/components/detail/directory';
import { humanize } from '@/lib/i18n/enum-label';
import type { Display } from '@/lib/lists/display';
import type { ListResult } from '@/lib/lists/data';
import { AccountRows, LinkRows, RelatedSection, TransactionRows } from '@/components/detail/related';
import { CalendarDate, Code, DateTime, Muted, Text, IdLabel } from '@/components/detail/values';
import type { Account, Address, CheckoutLink, ConnectLink, EndUser, Transaction } from '@/lib/merchant-api';
import { formatPhone } from '@/lib/format/phone';
import { getT } from '@/lib/auth/translator';

export interface EndUserRelated {
  accounts: ListResult<Account>;
  payments: ListResult<Transaction>;
  transfers: ListResult<Transaction>;
  payouts: ListResult<Transaction>;
  connectLinks: ListResult<ConnectLink>;
  checkoutLinks: ListResult<CheckoutLink>;
}

function AddressLines({ address }: { address: Address | null }) {
  if (!address) return <Muted>—</Muted>;
  const lines = [
    address.addressLine1,
    address.addressLine2,
    address.addressLine3,
    [address.sublocality, address.locality].filter(Boolean).join(', '),
    [address.administrativeDistrict, address.postalCode].filter(Boolean).join(' '),
    address.country,
  ].filter((l): l is string => !!l);
  return (
    <address className="not-italic">
      {lines.map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** An end user: who they are, their accounts, the money they moved, and the links sent to them. */
export async function EndUserDetail({
  endUser: u,
  related,
  display,
  directory,
  actions,
}: {
  endUser: EndUser;
  related: EndUserRelated;
  display: Display;
  directory: DirectoryOptions;
  actions?: ReactNode;
}) {
  const t = await getT();
  const id = u.uuid;
  return (
    <>
      <DetailHeader
        back={{ href: '/end-users', label: t('nav.endUsers') }}
        eyebrow={enumLabel(t, u.type) === '—' ? t('kind.endUser') : `${t('kind.endUser')} · ${enumLabel(t, u.type)}`}
        title={u.displayName ?? u.code ?? u.uuid}
        subtitle={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Code value={u.code} />
            <Code value={u.uuid} />
            <CopyButton value={u.uuid} label={t('detail.copyId')} />
          </div>
        }
        actions={actions}
      />
      <div className="space-y-6">
        <Section title={t('detail.details')}>
          <FieldList
            items={[
              ...(u.type === 'ORGANIZATION'
                ? [
                    { label: t('endUser.organization'), value: <Text value={u.organization} /> },
                    { label: t('field.legalName'), value: <Text value={u.organizationLegalName} /> },
                  ]
                : [
                    { label: t('endUser.firstName'), value: <Text value={u.firstName} /> },
                    { label: t('endUser.lastName'), value: <Text value={u.lastName} /> },
                    { label: t('field.dateOfBirth'), value: <CalendarDate value={u.dateOfBirth} /> },
                  ]),
              {
                label: t('common.email'),
                value: u.email ? (
                  <a
                    href={`mailto:${u.email}`}
                    className="break-all text-indigo-700 hover:underline dark:text-indigo-300"
                  >
                    {u.email}
                  </a>
                ) : (
                  <Muted>—</Muted>
                ),
              },
              { label: t('field.phone'), value: u.phoneNumber ? formatPhone(u.phoneNumber) : <Muted>—</Muted> },
              {
                label: t('field.idDocument'),
                value: (
                  <Text
                    value={
                      [
                        u.localIdType ? humanize(u.localIdType) : null,
                        u.localId,
                        u.localIdCountry ? `(${u.localIdCountry})` : null,
                      ]
                        .filter(Boolean)
                        .join(' ') || null
                    }
                  />
                ),
              },
              { label: t('field.address'), value: <AddressLines address={u.address} /> },
              { label: t('field.preferredLanguage'), value: <Text value={u.preferredLanguage} /> },
              { label: t('forms.primaryReference'), value: <Text value={u.primaryReference} /> },
              { label: t('forms.secondaryReference'), value: <Text value={u.secondaryReference} /> },
              {
                label: t('field.merchant'),
                value: <IdLabel label={labelOf(directory.merchants, u.merchantId)} id={u.merchantId} />,
              },
              { label: t('field.createdThrough'), value: <Text value={humanize(u.creationSource)} /> },
              { label: t('field.created'), value: <DateTime value={u.dateCreated} display={display} seconds /> },
              { label: t('field.updated'), value: <DateTime value={u.dateUpdated} display={display} seconds /> },
              ...(u.note ? [{ label: t('forms.note'), value: u.note, wide: true }] : []),
            ]}
          />
        </Section>
        <RelatedSection
          title={t('nav.accounts')}
          result={related.accounts}
          viewAllHref={accountListHref('/accounts', { end_user_uuid: id })}
          empty={t('related.noAccounts')}
        >
          {(items) => <AccountRows items={items} display={display} />}
        </RelatedSection>
        <RelatedSection
          title={t('nav.payments')}
          result={related.payments}
          viewAllHref={transactionListHref('/payments', { end_user_uuid: id })}
          empty={t('related.noPayments')}
        >
          {(items) => <TransactionRows items={items} display={display} label={t('nav.payments')} />}
        </RelatedSection>
        <RelatedSection
          title={t('nav.transfers')}
          result={related.transfers}
          viewAllHref={transactionListHref('/transfers', { end_user_uuid: id })}
          empty={t('related.noTransfers')}
        >
          {(items) => <TransactionRows items={items} display={display} label={t('nav.transfers')} />}
        </RelatedSection>
        <RelatedSection
          title={t('nav.payouts')}
          result={related.payouts}
          viewAllHref={transactionListHref('/payouts', { end_user_uuid: id })}
          empty={t('related.noPayouts')}
        >
          {(items) => <TransactionRows items={items} display={display} label={t('nav.payouts')} />}
        </RelatedSection>
        <RelatedSection
          title={t('nav.connectLinks')}
          result={related.connectLinks}
          viewAllHref={linkListHref('/connect-links', { end_user_uuid: id })}
          empty={t('related.noConnectLinks')}
        >
          {(items) => <LinkRows items={items} display={display} path="/connect-links" label={t('nav.connectLinks')} />}
        </RelatedSection>
        <RelatedSection
          title={t('nav.checkoutLinks')}
          result={related.checkoutLinks}
          viewAllHref={linkListHref('/checkout-links', { end_user_uuid: id })}
          empty={t('related.noCheckoutLinks')}
        >
          {(items) => (
            <LinkRows items={items} display={display} path="/checkout-links" label={t('nav.checkoutLinks')} />
          )}
        </RelatedSection>
        <Section title={t('forms.metadata')}>
          <MetadataList metadata={u.metadata} />
        </Section>
      </div>
    </>
  );
}
