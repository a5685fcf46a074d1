'use client';

import { useActionState } from 'react';
import { updatePreferencesAction, type PreferencesState } from '@/lib/actions/preferences/update-preferences';
import type { Preferences } from '@/lib/auth/preferences';
import { describedBy, Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/alert';
import { Select, type SelectOption } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import type { MessageKey } from '@/lib/i18n';
import { useT } from '@/lib/i18n/client';

const THEME_OPTIONS: { value: string; label: MessageKey }[] = [
  { value: 'system', label: 'settings.theme.system' },
  { value: 'light', label: 'shell.theme.light' },
  { value: 'dark', label: 'shell.theme.dark' },
];

type PreferencesProps = { preferences: Preferences; timeZones: string[]; languages: SelectOption[] };

/**
 * The member's time zone, language and theme. The fields start again from the saved preferences whenever they
 * change (also from the shell's theme switch), while the form's answer ("Preferences saved.", in the language
 * just chosen) stays on screen.
 */
export function PreferencesForm(props: PreferencesProps) {
  const [state, formAction] = useActionState<PreferencesState | null, FormData>(updatePreferencesAction, null);
  const t = useT();
  const { preferences } = props;
  return (
    <form action={formAction} className="space-y-4">
      <PreferenceFields
        key={`${preferences.timeZone}|${preferences.language}|${preferences.theme}`}
        {...props}
        errors={state?.fieldErrors ?? {}}
      />
      <FormMessage state={state} />
      <div className="flex justify-end">
        <SubmitButton pendingLabel={t('settings.saving')}>{t('settings.save')}</SubmitButton>
      </div>
    </form>
  );
}

function PreferenceFields({
  preferences,
  timeZones,
  languages,
  errors,
}: PreferencesProps & { errors: Record<string, string> }) {
  const t = useT();
  return (
    <>
      <Field id="timezone" label={t('settings.timeZone')} hint={t('settings.timeZoneHint')} error={errors.timezone}>
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
        <Field id="language" label={t('settings.language')} error={errors.language}>
          <Select
            id="language"
            name="language"
            defaultValue={preferences.language}
            options={languages}
            aria-invalid={Boolean(errors.language) || undefined}
            aria-describedby={describedBy('language', { error: errors.language })}
          />
        </Field>
        <Field id="theme" label={t('settings.theme')} error={errors.theme}>
          <Select
            id="theme"
            name="theme"
            defaultValue={preferences.theme}
            options={THEME_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
            aria-invalid={Boolean(errors.theme) || undefined}
            aria-describedby={describedBy('theme', { error: errors.theme })}
          />
        </Field>
      </div>
    </>
  );
}
