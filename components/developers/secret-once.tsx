'use client';

import { CopyButton } from '@/components/detail/copy-button';
import { useT } from '@/lib/i18n/client';

/** A secret shown once, right after it was made, with a copy button. */
export function SecretOnce({ secret, message }: { secret: string; message?: string }) {
  const t = useT();
  return (
    <div
      className="space-y-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm dark:border-emerald-900 dark:bg-emerald-950"
      data-testid="secret-once"
    >
      <p role="status">{message}</p>
      <code className="block font-mono text-xs break-all" data-testid="secret-value">
        {secret}
      </code>
      <CopyButton value={secret} label={t('dev.webhooks.copySecret')} />
    </div>
  );
}
