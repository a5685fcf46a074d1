import { currencyFractionDigits } from '@/core/money/currency-digits';
import { toLocale } from './locale';

/**
 * Money is an integer of minor units until the moment it is shown. Conversions between minor and major units
 * go through strings and BigInt, never through floating point.
 */

export type MinorUnits = number | bigint | string;

export { currencyFractionDigits };

/** An integer of minor units as a BigInt; null when the value is not an integer. */
export function toMinorBigInt(value: MinorUnits | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : null;
  const text = value.trim();
  return /^-?\d+$/.test(text) ? BigInt(text) : null;
}

/** 123456 with 2 digits → "1234.56"; -5 → "-0.05". Exact for any integer size. */
export function minorToMajorString(value: MinorUnits, fractionDigits: number): string {
  const minor = toMinorBigInt(value);
  if (minor === null) throw new RangeError(`not an integer amount: ${String(value)}`);
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  if (fractionDigits === 0) return `${negative ? '-' : ''}${abs}`;
  const scale = 10n ** BigInt(fractionDigits);
  const whole = abs / scale;
  const fraction = (abs % scale).toString().padStart(fractionDigits, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/**
 * A major-unit amount typed by a person ("10.5", "1,250.00") → minor units, exactly. Null when it is not a
 * non-negative decimal or carries more fraction digits than the currency has (10.555 USD).
 */
export function majorToMinor(input: string, currency: string | null | undefined): bigint | null {
  const text = input.trim().replace(/[\s,_]/g, '');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === '' && !match[2])) return null;
  const digits = currencyFractionDigits(currency);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const whole = BigInt(match[1] || '0');
  return whole * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
}

/** Minor units → the plain major-unit text a person would type back ("1050" USD → "10.50"). */
export function minorToMajorInput(value: MinorUnits, currency: string | null | undefined): string {
  return minorToMajorString(value, currencyFractionDigits(currency));
}

const formatterCache = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: string, currency: string): Intl.NumberFormat | null {
  const key = `${locale}|${currency}`;
  const cached = formatterCache.get(key);
  if (cached) return cached;
  try {
    const digits = currencyFractionDigits(currency);
    const formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatterCache.set(key, formatter);
    return formatter;
  } catch {
    return null;
  }
}

/**
 * Shows minor units in the currency (Intl.NumberFormat, ISO 4217 fraction digits of the currency): 123456 USD → "$1,234.56".
 * The decimal string is handed to Intl as is, so no value is ever rounded through a float. Without a
 * currency the major amount is shown with two digits and no symbol; a non-integer value is shown as "—".
 */
export function formatMoney(
  value: MinorUnits | null | undefined,
  currency: string | null | undefined,
  language?: string | null,
): string {
  const locale = toLocale(language);
  if (value === null || value === undefined || toMinorBigInt(value) === null) return '—';
  const code = (currency ?? '').toUpperCase();
  const digits = currencyFractionDigits(code);
  const major = minorToMajorString(value, digits);
  const formatter = /^[A-Z]{3}$/.test(code) ? currencyFormatter(locale, code) : null;
  // Intl.NumberFormat v3 formats a decimal string exactly; the cast covers older lib typings.
  if (formatter) return formatter.format(major as unknown as number);
  const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    major as unknown as number,
  );
  return code ? `${plain} ${code}` : plain;
}

/** Exact sum of minor-unit values (nulls skipped). */
export function sumMinor(values: Iterable<MinorUnits | null | undefined>): bigint {
  let total = 0n;
  for (const value of values) total += toMinorBigInt(value) ?? 0n;
  return total;
}
