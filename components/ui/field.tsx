import type { ReactNode } from 'react';
import { cn } from './cn';

export function Label({ htmlFor, children, className }: { htmlFor: string; children: ReactNode; className?: string }) {
  return (
    <label htmlFor={htmlFor} className={cn('block text-sm font-medium text-slate-800 dark:text-slate-200', className)}>
      {children}
    </label>
  );
}

/** The ids a control should list in `aria-describedby` for the hint and error a <Field> shows. */
export function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: ReactNode }): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * Label, control, hint and error, wired for assistive technology: give the control `id`,
 * `aria-describedby={describedBy(id, { hint, error })}` and `aria-invalid={Boolean(error)}`.
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
