import type { ReactNode } from 'react';
import { accountListHref } from '@/components/resources/accounts/search-params';
import { linkListHref } from '@/components/resources/links/search-params';
import { CopyButton } from '@/components/resources/shared/copy-button';
import { DetailHeader, FieldList, MetadataList, Section } from '@/components/resources/shared/detail';
import { labelOf, type DirectoryOptions } from '@/components/resources/shared/directory';
import { humanize, type Display } from '@/components/resources/shared/display';
import type { ListResult } from '@/lib/data/lists';
import { AccountRows, LinkRows, RelatedSection, TransactionRows } from '@/components/resources/shared/related';
import { CalendarDate, Code, DateTime, Muted, Text, IdLabel } from '@/components/resources/shared/values';
import { transactionListHref } from '@/components/resources/transactions/search-params';
import type { Account, Address, CheckoutLink, ConnectLink, EndUser, Transaction } from '@/lib/merchant-api';
import { formatPhone } from '@/lib/format/phone';

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
export function EndUserDetail({ endUser: u, related, display, directory, actions }: { endUser: EndUser; related: EndUserRelated; display: Display; directory: DirectoryOptions; actions?: ReactNode }) {
  const id = u.uuid;
  return (
    <>
      <DetailHeader
        back={{ href: '/end-users', label: 'End users' }}
        eyebrow={humanize(u.type) === '—' ? 'End user' : `End user · ${humanize(u.type)}`}
        title={u.displayName ?? u.code ?? u.uuid}
        subtitle={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Code value={u.code} />
            <Code value={u.uuid} />
            <CopyButton value={u.uuid} label="Copy id" />
          </div>
        }
        actions={actions}
      />
      <div className="space-y-6">
        <Section title="Details">
          <FieldList
            items={[
              ...(u.type === 'ORGANIZATION'
                ? [
                    { label: 'Organization', value: <Text value={u.organization} /> },
                    { label: 'Legal name', value: <Text value={u.organizationLegalName} /> },
                  ]
                : [
                    { label: 'First name', value: <Text value={u.firstName} /> },
                    { label: 'Last name', value: <Text value={u.lastName} /> },
                    { label: 'Date of birth', value: <CalendarDate value={u.dateOfBirth} /> },
                  ]),
              { label: 'Email', value: u.email ? <a href={`mailto:${u.email}`} className="break-all text-indigo-700 hover:underline dark:text-indigo-300">{u.email}</a> : <Muted>—</Muted> },
              { label: 'Phone', value: u.phoneNumber ? formatPhone(u.phoneNumber) : <Muted>—</Muted> },
              { label: 'ID', value: <Text value={[u.localIdType ? humanize(u.localIdType) : null, u.localId, u.localIdCountry ? `(${u.localIdCountry})` : null].filter(Boolean).join(' ') || null} /> },
              { label: 'Address', value: <AddressLines address={u.address} /> },
              { label: 'Preferred language', value: <Text value={u.preferredLanguage} /> },
              { label: 'Primary reference', value: <Text value={u.primaryReference} /> },
              { label: 'Secondary reference', value: <Text value={u.secondaryReference} /> },
              { label: 'Merchant', value: <IdLabel label={labelOf(directory.merchants, u.merchantId)} id={u.merchantId} /> },
              { label: 'Created through', value: <Text value={humanize(u.creationSource)} /> },
              { label: 'Created', value: <DateTime value={u.dateCreated} display={display} seconds /> },
              { label: 'Updated', value: <DateTime value={u.dateUpdated} display={display} seconds /> },
              ...(u.note ? [{ label: 'Note', value: u.note, wide: true }] : []),
            ]}
          />
        </Section>
        <RelatedSection title="Accounts" result={related.accounts} viewAllHref={accountListHref('/accounts', { end_user_uuid: id })} empty="No connected accounts.">
          {(items) => <AccountRows items={items} display={display} />}
        </RelatedSection>
        <RelatedSection title="Payments" result={related.payments} viewAllHref={transactionListHref('/payments', { end_user_uuid: id })} empty="No payments.">
          {(items) => <TransactionRows items={items} display={display} label="Payments" />}
        </RelatedSection>
        <RelatedSection title="Transfers" result={related.transfers} viewAllHref={transactionListHref('/transfers', { end_user_uuid: id })} empty="No transfers.">
          {(items) => <TransactionRows items={items} display={display} label="Transfers" />}
        </RelatedSection>
        <RelatedSection title="Payouts" result={related.payouts} viewAllHref={transactionListHref('/payouts', { end_user_uuid: id })} empty="No payouts.">
          {(items) => <TransactionRows items={items} display={display} label="Payouts" />}
        </RelatedSection>
        <RelatedSection title="Connect links" result={related.connectLinks} viewAllHref={linkListHref('/connect-links', { end_user_uuid: id })} empty="No connect links.">
          {(items) => <LinkRows items={items} display={display} path="/connect-links" label="Connect links" />}
        </RelatedSection>
        <RelatedSection title="Checkout links" result={related.checkoutLinks} viewAllHref={linkListHref('/checkout-links', { end_user_uuid: id })} empty="No checkout links.">
          {(items) => <LinkRows items={items} display={display} path="/checkout-links" label="Checkout links" />}
        </RelatedSection>
        <Section title="Metadata">
          <MetadataList metadata={u.metadata} />
        </Section>
      </div>
    </>
  );
}
