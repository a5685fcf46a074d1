import type { ReactNode } from 'react';
import { CopyButton } from '@/components/resources/shared/copy-button';
import { DetailHeader, FieldList, MetadataList, Section } from '@/components/resources/shared/detail';
import { labelOf, type DirectoryOptions } from '@/components/resources/shared/directory';
import type { Display } from '@/components/resources/shared/display';
import { Code, DateTime, Money, Muted, StatusBadge, Text, YesNo, IdLabel } from '@/components/resources/shared/values';
import { Badge } from '@/components/ui/badge';
import type { CheckoutLink } from '@/lib/merchant-api';
import { Colors, LinkEndUser, LinkUrl } from './link-parts';

const LANGUAGES: Record<string, string> = { en_US: 'English', es_CO: 'Spanish (Colombia)' };

/** A checkout link: the URL to send (copy, QR), its status and expiry, the payment it collects and its branding. */
export function CheckoutLinkDetail({ link: l, display, directory, actions }: { link: CheckoutLink; display: Display; directory: DirectoryOptions; actions?: ReactNode }) {
  const t = l.transaction;
  return (
    <>
      <DetailHeader
        back={{ href: '/checkout-links', label: 'Checkout links' }}
        eyebrow="Checkout link"
        title={l.linkName ?? l.code ?? l.uuid}
        badges={
          <>
            <StatusBadge status={l.deliveryStatus} />
            {l.expired ? <Badge>Expired</Badge> : null}
          </>
        }
        subtitle={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Code value={l.code} />
            <Code value={l.uuid} />
            <CopyButton value={l.uuid} label="Copy id" />
          </div>
        }
        actions={actions}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <LinkUrl url={l.url} expired={l.expired} expirationDate={l.expirationDate} display={display} what="Checkout link" />
          <Section title="Payment">
            {t ? (
              <FieldList
                items={[
                  { label: 'Amount', value: <Money value={t.amount} currency={t.currency} display={display} className="font-medium" /> },
                  { label: 'Status', value: <StatusBadge status={t.status} /> },
                  { label: 'Payment', value: <Code value={t.code ?? t.uuid} href={`/payments/${encodeURIComponent(t.uuid)}`} short={!t.code} /> },
                  { label: 'Description', value: <Text value={t.description} />, wide: true },
                  { label: 'Statement descriptor', value: <Text value={t.statementDescriptor} /> },
                  { label: 'Receipt sent automatically', value: <YesNo value={t.autoSendReceipt} /> },
                ]}
              />
            ) : l.transactionId ? (
              <Code value={l.transactionId} href={`/payments/${encodeURIComponent(l.transactionId)}`} />
            ) : (
              <Muted>The API returned no payment for this link.</Muted>
            )}
          </Section>
          <Section title="Details">
            <FieldList
              items={[
                { label: 'Description', value: <Text value={l.linkDescription} />, wide: true },
                { label: 'Status', value: <StatusBadge status={l.deliveryStatus} /> },
                { label: 'Expired', value: <YesNo value={l.expired} /> },
                { label: 'Default language', value: <Text value={LANGUAGES[l.defaultLanguage] ?? l.defaultLanguage} /> },
                { label: 'Default institution', value: <Text value={l.defaultInstitution?.name ?? l.defaultInstitution?.uuid} /> },
                { label: 'Redirect URL', value: l.redirectUrl ? <span className="break-all">{l.redirectUrl}</span> : <Muted>—</Muted>, wide: true },
                { label: 'Custom confirmation page', value: <YesNo value={l.customConfirmationPage} /> },
                ...(l.recurringPlanId ? [{ label: 'Recurring plan', value: <Code value={l.recurringPlanId} href={`/recurring-plans/${encodeURIComponent(l.recurringPlanId)}`} short /> }] : []),
                { label: 'Primary reference', value: <Text value={l.primaryReference} /> },
                { label: 'Secondary reference', value: <Text value={l.secondaryReference} /> },
                { label: 'Merchant', value: <IdLabel label={labelOf(directory.merchants, l.merchantId)} id={l.merchantId} /> },
                { label: 'Created', value: <DateTime value={l.dateCreated} display={display} seconds /> },
                { label: 'Updated', value: <DateTime value={l.dateUpdated} display={display} seconds /> },
              ]}
            />
          </Section>
          <Section title="Metadata">
            <MetadataList metadata={l.metadata} />
          </Section>
        </div>
        <div className="space-y-6">
          <LinkEndUser user={l.endUser} />
          <Section title="Branding">
            <Colors
              colors={[
                { label: 'Background', value: l.colors.background },
                { label: 'Sidebar background', value: l.colors.sidebarBackground },
                { label: 'Sidebar text', value: l.colors.sidebarText },
                { label: 'Content background', value: l.colors.mainContentBoxBackground },
                { label: 'Content text', value: l.colors.mainContentBoxText },
                { label: 'Button', value: l.colors.button },
                { label: 'Button text', value: l.colors.buttonText },
              ]}
            />
          </Section>
        </div>
      </div>
    </>
  );
}
