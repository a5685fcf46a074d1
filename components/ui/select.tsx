import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClasses } from './input';

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select (keyboard, screen readers and phones all handle it well). Pass `options` or `<option>` children. */
export function Select({ className, options, children, ...props }: ComponentProps<'select'> & { options?: readonly SelectOption[] }) {
  return (
    <select className={cn(controlClasses, 'h-10 pr-8', className)} {...props}>
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
}
