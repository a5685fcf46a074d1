'use client';

import { wordProblem } from '@/lib/forms/phrases';
import { futureWallTimeProblem } from '@/lib/forms/datetime';
import { hexColorProblem, httpUrlProblem } from '@/lib/forms/field-rules';
import { CheckboxField, SelectField, TextField } from '@/components/forms/fields';
import { ColorField } from '@/components/forms/color-field';
import type { Choice } from '@/lib/forms/context';
import type { ActionForm } from '@/components/forms/use-action-form';
import type { Translator } from '@/lib/i18n/core';
import { useT } from '@/lib/i18n/client';

/** Where a link leads afterwards, when it expires, its language and institution: shared by both link forms. */
export interface LinkSettings {
  default_institution: string;
  default_language: string;
  redirect_url: string;
  custom_confirmation_page: boolean;
  expiration_date: string;
}

export const EMPTY_LINK_SETTINGS: LinkSettings = {
  default_institution: '',
  default_language: '',
  redirect_url: '',
  custom_confirmation_page: false,
  expiration_date: '',
};

/** The settings' problems in the member's words, keyed by field name. */
export function linkSettingsProblems(s: LinkSettings, timeZone: string, t: Translator): Record<string, string | null> {
  return {
    redirect_url:
      wordProblem(t, httpUrlProblem(s.redirect_url.trim())) ??
      (s.custom_confirmation_page && !s.redirect_url.trim() ? t('forms.error.redirectNeeded') : null),
    expiration_date: wordProblem(t, futureWallTimeProblem(s.expiration_date, timeZone)),
    default_institution:
      s.default_institution && !/^ins_/.test(s.default_institution.trim()) ? t('forms.error.institutionId') : null,
  };
}

export function colorProblems(colors: Record<string, string>, t: Translator): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(colors).map(([name, value]) => [name, wordProblem(t, hexColorProblem(value.trim()))]),
  );
}

export function LinkSettingsFields<R>({
  value,
  onValue,
  institutions,
  timeZone,
  form,
  problems,
}: {
  value: LinkSettings;
  onValue: (v: LinkSettings) => void;
  institutions: Choice[] | null;
  timeZone: string;
  form: ActionForm<R>;
  problems: Record<string, string | null>;
}) {
  const t = useT();
  const set = (patch: Partial<LinkSettings>) => onValue({ ...value, ...patch });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {institutions && institutions.length ? (
          <SelectField
            name="default_institution"
            label={t('links.institution')}
            value={value.default_institution}
            onValue={(v) => set({ default_institution: v })}
            placeholder={t('links.none')}
            options={institutions}
            error={form.error('default_institution', problems.default_institution)}
          />
        ) : (
          <TextField
            name="default_institution"
            label={t('links.institutionOptional')}
            hint="ins_…"
            value={value.default_institution}
            onValue={(v) => set({ default_institution: v })}
            error={form.error('default_institution', problems.default_institution)}
            autoComplete="off"
          />
        )}
        <SelectField
          name="default_language"
          label={t('links.language')}
          value={value.default_language}
          onValue={(v) => set({ default_language: v })}
          options={[
            { value: '', label: t('forms.language.default') },
            { value: 'en_US', label: t('forms.language.en') },
            { value: 'es_CO', label: t('forms.language.esCO') },
          ]}
        />
      </div>
      <TextField
        name="redirect_url"
        type="url"
        label={t('links.redirect')}
        hint={t('links.redirectHint')}
        value={value.redirect_url}
        onValue={(v) => set({ redirect_url: v })}
        error={form.error('redirect_url', problems.redirect_url)}
        autoComplete="off"
        placeholder="https://shop.example.com/done"
      />
      <CheckboxField
        name="custom_confirmation_page"
        label={t('links.skipConfirmation')}
        hint={t('links.skipConfirmationHint')}
        checked={value.custom_confirmation_page}
        onChecked={(v) => set({ custom_confirmation_page: v })}
      />
      <TextField
        name="expiration_date"
        type="datetime-local"
        label={t('links.expiresOptional')}
        hint={t('links.expiresHint', { zone: timeZone })}
        value={value.expiration_date}
        onValue={(v) => set({ expiration_date: v })}
        error={form.error('expiration_date', problems.expiration_date)}
        className="sm:max-w-72"
      />
    </>
  );
}

export function ColorFields<R>({
  fields,
  values,
  onValues,
  defaults = {},
  form,
  problems,
}: {
  fields: readonly (readonly [string, string])[];
  values: Record<string, string>;
  onValues: (v: Record<string, string>) => void;
  defaults?: Record<string, string>;
  form: ActionForm<R>;
  problems: Record<string, string | null>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(([name, label]) => (
        <ColorField
          key={name}
          name={name}
          label={label}
          value={values[name] ?? ''}
          onValue={(v) => onValues({ ...values, [name]: v })}
          placeholder={defaults[name]}
          error={form.error(name, problems[name])}
        />
      ))}
    </div>
  );
}
