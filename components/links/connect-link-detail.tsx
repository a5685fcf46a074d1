import type { ReactNode } from 'react';
import { Section } from '@/components/detail/detail';
import type { DirectoryOptions } from '@/components/detail/directory';
import type { Display } from '@/lib/lists/display';
import { Code, Muted } from '@/components/detail/values';
import type { ConnectLink } from '@/lib/merchant-api';
import { getT } from '@/lib/auth/translator';
import { LinkDetailFrame } from './link-detail-frame';
import { languageName } from './link-parts';

/** A connect link: the URL to send (copy, QR), its status and expiry, texts, branding and the account it produced. */
export async function ConnectLinkDetail({
  link: l,
  display,
  directory,
  actions,
}: {
  link: ConnectLink;
  display: Display;
  directory: DirectoryOptions;
  actions?: ReactNode;
}) {
  const t = await getT();
  const intro = Object.entries(l.introText);
  return (
    <LinkDetailFrame
      link={l}
      kind="connect"
      title={l.code ?? l.uuid}
      display={display}
      directory={directory}
      actions={actions}
      linkedFields={[
        {
          label: t('field.connectedAccount'),
          value: l.accountId ? (
            <Code value={l.accountId} href={`/accounts/${encodeURIComponent(l.accountId)}`} short />
          ) : (
            <Muted>{t('links.notYet')}</Muted>
          ),
        },
      ]}
      after={
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
      }
      colors={[
        { label: t('colour.background'), value: l.colors.background },
        { label: t('colour.button'), value: l.colors.button },
        { label: t('colour.buttonText'), value: l.colors.buttonText },
        { label: t('colour.contentBackground'), value: l.colors.contentBackground },
        { label: t('colour.contentText'), value: l.colors.contentBoxText },
      ]}
    />
  );
}
