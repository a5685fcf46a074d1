'use client';

import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { describedBy, Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { lengthOf } from '@/lib/forms/field-rules';
import { fieldId } from './use-action-form';

/**
 * Controlled form fields for the console's action forms: each is named like the API parameter it fills,
 * wires its label, hint and error for assistive technology, and can count characters against a limit.
 */

interface BaseProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

function Counter({ value, max }: { value: string; max: number }) {
  const length = lengthOf(value);
  return (
    <span className={cn('tabular-nums', length > max && 'font-medium text-red-600 dark:text-red-400')}>
      {length}/{max}
    </span>
  );
}

function hintWithCounter(hint: ReactNode, value: string, limit?: number): ReactNode {
  if (limit === undefined) return hint;
  return (
    <span className="flex justify-between gap-3">
      <span>{hint}</span>
      <Counter value={value} max={limit} />
    </span>
  );
}

export function TextField({
  name,
  label,
  hint,
  error,
  className,
  value,
  onValue,
  limit,
  ...input
}: BaseProps & {
  value: string;
  onValue: (value: string) => void;
  /** Counts characters against this limit. */ limit?: number;
} & Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange'>) {
  const id = fieldId(name);
  const shownHint = hintWithCounter(hint, value, limit);
  return (
    <Field id={id} label={label} hint={shownHint} error={error} className={className}>
      <Input
        id={id}
        name={name}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValue(event.target.value)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, { hint: shownHint, error })}
        {...input}
      />
    </Field>
  );
}

export function TextAreaField({
  name,
  label,
  hint,
  error,
  className,
  value,
  onValue,
  limit,
  ...input
}: BaseProps & {
  value: string;
  onValue: (value: string) => void;
  /** Counts characters against this limit. */ limit?: number;
} & Omit<ComponentProps<'textarea'>, 'name' | 'value' | 'onChange'>) {
  const id = fieldId(name);
  const shownHint = hintWithCounter(hint, value, limit);
  return (
    <Field id={id} label={label} hint={shownHint} error={error} className={className}>
      <Textarea
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, { hint: shownHint, error })}
        {...input}
      />
    </Field>
  );
}

export function SelectField({
  name,
  label,
  hint,
  error,
  className,
  value,
  onValue,
  options,
  placeholder,
  ...select
}: BaseProps & {
  value: string;
  onValue: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** A first, empty option ("Choose…"). */
  placeholder?: string;
} & Omit<ComponentProps<'select'>, 'name' | 'value' | 'onChange'>) {
  const id = fieldId(name);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <Select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, { hint, error })}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function CheckboxField({
  name,
  label,
  hint,
  checked,
  onChecked,
  className,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  className?: string;
}) {
  const id = fieldId(name);
  return (
    <div className={cn('flex items-start gap-2', className)}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChecked(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 rounded border-slate-300 accent-indigo-600"
      />
      <div className="space-y-0.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
