import type { ComponentProps } from 'react';
import { cn } from './cn';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const tones: Record<AlertTone, string> = {
  info: 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-200',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  warning: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200',
  danger: 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
};

/** A boxed message. Errors get role="alert"; others are plain (use <FormMessage> for form results). */
export function Alert({ tone = 'info', className, role, ...props }: ComponentProps<'div'> & { tone?: AlertTone }) {
  return (
    <div
      role={role ?? (tone === 'danger' ? 'alert' : undefined)}
      className={cn('rounded-md border px-4 py-3 text-sm', tones[tone], className)}
      {...props}
    />
  );
}

/**
 * A form's result line. The live region is always rendered (empty when there is nothing to say),
 * so screen readers announce the message when it appears. `tone` overrides success/danger (a success with a caveat).
 */
export function FormMessage({
  state,
  className,
  tone,
}: {
  state: { ok?: boolean; message?: string } | null | undefined;
  className?: string;
  tone?: AlertTone;
}) {
  const message = state?.message;
  return (
    <div aria-live="polite" role="status" className={cn(!message && 'sr-only', className)}>
      {message ? (
        <Alert tone={tone ?? (state?.ok ? 'success' : 'danger')} role="presentation">
          {message}
        </Alert>
      ) : null}
    </div>
  );
}
