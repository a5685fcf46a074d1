'use client';

import { useActionState } from 'react';
import { updatePreferencesAction, type PreferencesState } from '@/lib/auth/actions/update-preferences';
import type { Preferences } from '@/lib/auth/preferences';
import { describedBy, Field, FormMessage, Select, SubmitButton, type SelectOption } from '@/components/ui';

const THEME_OPTIONS: SelectOption[] = [
  { value: 'system', label: 'Same as this device' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

export function PreferencesForm({ preferences, timeZones, languages }: { preferences: Preferences; timeZones: string[]; languages: SelectOption[] }) {
  const [state, formAction] = useActionState<PreferencesState | null, FormData>(updatePreferencesAction, null);
  const errors = state?.fieldErrors ?? {};

  return (
    <form action={formAction} className="space-y-4">
      <Field id="timezone" label="Time zone" hint="Every date in the console is shown in this zone." error={errors.timezone}>
        <Select
          id="timezone"
          name="timezone"
          defaultValue={preferences.timeZone}
          aria-invalid={Boolean(errors.timezone) || undefined}
          aria-describedby={describedBy('timezone', { hint: true, error: errors.timezone })}
          options={timeZones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="language" label="Language" error={errors.language}>
          <Select
            id="language"
            name="language"
            defaultValue={preferences.language}
            options={languages}
            aria-invalid={Boolean(errors.language) || undefined}
            aria-describedby={describedBy('language', { error: errors.language })}
          />
        </Field>
        <Field id="theme" label="Theme" error={errors.theme}>
          <Select
            id="theme"
            name="theme"
            defaultValue={preferences.theme}
            options={THEME_OPTIONS}
            aria-invalid={Boolean(errors.theme) || undefined}
            aria-describedby={describedBy('theme', { error: errors.theme })}
          />
        </Field>
      </div>
      <FormMessage state={state} />
      <div className="flex justify-end">
        <SubmitButton pendingLabel="Saving…">Save preferences</SubmitButton>
      </div>
    </form>
  );
}
