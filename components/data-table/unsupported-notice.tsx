import { buttonClasses } from '@/components/ui/button';
import { getT } from '@/lib/auth/translator';

/**
 * Shown instead of a list the connected Merchant API does not offer (an extension it lacks): says so, and
 * offers to open a record by its id instead (the search page resolves ids). A server component: it has no
 * behaviour, so a list page does not ship it (nor the table's error states) to the browser (docs/performance.md,
 * "First-load JavaScript").
 */
export async function UnsupportedNotice({
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
  const t = await getT();
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
