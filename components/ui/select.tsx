import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClasses, controlSizes, type ControlSize } from './input';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select (keyboard, screen readers and phones all handle it well), full width: put it in a
 * sized wrapper for a narrower one. Pass `options` or `<option>` children.
 */
export function Select({
  className,
  options,
  children,
  controlSize = 'md',
  ...props
}: ComponentProps<'select'> & { options?: readonly SelectOption[]; controlSize?: ControlSize }) {
  return (
    <select className={cn(controlClasses, controlSizes[controlSize], 'pr-8', className)} {...props}>
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
}
