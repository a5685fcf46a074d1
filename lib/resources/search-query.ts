/**
 * The search box's query language (docs/search.md), parsed in the console with the member's locale into the
 * parameters of GET /search: words and `key:value` metadata stay in `q`; an amount in the member's format becomes
 * minor units (and a currency when one is written); `status:`, `type:` and `date:` become their parameters.
 * Plain module: the search page and the palette share it.
 */

export interface SearchRequest {
  q: string;
  amount?: number;
  currency?: string;
  status?: string;
  type?: string;
  date_from?: string;
  date_to?: string;
}

const SYMBOLS: Record<string, string | undefined> = { $: undefined, US$: 'USD', COL$: 'COP', '€': 'EUR', '£': 'GBP' };
const CURRENCY = /^[A-Za-z]{3}$/;
const KNOWN_CURRENCIES = new Set(['USD', 'COP', 'EUR', 'GBP', 'MXN', 'CAD', 'BRL', 'CLP', 'PEN', 'JPY']);
const TYPES = new Set(['payment', 'refund', 'payout', 'transfer', 'deposit']);

/** The locale's decimal and grouping separators ("en": ".", ","; "es-CO": ",", "."). */
export function separatorsOf(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

const fractionDigits = (currency: string | undefined) => {
  if (!currency) return 2;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
};

/**
 * An amount as the member writes it ("24", "24.00", "1,234.50" in English; "24,00", "1.234,50" in es-CO), in minor
 * units of `currency` (2 decimals when none): null when the text is not an amount in that locale.
 */
export function parseAmount(text: string, locale: string, currency?: string): number | null {
  const { decimal, group } = separatorsOf(locale);
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const groupSep = group === '\u00a0' || group === '\u202f' ? '[\\s\\u00a0\\u202f]' : esc(group);
  const shape = new RegExp(`^(\\d{1,3}(?:${groupSep}\\d{3})+|\\d+)(?:${esc(decimal)}(\\d{1,2}))?$`);
  const m = shape.exec(text);
  if (!m) return null;
  const digits = fractionDigits(currency);
  const whole = Number(m[1].replace(/\D/g, ''));
  const fraction = m[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = whole * 10 ** digits + (fraction ? Number(fraction.padEnd(digits, '0')) : 0);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Splits a token into a currency (symbol or code, either side) and the number. */
function splitCurrency(token: string): { currency?: string; number: string; marked: boolean } {
  for (const [symbol, code] of Object.entries(SYMBOLS).sort((a, b) => b[0].length - a[0].length)) {
    if (token.startsWith(symbol)) return { currency: code, number: token.slice(symbol.length), marked: true };
    if (token.endsWith(symbol)) return { currency: code, number: token.slice(0, -symbol.length), marked: true };
  }
  return { number: token, marked: false };
}

export function parseSearch(raw: string, locale: string): SearchRequest {
  const tokens = raw.trim().split(/\s+/).filter(Boolean);
  const words: string[] = [];
  const out: SearchRequest = { q: '' };
  let currency: string | undefined;
  let amountText: string | null = null;
  for (const token of tokens) {
    const op = /^(status|type|date):(.+)$/i.exec(token);
    if (op) {
      const [, name, value] = op;
      const key = name.toLowerCase();
      if (key === 'status') out.status = value.toUpperCase();
      else if (key === 'type' && TYPES.has(value.toLowerCase())) out.type = value.toUpperCase();
      else if (key === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) out.date_from = out.date_to = value;
      else if (key === 'date' && /^\d{4}-\d{2}-\d{2}\.\.\d{4}-\d{2}-\d{2}$/.test(value))
        [out.date_from, out.date_to] = value.split('..');
      else words.push(token);
      continue;
    }
    if (CURRENCY.test(token) && KNOWN_CURRENCIES.has(token.toUpperCase())) {
      currency = token.toUpperCase();
      continue;
    }
    const split = splitCurrency(token);
    // Four bare digits are the last 4 of an account; "$1234" or "1234.00" is the amount.
    const lastFour = !split.marked && /^\d{4}$/.test(token);
    if (amountText === null && !lastFour && /^\d/.test(split.number) && parseAmount(split.number, locale) !== null) {
      amountText = split.number;
      if (split.currency) currency = split.currency;
      continue;
    }
    words.push(token);
  }
  if (amountText !== null) {
    const amount = parseAmount(amountText, locale, currency);
    if (amount !== null) out.amount = amount;
    else words.push(amountText);
  }
  if (currency && out.amount !== undefined) out.currency = currency;
  else if (currency) words.push(currency);
  out.q = words.join(' ');
  return out;
}
