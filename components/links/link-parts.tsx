import { Link } from '@/components/ui/link';
import { CopyButton } from '@/components/detail/copy-button';
import { QrCode } from '@/components/detail/qr-code';
import { Section } from '@/components/detail/detail';
import type { Display } from '@/lib/lists/display';
import { DateTime, Muted } from '@/components/detail/values';
import { Alert } from '@/components/ui/alert';
import type { Translator } from '@/lib/i18n';
import { getT } from '@/lib/auth/translator';
import type { EndUser } from '@/lib/merchant-api/types';

/** A link page's language ("es_CO") by its name in the member's language; unknown codes as they are. */
export function languageName(t: Translator, code: string | null): string | null {
  if (code === 'en_US') return t('forms.language.en');
  if (code === 'es_CO') return t('forms.language.esCO');
  return code;
}

/** The link to send: its URL with a copy button and a QR code, or why it should not be sent. */
export async function LinkUrl({
  url,
  expired,
  expirationDate,
  display,
  what,
}: {
  url: string | null;
  expired: boolean;
  expirationDate: string | null;
  display: Display;
  what: string;
}) {
  const t = await getT();
  const names = { what, whatLower: what.toLowerCase() };
  return (
    <Section title={t('links.link')}>
      {url ? (
        <div className="space-y-4">
          {expired ? <Alert tone="warning">{t('links.expiredWarning')}</Alert> : null}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <input
              readOnly
              value={url}
              aria-label={t('links.urlOf', names)}
              className="block h-9 w-full min-w-0 rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-xs text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
            />
            <div className="flex shrink-0 gap-2">
              <CopyButton value={url} label={t('links.copyLink')} />
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-8 items-center rounded-md px-3 text-sm font-medium text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-indigo-950"
              >
                {t('common.open')}
                <span className="sr-only">{t('links.inNewTab', names)}</span>
              </a>
            </div>
          </div>
          {!expired ? <QrCode value={url} label={t('links.qrOf', names)} /> : null}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {expirationDate ? (
              <>
                {t(expired ? 'links.expiredOn' : 'links.expiresOn')}{' '}
                <DateTime value={expirationDate} display={display} />
              </>
            ) : (
              t('links.noExpiry')
            )}
          </p>
        </div>
      ) : (
        <Muted>{t('links.noUrl')}</Muted>
      )}
    </Section>
  );
}

/** The end user a link is for. */
export async function LinkEndUser({ user }: { user: EndUser | null }) {
  const t = await getT();
  return (
    <Section title={t('kind.endUser')}>
      {user ? (
        <div className="space-y-1 text-sm">
          <Link
            href={`/end-users/${encodeURIComponent(user.uuid)}`}
            className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {user.displayName ?? user.code ?? user.uuid}
          </Link>
          {user.email ? <p className="break-all text-slate-600 dark:text-slate-400">{user.email}</p> : null}
        </div>
      ) : (
        <Muted>—</Muted>
      )}
    </Section>
  );
}

/** Colour swatches with their values. */
export async function Colors({ colors }: { colors: { label: string; value: string | null }[] }) {
  const t = await getT();
  return (
    <ul className="space-y-2">
      {colors.map((c) => (
        <li key={c.label} className="flex items-center gap-3 text-sm">
          <span
            aria-hidden="true"
            className="h-6 w-6 shrink-0 rounded border border-slate-300 dark:border-slate-600"
            style={c.value ? { backgroundColor: c.value } : undefined}
          />
          <span className="text-slate-600 dark:text-slate-400">{c.label}</span>
          {c.value ? (
            <code className="ml-auto font-mono text-xs text-slate-900 dark:text-slate-100">{c.value}</code>
          ) : (
            <span className="ml-auto text-xs text-slate-500 dark:text-slate-400">{t('links.defaultColour')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
