import { currencyFractionDigits, majorToMinor, minorToDecimal } from '@/core/money/units';
import { phrase, type Phrase } from './phrases';
import { LIMITS } from './field-rules';

export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: Phrase };

/**
 * An amount typed in major units ("1,250.5") → an integer of minor units in `currency`, exactly: the text is
 * parsed as a decimal string (core/money/units.ts), never through a float. Refuses zero, negatives, more
 * decimals than the currency has and anything above the API's maximum.
 */
export function parseMajorAmount(
  input: string,
  currency: string | null | undefined,
  options: { max?: number; required?: boolean } = {},
): ParsedAmount {
  const text = input.trim();
  if (text === '') return { ok: false, problem: phrase('forms.error.amount') };
  const digits = currencyFractionDigits(currency);
  const minor = majorToMinor(text, currency);
  if (minor === null) {
    if (/^-/.test(text)) return { ok: false, problem: phrase('forms.error.positiveAmount') };
    if (/^[\d\s,_]*\.?\d*$/.test(text.replace(/^\./, '0.'))) {
      if (digits > 0) return { ok: false, problem: phrase('forms.error.decimalPlaces', { digits }) };
      return {
        ok: false,
        problem: currency
          ? phrase('forms.error.noDecimals', { currency })
          : phrase('forms.error.noDecimalsThisCurrency'),
      };
    }
    return { ok: false, problem: phrase('forms.error.amountFormat') };
  }
  if (minor <= 0n) return { ok: false, problem: phrase('forms.error.amountAboveZero') };
  const max = BigInt(options.max ?? LIMITS.maxAmount);
  if (minor > max)
    return { ok: false, problem: phrase('forms.error.amountTooLarge', { max: minorToDecimal(max, currency) }) };
  return { ok: true, minor: Number(minor) };
}

/** A currency code as typed: three letters, upper-cased; null when it is not one. */
export function parseCurrency(input: string): string | null {
  const code = input.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/** Currencies offered in pickers; any other ISO 4217 code can still be typed where the form allows it. */
export const COMMON_CURRENCIES = ['USD', 'COP', 'EUR', 'GBP', 'MXN', 'CAD', 'BRL', 'JPY'] as const;
