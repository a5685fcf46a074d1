import type { ReactNode } from 'react';
import { CopyButton } from '@/components/resources/shared/copy-button';
import { DetailHeader, FieldList, MetadataList, Section } from '@/components/resources/shared/detail';
import { labelOf, type DirectoryOptions } from '@/components/resources/shared/directory';
import type { Display } from '@/components/resources/shared/display';
import { Code, DateTime, Muted, StatusBadge, Text, YesNo, IdLabel } from '@/components/resources/shared/values';
import { Badge } from '@/components/ui/badge';
import type { ConnectLink } from '@/lib/merchant-api';
import { getT } from '@/lib/i18n/server';
import { Colors, languageName, LinkEndUser, LinkUrl } from './link-parts';

/** A connect link: the URL to send (copy, QR), its status and expiry, texts, branding and the account it produced. */
export async function ConnectLinkDetail({ link: l, display, directory, actions }: { link: ConnectLink; display: Display; directory: DirectoryOptions; actions?: ReactNode }) {
  const t = await getT();
  const intro = Object.entries(l.introText);
  return (
    <>
      <DetailHeader
        back={{ href: '/connect-links', label: t('nav.connectLinks') }}
        eyebrow={t('kind.connectLink')}
        title={l.code ?? l.uuid}
        badges={
          <>
            <StatusBadge status={l.deliveryStatus} />
            {l.expired ? <Badge>{t('links.expired')}</Badge> : null}
          </>
        }
        subtitle={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Code value={l.uuid} />
            <CopyButton value={l.uuid} label={t('detail.copyId')} />
          </div>
        }
        actions={actions}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <LinkUrl url={l.url} expired={l.expired} expirationDate={l.expirationDate} display={display} what={t('kind.connectLink')} />
          <Section title={t('detail.details')}>
            <FieldList
              items={[
                { label: t('common.status'), value: <StatusBadge status={l.deliveryStatus} /> },
                { label: t('links.expired'), value: <YesNo value={l.expired} t={t} /> },
                { label: t('links.defaultLanguage'), value: <Text value={languageName(t, l.defaultLanguage)} /> },
                { label: t('links.defaultInstitution'), value: <Text value={l.defaultInstitution?.name ?? l.defaultInstitution?.uuid} /> },
                { label: t('links.redirectUrl'), value: l.redirectUrl ? <span className="break-all">{l.redirectUrl}</span> : <Muted>—</Muted>, wide: true },
                { label: t('links.customConfirmation'), value: <YesNo value={l.customConfirmationPage} t={t} /> },
                { label: t('field.connectedAccount'), value: l.accountId ? <Code value={l.accountId} href={`/accounts/${encodeURIComponent(l.accountId)}`} short /> : <Muted>{t('links.notYet')}</Muted> },
                { label: t('forms.primaryReference'), value: <Text value={l.primaryReference} /> },
                { label: t('forms.secondaryReference'), value: <Text value={l.secondaryReference} /> },
                { label: t('field.merchant'), value: <IdLabel label={labelOf(directory.merchants, l.merchantId)} id={l.merchantId} /> },
                { label: t('field.created'), value: <DateTime value={l.dateCreated} display={display} seconds /> },
                { label: t('field.updated'), value: <DateTime value={l.dateUpdated} display={display} seconds /> },
              ]}
            />
          </Section>
          <Section title={t('links.introText')}>
            {intro.length ? (
              <dl className="space-y-3">
                {intro.map(([lang, text]) => (
                  <div key={lang}>
                    <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{languageName(t, lang)}</dt>
                    <dd className="text-sm text-slate-900 dark:text-slate-100" lang={lang.replace('_', '-')}>
                      {text}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : (
              <Muted>{t('links.noIntro')}</Muted>
            )}
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
                { label: t('colour.button'), value: l.colors.button },
                { label: t('colour.buttonText'), value: l.colors.buttonText },
                { label: t('colour.contentBackground'), value: l.colors.contentBackground },
                { label: t('colour.contentText'), value: l.colors.contentBoxText },
              ]}
            />
          </Section>
        </div>
      </div>
    </>
  );
}
