import { BackLink } from './back-link';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { getT } from '@/lib/auth/translator';

/**
 * A detail page's header: the way back to its list, the title, status and key facts, and an `actions`
 * slot where write actions (refund, disconnect, pause…) are placed by the pages that offer them.
 */
export async function DetailHeader({
  back,
  eyebrow,
  title,
  badges,
  subtitle,
  actions,
}: {
  back: { href: string; label: string };
  eyebrow?: ReactNode;
  title: ReactNode;
  badges?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  const t = await getT();
  return (
    <header className="mb-6 space-y-3">
      <nav aria-label={t('detail.breadcrumb')}>
        <BackLink href={back.href} label={back.label} />
      </nav>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          {eyebrow ? (
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{eyebrow}</p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl dark:text-slate-100">
              {title}
            </h1>
            {badges}
          </div>
          {subtitle ? <div className="text-sm text-slate-600 dark:text-slate-400">{subtitle}</div> : null}
        </div>
        {actions ? (
          <div className="flex shrink-0 flex-wrap items-center gap-2" data-slot="detail-actions">
            {actions}
          </div>
        ) : null}
      </div>
    </header>
  );
}

export interface FieldItem {
  label: string;
  value: ReactNode;
  /** Spans the full width (long text, lists). */
  wide?: boolean;
}

/** Labelled values as a description list. */
export function FieldList({ items, className }: { items: FieldItem[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {items.map((item) => (
        <div key={item.label} className={cn('min-w-0', item.wide && 'sm:col-span-2 lg:col-span-3')}>
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{item.label}</dt>
          <dd className="mt-1 text-sm break-words text-slate-900 dark:text-slate-100">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled card section of a detail page. */
export function Section({
  title,
  description,
  actions,
  children,
  id,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle id={headingId}>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {actions ? <div className="shrink-0">{actions}</div> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Metadata key-value pairs. */
export async function MetadataList({ metadata }: { metadata: Record<string, string> }) {
  const entries = Object.entries(metadata);
  const t = await getT();
  if (entries.length === 0)
    return <p className="text-sm text-slate-500 dark:text-slate-400">{t('detail.noMetadata')}</p>;
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="font-mono text-xs text-slate-500 dark:text-slate-400">{key}</dt>
          <dd className="font-mono text-xs break-all text-slate-900 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
