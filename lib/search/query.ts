/**
 * The search box's query language (docs/search.md), parsed in the console with the member's locale into the
 * parameters of GET /search: words and `key:value` metadata stay in `q`; an amount in the member's format becomes
 * minor units (and a currency when one is written); `status:`, `type:` and `date:` become their parameters.
 * Plain module: the search page and the palette share it.
 */
import { decimalToMinorUnits } from '@/core/money/units';
import type { SearchRequest } from '@/lib/merchant-api/endpoints/search';

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

/**
 * An amount as the member writes it ("24", "24.00", "1,234.50" in English; "24,00", "1.234,50" in es-CO), in minor
 * units of `currency` (2 decimals when none). Read in the member's convention first, then in the other one when the
 * text cannot be the member's ("24,00" in English, "24.00" or "1,234.56" in es-CO): null when neither reads it.
 */
export function parseAmount(text: string, locale: string, currency?: string): number | null {
  const own = separatorsOf(locale);
  const other = own.decimal === ',' ? { decimal: '.', group: ',' } : { decimal: ',', group: '.' };
  return amountIn(text, own, currency) ?? amountIn(text, other, currency);
}

function amountIn(
  text: string,
  { decimal, group }: { decimal: string; group: string },
  currency: string | undefined,
): number | null {
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const groupSep = group === '\u00a0' || group === '\u202f' ? '[\\s\\u00a0\\u202f]' : esc(group);
  const shape = new RegExp(`^(\\d{1,3}(?:${groupSep}\\d{3})+|\\d+)(?:${esc(decimal)}(\\d{1,2}))?$`);
  const m = shape.exec(text);
  if (!m) return null;
  const minor = decimalToMinorUnits(`${m[1].replace(/\D/g, '')}.${m[2] ?? ''}`, currency);
  return minor !== null && minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}

/** Splits a token into a currency (symbol or code, either side) and the number. */
function splitCurrency(token: string): { currency?: string; number: string; marked: boolean } {
  for (const [symbol, code] of Object.entries(SYMBOLS).sort((a, b) => b[0].length - a[0].length)) {
    if (token.startsWith(symbol)) return { currency: code, number: token.slice(symbol.length), marked: true };
    if (token.endsWith(symbol)) return { currency: code, number: token.slice(0, -symbol.length), marked: true };
  }
  return { number: token, marked: false };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The keys of the operators, in both languages of the console. */
const KEYS: Record<string, 'status' | 'type' | 'date' | 'amount'> = {
  status: 'status',
  estado: 'status',
  type: 'type',
  tipo: 'type',
  date: 'date',
  fecha: 'date',
  amount: 'amount',
  monto: 'amount',
};
const OPERATOR = /^([a-z]+)(>=|<=|>|<|:|=)(.+)$/i;

/** A calendar day moved by `days` (YYYY-MM-DD, UTC arithmetic on the date alone). */
function shiftDay(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** `date>…`, `date<=…`, `date:…`, `date:a..b` into the inclusive day range the lists take; false when unreadable. */
function readDate(op: string, value: string, out: SearchRequest): boolean {
  const range = value.split('..');
  if (range.length === 2 && (op === ':' || op === '=') && range.every((d) => DAY.test(d))) {
    [out.date_from, out.date_to] = range;
    return true;
  }
  if (!DAY.test(value) || Number.isNaN(Date.parse(value))) return false;
  if (op === ':' || op === '=') out.date_from = out.date_to = value;
  else if (op === '>') out.date_from = shiftDay(value, 1);
  else if (op === '>=') out.date_from = value;
  else if (op === '<') out.date_to = shiftDay(value, -1);
  else out.date_to = value;
  return true;
}

interface AmountTerm {
  op: string;
  values: { number: string; currency?: string }[];
}

/** `amount>…` and friends, once the currency is known: inclusive bounds in minor units; false when unreadable. */
function readAmount(term: AmountTerm, locale: string, currency: string | undefined, out: SearchRequest): boolean {
  const minor = term.values.map((v) => parseAmount(v.number, locale, v.currency ?? currency));
  if (minor.some((m) => m === null)) return false;
  const [low, high] = minor as number[];
  const bounds: Record<string, [number | undefined, number | undefined]> = {
    ':': high === undefined ? [low, low] : [low, high],
    '=': high === undefined ? [low, low] : [low, high],
    '>': [low + 1, undefined],
    '>=': [low, undefined],
    '<': [undefined, low - 1],
    '<=': [undefined, low],
  };
  const [from, to] = bounds[term.op];
  if ((from !== undefined && from < 1) || (to !== undefined && to < 1) || (from ?? 0) > (to ?? Infinity)) return false;
  if (from !== undefined && from === to) out.amount = from;
  else {
    if (from !== undefined) out.amount_greater_than = from;
    if (to !== undefined) out.amount_less_than = to;
  }
  return true;
}

export function parseSearch(raw: string, locale: string): SearchRequest {
  const tokens = raw.trim().split(/\s+/).filter(Boolean);
  const words: string[] = [];
  const invalid: string[] = [];
  const out: SearchRequest = { q: '' };
  let currency: string | undefined;
  let amountText: string | null = null;
  let amountTerm: { token: string; term: AmountTerm } | null = null;
  for (const token of tokens) {
    const op = OPERATOR.exec(token);
    const key = op ? KEYS[op[1].toLowerCase()] : undefined;
    if (op && key) {
      const [, , operator, value] = op;
      const plain = operator === ':' || operator === '=';
      if (key === 'status' && plain && /^[A-Za-z_]+$/.test(value)) out.status = value.toUpperCase();
      else if (key === 'type' && plain && TYPES.has(value.toLowerCase())) out.type = value.toUpperCase();
      else if (key === 'date' && readDate(operator, value, out)) continue;
      else if (key === 'amount' && amountTerm === null && !(value.includes('..') && !plain)) {
        const parts = value.split('..');
        if (parts.length > 2 || parts.some((part) => !part)) invalid.push(token);
        else amountTerm = { token, term: { op: operator, values: parts.map(splitCurrency) } };
      } else if ((key === 'type' && plain && /^[a-z]+$/i.test(value)) || key === 'status') words.push(token);
      else invalid.push(token);
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
  if (amountTerm) {
    const symbol = amountTerm.term.values.find((v) => v.currency)?.currency;
    if (symbol) currency = symbol;
    if (!readAmount(amountTerm.term, locale, currency, out)) invalid.push(amountTerm.token);
    if (amountText !== null) words.push(amountText);
  } else if (amountText !== null) {
    const amount = parseAmount(amountText, locale, currency);
    if (amount !== null) out.amount = amount;
    else words.push(amountText);
  }
  const hasAmount =
    out.amount !== undefined || out.amount_greater_than !== undefined || out.amount_less_than !== undefined;
  if (currency && hasAmount) out.currency = currency;
  else if (currency) words.push(currency);
  out.q = words.join(' ');
  if (invalid.length) out.invalid = invalid;
  return out;
}
