import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import type { Translator } from '@/lib/i18n';
import { enumLabel } from '@/lib/i18n/enum-label';
import { formatCalendarDate, formatDateTime } from '@/lib/format/date';
import { formatMoney, type MinorUnits } from '@/lib/format/money';
import { humanize } from '@/lib/i18n/enum-label';
import type { Display } from '@/lib/lists/display';

export { humanize };

/** An amount of minor units in its currency. */
export function Money({
  value,
  currency,
  display,
  className,
}: {
  value: MinorUnits | null | undefined;
  currency: string | null | undefined;
  display: Display;
  className?: string;
}) {
  return <span className={cn('tabular-nums', className)}>{formatMoney(value, currency, display.language)}</span>;
}

/** An instant in the member's zone, labelled with it; UTC on hover, the ISO value kept in the markup. */
export function DateTime({
  value,
  display,
  seconds,
}: {
  value: string | null | undefined;
  display: Display;
  seconds?: boolean;
}) {
  if (!value) return <Muted>—</Muted>;
  return (
    <time dateTime={value} title={formatDateTime(value, 'UTC', { seconds: true })} className="tabular-nums">
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
  return <span className="muted">{children}</span>;
}

/** Text or a dash. */
export function Text({ value }: { value: string | number | null | undefined }) {
  return value === null || value === undefined || value === '' ? <Muted>—</Muted> : <>{value}</>;
}

/** "acc_0ef83936-be4d-4308-b917-163bea191b27" → "acc_0ef8…1b27" (the full id stays in the title). */
export function shortId(id: string): string {
  const match = /^([a-z]{3}_)?(.+)$/.exec(id);
  const body = match?.[2] ?? id;
  return body.length > 14 ? `${match?.[1] ?? ''}${body.slice(0, 4)}…${body.slice(-4)}` : id;
}

/** An id or code in monospace, optionally linking to its page; `short` abbreviates a long id. */
export function Code({
  value,
  href,
  title,
  short,
}: {
  value: string | null | undefined;
  href?: string | null;
  title?: string;
  short?: boolean;
}) {
  if (!value) return <Muted>—</Muted>;
  const shown = short ? shortId(value) : value;
  title ??= shown !== value ? value : undefined;
  const inner = <code className="font-mono text-xs">{shown}</code>;
  return href ? (
    <Link href={href} title={title} className="link">
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
  // Dispute and return cases (docs/disputes.md).
  NEEDS_RESPONSE: 'warning',
  UNDER_REVIEW: 'info',
  WON: 'success',
  LOST: 'danger',
  ACCEPTED: 'neutral',
};

/** A status (or an outcome) in the member's language (`t`: the page's translator), toned by what it means. */
export function StatusBadge({ status, t }: { status: string | null | undefined; t: Translator }) {
  if (!status) return <Muted>—</Muted>;
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{enumLabel(t, status)}</Badge>;
}

/** Yes or No in the member's language (`t`: the page's translator). */
export function YesNo({ value, t }: { value: boolean | null | undefined; t: Translator }) {
  if (value === null || value === undefined) return <Muted>—</Muted>;
  return <>{t(value ? 'values.yes' : 'values.no')}</>;
}

/** A referenced id shown by its directory label when known, else abbreviated. */
export function IdLabel({ label, id }: { label: string | null | undefined; id: string | null | undefined }) {
  if (label) return <span title={id ?? undefined}>{label}</span>;
  return id ? <Code value={id} short /> : <Muted>—</Muted>;
}
