'use client';

import { wordProblem, wordProblems } from '@/lib/forms/phrases';
import { humanize } from '@/lib/i18n/enum-label';
import { endUserNameProblems, LOCAL_ID_TYPES } from '@/lib/forms/end-user';
import { emailProblem, LIMITS, maxLengthProblem } from '@/lib/forms/field-rules';
import type { EndUserOption } from '@/lib/forms/options';
import { SelectField, TextField } from '@/components/forms/fields';
import { RadioGroupField } from '@/components/forms/radio-group-field';
import { EndUserPicker } from '@/components/forms/search-picker';
import type { Translator } from '@/lib/i18n/core';
import { useT } from '@/lib/i18n/client';

const P = 'new_end_user_details';

export interface EndUserChoiceValue {
  mode: 'existing' | 'new';
  existing: EndUserOption | null;
  details: {
    type: string;
    first_name: string;
    last_name: string;
    organization_legal_name: string;
    email: string;
    local_id_type: string;
    local_id_country: string;
    local_id: string;
  };
}

export const EMPTY_END_USER_CHOICE: EndUserChoiceValue = {
  mode: 'existing',
  existing: null,
  details: {
    type: 'INDIVIDUAL',
    first_name: '',
    last_name: '',
    organization_legal_name: '',
    email: '',
    local_id_type: '',
    local_id_country: '',
    local_id: '',
  },
};

/** The problems of the end-user part of a link form in the member's words, keyed by field name (as the action reports them). */
export function endUserChoiceProblems(
  value: EndUserChoiceValue,
  options: { localIdRequired: boolean },
  t: Translator,
): Record<string, string | null> {
  if (value.mode === 'existing')
    return { existing_end_user_id: value.existing ? null : t('forms.error.endUserChoice') };
  const d = value.details;
  return {
    ...wordProblems(t, endUserNameProblems(d, { prefix: P, organizationField: 'organization_legal_name' })),
    [`${P}.first_name`]:
      d.type === 'INDIVIDUAL'
        ? d.first_name.trim()
          ? wordProblem(t, maxLengthProblem(d.first_name, LIMITS.name))
          : t('endUser.error.firstName')
        : null,
    [`${P}.last_name`]:
      d.type === 'INDIVIDUAL'
        ? d.last_name.trim()
          ? wordProblem(t, maxLengthProblem(d.last_name, LIMITS.name))
          : t('endUser.error.lastName')
        : null,
    [`${P}.organization_legal_name`]:
      d.type === 'ORGANIZATION'
        ? d.organization_legal_name.trim()
          ? wordProblem(t, maxLengthProblem(d.organization_legal_name, LIMITS.name))
          : t('forms.error.organizationLegalName')
        : null,
    [`${P}.email`]: wordProblem(t, emailProblem(d.email.trim())),
    [`${P}.local_id_country`]:
      d.local_id_country && !/^[A-Za-z]{3}$/.test(d.local_id_country) ? t('endUser.error.country') : null,
    [`${P}.local_id`]: options.localIdRequired && !d.local_id.trim() ? t('endUser.error.idRequired') : null,
  };
}

/** Who the link is for: an existing end user (picker) or a new one created with the link. */
export function EndUserChoice({
  value,
  onValue,
  error,
}: {
  value: EndUserChoiceValue;
  onValue: (v: EndUserChoiceValue) => void;
  error: (name: string) => string | undefined;
}) {
  const t = useT();
  const d = value.details;
  const set = (patch: Partial<EndUserChoiceValue['details']>) => onValue({ ...value, details: { ...d, ...patch } });
  return (
    <div className="space-y-4">
      <input type="hidden" name="end_user_mode" value={value.mode} />
      <RadioGroupField
        name="end_user_choice"
        label={t('kind.endUser')}
        value={value.mode}
        onValue={(mode) => onValue({ ...value, mode: mode === 'new' ? 'new' : 'existing' })}
        options={[
          { value: 'existing', label: t('links.existingEndUser') },
          { value: 'new', label: t('links.newEndUser'), hint: t('links.newEndUserHint') },
        ]}
      />
      {value.mode === 'existing' ? (
        <EndUserPicker
          name="existing_end_user_id"
          label={t('kind.endUser')}
          value={value.existing}
          onValue={(existing) => onValue({ ...value, existing })}
          error={error('existing_end_user_id')}
        />
      ) : (
        <div className="space-y-4 rounded-md border border-slate-200 p-4 dark:border-slate-800">
          <RadioGroupField
            name={`${P}.type`}
            label={t('endUser.type')}
            value={d.type}
            onValue={(type) => set({ type })}
            options={[
              { value: 'INDIVIDUAL', label: t('endUser.individual') },
              { value: 'ORGANIZATION', label: t('endUser.organization') },
            ]}
          />
          {d.type === 'INDIVIDUAL' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name={`${P}.first_name`}
                label={t('endUser.firstName')}
                value={d.first_name}
                onValue={(first_name) => set({ first_name })}
                error={error(`${P}.first_name`)}
                autoComplete="off"
              />
              <TextField
                name={`${P}.last_name`}
                label={t('endUser.lastName')}
                value={d.last_name}
                onValue={(last_name) => set({ last_name })}
                error={error(`${P}.last_name`)}
                autoComplete="off"
              />
            </div>
          ) : (
            <TextField
              name={`${P}.organization_legal_name`}
              label={t('links.legalName')}
              value={d.organization_legal_name}
              onValue={(organization_legal_name) => set({ organization_legal_name })}
              error={error(`${P}.organization_legal_name`)}
              autoComplete="off"
            />
          )}
          <TextField
            name={`${P}.email`}
            type="email"
            label={t('links.emailOptional')}
            value={d.email}
            onValue={(email) => set({ email })}
            error={error(`${P}.email`)}
            autoComplete="off"
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              name={`${P}.local_id_type`}
              label={t('endUser.idType')}
              value={d.local_id_type}
              onValue={(local_id_type) => set({ local_id_type })}
              placeholder={t('links.none')}
              options={LOCAL_ID_TYPES.map((document) => ({ value: document, label: humanize(document) }))}
            />
            <TextField
              name={`${P}.local_id_country`}
              label={t('links.idCountry')}
              hint={t('links.idCountryHint')}
              maxLength={3}
              value={d.local_id_country}
              onValue={(v) => set({ local_id_country: v.toUpperCase() })}
              error={error(`${P}.local_id_country`)}
              autoComplete="off"
            />
            <TextField
              name={`${P}.local_id`}
              label={t('endUser.idNumber')}
              value={d.local_id}
              onValue={(local_id) => set({ local_id })}
              error={error(`${P}.local_id`)}
              autoComplete="off"
            />
          </div>
        </div>
      )}
    </div>
  );
}
