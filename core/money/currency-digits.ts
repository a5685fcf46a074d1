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
