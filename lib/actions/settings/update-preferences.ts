'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getConsoleDb } from '@/lib/db';
import { authorizeAction } from '@/lib/auth/session';
import { isTimeZone } from '@/lib/auth/preferences';
import { LANGUAGES, THEMES, updateStaffPreferences, type Language, type Theme } from '@/lib/auth/staff';
import { forgetStaff } from '@/lib/auth/staff-cache';
import { translator, type MessageKey } from '@/lib/i18n';
import { getT } from '@/lib/i18n/server';

export interface PreferencesState {
  ok: boolean;
  message?: string;
  fieldErrors?: Partial<Record<'timezone' | 'language' | 'theme', string>>;
}

const schema = z.object({
  timezone: z
    .string()
    .trim()
    .min(1, 'actions.settings.chooseTimeZone')
    .max(64)
    .refine(isTimeZone, 'actions.settings.timeZoneFromList'),
  language: z.enum(LANGUAGES.map((language) => language.code) as [Language, ...Language[]], {
    message: 'actions.settings.languageFromList',
  }),
  theme: z.enum(THEMES as [Theme, ...Theme[]], { message: 'actions.settings.chooseTheme' }),
});

/** The member's own display preferences: any signed-in member may change theirs, nobody else's. */
export async function updatePreferencesAction(
  _previous: PreferencesState | null,
  formData: FormData,
): Promise<PreferencesState> {
  const authz = await authorizeAction('read', 'preferences.update');
  if (!authz.ok) return authz;
  const parsed = schema.safeParse({
    timezone: formData.get('timezone'),
    language: formData.get('language'),
    theme: formData.get('theme'),
  });
  if (!parsed.success) {
    const t = await getT();
    const fieldErrors: PreferencesState['fieldErrors'] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof NonNullable<PreferencesState['fieldErrors']>;
      fieldErrors[field] ??= t(issue.message as MessageKey);
    }
    return { ok: false, message: t('forms.checkFields'), fieldErrors };
  }
  await updateStaffPreferences(await getConsoleDb(), authz.session.user.id, parsed.data);
  forgetStaff(authz.session.user.id);
  revalidatePath('/', 'layout');
  // In the language just chosen: the page around the form is rendered in it from now on.
  return { ok: true, message: translator(parsed.data.language)('actions.settings.saved') };
}

/** The theme toggle in the user menu: saves the choice so it follows the member to other devices. */
export async function setThemeAction(theme: Theme): Promise<{ ok: boolean; message?: string }> {
  const authz = await authorizeAction('read', 'preferences.update');
  if (!authz.ok) return authz;
  const parsed = z.enum(THEMES as [Theme, ...Theme[]]).safeParse(theme);
  if (!parsed.success) return { ok: false, message: (await getT())('actions.settings.chooseTheme') };
  await updateStaffPreferences(await getConsoleDb(), authz.session.user.id, { theme: parsed.data });
  forgetStaff(authz.session.user.id);
  return { ok: true };
}
