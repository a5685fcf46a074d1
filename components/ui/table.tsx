import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A plain accessible table that scrolls sideways on narrow screens. */
export function Table({
  className,
  label,
  containerClassName,
  ...props
}: ComponentProps<'table'> & { label?: string; containerClassName?: string }) {
  return (
    <div
      className={cn(
        'relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800',
        containerClassName,
      )}
      role={label ? 'region' : undefined}
      aria-label={label}
      tabIndex={label ? 0 : undefined}
    >
      <table className={cn('w-full border-collapse text-left text-sm', className)} {...props} />
    </div>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('sr-only', className)} {...props} />;
}

export function THead({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead
      className={cn('bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400', className)}
      {...props}
    />
  );
}

export function TBody({ className, ...props }: ComponentProps<'tbody'>) {
  return (
    <tbody
      className={cn('divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950', className)}
      {...props}
    />
  );
}

export function Tr({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('align-top', className)} {...props} />;
}

export function Th({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th scope={scope} className={cn('px-3 py-2.5 font-medium tracking-wide whitespace-nowrap', className)} {...props} />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('cell', className)} {...props} />;
}
