import { currencyFractionDigits } from '@/lib/format/money';

/**
 * Locale-aware formatting for the overview (counts, rates, calendar days, axis labels). Money figures go
 * through lib/format's formatMoney; only axis ticks use the compact form here.
 */

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function memo<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (!value) cache.set(key, (value = make()));
  return value;
}

export function formatCount(value: number, locale: string): string {
  return memo(`n|${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** 0.9091 → "90.9%" (one decimal, none for 0 and 1). */
export function formatRate(rate: number, locale: string): string {
  const digits = rate === 0 || rate === 1 ? 0 : 1;
  return memo(
    `p${digits}|${locale}`,
    () =>
      new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(rate);
}

/** A calendar day (YYYY-MM-DD has no zone: it is read as written): "Nov 3" / "3 nov". */
export function formatDay(date: string, locale: string, style: 'short' | 'medium' = 'short'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'short'
      ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
      : { year: 'numeric', month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' };
  return memo(`d${style}|${locale}`, () => new Intl.DateTimeFormat(locale, options)).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** "Nov 1 – 30, 2026" */
export function formatDayRange(from: string, to: string, locale: string): string {
  const format = memo(
    `r|${locale}`,
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
  ) as Intl.DateTimeFormat;
  const a = new Date(`${from}T00:00:00Z`);
  const b = new Date(`${to}T00:00:00Z`);
  return from === to ? format.format(a) : format.formatRange(a, b);
}

/** An axis tick in minor units as compact money ("$1.2K"); approximate by design, only for gridlines. */
export function formatCompactMoney(minor: number, currency: string, locale: string): string {
  const major = minor / 10 ** currencyFractionDigits(currency);
  try {
    return memo(
      `c|${locale}|${currency}`,
      () =>
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          currencyDisplay: 'narrowSymbol',
          notation: 'compact',
          minimumFractionDigits: 0,
          maximumFractionDigits: 1,
        }),
    ).format(major);
  } catch {
    return memo(
      `k|${locale}`,
      () => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
    ).format(major);
  }
}

export function formatCompactCount(value: number, locale: string): string {
  return memo(
    `k|${locale}`,
    () => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
  ).format(value);
}
