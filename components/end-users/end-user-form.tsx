'use client';

import { wordProblem } from '@/lib/forms/phrases';
import { useState } from 'react';
import { createEndUserAction, type CreatedEndUser } from '@/lib/actions/end-users/create';
import { LOCAL_ID_TYPES, type EndUserType } from '@/lib/forms/end-user';
import { emailProblem, isCalendarDate, LIMITS, maxLengthProblem } from '@/lib/forms/field-rules';
import { humanize } from '@/lib/i18n/enum-label';
import { FormSection, MerchantField } from '@/components/forms/create-form-parts';
import { CreatedPanel } from '@/components/forms/created-panel';
import { SelectField, TextAreaField, TextField } from '@/components/forms/fields';
import { RadioGroupField } from '@/components/forms/radio-group-field';
import { ownMerchant, type FormContext } from '@/lib/forms/context';
import { ReferenceFields, referenceProblems, useReferences } from '@/components/forms/references';
import { StepForm } from '@/components/forms/step-form';
import { useActionForm, useFormInstance } from '@/components/forms/use-action-form';
import { useT } from '@/lib/i18n/client';

const ADDRESS = [
  ['address_line_1', 'endUser.address.line1'],
  ['address_line_2', 'endUser.address.line2'],
  ['address_line_3', 'endUser.address.line3'],
  ['locality', 'endUser.address.city'],
  ['sublocality', 'endUser.address.district'],
  ['administrative_district', 'endUser.address.state'],
  ['postal_code', 'endUser.address.postalCode'],
  ['country', 'endUser.address.country'],
] as const;
type AddressField = (typeof ADDRESS)[number][0];

/** /end-users/new: a person or an organization who will connect accounts and pay. */
export function EndUserForm({ context }: { context: FormContext }) {
  const instance = useFormInstance(context.idempotencyKey);
  return (
    <EndUserFormInstance
      key={instance.key}
      context={context}
      idempotencyKey={instance.key}
      onAnother={instance.another}
    />
  );
}

function EndUserFormInstance({
  context,
  idempotencyKey,
  onAnother,
}: {
  context: FormContext;
  idempotencyKey: string;
  onAnother: () => void;
}) {
  const t = useT();
  const form = useActionForm<CreatedEndUser>(createEndUserAction, idempotencyKey);
  const own = ownMerchant(context.merchants);
  const [merchant, setMerchant] = useState('');
  const [type, setType] = useState<EndUserType>('INDIVIDUAL');
  const [names, setNames] = useState({ first_name: '', last_name: '', organization: '', organization_legal_name: '' });
  const [email, setEmail] = useState('');
  const [phoneCode, setPhoneCode] = useState(own?.country === 'COL' ? '57' : '1');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [idType, setIdType] = useState('');
  const [idCountry, setIdCountry] = useState(own?.country ?? '');
  const [localId, setLocalId] = useState('');
  const [birth, setBirth] = useState('');
  const [language, setLanguage] = useState('');
  const [address, setAddress] = useState<Record<AddressField, string>>(
    () => Object.fromEntries(ADDRESS.map(([f]) => [f, ''])) as Record<AddressField, string>,
  );
  const [note, setNote] = useState('');
  const refs = useReferences();

  const result = form.state?.ok ? form.state.result : undefined;
  if (result) {
    return (
      <CreatedPanel
        title={t('created.endUser')}
        message={form.state?.message}
        items={[
          { label: t('common.name'), value: result.name ?? '—' },
          { label: t('forms.code'), value: result.code ?? '—' },
          { label: t('forms.id'), value: result.uuid ?? '—' },
        ]}
        href={result.href}
        hrefLabel={t('created.openEndUser')}
        onAnother={onAnother}
        anotherLabel={t('created.anotherEndUser')}
      />
    );
  }

  const merchantCountry =
    (merchant ? context.merchants?.find((m) => m.value === merchant)?.country : own?.country) ?? null;
  const today = new Date().toISOString().slice(0, 10);
  const problems: Record<string, string | null> = {
    first_name:
      type === 'INDIVIDUAL'
        ? names.first_name.trim()
          ? wordProblem(t, maxLengthProblem(names.first_name, LIMITS.name))
          : t('endUser.error.firstName')
        : null,
    last_name:
      type === 'INDIVIDUAL'
        ? names.last_name.trim()
          ? wordProblem(t, maxLengthProblem(names.last_name, LIMITS.name))
          : t('endUser.error.lastName')
        : null,
    organization:
      type === 'ORGANIZATION'
        ? names.organization.trim()
          ? wordProblem(t, maxLengthProblem(names.organization, LIMITS.name))
          : t('endUser.error.organization')
        : null,
    organization_legal_name:
      type === 'ORGANIZATION' ? wordProblem(t, maxLengthProblem(names.organization_legal_name, LIMITS.name)) : null,
    email: wordProblem(t, emailProblem(email.trim(), { required: true })),
    'phone_number.country_code': /^\+?\d{1,4}$/.test(phoneCode.trim()) ? null : t('endUser.error.callingCode'),
    'phone_number.number': /^[\d\s().-]{4,20}$/.test(phoneNumber.trim()) ? null : t('endUser.error.phone'),
    local_id_type: idType ? null : t('endUser.error.idType'),
    local_id_country: /^[A-Za-z]{3}$/.test(idCountry.trim()) ? null : t('endUser.error.idCountry'),
    local_id:
      merchantCountry === 'COL' && !localId.trim()
        ? t('endUser.error.idRequired')
        : wordProblem(t, maxLengthProblem(localId, 40)),
    date_of_birth:
      birth && (!isCalendarDate(birth) ? t('forms.error.date') : birth > today ? t('endUser.error.birthFuture') : null),
    'address.country':
      address.country && !/^[A-Za-z]{3}$/.test(address.country.trim()) ? t('endUser.error.country') : null,
    note: wordProblem(t, maxLengthProblem(note, 1000)),
    ...referenceProblems(refs, t),
  };
  const setName = (field: keyof typeof names) => (value: string) => setNames({ ...names, [field]: value });

  return (
    <StepForm
      form={form}
      label={t('action.newEndUser')}
      problems={problems}
      confirmLabel={t('endUser.create')}
      pendingLabel={t('common.creating')}
      cancelHref="/end-users"
    >
      <FormSection title={t('endUser.who')}>
        <RadioGroupField
          name="type"
          label={t('endUser.type')}
          value={type}
          onValue={(value) => setType(value === 'ORGANIZATION' ? 'ORGANIZATION' : 'INDIVIDUAL')}
          options={[
            { value: 'INDIVIDUAL', label: t('endUser.individual') },
            { value: 'ORGANIZATION', label: t('endUser.organization') },
          ]}
        />
        {type === 'INDIVIDUAL' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="first_name"
              label={t('endUser.firstName')}
              value={names.first_name}
              onValue={setName('first_name')}
              error={form.error('first_name', problems.first_name)}
              autoComplete="off"
            />
            <TextField
              name="last_name"
              label={t('endUser.lastName')}
              value={names.last_name}
              onValue={setName('last_name')}
              error={form.error('last_name', problems.last_name)}
              autoComplete="off"
            />
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="organization"
              label={t('endUser.organization')}
              value={names.organization}
              onValue={setName('organization')}
              error={form.error('organization', problems.organization)}
              autoComplete="off"
            />
            <TextField
              name="organization_legal_name"
              label={t('endUser.legalNameOptional')}
              value={names.organization_legal_name}
              onValue={setName('organization_legal_name')}
              error={form.error('organization_legal_name', problems.organization_legal_name)}
              autoComplete="off"
            />
          </div>
        )}
        <MerchantField
          label={t('endUser.belongsTo')}
          merchants={context.merchants}
          value={merchant}
          onValue={setMerchant}
          error={form.error('merchant_id')}
        />
      </FormSection>
      <FormSection title={t('endUser.contact')}>
        <TextField
          name="email"
          type="email"
          label={t('common.email')}
          value={email}
          onValue={setEmail}
          error={form.error('email', problems.email)}
          autoComplete="off"
        />
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          <TextField
            name="phone_number.country_code"
            label={t('endUser.callingCode')}
            inputMode="tel"
            value={phoneCode}
            onValue={setPhoneCode}
            error={form.error('phone_number.country_code', problems['phone_number.country_code'])}
          />
          <TextField
            name="phone_number.number"
            label={t('endUser.phone')}
            inputMode="tel"
            value={phoneNumber}
            onValue={setPhoneNumber}
            error={form.error('phone_number.number', problems['phone_number.number'])}
            autoComplete="off"
          />
        </div>
        <SelectField
          name="preferred_language"
          label={t('endUser.language')}
          value={language}
          onValue={setLanguage}
          options={[
            { value: '', label: t('forms.language.default') },
            { value: 'en_US', label: t('forms.language.en') },
            { value: 'es_CO', label: t('forms.language.esCO') },
          ]}
        />
      </FormSection>
      <FormSection
        title={t('endUser.identity')}
        description={merchantCountry === 'COL' ? t('endUser.idRequiredColombia') : undefined}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            name="local_id_type"
            label={t('endUser.idType')}
            value={idType}
            onValue={setIdType}
            placeholder={t('forms.choose')}
            options={LOCAL_ID_TYPES.map((document) => ({ value: document, label: humanize(document) }))}
            error={form.error('local_id_type', problems.local_id_type)}
          />
          <TextField
            name="local_id_country"
            label={t('endUser.idIssuedBy')}
            hint={t('endUser.idIssuedByHint')}
            value={idCountry}
            onValue={(v) => setIdCountry(v.toUpperCase())}
            maxLength={3}
            error={form.error('local_id_country', problems.local_id_country)}
            autoComplete="off"
          />
          <TextField
            name="local_id"
            label={merchantCountry === 'COL' ? t('endUser.idNumber') : t('endUser.idNumberOptional')}
            value={localId}
            onValue={setLocalId}
            error={form.error('local_id', problems.local_id)}
            autoComplete="off"
          />
        </div>
        <TextField
          name="date_of_birth"
          type="date"
          label={t('endUser.birthOptional')}
          max={today}
          value={birth}
          onValue={setBirth}
          error={form.error('date_of_birth', problems.date_of_birth)}
          className="sm:max-w-60"
        />
      </FormSection>
      <FormSection title={t('endUser.addressOptional')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {ADDRESS.map(([field, label]) => (
            <TextField
              key={field}
              name={`address.${field}`}
              label={t(label)}
              value={address[field]}
              onValue={(value) =>
                setAddress({ ...address, [field]: field === 'country' ? value.toUpperCase() : value })
              }
              maxLength={field === 'country' ? 3 : field === 'postal_code' ? 20 : 200}
              error={form.error(`address.${field}`, problems[`address.${field}`])}
              autoComplete="off"
            />
          ))}
        </div>
      </FormSection>
      <FormSection title={t('endUser.notesSection')}>
        <TextAreaField
          name="note"
          label={t('forms.noteOptional')}
          value={note}
          onValue={setNote}
          limit={1000}
          rows={2}
          error={form.error('note', problems.note)}
        />
        <ReferenceFields
          refs={refs}
          error={(name) => form.error(name, (problems as Record<string, string | null>)[name])}
        />
      </FormSection>
    </StepForm>
  );
}
