'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getConsoleDb } from '@/lib/db';
import { action } from '@/lib/actions/define';
import { isTimeZone } from '@/lib/auth/preferences';
import { LANGUAGES, THEMES, updateStaffPreferences, type Language, type Theme } from '@/lib/auth/staff';
import { forgetStaff } from '@/lib/auth/staff-cache';
import { translator } from '@/lib/i18n';

export interface PreferencesState {
  ok: boolean;
  message?: string;
  fieldErrors?: Partial<Record<'timezone' | 'language' | 'theme', string>>;
  values?: Record<string, string>;
}

const theme = z.enum(THEMES as [Theme, ...Theme[]], { message: 'actions.settings.chooseTheme' });

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
  theme,
});

/** The member's own display preferences: any signed-in member may change theirs, nobody else's. */
export const updatePreferencesAction = action<typeof schema, PreferencesState>(
  {
    permission: 'read',
    audit: 'preferences.update',
    schema,
  },
  async ({ session, input }) => {
    await updateStaffPreferences(await getConsoleDb(), session.user.id, input);
    forgetStaff(session.user.id);
    revalidatePath('/', 'layout');
    // In the language just chosen: the page around the form is rendered in it from now on.
    return { ok: true, message: translator(input.language)('actions.settings.saved') };
  },
);

/** The theme toggle in the user menu (a form of one field, `theme`): saves the choice so it follows the member. */
export const setThemeAction = action<typeof theme, { ok: boolean; message?: string }>(
  {
    permission: 'read',
    audit: 'preferences.update',
    schema: theme,
    input: (formData) => formData.get('theme'),
    invalid: 'actions.settings.chooseTheme',
  },
  async ({ session, input }) => {
    await updateStaffPreferences(await getConsoleDb(), session.user.id, { theme: input });
    forgetStaff(session.user.id);
    return { ok: true };
  },
);
