'use client';

import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { fieldId } from './use-action-form';

// Its own module, not fields.tsx: only some forms offer a choice, and the others do not ship it (docs/performance.md,
// "First-load JavaScript").

/** Radio buttons as a labelled group; each option may carry a hint. */
export function RadioGroupField({
  name,
  label,
  value,
  onValue,
  options,
  error,
  className,
}: {
  name: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  options: readonly { value: string; label: ReactNode; hint?: ReactNode; disabled?: boolean }[];
  error?: string;
  className?: string;
}) {
  const id = fieldId(name);
  return (
    <fieldset
      className={cn('space-y-2', className)}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={Boolean(error) || undefined}
    >
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{label}</legend>
      <div className="space-y-1.5">
        {options.map((option, i) => {
          const optionId = `${id}-${option.value || i}`;
          return (
            <div key={option.value} className="flex items-start gap-2">
              <input
                id={i === 0 ? id : optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                onChange={() => onValue(option.value)}
                className="mt-0.5 size-4 accent-indigo-600"
              />
              <label htmlFor={i === 0 ? id : optionId} className="text-sm text-slate-800 dark:text-slate-200">
                <span className="font-medium">{option.label}</span>
                {option.hint ? (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">{option.hint}</span>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
