import type { ReactNode } from 'react';
import { CopyButton } from '@/components/resources/shared/copy-button';
import { DetailHeader, FieldList, MetadataList, Section } from '@/components/resources/shared/detail';
import { labelOf, type DirectoryOptions } from '@/components/resources/shared/directory';
import type { Display } from '@/components/resources/shared/display';
import { Code, DateTime, Money, Muted, StatusBadge, Text, YesNo, IdLabel } from '@/components/resources/shared/values';
import { Badge } from '@/components/ui/badge';
import type { CheckoutLink } from '@/lib/merchant-api';
import { getT } from '@/lib/i18n/server';
import { Colors, languageName, LinkEndUser, LinkUrl } from './link-parts';

/** A checkout link: the URL to send (copy, QR), its status and expiry, the payment it collects and its branding. */
export async function CheckoutLinkDetail({ link: l, display, directory, actions }: { link: CheckoutLink; display: Display; directory: DirectoryOptions; actions?: ReactNode }) {
  const t = await getT();
  const payment = l.transaction;
  return (
    <>
      <DetailHeader
        back={{ href: '/checkout-links', label: t('nav.checkoutLinks') }}
        eyebrow={t('kind.checkoutLink')}
        title={l.linkName ?? l.code ?? l.uuid}
        badges={
          <>
            <StatusBadge status={l.deliveryStatus} />
            {l.expired ? <Badge>{t('links.expired')}</Badge> : null}
          </>
        }
        subtitle={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Code value={l.code} />
            <Code value={l.uuid} />
            <CopyButton value={l.uuid} label={t('detail.copyId')} />
          </div>
        }
        actions={actions}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <LinkUrl url={l.url} expired={l.expired} expirationDate={l.expirationDate} display={display} what={t('kind.checkoutLink')} />
          <Section title={t('kind.payment')}>
            {payment ? (
              <FieldList
                items={[
                  { label: t('common.amount'), value: <Money value={payment.amount} currency={payment.currency} display={display} className="font-medium" /> },
                  { label: t('common.status'), value: <StatusBadge status={payment.status} /> },
                  { label: t('kind.payment'), value: <Code value={payment.code ?? payment.uuid} href={`/payments/${encodeURIComponent(payment.uuid)}`} short={!payment.code} /> },
                  { label: t('forms.description'), value: <Text value={payment.description} />, wide: true },
                  { label: t('forms.statementDescriptor'), value: <Text value={payment.statementDescriptor} /> },
                  { label: t('field.autoReceipt'), value: <YesNo value={payment.autoSendReceipt} t={t} /> },
                ]}
              />
            ) : l.transactionId ? (
              <Code value={l.transactionId} href={`/payments/${encodeURIComponent(l.transactionId)}`} />
            ) : (
              <Muted>{t('links.noPayment')}</Muted>
            )}
          </Section>
          <Section title={t('detail.details')}>
            <FieldList
              items={[
                { label: t('forms.description'), value: <Text value={l.linkDescription} />, wide: true },
                { label: t('common.status'), value: <StatusBadge status={l.deliveryStatus} /> },
                { label: t('links.expired'), value: <YesNo value={l.expired} t={t} /> },
                { label: t('links.defaultLanguage'), value: <Text value={languageName(t, l.defaultLanguage)} /> },
                { label: t('links.defaultInstitution'), value: <Text value={l.defaultInstitution?.name ?? l.defaultInstitution?.uuid} /> },
                { label: t('links.redirectUrl'), value: l.redirectUrl ? <span className="break-all">{l.redirectUrl}</span> : <Muted>—</Muted>, wide: true },
                { label: t('links.customConfirmation'), value: <YesNo value={l.customConfirmationPage} t={t} /> },
                ...(l.recurringPlanId ? [{ label: t('kind.recurringPlan'), value: <Code value={l.recurringPlanId} href={`/recurring-plans/${encodeURIComponent(l.recurringPlanId)}`} short /> }] : []),
                { label: t('forms.primaryReference'), value: <Text value={l.primaryReference} /> },
                { label: t('forms.secondaryReference'), value: <Text value={l.secondaryReference} /> },
                { label: t('field.merchant'), value: <IdLabel label={labelOf(directory.merchants, l.merchantId)} id={l.merchantId} /> },
                { label: t('field.created'), value: <DateTime value={l.dateCreated} display={display} seconds /> },
                { label: t('field.updated'), value: <DateTime value={l.dateUpdated} display={display} seconds /> },
              ]}
            />
          </Section>
          <Section title={t('forms.metadata')}>
            <MetadataList metadata={l.metadata} />
          </Section>
        </div>
        <div className="space-y-6">
          <LinkEndUser user={l.endUser} />
          <Section title={t('links.branding')}>
            <Colors
              colors={[
                { label: t('colour.background'), value: l.colors.background },
                { label: t('colour.sidebarBackground'), value: l.colors.sidebarBackground },
                { label: t('colour.sidebarText'), value: l.colors.sidebarText },
                { label: t('colour.contentBackground'), value: l.colors.mainContentBoxBackground },
                { label: t('colour.contentText'), value: l.colors.mainContentBoxText },
                { label: t('colour.button'), value: l.colors.button },
                { label: t('colour.buttonText'), value: l.colors.buttonText },
              ]}
            />
          </Section>
        </div>
      </div>
    </>
  );
}
