/**
 * Console translations. Server components: `const t = await getT()` (from '@/lib/auth/translator');
 * client components: `const t = useT()` (from '@/lib/i18n/client'); both give `t(key, vars)` and
 * `t.plural(key, count)`. Messages live in ./en.ts (the source) and ./es-CO.ts; client code imports types
 * and ./core only, so no dictionary ends up in a bundle.
 */
export {
  isLanguage,
  LANGUAGES,
  localeOf,
  messagesOf,
  t,
  toLanguage,
  translator,
  type Language,
  type MessageKey,
  phrase,
  type Phrase,
  type PluralKey,
  type Translator,
  type Vars,
} from './translate';
