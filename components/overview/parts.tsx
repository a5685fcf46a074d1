import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** One headline figure. The value is the accessible focus: label first, then value, then its context. */
export function Kpi({
  label,
  value,
  hint,
  href,
  testId,
}: {
  label: string;
  value: string;
  hint?: ReactNode;
  href?: string;
  testId?: string;
}) {
  const body = (
    <>
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd
        className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums dark:text-slate-100"
        data-testid={testId}
      >
        {value}
      </dd>
      {hint ? <dd className="mt-1 text-xs text-slate-600 tabular-nums dark:text-slate-400">{hint}</dd> : null}
    </>
  );
  return (
    <div
      className={cn(
        'relative rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm dark:border-slate-800 dark:bg-slate-900',
        href && 'hover:border-indigo-300 dark:hover:border-indigo-700',
      )}
    >
      <dl>{body}</dl>
      {href ? (
        <Link
          href={href}
          className="absolute inset-0 rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-500"
        >
          <span className="sr-only">{label}</span>
        </Link>
      ) : null}
    </div>
  );
}

export function Panel({
  title,
  description,
  actions,
  children,
  className,
  id,
  hideTitle,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  id: string;
  /** The content names itself (e.g. charts with captions): keep the heading for screen readers only. */
  hideTitle?: boolean;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      {hideTitle ? (
        <h2 id={id} className="sr-only">
          {title}
        </h2>
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-200 px-5 py-3 dark:border-slate-800">
          <div className="space-y-0.5">
            <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-slate-100">
              {title}
            </h2>
            {description ? <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
          </div>
          {actions}
        </div>
      )}
      <div className="px-5 py-4">{children}</div>
    </section>
  );
}

/** Colours of the payment statuses in charts and legends (fills for bars, backgrounds for swatches). */
export const STATUS_COLORS: Record<string, { fill: string; swatch: string }> = {
  SUCCESSFUL: { fill: 'fill-emerald-500 dark:fill-emerald-400', swatch: 'bg-emerald-500 dark:bg-emerald-400' },
  REFUNDED: { fill: 'fill-sky-500 dark:fill-sky-400', swatch: 'bg-sky-500 dark:bg-sky-400' },
  DISPUTED: { fill: 'fill-amber-500 dark:fill-amber-400', swatch: 'bg-amber-500 dark:bg-amber-400' },
  PROCESSING: { fill: 'fill-indigo-500 dark:fill-indigo-400', swatch: 'bg-indigo-500 dark:bg-indigo-400' },
  PENDING: { fill: 'fill-violet-400 dark:fill-violet-400', swatch: 'bg-violet-400 dark:bg-violet-400' },
  CREATED: { fill: 'fill-slate-400 dark:fill-slate-500', swatch: 'bg-slate-400 dark:bg-slate-500' },
  FAILED: { fill: 'fill-red-500 dark:fill-red-400', swatch: 'bg-red-500 dark:bg-red-400' },
  CANCELED: { fill: 'fill-slate-600 dark:fill-slate-300', swatch: 'bg-slate-600 dark:bg-slate-300' },
  REVERSED: { fill: 'fill-rose-700 dark:fill-rose-300', swatch: 'bg-rose-700 dark:bg-rose-300' },
};

export const OTHER_STATUS_COLOR = {
  fill: 'fill-slate-300 dark:fill-slate-600',
  swatch: 'bg-slate-300 dark:bg-slate-600',
};

export function DataTableMini({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 dark:bg-slate-900 dark:text-slate-400">
        {head}
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
    </table>
  );
}

export const th = 'px-2 py-1.5 font-medium whitespace-nowrap';
export const td = 'px-2 py-1.5 whitespace-nowrap text-slate-700 dark:text-slate-300';
export const num = 'text-right tabular-nums';
