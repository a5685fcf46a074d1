import type { ComponentProps } from 'react';
import { cn } from './cn';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

/** Each tone is a short class of app/globals.css (`badge-<tone>`): badges repeat on every row of a list. */

export function Badge({ tone = 'neutral', className, ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return <span className={cn('badge', `badge-${tone}`, className)} {...props} />;
}
