import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/input';
import type { Translator } from '@/lib/i18n';
import { DEFAULT_DAYS, overviewHref, PRESET_DAYS, type OverviewSelection } from '@/lib/overview/overview-params';

/**
 * Presets as links and a custom period as a GET form: the period lives in the URL (bookmarkable, shareable)
 * and the picker works without JavaScript.
 */
export function PeriodPicker({ selection, today, t }: { selection: OverviewSelection; today: string; t: Translator }) {
  const label = 'block text-xs font-medium text-slate-700 dark:text-slate-300';
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <nav aria-label={t('overview.period')}>
        <ul className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
          {PRESET_DAYS.map((days) => {
            const current = selection.days === days;
            return (
              <li key={days}>
                <Link
                  href={overviewHref({ days, currency: selection.currency })}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'block rounded px-3 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-indigo-500',
                    current
                      ? 'bg-indigo-600 text-white dark:bg-indigo-500'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                  )}
                >
                  {t('overview.preset.days', { count: days })}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <form method="get" action="/" className="flex flex-wrap items-end gap-2" aria-label={t('overview.custom')}>
        {selection.currency ? <input type="hidden" name="currency" value={selection.currency} /> : null}
        <div className="space-y-1">
          <label htmlFor="overview-from" className={label}>
            {t('overview.from')}
          </label>
          <input
            id="overview-from"
            name="from"
            type="date"
            required
            defaultValue={selection.from}
            max={today}
            className={cn(controlClasses, 'h-9 w-40')}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="overview-to" className={label}>
            {t('overview.to')}
          </label>
          <input
            id="overview-to"
            name="to"
            type="date"
            required
            defaultValue={selection.to}
            className={cn(controlClasses, 'h-9 w-40')}
          />
        </div>
        <button
          type="submit"
          className={buttonClasses({
            variant: selection.days === null ? 'primary' : 'secondary',
            size: 'sm',
            className: 'h-9',
          })}
        >
          {t('overview.custom')}
        </button>
      </form>
    </div>
  );
}

/** The currency the figures are in (from the API's available_currencies); keeps the period. */
export function CurrencySwitch({
  selection,
  currency,
  currencies,
  t,
}: {
  selection: OverviewSelection;
  currency: string;
  currencies: string[];
  t: Translator;
}) {
  return (
    <form method="get" action="/" className="flex items-end gap-2">
      {selection.days !== null ? (
        selection.days !== DEFAULT_DAYS ? (
          <input type="hidden" name="days" value={selection.days} />
        ) : null
      ) : (
        <>
          <input type="hidden" name="from" value={selection.from} />
          <input type="hidden" name="to" value={selection.to} />
        </>
      )}
      <div className="space-y-1">
        <label htmlFor="overview-currency" className="block text-xs font-medium text-slate-700 dark:text-slate-300">
          {t('overview.currency')}
        </label>
        <select
          id="overview-currency"
          name="currency"
          defaultValue={currency}
          className={cn(controlClasses, 'h-9 w-28 pr-8')}
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'h-9' })}>
        {t('overview.show')}
      </button>
    </form>
  );
}
