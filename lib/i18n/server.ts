import 'server-only';
import { getPreferences } from '@/lib/auth';
import { toLanguage, translator, type Translator } from './translate';

/** The signed-in member's translator, for server components, route handlers and actions (English when signed out). */
export async function getT(): Promise<Translator> {
  const { language } = await getPreferences();
  return translator(toLanguage(language));
}
