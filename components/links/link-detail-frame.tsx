import type { ReactNode } from 'react';
import { CopyButton } from '@/components/detail/copy-button';
import { DetailHeader, FieldList, MetadataList, Section, type FieldItem } from '@/components/detail/detail';
import { labelOf, type DirectoryOptions } from '@/components/detail/directory';
import type { Display } from '@/lib/lists/display';
import { Code, DateTime, Muted, StatusBadge, Text, YesNo, IdLabel } from '@/components/detail/values';
import { Badge } from '@/components/ui/badge';
import type { CheckoutLink, ConnectLink } from '@/lib/merchant-api';
import { getT } from '@/lib/auth/translator';
import { Colors, languageName, LinkEndUser, LinkUrl } from './link-parts';

/** What connect and checkout links have in common, as their detail pages show it. */
type AnyLink = Pick<
  ConnectLink & CheckoutLink,
  | 'uuid'
  | 'code'
  | 'url'
  | 'deliveryStatus'
  | 'expired'
  | 'expirationDate'
  | 'defaultLanguage'
  | 'defaultInstitution'
  | 'redirectUrl'
  | 'customConfirmationPage'
  | 'primaryReference'
  | 'secondaryReference'
  | 'merchantId'
  | 'metadata'
  | 'endUser'
  | 'dateCreated'
  | 'dateUpdated'
>;

export interface LinkDetailFrameProps {
  link: AnyLink;
  kind: 'connect' | 'checkout';
  title: string;
  display: Display;
  directory: DirectoryOptions;
  actions?: ReactNode;
  /** Shown under the id in the header (a checkout link's code). */
  codes?: ReactNode;
  /** Sections between the link and its details (a checkout link's payment). */
  before?: ReactNode;
  /** Sections between the details and the metadata (a connect link's intro texts). */
  after?: ReactNode;
  /** Fields before the shared ones (a checkout link's description). */
  leadingFields?: FieldItem[];
  /** Fields after the link's settings: what the link produced or belongs to. */
  linkedFields?: FieldItem[];
  colors: { label: string; value: string | null }[];
}

/**
 * The page of a connect or checkout link: the URL to send (copy, QR), its status and expiry, its settings and
 * references, its end user and branding. Each kind adds its own sections and fields through the props.
 */
export async function LinkDetailFrame({
  link: l,
  kind,
  title,
  display,
  directory,
  actions,
  codes,
  before,
  after,
  leadingFields = [],
  linkedFields = [],
  colors,
}: LinkDetailFrameProps) {
  const t = await getT();
  const what = kind === 'connect' ? t('kind.connectLink') : t('kind.checkoutLink');
  return (
    <>
      <DetailHeader
        back={
          kind === 'connect'
            ? { href: '/connect-links', label: t('nav.connectLinks') }
            : { href: '/checkout-links', label: t('nav.checkoutLinks') }
        }
        eyebrow={what}
        title={title}
        badges={
          <>
            <StatusBadge status={l.deliveryStatus} t={t} />
            {l.expired ? <Badge>{t('links.expired')}</Badge> : null}
          </>
        }
        subtitle={
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Code value={l.uuid} />
            <CopyButton value={l.uuid} label={t('detail.copyId')} />
            {codes}
          </div>
        }
        actions={actions}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <LinkUrl url={l.url} expired={l.expired} expirationDate={l.expirationDate} display={display} what={what} />
          {before}
          <Section title={t('detail.details')}>
            <FieldList
              items={[
                ...leadingFields,
                { label: t('common.status'), value: <StatusBadge status={l.deliveryStatus} t={t} /> },
                { label: t('links.expired'), value: <YesNo value={l.expired} t={t} /> },
                { label: t('links.defaultLanguage'), value: <Text value={languageName(t, l.defaultLanguage)} /> },
                {
                  label: t('links.defaultInstitution'),
                  value: <Text value={l.defaultInstitution?.name ?? l.defaultInstitution?.uuid} />,
                },
                {
                  label: t('links.redirectUrl'),
                  value: l.redirectUrl ? <span className="break-all">{l.redirectUrl}</span> : <Muted>—</Muted>,
                  wide: true,
                },
                { label: t('links.customConfirmation'), value: <YesNo value={l.customConfirmationPage} t={t} /> },
                ...linkedFields,
                { label: t('forms.primaryReference'), value: <Text value={l.primaryReference} /> },
                { label: t('forms.secondaryReference'), value: <Text value={l.secondaryReference} /> },
                {
                  label: t('field.merchant'),
                  value: <IdLabel label={labelOf(directory.merchants, l.merchantId)} id={l.merchantId} />,
                },
                { label: t('field.created'), value: <DateTime value={l.dateCreated} display={display} seconds /> },
                { label: t('field.updated'), value: <DateTime value={l.dateUpdated} display={display} seconds /> },
              ]}
            />
          </Section>
          {after}
          <Section title={t('forms.metadata')}>
            <MetadataList metadata={l.metadata} />
          </Section>
        </div>
        <div className="space-y-6">
          <LinkEndUser user={l.endUser} />
          <Section title={t('links.branding')}>
            <Colors colors={colors} />
          </Section>
        </div>
      </div>
    </>
  );
}
