import { en, type MessageKey, type Messages } from './en';
import { esCO } from './es-CO';

/**
 * The console's languages (a staff member's `preferences.language`). Plain data and pure functions, so
 * server components (`getT()` in ./server.ts) and client components (`useT()` in ./client.tsx) translate
 * with the same code.
 */
export const LANGUAGES = ['en', 'es-CO'] as const;
export type Language = (typeof LANGUAGES)[number];
export type { MessageKey, Messages };

const DICTIONARIES: Record<Language, Messages> = { en, 'es-CO': esCO };

/** BCP 47 locale for Intl (numbers, plurals, month names). */
const LOCALES: Record<Language, string> = { en: 'en-US', 'es-CO': 'es-CO' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Any stored or typed language ("es_CO", "es-co") → a console language; English otherwise. */
export function toLanguage(value: string | null | undefined): Language {
  const normalized = (value ?? '').trim().replace(/_/g, '-').toLowerCase();
  return normalized === 'es-co' || normalized === 'es' ? 'es-CO' : 'en';
}

export function localeOf(language: Language): string {
  return LOCALES[language];
}

export type Vars = Record<string, string | number>;

/** Keys that have `.one` and `.other` forms, named without the suffix. */
export type PluralKey = { [K in MessageKey]: K extends `${infer Base}.other` ? Base : never }[MessageKey];

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

function fill(template: string, vars: Vars | undefined, locale: string): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numberFormat(locale).format(value) : value;
  });
}

export interface Translator {
  /** The message in the member's language, `{name}`s filled (numbers formatted for the locale). */
  (key: MessageKey, vars?: Vars): string;
  /** The plural form for `count` (`{count}` is filled too). */
  plural(key: PluralKey, count: number, vars?: Vars): string;
  language: Language;
  locale: string;
}

const translators = new Map<Language, Translator>();

/** A translate function bound to one language; missing messages fall back to English. */
export function translator(language: Language): Translator {
  const known = translators.get(language);
  if (known) return known;
  const messages = DICTIONARIES[language] ?? en;
  const locale = LOCALES[language] ?? LOCALES.en;
  const translate = ((key: MessageKey, vars?: Vars) => fill(messages[key] ?? en[key] ?? key, vars, locale)) as Translator;
  translate.plural = (key, count, vars) => {
    let rules = pluralRules.get(locale);
    if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
    const form = rules.select(count) === 'one' ? 'one' : 'other';
    return translate(`${key}.${form}` as MessageKey, { count, ...vars });
  };
  translate.language = language;
  translate.locale = locale;
  translators.set(language, translate);
  return translate;
}

/** One message without keeping a translator around. */
export function t(language: Language, key: MessageKey, vars?: Vars): string {
  return translator(language)(key, vars);
}
