import type { ReactNode } from 'react';
import { FieldList, Section } from '@/components/detail/detail';
import type { DirectoryOptions } from '@/components/detail/directory';
import type { Display } from '@/lib/lists/display';
import { Code, Money, Muted, StatusBadge, Text, YesNo } from '@/components/detail/values';
import type { CheckoutLink } from '@/lib/merchant-api';
import { getT } from '@/lib/auth/translator';
import { LinkDetailFrame } from './link-detail-frame';

/** A checkout link: the URL to send (copy, QR), its status and expiry, the payment it collects and its branding. */
export async function CheckoutLinkDetail({
  link: l,
  display,
  directory,
  actions,
}: {
  link: CheckoutLink;
  display: Display;
  directory: DirectoryOptions;
  actions?: ReactNode;
}) {
  const t = await getT();
  const payment = l.transaction;
  return (
    <LinkDetailFrame
      link={l}
      kind="checkout"
      title={l.linkName ?? l.code ?? l.uuid}
      display={display}
      directory={directory}
      actions={actions}
      codes={<Code value={l.code} />}
      before={
        <Section title={t('kind.payment')}>
          {payment ? (
            <FieldList
              items={[
                {
                  label: t('common.amount'),
                  value: (
                    <Money
                      value={payment.amount}
                      currency={payment.currency}
                      display={display}
                      className="font-medium"
                    />
                  ),
                },
                { label: t('common.status'), value: <StatusBadge status={payment.status} t={t} /> },
                {
                  label: t('kind.payment'),
                  value: (
                    <Code
                      value={payment.code ?? payment.uuid}
                      href={`/payments/${encodeURIComponent(payment.uuid)}`}
                      short={!payment.code}
                    />
                  ),
                },
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
      }
      leadingFields={[{ label: t('forms.description'), value: <Text value={l.linkDescription} />, wide: true }]}
      linkedFields={
        l.recurringPlanId
          ? [
              {
                label: t('kind.recurringPlan'),
                value: (
                  <Code
                    value={l.recurringPlanId}
                    href={`/recurring-plans/${encodeURIComponent(l.recurringPlanId)}`}
                    short
                  />
                ),
              },
            ]
          : []
      }
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
  );
}
