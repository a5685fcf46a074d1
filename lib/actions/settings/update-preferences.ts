'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getConsoleDb } from '@/lib/db';
import { authorizeAction } from '@/lib/auth/session';
import { isTimeZone } from '@/lib/auth/preferences';
import { LANGUAGES, THEMES, updateStaffPreferences, type Language, type Theme } from '@/lib/auth/staff';
import { forgetStaff } from '@/lib/auth/staff-cache';

export interface PreferencesState {
  ok: boolean;
  message?: string;
  fieldErrors?: Partial<Record<'timezone' | 'language' | 'theme', string>>;
}

const schema = z.object({
  timezone: z.string().trim().min(1, 'Choose a time zone.').max(64).refine(isTimeZone, 'Choose a time zone from the list.'),
  language: z.enum(LANGUAGES.map((language) => language.code) as [Language, ...Language[]], { message: 'Choose a language from the list.' }),
  theme: z.enum(THEMES as [Theme, ...Theme[]], { message: 'Choose light, dark or system.' }),
});

/** The member's own display preferences: any signed-in member may change theirs, nobody else's. */
export async function updatePreferencesAction(_previous: PreferencesState | null, formData: FormData): Promise<PreferencesState> {
  const authz = await authorizeAction('read', 'preferences.update');
  if (!authz.ok) return authz;
  const parsed = schema.safeParse({ timezone: formData.get('timezone'), language: formData.get('language'), theme: formData.get('theme') });
  if (!parsed.success) {
    const fieldErrors: PreferencesState['fieldErrors'] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof NonNullable<PreferencesState['fieldErrors']>;
      fieldErrors[field] ??= issue.message;
    }
    return { ok: false, message: 'Check the highlighted fields.', fieldErrors };
  }
  await updateStaffPreferences(await getConsoleDb(), authz.session.user.id, parsed.data);
  forgetStaff(authz.session.user.id);
  revalidatePath('/', 'layout');
  return { ok: true, message: 'Preferences saved.' };
}

/** The theme toggle in the user menu: saves the choice so it follows the member to other devices. */
export async function setThemeAction(theme: Theme): Promise<{ ok: boolean; message?: string }> {
  const authz = await authorizeAction('read', 'preferences.update');
  if (!authz.ok) return authz;
  const parsed = z.enum(THEMES as [Theme, ...Theme[]]).safeParse(theme);
  if (!parsed.success) return { ok: false, message: 'Choose light, dark or system.' };
  await updateStaffPreferences(await getConsoleDb(), authz.session.user.id, { theme: parsed.data });
  forgetStaff(authz.session.user.id);
  return { ok: true };
}
