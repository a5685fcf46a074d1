'use client';

import type { ReactNode } from 'react';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n/client';
import { fieldId } from './use-action-form';

// Its own module, not fields.tsx: only the link forms pick colours, and the others do not ship it (docs/performance.md,
// "First-load JavaScript").

/** A HEX colour: a swatch picker and the text, kept in step; empty means "the page's default". */
export function ColorField({
  name,
  label,
  value,
  onValue,
  error,
  placeholder,
}: {
  name: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  placeholder?: string;
}) {
  const t = useT();
  const id = fieldId(name);
  const swatch = /^#?[0-9a-fA-F]{6}$/.test(value)
    ? `#${value.replace(/^#/, '')}`
    : /^#?[0-9a-fA-F]{3}$/.test(value)
      ? `#${value.replace(/^#/, '').replace(/./g, '$&$&')}`
      : (placeholder ?? '#ffffff');
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={placeholder ? t('forms.colour.default', { value: placeholder }) : t('forms.colour.pageDefault')}
    >
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('forms.colour.swatch', { label: typeof label === 'string' ? label : t('forms.colour') })}
          value={swatch.toLowerCase()}
          onChange={(event) => onValue(event.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1 dark:border-slate-700 dark:bg-slate-900"
        />
        <Input
          id={id}
          name={name}
          value={value}
          placeholder={placeholder ?? '#0a2540'}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy(id, { hint: true, error })}
          className="font-mono"
          spellCheck={false}
          autoComplete="off"
        />
      </div>
    </Field>
  );
}
