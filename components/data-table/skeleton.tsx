'use client';

import { useT } from '@/lib/i18n/client';

/** What a list looks like while its first page loads (route loading.tsx). */
export function DataTableSkeleton({
  columns = 6,
  rows = 10,
  filters = 4,
}: {
  columns?: number;
  rows?: number;
  filters?: number;
}) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="space-y-4">
      <span className="sr-only">{t('common.loading')}</span>
      <div className="flex flex-wrap gap-2" aria-hidden="true">
        {Array.from({ length: filters }, (_, i) => (
          <div key={i} className="sk-filter" />
        ))}
      </div>
      <div className="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800" aria-hidden="true">
        <div className="flex gap-4 bg-slate-50 px-3 py-3 dark:bg-slate-900">
          {Array.from({ length: columns }, (_, i) => (
            <div key={i} className="sk-head" />
          ))}
        </div>
        {Array.from({ length: rows }, (_, r) => (
          <div key={r} className="sk-line">
            {Array.from({ length: columns }, (_, c) => (
              <div key={c} className="sk h-4 flex-1" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A detail page while it loads. */
export function DetailSkeleton({ sections = 3 }: { sections?: number }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="space-y-6">
      <span className="sr-only">{t('common.loading')}</span>
      <div className="space-y-2" aria-hidden="true">
        <div className="h-4 w-32 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-8 w-72 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      </div>
      {Array.from({ length: sections }, (_, s) => (
        <div
          key={s}
          className="space-y-3 rounded-lg border border-slate-200 p-5 dark:border-slate-800"
          aria-hidden="true"
        >
          <div className="h-4 w-40 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="h-4 w-full animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
          ))}
        </div>
      ))}
    </div>
  );
}
