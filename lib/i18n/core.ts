import type { MessageKey, Messages } from './en';

/**
 * Translation without the dictionaries: languages, locales, placeholder filling and plural forms. Client
 * components build their translator from the member's messages (handed down by the console layout), so no
 * dictionary ships in a JavaScript bundle.
 */
export const LANGUAGES = ['en', 'es-CO'] as const;
export type Language = (typeof LANGUAGES)[number];
export type { MessageKey, Messages };

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
  return LOCALES[language] ?? LOCALES.en;
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

/**
 * A message not worded yet: what code that cannot know the reader's language returns (a form rule shown both
 * live in the browser and again by the server action, a zod issue). Whoever shows it words it with `t(phrase)`.
 */
export interface Phrase {
  key: MessageKey;
  vars?: Vars;
}

export function phrase(key: MessageKey, vars?: Vars): Phrase {
  return vars ? { key, vars } : { key };
}

export interface Translator {
  /** The message in the member's language, `{name}`s filled (numbers formatted for the locale). */
  (key: MessageKey | Phrase, vars?: Vars): string;
  /** The plural form for `count` (`{count}` is filled too). */
  plural(key: PluralKey, count: number, vars?: Vars): string;
  language: Language;
  locale: string;
}

/** A translate function over one language's messages; a missing message shows its key (and is told to `onMissing`). */
export function createTranslator(
  language: Language,
  messages: Partial<Messages>,
  fallback?: Partial<Messages>,
  onMissing?: (key: MessageKey) => void,
): Translator {
  const locale = localeOf(language);
  const word = (key: MessageKey, vars?: Vars) => {
    const message = messages[key] ?? fallback?.[key];
    if (message === undefined) onMissing?.(key);
    return fill(message ?? key, vars, locale);
  };
  const translate = ((key: MessageKey | Phrase, vars?: Vars) =>
    typeof key === 'object' ? word(key.key, { ...key.vars, ...vars }) : word(key, vars)) as Translator;
  translate.plural = (key, count, vars) => {
    let rules = pluralRules.get(locale);
    if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
    const form = rules.select(count) === 'one' ? 'one' : 'other';
    return translate(`${key}.${form}` as MessageKey, { count, ...vars });
  };
  translate.language = language;
  translate.locale = locale;
  return translate;
}
