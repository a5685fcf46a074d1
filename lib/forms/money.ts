import { currencyFractionDigits, majorToMinor } from '@/lib/format/money';
import { LIMITS } from './rules';

export type ParsedAmount = { ok: true; minor: number } | { ok: false; message: string };

/**
 * An amount typed in major units ("1,250.5") → an integer of minor units in `currency`, exactly: the text is
 * parsed as a decimal string (lib/format majorToMinor), never through a float. Refuses zero, negatives, more
 * decimals than the currency has and anything above the API's maximum.
 */
export function parseMajorAmount(input: string, currency: string | null | undefined, options: { max?: number; required?: boolean } = {}): ParsedAmount {
  const text = input.trim();
  if (text === '') return { ok: false, message: 'Enter an amount.' };
  const digits = currencyFractionDigits(currency);
  const minor = majorToMinor(text, currency);
  if (minor === null) {
    if (/^-/.test(text)) return { ok: false, message: 'Enter a positive amount.' };
    if (/^[\d\s,_]*\.?\d*$/.test(text.replace(/^\./, '0.'))) {
      return { ok: false, message: digits === 0 ? `${currency || 'This currency'} has no decimal places.` : `Use at most ${digits} decimal places.` };
    }
    return { ok: false, message: 'Enter an amount like 1250.00 (digits and one decimal point).' };
  }
  if (minor <= 0n) return { ok: false, message: 'Enter an amount greater than zero.' };
  const max = BigInt(options.max ?? LIMITS.maxAmount);
  if (minor > max) return { ok: false, message: `The largest amount allowed here is ${formatMinorPlain(max, digits)}.` };
  return { ok: true, minor: Number(minor) };
}

/** 123456n with 2 digits → "1234.56" (no grouping, for messages and inputs). */
function formatMinorPlain(minor: bigint, digits: number): string {
  if (digits === 0) return minor.toString();
  const scale = 10n ** BigInt(digits);
  return `${minor / scale}.${(minor % scale).toString().padStart(digits, '0')}`;
}

/** A currency code as typed: three letters, upper-cased; null when it is not one. */
export function parseCurrency(input: string): string | null {
  const code = input.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/** Currencies offered in pickers; any other ISO 4217 code can still be typed where the form allows it. */
export const COMMON_CURRENCIES = ['USD', 'COP', 'EUR', 'GBP', 'MXN', 'CAD', 'BRL', 'JPY'] as const;
