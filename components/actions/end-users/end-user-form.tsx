'use client';

import { useState } from 'react';
import { createEndUserAction, type CreatedEndUser } from '@/lib/actions/end-users/create';
import { LOCAL_ID_TYPES, type EndUserType } from '@/lib/forms/end-user';
import { emailProblem, isCalendarDate, LIMITS, maxLengthProblem } from '@/lib/forms/rules';
import { humanize } from '@/components/resources/shared/display';
import { CreatedPanel, FormSection, MerchantField } from '../create-kit';
import { RadioGroupField, SelectField, TextAreaField, TextField } from '../fields';
import { ownMerchant, type FormContext } from '../form-context';
import { ReferenceFields, referenceProblems, useReferences } from '../references';
import { StepForm } from '../step-form';
import { useActionForm, useFormInstance } from '../use-action-form';

const ADDRESS = [
  ['address_line_1', 'Address line 1'],
  ['address_line_2', 'Address line 2'],
  ['address_line_3', 'Address line 3'],
  ['locality', 'City'],
  ['sublocality', 'District'],
  ['administrative_district', 'State or department'],
  ['postal_code', 'Postal code'],
  ['country', 'Country (3 letters)'],
] as const;
type AddressField = (typeof ADDRESS)[number][0];

/** /end-users/new: a person or an organization who will connect accounts and pay. */
export function EndUserForm({ context }: { context: FormContext }) {
  const instance = useFormInstance(context.idempotencyKey);
  return <EndUserFormInstance key={instance.key} context={context} idempotencyKey={instance.key} onAnother={instance.another} />;
}

function EndUserFormInstance({ context, idempotencyKey, onAnother }: { context: FormContext; idempotencyKey: string; onAnother: () => void }) {
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
  const [address, setAddress] = useState<Record<AddressField, string>>(() => Object.fromEntries(ADDRESS.map(([f]) => [f, ''])) as Record<AddressField, string>);
  const [note, setNote] = useState('');
  const refs = useReferences();

  const result = form.state?.ok ? form.state.result : undefined;
  if (result) {
    return (
      <CreatedPanel
        title="End user created"
        message={form.state?.message}
        items={[
          { label: 'Name', value: result.name ?? '—' },
          { label: 'Code', value: result.code ?? '—' },
          { label: 'Id', value: result.uuid ?? '—' },
        ]}
        href={result.href}
        hrefLabel="Open the end user"
        onAnother={onAnother}
        anotherLabel="Create another end user"
      />
    );
  }

  const merchantCountry = (merchant ? context.merchants?.find((m) => m.value === merchant)?.country : own?.country) ?? null;
  const today = new Date().toISOString().slice(0, 10);
  const problems: Record<string, string | null> = {
    first_name: type === 'INDIVIDUAL' ? (names.first_name.trim() ? maxLengthProblem(names.first_name, LIMITS.name) : 'Enter the first name.') : null,
    last_name: type === 'INDIVIDUAL' ? (names.last_name.trim() ? maxLengthProblem(names.last_name, LIMITS.name) : 'Enter the last name.') : null,
    organization: type === 'ORGANIZATION' ? (names.organization.trim() ? maxLengthProblem(names.organization, LIMITS.name) : 'Enter the organization’s name.') : null,
    organization_legal_name: type === 'ORGANIZATION' ? maxLengthProblem(names.organization_legal_name, LIMITS.name) : null,
    email: emailProblem(email.trim(), { required: true }),
    'phone_number.country_code': /^\+?\d{1,4}$/.test(phoneCode.trim()) ? null : 'Enter a calling code like 1 or +57.',
    'phone_number.number': /^[\d\s().-]{4,20}$/.test(phoneNumber.trim()) ? null : 'Enter 4 to 20 digits.',
    local_id_type: idType ? null : 'Choose the ID type.',
    local_id_country: /^[A-Za-z]{3}$/.test(idCountry.trim()) ? null : 'Use a 3-letter country code like USA or COL.',
    local_id: merchantCountry === 'COL' && !localId.trim() ? 'Required for merchants in Colombia.' : maxLengthProblem(localId, 40),
    date_of_birth: birth && (!isCalendarDate(birth) ? 'Enter a date.' : birth > today ? 'A date of birth cannot be in the future.' : null),
    'address.country': address.country && !/^[A-Za-z]{3}$/.test(address.country.trim()) ? 'Use a 3-letter country code.' : null,
    note: maxLengthProblem(note, 1000),
    ...referenceProblems(refs),
  };
  const setName = (field: keyof typeof names) => (value: string) => setNames({ ...names, [field]: value });

  return (
    <StepForm form={form} label="New end user" problems={problems} confirmLabel="Create end user" pendingLabel="Creating…" cancelHref="/end-users">
      <FormSection title="Who">
        <RadioGroupField
          name="type"
          label="Type"
          value={type}
          onValue={(value) => setType(value === 'ORGANIZATION' ? 'ORGANIZATION' : 'INDIVIDUAL')}
          options={[
            { value: 'INDIVIDUAL', label: 'Individual' },
            { value: 'ORGANIZATION', label: 'Organization' },
          ]}
        />
        {type === 'INDIVIDUAL' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="first_name" label="First name" value={names.first_name} onValue={setName('first_name')} error={form.error('first_name', problems.first_name)} autoComplete="off" />
            <TextField name="last_name" label="Last name" value={names.last_name} onValue={setName('last_name')} error={form.error('last_name', problems.last_name)} autoComplete="off" />
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="organization" label="Organization" value={names.organization} onValue={setName('organization')} error={form.error('organization', problems.organization)} autoComplete="off" />
            <TextField name="organization_legal_name" label="Legal name (optional)" value={names.organization_legal_name} onValue={setName('organization_legal_name')} error={form.error('organization_legal_name', problems.organization_legal_name)} autoComplete="off" />
          </div>
        )}
        <MerchantField label="Belongs to" merchants={context.merchants} value={merchant} onValue={setMerchant} error={form.error('merchant_id')} />
      </FormSection>
      <FormSection title="Contact">
        <TextField name="email" type="email" label="Email" value={email} onValue={setEmail} error={form.error('email', problems.email)} autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          <TextField name="phone_number.country_code" label="Calling code" inputMode="tel" value={phoneCode} onValue={setPhoneCode} error={form.error('phone_number.country_code', problems['phone_number.country_code'])} />
          <TextField name="phone_number.number" label="Phone number" inputMode="tel" value={phoneNumber} onValue={setPhoneNumber} error={form.error('phone_number.number', problems['phone_number.number'])} autoComplete="off" />
        </div>
        <SelectField
          name="preferred_language"
          label="Language for notifications"
          value={language}
          onValue={setLanguage}
          options={[
            { value: '', label: 'English (default)' },
            { value: 'en_US', label: 'English' },
            { value: 'es_CO', label: 'Spanish (Colombia)' },
          ]}
        />
      </FormSection>
      <FormSection title="Identity" description={merchantCountry === 'COL' ? 'The ID number is required for merchants in Colombia.' : undefined}>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField name="local_id_type" label="ID type" value={idType} onValue={setIdType} placeholder="Choose…" options={LOCAL_ID_TYPES.map((t) => ({ value: t, label: humanize(t) }))} error={form.error('local_id_type', problems.local_id_type)} />
          <TextField name="local_id_country" label="Issued by (country)" hint="3 letters: USA, COL…" value={idCountry} onValue={(v) => setIdCountry(v.toUpperCase())} maxLength={3} error={form.error('local_id_country', problems.local_id_country)} autoComplete="off" />
          <TextField name="local_id" label={merchantCountry === 'COL' ? 'ID number' : 'ID number (optional)'} value={localId} onValue={setLocalId} error={form.error('local_id', problems.local_id)} autoComplete="off" />
        </div>
        <TextField name="date_of_birth" type="date" label="Date of birth (optional)" max={today} value={birth} onValue={setBirth} error={form.error('date_of_birth', problems.date_of_birth)} className="sm:max-w-60" />
      </FormSection>
      <FormSection title="Address (optional)">
        <div className="grid gap-4 sm:grid-cols-2">
          {ADDRESS.map(([field, label]) => (
            <TextField
              key={field}
              name={`address.${field}`}
              label={label}
              value={address[field]}
              onValue={(value) => setAddress({ ...address, [field]: field === 'country' ? value.toUpperCase() : value })}
              maxLength={field === 'country' ? 3 : field === 'postal_code' ? 20 : 200}
              error={form.error(`address.${field}`, problems[`address.${field}`])}
              autoComplete="off"
            />
          ))}
        </div>
      </FormSection>
      <FormSection title="Notes, references and metadata">
        <TextAreaField name="note" label="Note (optional)" value={note} onValue={setNote} limit={1000} rows={2} error={form.error('note', problems.note)} />
        <ReferenceFields refs={refs} error={(name) => form.error(name, (problems as Record<string, string | null>)[name])} />
      </FormSection>
    </StepForm>
  );
}
