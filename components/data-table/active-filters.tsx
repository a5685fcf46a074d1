'use client';

import { formatMoney } from '@/lib/format/money';
import { useT } from '@/lib/i18n/client';
import type { Translator } from '@/lib/i18n';
import type { ColumnFilter } from './columns';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export interface ActiveFilter {
  key: string;
  label: string;
  value: string;
  params: string[];
}

function activeFilters(
  filters: readonly ColumnFilter[],
  values: Record<string, unknown>,
  t: Translator,
): ActiveFilter[] {
  const currency = str(values.amount_currency) || 'USD';
  const out: ActiveFilter[] = [];
  for (const f of filters) {
    if (f.kind === 'text' || f.kind === 'select') {
      const v = str(values[f.param]);
      if (!v) continue;
      const shown = f.kind === 'select' ? (f.options.find((o) => o.value === v)?.label ?? v) : v;
      out.push({ key: f.param, label: f.label, value: shown, params: [f.param] });
    } else if (f.kind === 'amount') {
      const money = (p: string | undefined) =>
        p && /^\d+$/.test(str(values[p])) ? formatMoney(str(values[p]), currency, t.language) : null;
      const exact = money(f.exactParam);
      const min = money(f.minParam);
      const max = money(f.maxParam);
      if (exact) out.push({ key: f.exactParam!, label: f.label, value: `= ${exact}`, params: [f.exactParam!] });
      if (min || max)
        out.push({
          key: f.minParam ?? f.maxParam!,
          label: f.label,
          value: min && max ? `${min} – ${max}` : min ? `≥ ${min}` : `≤ ${max}`,
          params: [f.minParam, f.maxParam].filter((p): p is string => !!p),
        });
    } else {
      const from = str(values[f.fromParam]);
      const to = str(values[f.toParam]);
      if (from || to)
        out.push({
          key: f.fromParam,
          label: f.label,
          value:
            from && to
              ? `${from} – ${to}`
              : from
                ? t('table.fromValue', { date: from })
                : t('table.untilValue', { date: to }),
          params: [f.fromParam, f.toParam],
        });
    }
  }
  return out;
}

/**
 * The filters set, each with a remove button, and "Clear all". Its code (the chips' wording and the amounts'
 * formatting) loads when a filter is set (toolbar.tsx counts them; docs/performance.md, "First-load JavaScript").
 */
export function ActiveFilterChips({
  filters,
  values,
  onRemove,
  onClear,
}: {
  filters: readonly ColumnFilter[];
  values: Record<string, unknown>;
  onRemove: (params: string[]) => void;
  onClear: () => void;
}) {
  const t = useT();
  const active = activeFilters(filters, values, t);
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
