import type { ReactNode } from 'react';
import { CopyButton } from '@/components/resources/shared/copy-button';
import { DetailHeader, FieldList, MetadataList, Section } from '@/components/resources/shared/detail';
import { labelOf, type DirectoryOptions } from '@/components/resources/shared/directory';
import type { Display } from '@/components/resources/shared/display';
import { Code, DateTime, Muted, StatusBadge, Text, YesNo, IdLabel } from '@/components/resources/shared/values';
import { Badge } from '@/components/ui/badge';
import type { ConnectLink } from '@/lib/merchant-api';
import { Colors, LinkEndUser, LinkUrl } from './link-parts';

const LANGUAGES: Record<string, string> = { en_US: 'English', es_CO: 'Spanish (Colombia)' };

/** A connect link: the URL to send (copy, QR), its status and expiry, texts, branding and the account it produced. */
export function ConnectLinkDetail({ link: l, display, directory, actions }: { link: ConnectLink; display: Display; directory: DirectoryOptions; actions?: ReactNode }) {
  const intro = Object.entries(l.introText);
  return (
    <>
      <DetailHeader
        back={{ href: '/connect-links', label: 'Connect links' }}
        eyebrow="Connect link"
        title={l.code ?? l.uuid}
        badges={
          <>
            <StatusBadge status={l.deliveryStatus} />
            {l.expired ? <Badge>Expired</Badge> : null}
          </>
        }
        subtitle={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Code value={l.uuid} />
            <CopyButton value={l.uuid} label="Copy id" />
          </div>
        }
        actions={actions}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <LinkUrl url={l.url} expired={l.expired} expirationDate={l.expirationDate} display={display} what="Connect link" />
          <Section title="Details">
            <FieldList
              items={[
                { label: 'Status', value: <StatusBadge status={l.deliveryStatus} /> },
                { label: 'Expired', value: <YesNo value={l.expired} /> },
                { label: 'Default language', value: <Text value={LANGUAGES[l.defaultLanguage] ?? l.defaultLanguage} /> },
                { label: 'Default institution', value: <Text value={l.defaultInstitution?.name ?? l.defaultInstitution?.uuid} /> },
                { label: 'Redirect URL', value: l.redirectUrl ? <span className="break-all">{l.redirectUrl}</span> : <Muted>—</Muted>, wide: true },
                { label: 'Custom confirmation page', value: <YesNo value={l.customConfirmationPage} /> },
                { label: 'Connected account', value: l.accountId ? <Code value={l.accountId} href={`/accounts/${encodeURIComponent(l.accountId)}`} short /> : <Muted>Not yet</Muted> },
                { label: 'Primary reference', value: <Text value={l.primaryReference} /> },
                { label: 'Secondary reference', value: <Text value={l.secondaryReference} /> },
                { label: 'Merchant', value: <IdLabel label={labelOf(directory.merchants, l.merchantId)} id={l.merchantId} /> },
                { label: 'Created', value: <DateTime value={l.dateCreated} display={display} seconds /> },
                { label: 'Updated', value: <DateTime value={l.dateUpdated} display={display} seconds /> },
              ]}
            />
          </Section>
          <Section title="Introduction text">
            {intro.length ? (
              <dl className="space-y-3">
                {intro.map(([lang, text]) => (
                  <div key={lang}>
                    <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{LANGUAGES[lang] ?? lang}</dt>
                    <dd className="text-sm text-slate-900 dark:text-slate-100" lang={lang.replace('_', '-')}>
                      {text}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : (
              <Muted>None.</Muted>
            )}
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
                { label: 'Button', value: l.colors.button },
                { label: 'Button text', value: l.colors.buttonText },
                { label: 'Content background', value: l.colors.contentBackground },
                { label: 'Content text', value: l.colors.contentBoxText },
              ]}
            />
          </Section>
        </div>
      </div>
    </>
  );
}
