import type { ComponentProps } from 'react';
import { cn } from './cn';

export type ControlSize = 'sm' | 'md';

/** Shared look of text inputs and selects; width and height come from `controlSizes` / the caller's wrapper. */
export const controlClasses =
  'block w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 ' +
  'focus:border-indigo-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-500/40 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 ' +
  'aria-invalid:border-red-500 aria-invalid:focus:outline-red-500/40 ' +
  'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:disabled:bg-slate-800';

export const controlSizes: Record<ControlSize, string> = { sm: 'h-8', md: 'h-10' };

/** A full-width text input; put it in a sized wrapper for a narrower one. */
export function Input({
  className,
  controlSize = 'md',
  ...props
}: ComponentProps<'input'> & { controlSize?: ControlSize }) {
  return <input className={cn(controlClasses, controlSizes[controlSize], className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClasses, 'min-h-20 py-2', className)} {...props} />;
}
