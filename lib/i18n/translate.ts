import { createTranslator, type Language, type MessageKey, type Messages, type Translator, type Vars } from './core';
import { en } from './en';
import { esCO } from './es-CO';

export {
  isLanguage,
  LANGUAGES,
  localeOf,
  phrase,
  toLanguage,
  type Language,
  type MessageKey,
  type Messages,
  type Phrase,
  type PluralKey,
  type Translator,
  type Vars,
} from './core';

const DICTIONARIES: Record<Language, Messages> = { en, 'es-CO': esCO };

/** One language's messages (what the console layout hands to client components). */
export function messagesOf(language: Language): Messages {
  return DICTIONARIES[language] ?? en;
}

const translators = new Map<Language, Translator>();

/** A translate function bound to one language; missing messages fall back to English. */
export function translator(language: Language): Translator {
  let known = translators.get(language);
  if (!known) translators.set(language, (known = createTranslator(language, messagesOf(language), en)));
  return known;
}

/** One message without keeping a translator around. */
export function t(language: Language, key: MessageKey, vars?: Vars): string {
  return translator(language)(key, vars);
}
