'use client';

import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { useT } from '@/lib/i18n/client';
import type { ApiErrorInfo } from '@/lib/merchant-api/types';

/** Why a list could not be shown: the API's message, every field at fault, and the request id for support. */
export function DataTableError({
  error,
  title,
  children,
}: {
  error: ApiErrorInfo;
  /** Default: "The list could not be loaded". */ title?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const fields = Object.entries(error.fieldErrors);
  return (
    <Alert tone="danger" className="space-y-2">
      <p className="font-medium">{title ?? t('table.loadFailed')}</p>
      <p>{error.message}</p>
      {fields.length ? (
        <ul className="list-disc space-y-0.5 pl-5">
          {fields.map(([param, message]) => (
            <li key={param}>
              <code className="font-mono text-xs">{param}</code>: {message}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs opacity-80">
        {error.status ? <>HTTP {error.status} · </> : null}
        <code className="font-mono">{error.code}</code>
        {error.requestId ? (
          <>
            {` · ${t('common.requestId')} `}
            <code className="font-mono select-all">{error.requestId}</code>
          </>
        ) : null}
      </p>
      {children}
    </Alert>
  );
}

/** Some records of the page could not be read (an API answering in an unexpected shape). */
export function UnreadableNotice({ count }: { count: number }) {
  const t = useT();
  if (count <= 0) return null;
  return <Alert tone="warning">{t.plural('table.unreadable', count)}</Alert>;
}
