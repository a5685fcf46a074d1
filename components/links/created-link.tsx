'use client';

import { CopyButton } from '@/components/detail/copy-button';
import { QrCode } from '@/components/detail/qr-code';
import type { CreatedLink } from '@/lib/actions/links/link-fields';
import { formatDateTime } from '@/lib/format/date';
import { CreatedPanel } from '@/components/forms/created-panel';
import { useT } from '@/lib/i18n/client';

/** After creating a link: its address to copy or scan, and the way to its page. */
const WORDS = {
  'Connect link': {
    title: 'created.connectLink',
    open: 'created.openConnectLink',
    another: 'created.anotherConnectLink',
    qr: 'created.qrConnectLink',
  },
  'Checkout link': {
    title: 'created.checkoutLink',
    open: 'created.openCheckoutLink',
    another: 'created.anotherCheckoutLink',
    qr: 'created.qrCheckoutLink',
  },
} as const;

export function CreatedLinkPanel({
  what,
  result,
  message,
  timeZone,
  onAnother,
}: {
  what: 'Connect link' | 'Checkout link';
  result: CreatedLink;
  message?: string;
  timeZone: string;
  onAnother: () => void;
}) {
  const t = useT();
  const words = WORDS[what];
  return (
    <CreatedPanel
      title={t(words.title)}
      message={message}
      items={[
        { label: t('forms.code'), value: result.code ?? '—' },
        {
          label: t('links.expires'),
          value: result.expirationDate ? formatDateTime(result.expirationDate, timeZone) : t('links.never'),
        },
      ]}
      href={result.href}
      hrefLabel={t(words.open)}
      onAnother={onAnother}
      anotherLabel={t(words.another)}
    >
      {result.url ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <QrCode value={result.url} label={t(words.qr)} />
          <div className="min-w-0 flex-1 space-y-2">
            <p className="text-sm font-medium">{t('links.address')}</p>
            <div className="flex items-center gap-2">
              <code
                data-testid="link-url"
                className="min-w-0 flex-1 rounded-md bg-slate-100 px-3 py-2 font-mono text-xs break-all select-all dark:bg-slate-800"
              >
                {result.url}
              </code>
              <CopyButton value={result.url} label={t('links.copyAddress')} />
            </div>
            <p className="text-xs text-slate-500 dark:text-slate-400">{t('links.addressWarning')}</p>
          </div>
        </div>
      ) : null}
    </CreatedPanel>
  );
}
