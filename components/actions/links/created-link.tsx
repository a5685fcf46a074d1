'use client';

import { CopyButton } from '@/components/resources/shared/copy-button';
import { QrCode } from '@/components/resources/shared/qr-code';
import type { CreatedLink } from '@/lib/actions/kit/links';
import { formatDateTime } from '@/lib/format/date';
import { CreatedPanel } from '../create-kit';

/** After creating a link: its address to copy or scan, and the way to its page. */
export function CreatedLinkPanel({ what, result, message, timeZone, onAnother }: { what: 'Connect link' | 'Checkout link'; result: CreatedLink; message?: string; timeZone: string; onAnother: () => void }) {
  return (
    <CreatedPanel
      title={`${what} created`}
      message={message}
      items={[
        { label: 'Code', value: result.code ?? '—' },
        { label: 'Expires', value: result.expirationDate ? formatDateTime(result.expirationDate, timeZone) : 'Never' },
      ]}
      href={result.href}
      hrefLabel={`Open the ${what.toLowerCase()}`}
      onAnother={onAnother}
      anotherLabel={`Create another ${what.toLowerCase()}`}
    >
      {result.url ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <QrCode value={result.url} label={`QR code of the ${what.toLowerCase()}`} />
          <div className="min-w-0 flex-1 space-y-2">
            <p className="text-sm font-medium">Address for the end user</p>
            <div className="flex items-center gap-2">
              <code data-testid="link-url" className="min-w-0 flex-1 rounded-md bg-slate-100 px-3 py-2 font-mono text-xs break-all select-all dark:bg-slate-800">
                {result.url}
              </code>
              <CopyButton value={result.url} label="Copy address" />
            </div>
            <p className="text-xs text-slate-500 dark:text-slate-400">Anyone with this address can open the page: send it only to the end user.</p>
          </div>
        </div>
      ) : null}
    </CreatedPanel>
  );
}
