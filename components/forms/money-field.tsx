'use client';

import type { ReactNode } from 'react';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { currencyFractionDigits, formatMoney } from '@/lib/format/money';
import { parseMajorAmount } from '@/lib/forms/money';
import { fieldId } from './use-action-form';
import { useT } from '@/lib/i18n/client';

/**
 * An amount typed in major units of `currency`. The hint shows how it will be read (exactly, from the text:
 * "= $1,250.50"), so a slip of the decimal point is seen before anything is sent.
 */
export function MoneyField({
  name,
  label,
  value,
  onValue,
  currency,
  error,
  hint,
  language,
  disabled,
}: {
  name: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  currency: string | null;
  error?: string;
  hint?: ReactNode;
  language?: string;
  disabled?: boolean;
}) {
  const t = useT();
  const id = fieldId(name);
  const parsed = value.trim() ? parseMajorAmount(value, currency) : null;
  const digits = currencyFractionDigits(currency);
  const reading = parsed?.ok ? (
    <span data-testid={`${id}-reading`}>= {formatMoney(parsed.minor, currency, language)}</span>
  ) : null;
  const shownHint = (
    <span className="flex flex-wrap justify-between gap-x-3">
      <span>
        {hint ??
          (digits === 0
            ? t('forms.money.wholeUnits', { currency: currency ?? '' })
            : currency
              ? t('forms.money.decimals', { currency, digits })
              : t('forms.money.decimalsMajor', { digits }))}
      </span>
      {reading}
    </span>
  );
  return (
    <Field id={id} label={label} hint={shownHint} error={error}>
      <div className="relative">
        <Input
          id={id}
          name={name}
          value={value}
          inputMode="decimal"
          autoComplete="off"
          placeholder={digits === 0 ? '1250' : `1250.${'0'.repeat(digits)}`}
          onChange={(event) => onValue(event.target.value)}
          disabled={disabled}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy(id, { hint: true, error })}
          className="pr-14 tabular-nums"
        />
        {currency ? (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500 dark:text-slate-400">
            {currency}
          </span>
        ) : null}
      </div>
    </Field>
  );
}
