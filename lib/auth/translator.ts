import 'server-only';
// Not '@/lib/auth': its session guards word their refusals with getT, and the index would make that a cycle.
import { getPreferences } from '@/lib/auth/preferences';
import { toLanguage, translator, type Translator } from '@/lib/i18n/translate';

/** The signed-in member's translator, for server components, route handlers and actions (English when signed out). */
export async function getT(): Promise<Translator> {
  const { language } = await getPreferences();
  return translator(toLanguage(language));
}
