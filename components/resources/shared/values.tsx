import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { formatCalendarDate, formatDateTime } from '@/lib/format/date';
import { formatMoney, type MinorUnits } from '@/lib/format/money';
import type { Display } from './display';

/** An amount of minor units in its currency. */
export function Money({ value, currency, display, className }: { value: MinorUnits | null | undefined; currency: string | null | undefined; display: Display; className?: string }) {
  return <span className={cn('tabular-nums', className)}>{formatMoney(value, currency, display.language)}</span>;
}

/** An instant in the member's zone, labelled with it; the ISO value is kept in the markup. */
export function DateTime({ value, display, seconds }: { value: string | null | undefined; display: Display; seconds?: boolean }) {
  if (!value) return <Muted>—</Muted>;
  return (
    <time dateTime={value} title={`${value} (${display.timeZone})`} className="tabular-nums">
      {formatDateTime(value, display.timeZone, { seconds })}
    </time>
  );
}

/** A calendar date (due date, plan start): no zone applies. */
export function CalendarDate({ value }: { value: string | null | undefined }) {
  if (!value) return <Muted>—</Muted>;
  return <time dateTime={value}>{formatCalendarDate(value)}</time>;
}

export function Muted({ children }: { children: ReactNode }) {
  return <span className="text-slate-500 dark:text-slate-400">{children}</span>;
}

/** Text or a dash. */
export function Text({ value }: { value: string | number | null | undefined }) {
  return value === null || value === undefined || value === '' ? <Muted>—</Muted> : <>{value}</>;
}

/** An id or code in monospace, optionally linking to its page. */
export function Code({ value, href, title }: { value: string | null | undefined; href?: string | null; title?: string }) {
  if (!value) return <Muted>—</Muted>;
  const inner = <code className="font-mono text-xs">{value}</code>;
  return href ? (
    <Link href={href} title={title} className="text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300">
      {inner}
    </Link>
  ) : (
    <span title={title}>{inner}</span>
  );
}

const STATUS_TONES: Record<string, BadgeTone> = {
  SUCCESSFUL: 'success',
  CONNECTED: 'success',
  COMPLETED: 'success',
  ACTIVE: 'success',
  PENDING: 'warning',
  PROCESSING: 'info',
  CREATED: 'neutral',
  OPENED: 'info',
  VERIFICATION_PENDING: 'warning',
  VERIFICATION_IN_PROGRESS: 'info',
  PAUSED: 'neutral',
  REFUNDED: 'accent',
  DISPUTED: 'danger',
  FAILED: 'danger',
  CANCELED: 'neutral',
  REVERSED: 'accent',
  DISCONNECTED: 'neutral',
  EXPIRED: 'neutral',
};

/** "VERIFICATION_PENDING" → "Verification pending". */
export function humanize(value: string | null | undefined): string {
  if (!value) return '—';
  const words = value.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function StatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return <Muted>—</Muted>;
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{humanize(status)}</Badge>;
}

export function YesNo({ value }: { value: boolean | null | undefined }) {
  if (value === null || value === undefined) return <Muted>—</Muted>;
  return <>{value ? 'Yes' : 'No'}</>;
}
