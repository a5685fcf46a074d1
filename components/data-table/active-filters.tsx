'use client';

import { useT } from '@/lib/i18n/client';
import type { ActiveFilter } from './toolbar';

/** The filters set, each with a remove button, and "Clear all". */
export function ActiveFilterChips({
  active,
  onRemove,
  onClear,
}: {
  active: ActiveFilter[];
  onRemove: (params: string[]) => void;
  onClear: () => void;
}) {
  const t = useT();
  return (
    <ul aria-label={t('table.activeFilters')} className="flex flex-wrap items-center gap-2">
      {active.map((a) => (
        <li key={a.key}>
          <span className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-3 text-xs text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
            <span className="font-medium">{a.label}:</span> <span className="max-w-56 truncate">{a.value}</span>
            <button
              type="button"
              onClick={() => onRemove(a.params)}
              className="ml-1 inline-flex h-5 w-5 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-white"
              aria-label={t('table.removeFilter', { label: a.label, value: a.value })}
            >
              ×
            </button>
          </span>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={onClear}
          className="text-xs font-medium text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {t('table.clearAll')}
        </button>
      </li>
    </ul>
  );
}
