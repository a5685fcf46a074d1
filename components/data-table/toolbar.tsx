'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/input';
import { majorToMinor, minorToDecimal } from '@/lib/format/money';
import { useT } from '@/lib/i18n/client';
import type { ColumnFilter } from './columns';
import type { TableQuery } from './use-table-query';
import dynamic from 'next/dynamic';

// The chips of the filters set show only when some are: their code loads then (docs/performance.md, "First-load
// JavaScript").
const ActiveFilterChips = dynamic(() => import('./active-filters').then((m) => m.ActiveFilterChips));

/** Currencies offered for typing amounts; the current one is added when it is not among them. */
const CURRENCIES = ['USD', 'COP', 'EUR', 'MXN', 'GBP', 'CAD', 'BRL', 'JPY'];

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** How many chips the set filters make (an amount's exact value and its range are one each). */
function setCount(filter: ColumnFilter, values: Record<string, unknown>): number {
  const set = (p: string | undefined) => Boolean(p && str(values[p]));
  const digits = (p: string | undefined) => Boolean(p && /^\d+$/.test(str(values[p])));
  if (filter.kind === 'text' || filter.kind === 'select') return set(filter.param) ? 1 : 0;
  if (filter.kind === 'amount')
    return (digits(filter.exactParam) ? 1 : 0) + (digits(filter.minParam) || digits(filter.maxParam) ? 1 : 0);
  return set(filter.fromParam) || set(filter.toParam) ? 1 : 0;
}

function paramsOf(filter: ColumnFilter): string[] {
  if (filter.kind === 'text' || filter.kind === 'select') return [filter.param];
  if (filter.kind === 'amount')
    return [filter.minParam, filter.maxParam, filter.exactParam].filter((p): p is string => !!p);
  return [filter.fromParam, filter.toParam];
}

function FilterField({
  filter,
  values,
  idPrefix,
  errors,
}: {
  filter: ColumnFilter;
  values: Record<string, unknown>;
  idPrefix: string;
  errors: Record<string, string>;
}) {
  const t = useT();
  const id = (p: string) => `${idPrefix}-${p}`;
  const label = 'field-label';
  if (filter.kind === 'text') {
    return (
      <div className="field">
        <label htmlFor={id(filter.param)} className={label}>
          {filter.label}
        </label>
        <input
          id={id(filter.param)}
          name={filter.param}
          defaultValue={str(values[filter.param])}
          placeholder={filter.placeholder}
          inputMode={filter.inputMode}
          type={filter.inputMode === 'email' ? 'email' : 'text'}
          maxLength={500}
          autoComplete="off"
          spellCheck={false}
          className={cn(controlClasses, 'h-9')}
        />
      </div>
    );
  }
  if (filter.kind === 'select') {
    const current = str(values[filter.param]);
    const options =
      current && !filter.options.some((o) => o.value === current)
        ? [...filter.options, { value: current, label: current }]
        : filter.options;
    return (
      <div className="field">
        <label htmlFor={id(filter.param)} className={label}>
          {filter.label}
        </label>
        <select
          id={id(filter.param)}
          name={filter.param}
          defaultValue={current}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          className={cn(controlClasses, 'h-9 pr-8')}
        >
          <option value="">{t('common.any')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  if (filter.kind === 'amount') {
    const currency = str(values.amount_currency) || 'USD';
    const currencies = CURRENCIES.includes(currency) ? CURRENCIES : [currency, ...CURRENCIES];
    const major = (p: string) => (/^\d+$/.test(str(values[p])) ? minorToDecimal(str(values[p]), currency) : '');
    const amountInput = (param: string, text: string) => (
      <div className="w-32 space-y-1">
        <label htmlFor={id(param)} className={label}>
          {text}
        </label>
        <input
          id={id(param)}
          name={`${param}__major`}
          defaultValue={major(param)}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          aria-invalid={errors[param] ? true : undefined}
          aria-describedby={errors[param] ? `${id(param)}-error` : undefined}
          className={cn(controlClasses, 'h-9 tabular-nums')}
        />
        {errors[param] ? (
          <p id={`${id(param)}-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
            {errors[param]}
          </p>
        ) : null}
      </div>
    );
    return (
      <fieldset className="space-y-1">
        <legend className={label}>{filter.label}</legend>
        <div className="flex flex-wrap items-start gap-2">
          <div className="space-y-1">
            <label htmlFor={id('amount_currency')} className={label}>
              {t('table.currency')}
            </label>
            <select
              id={id('amount_currency')}
              name="amount_currency"
              defaultValue={currency}
              className={cn(controlClasses, 'h-9 w-24 pr-8')}
            >
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          {filter.minParam ? amountInput(filter.minParam, t('table.atLeast')) : null}
          {filter.maxParam ? amountInput(filter.maxParam, t('table.atMost')) : null}
          {filter.exactParam ? amountInput(filter.exactParam, t('table.exactly')) : null}
        </div>
      </fieldset>
    );
  }
  return (
    <fieldset className="space-y-1">
      <legend className={label}>
        {filter.label}{' '}
        <span className="font-normal text-slate-500 dark:text-slate-400">
          {filter.zone ? t('table.zoneDays', { zone: filter.zone }) : t('table.utcDays')}
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {[
          [filter.fromParam, t('table.from')],
          [filter.toParam, t('table.to')],
        ].map(([param, text]) => (
          <div key={param} className="space-y-1">
            <label htmlFor={id(param)} className="sr-only">
              {filter.label} {text.toLowerCase()}
            </label>
            <input
              id={id(param)}
              name={param}
              type="date"
              defaultValue={/^\d{4}-\d{2}-\d{2}$/.test(str(values[param])) ? str(values[param]) : ''}
              aria-label={`${filter.label} ${text.toLowerCase()}`}
              className={cn(controlClasses, 'h-9 w-40')}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Every filter the columns declare: the primary ones inline, the rest under "More filters". Text and
 * amounts apply on Apply/Enter, selects at once; any change goes back to page 1.
 */
export function DataTableToolbar({
  filters,
  query,
  trailing,
}: {
  filters: readonly ColumnFilter[];
  query: TableQuery;
  trailing?: ReactNode;
}) {
  const t = useT();
  const idPrefix = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Phones: the filters sit in a sheet behind "Filters (n)"; wider screens show them inline.
  const [sheet, setSheet] = useState(false);
  const sheetRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!sheet) return;
    sheetRef.current?.querySelector<HTMLElement>('input, select, button')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setSheet(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [sheet]);
  const { values, setValues } = query;
  const primary = filters.filter((f) => f.primary);
  const secondary = filters.filter((f) => !f.primary);
  const activeCount = filters.reduce((n, f) => n + setCount(f, values), 0);
  const secondaryActive = secondary.reduce((n, f) => n + setCount(f, values), 0);
  const allParams = filters.flatMap(paramsOf);
  // Re-mount the inputs when the URL changes (back button, chip removed) so they show the URL's values.
  const formKey = allParams.map((p) => str(values[p])).join('|') + str(values.amount_currency);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string | null> = {};
    const nextErrors: Record<string, string> = {};
    const currency = str(data.get('amount_currency')) || str(values.amount_currency) || 'USD';
    for (const f of filters) {
      if (f.kind === 'text' || f.kind === 'select') next[f.param] = str(data.get(f.param)).trim() || null;
      else if (f.kind === 'date') {
        next[f.fromParam] = str(data.get(f.fromParam)) || null;
        next[f.toParam] = str(data.get(f.toParam)) || null;
      } else {
        for (const p of [f.minParam, f.maxParam, f.exactParam]) {
          if (!p) continue;
          const raw = str(data.get(`${p}__major`)).trim();
          if (!raw) {
            next[p] = null;
            continue;
          }
          const minor = majorToMinor(raw, currency);
          if (minor === null)
            nextErrors[p] = t('table.amountError', { currency, example: minorToDecimal(1050, currency) });
          else next[p] = minor.toString();
        }
      }
    }
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length) return;
    setSheet(false);
    setValues({ ...next, amount_currency: currency === 'USD' ? null : currency, page: null });
  }

  function remove(params: string[]) {
    setValues({ ...Object.fromEntries(params.map((p) => [p, null])), page: null });
  }

  if (filters.length === 0 && !trailing) return null;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start gap-3">
        {filters.length ? (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            className="sm:hidden"
            aria-expanded={sheet}
            aria-controls={`${idPrefix}-sheet`}
            onClick={() => setSheet(true)}
          >
            {t('table.filtersCount', { count: activeCount })}
          </Button>
        ) : null}
        {sheet ? (
          <div
            aria-hidden="true"
            className="fixed inset-0 z-40 bg-slate-900/40 sm:hidden"
            onClick={() => setSheet(false)}
          />
        ) : null}
        <div
          id={`${idPrefix}-sheet`}
          ref={sheetRef}
          role={sheet ? 'dialog' : undefined}
          aria-modal={sheet || undefined}
          aria-label={sheet ? t('table.filters') : undefined}
          className={cn(
            'min-w-0 sm:flex-1',
            filters.length && !sheet && 'max-sm:hidden',
            sheet &&
              'max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:z-50 max-sm:max-h-[85vh] max-sm:overflow-y-auto max-sm:rounded-t-xl max-sm:bg-white max-sm:p-4 max-sm:shadow-xl max-sm:dark:bg-slate-900',
          )}
        >
          {sheet ? (
            <div className="mb-3 flex items-center justify-between sm:hidden">
              <p className="text-base font-semibold">{t('table.filters')}</p>
              <Button type="button" size="sm" variant="ghost" onClick={() => setSheet(false)}>
                {t('common.close')}
              </Button>
            </div>
          ) : null}
          <form key={formKey} onSubmit={onSubmit} role="search" aria-label={t('table.filters')} className="space-y-3">
            <div className="flex flex-wrap items-end gap-3">
              {primary.map((f) => (
                <FilterField key={paramsOf(f)[0]} filter={f} values={values} idPrefix={idPrefix} errors={errors} />
              ))}
              <Button type="submit" size="sm" variant="secondary" className="h-9">
                {t('common.apply')}
              </Button>
            </div>
            {secondary.length ? (
              <details
                className="group rounded-md border border-slate-200 dark:border-slate-800"
                open={secondaryActive > 0 || undefined}
              >
                <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700 select-none hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-slate-900">
                  {secondaryActive ? t('table.moreFiltersSet', { count: secondaryActive }) : t('table.moreFilters')}
                </summary>
                <div className="grid gap-3 border-t border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800">
                  {secondary.map((f) => (
                    <FilterField key={paramsOf(f)[0]} filter={f} values={values} idPrefix={idPrefix} errors={errors} />
                  ))}
                  <div className="flex items-end">
                    <Button type="submit" size="sm" className="h-9">
                      {t('table.applyFilters')}
                    </Button>
                  </div>
                </div>
              </details>
            ) : null}
          </form>
        </div>
        {trailing ? <div className="ml-auto flex items-end gap-2 sm:pt-5">{trailing}</div> : null}
      </div>
      {activeCount ? (
        <ActiveFilterChips filters={filters} values={values} onRemove={remove} onClear={() => remove(allParams)} />
      ) : null}
    </div>
  );
}
