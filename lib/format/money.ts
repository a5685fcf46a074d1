import { currencyFractionDigits } from '@/core/money/currency-digits';
import { majorToMinor, minorToDecimal, toMinorBigInt, type MinorUnits } from '@/core/money/units';
import { toLocale } from './locale';

/**
 * Money is an integer of minor units until the moment it is shown. The conversions between minor and major units
 * are core's (core/money/units.ts, one definition for the console and the API); this module shows them.
 */

export { currencyFractionDigits, majorToMinor, minorToDecimal, toMinorBigInt, type MinorUnits };

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
  const major = minorToDecimal(value, code);
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
