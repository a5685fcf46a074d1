import type { ComponentProps } from 'react';
import { cn } from './cn';

export type ControlSize = 'sm' | 'md';

/** Shared look of text inputs and selects; width and height come from `controlSizes` / the caller's wrapper. */
export const controlClasses = 'control'; // app/globals.css

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
