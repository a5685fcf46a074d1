/**
 * ISO 4217 minor units of the currencies whose exponent is not 2. The API counts amounts in the currency's
 * smallest unit as ISO 4217 defines it; Intl's CLDR display digits differ for several (COP, HUF, IDR and PKR
 * show 0 digits; IQD shows 0 where ISO says 3), so the exponent is taken from this table, not from Intl.
 */
const ISO_MINOR_UNITS: Record<string, number> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** The currency's number of minor-unit digits (USD 2, JPY 0, KWD 3, COP 2); 2 when the code is unknown. */
export function currencyFractionDigits(currency: string | null | undefined): number {
  const code = (currency ?? '').toUpperCase();
  return ISO_MINOR_UNITS[code] ?? 2;
}

/**
 * A decimal amount as a bank writes it ("1234.56", "-12,50", "1.234,56" with `,` as the decimal mark) → signed
 * minor units of `currency`, exactly (string digits and BigInt, never a float). Null when it is not a decimal,
 * carries more fraction digits than the currency has, or is beyond 2^53.
 */
export function decimalToMinor(
  input: string,
  currency: string | null | undefined,
  decimalMark: '.' | ',' = '.',
): number | null {
  let text = input.trim().replace(/[\s\u00a0']/g, '');
  const group = decimalMark === '.' ? ',' : '.';
  let negative = false;
  if (text.startsWith('-')) {
    negative = true;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  else if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  // Group separators only between groups of three digits ("1,234,567.89"), never anywhere.
  const grouped = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+(\\${decimalMark}\\d*)?$`);
  if (grouped.test(text)) text = text.split(group).join('');
  const match = new RegExp(`^(\\d*)(?:\\${decimalMark}(\\d*))?$`).exec(text);
  if (!match || (match[1] === '' && !match[2])) return null;
  const digits = currencyFractionDigits(currency);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const minor = BigInt(match[1] || '0') * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const value = Number(minor);
  return negative && value !== 0 ? -value : value;
}

/** Signed minor units of `currency` → its decimal text in major units ("-1234.56", JPY "1234", KWD "1.234"), exactly. */
export function minorToDecimal(minor: bigint | number, currency: string | null | undefined): string {
  const value = BigInt(minor);
  const digits = currencyFractionDigits(currency);
  const sign = value < 0n ? '-' : '';
  const text = (value < 0n ? -value : value).toString().padStart(digits + 1, '0');
  return digits ? `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}` : `${sign}${text}`;
}
