import { currencyFractionDigits } from './currency-digits';

export { currencyFractionDigits };

/**
 * Minor units ↔ major units, the one definition both halves use (docs/engineering.md, "Layout and boundaries"): money is
 * an integer of minor units (ISO 4217 exponent of the currency, core/money/currency-digits.ts) until it is shown or
 * typed, and every conversion goes through decimal text and BigInt, never through a floating-point number.
 */

/** An integer of minor units as the API, the database or a form hands it over. */
export type MinorUnits = number | bigint | string;

/** An integer of minor units as a BigInt; null when the value is not an integer. */
export function toMinorBigInt(value: MinorUnits | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : null;
  const text = value.trim();
  return /^-?\d+$/.test(text) ? BigInt(text) : null;
}

/**
 * Minor units of `currency` → its major units as plain decimal text, exactly and for any integer size: 123456 USD →
 * "1234.56", -5 USD → "-0.05", 1500 JPY → "1500", 1234 KWD → "1.234". No symbol nor grouping: what a CSV cell, an
 * input or a message shows, and what decimalToMinor reads back. A value that is not an integer throws a RangeError.
 */
export function minorToDecimal(value: MinorUnits, currency: string | null | undefined): string {
  const minor = toMinorBigInt(value);
  if (minor === null) throw new RangeError(`not an integer amount: ${String(value)}`);
  const digits = currencyFractionDigits(currency);
  const sign = minor < 0n ? '-' : '';
  const text = (minor < 0n ? -minor : minor).toString().padStart(digits + 1, '0');
  return digits ? `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}` : `${sign}${text}`;
}

/** How a decimal amount is written where it is read. */
export interface DecimalStyle {
  /** The decimal separator; the other of `.` and `,` groups thousands. */
  decimalMark: '.' | ',';
  /** A leading `-` or `+`, or accounting parentheses ("(5.00)"), give the sign; otherwise only amounts ≥ 0 read. */
  signed: boolean;
  /**
   * `thousands`: group marks only between groups of three digits ("1,234,567.89", as a bank writes them);
   * `anywhere`: group marks are dropped wherever a person typed them ("1,250.00", "12,50.0").
   */
  groups: 'thousands' | 'anywhere';
}

/** A person typing an amount in a form: a point for decimals, commas ignored, no sign. */
export const TYPED_AMOUNT: DecimalStyle = { decimalMark: '.', signed: false, groups: 'anywhere' };

/** Spaces (a no-break space included), apostrophes ("1'000") and underscores space digit groups and are ignored. */
const SPACERS = /[\s'_]/g;

/**
 * A decimal amount → the same amount with `.` as its only separator and its sign in front ("-1.234,50" with a
 * decimal comma → "-1234.50"); null when it is not one in `style`. The one rule under decimalToMinorUnits, also used
 * by readers that decide the decimal mark themselves (the bulk-refund CSV).
 */
export function normalizeDecimal(input: string, style: DecimalStyle): string | null {
  let text = input.trim().replace(SPACERS, '');
  const group = style.decimalMark === '.' ? ',' : '.';
  let sign = '';
  if (style.signed) {
    if (text.startsWith('-')) {
      sign = '-';
      text = text.slice(1);
    } else if (text.startsWith('+')) text = text.slice(1);
    else if (/^\(.*\)$/.test(text)) {
      sign = '-';
      text = text.slice(1, -1);
    }
  }
  if (style.groups === 'anywhere') text = text.split(group).join('');
  else if (new RegExp(`^\\d{1,3}(\\${group}\\d{3})+(\\${style.decimalMark}\\d*)?$`).test(text))
    text = text.split(group).join('');
  const match = new RegExp(`^(\\d*)(?:\\${style.decimalMark}(\\d*))?$`).exec(text);
  if (!match || (match[1] === '' && !match[2])) return null;
  return `${sign}${match[1] || '0'}${match[2] ? `.${match[2]}` : ''}`;
}

/**
 * A decimal amount in major units of `currency` → signed minor units, exactly (decimal text and BigInt, never a
 * float). Null when it is not a decimal in `style` or carries more fraction digits than the currency has (10.555
 * USD, 10.5 JPY); trailing zeros do not count ("10.500" USD reads).
 */
export function decimalToMinorUnits(
  input: string,
  currency: string | null | undefined,
  style: DecimalStyle = TYPED_AMOUNT,
): bigint | null {
  const text = normalizeDecimal(input, style);
  if (text === null) return null;
  const [, sign, whole, fractionText = ''] = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text)!;
  const digits = currencyFractionDigits(currency);
  const fraction = fractionText.replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  return sign && minor !== 0n ? -minor : minor;
}

/** An amount a person typed in major units ("10.5", "1,250.00") → minor units; null when it does not read. */
export function majorToMinor(input: string, currency: string | null | undefined): bigint | null {
  return decimalToMinorUnits(input, currency, TYPED_AMOUNT);
}

/**
 * A decimal amount as a bank writes it ("1234.56", "-12,50", "1.234,56" with `,` as the decimal mark, "(5.00)") →
 * signed minor units as a number; null when it does not read or is beyond 2^53.
 */
export function decimalToMinor(
  input: string,
  currency: string | null | undefined,
  decimalMark: '.' | ',' = '.',
): number | null {
  const minor = decimalToMinorUnits(input, currency, { decimalMark, signed: true, groups: 'thousands' });
  if (minor === null || minor > BigInt(Number.MAX_SAFE_INTEGER) || -minor > BigInt(Number.MAX_SAFE_INTEGER))
    return null;
  return Number(minor);
}
