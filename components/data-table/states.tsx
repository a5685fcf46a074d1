'use client';

import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
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

/**
 * Shown instead of a list the connected Merchant API does not offer (an extension it lacks): says so, and
 * offers to open a record by its id instead (the search page resolves ids).
 */
export function UnsupportedNotice({
  title,
  detail,
  lookupLabel,
  placeholder,
}: {
  title: string;
  detail: string;
  lookupLabel?: string;
  placeholder?: string;
}) {
  const t = useT();
  return (
    <div className="space-y-4 rounded-lg border border-dashed border-slate-300 px-6 py-8 dark:border-slate-700">
      <div className="space-y-1">
        <p className="text-sm font-medium text-slate-900 dark:text-slate-100">{title}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{detail}</p>
      </div>
      {lookupLabel ? (
        <form action="/search" method="get" className="flex max-w-lg flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-1.5">
            <label htmlFor="lookup-id" className="block text-sm font-medium text-slate-800 dark:text-slate-200">
              {lookupLabel}
            </label>
            <input
              id="lookup-id"
              name="q"
              required
              maxLength={200}
              placeholder={placeholder}
              autoComplete="off"
              spellCheck={false}
              className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 font-mono text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            />
          </div>
          <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
            {t('common.open')}
          </button>
        </form>
      ) : null}
    </div>
  );
}

/** Some records of the page could not be read (an API answering in an unexpected shape). */
export function UnreadableNotice({ count }: { count: number }) {
  const t = useT();
  if (count <= 0) return null;
  return <Alert tone="warning">{t.plural('table.unreadable', count)}</Alert>;
}
