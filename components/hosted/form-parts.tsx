'use client';

import { useState, type ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import type { HostedLanguage, InstitutionChoice } from '@/lib/embedded-api';
import { messagesFor } from '@/lib/hosted/messages';

const control =
  'block w-full rounded-lg border border-current/20 bg-transparent px-3 py-2.5 text-base sm:text-sm outline-none transition ' +
  'focus:border-current/60 focus:ring-2 focus:ring-current/15 aria-invalid:border-red-500 aria-invalid:ring-red-200';

export function FieldRow({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs opacity-80">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Bank, account number, routing number (US banks only), type and subtype. Controlled, so what the
 * person typed survives a refused submit.
 */
export function AccountFields({
  language,
  institutions,
  defaultInstitutionId,
  errors,
  prefix = '',
}: {
  language: HostedLanguage;
  institutions: InstitutionChoice[];
  defaultInstitutionId: string | null;
  errors: FieldErrors;
  prefix?: string;
}) {
  const t = messagesFor(language);
  const initial = institutions.some((i) => i.id === defaultInstitutionId)
    ? defaultInstitutionId!
    : institutions.length === 1
      ? institutions[0].id
      : '';
  const [institutionId, setInstitutionId] = useState(initial);
  const [accountNumber, setAccountNumber] = useState('');
  const [routingNumber, setRoutingNumber] = useState('');
  const [subtype, setSubtype] = useState('CHECKING');
  const institution = institutions.find((i) => i.id === institutionId);
  const countries = [...new Set(institutions.map((i) => i.country))];
  const id = (name: string) => `${prefix}${name}`;
  const err = (name: string) => errors[name];

  return (
    <div className="space-y-4">
      <FieldRow
        id={id('institution_id')}
        label={t.fields.institution}
        hint={institution?.requiresValidation ? t.fields.validates : undefined}
        error={err('institution_id')}
      >
        <select
          id={id('institution_id')}
          name="institution_id"
          className={control}
          value={institutionId}
          onChange={(e) => setInstitutionId(e.target.value)}
          aria-invalid={Boolean(err('institution_id'))}
          aria-describedby={describedBy(
            id('institution_id'),
            institution?.requiresValidation ? t.fields.validates : undefined,
            err('institution_id'),
          )}
          required
        >
          <option value="" disabled>
            {t.fields.chooseInstitution}
          </option>
          {countries.map((country) => (
            <optgroup key={country} label={t.fields.countries[country] ?? country}>
              {institutions
                .filter((i) => i.country === country)
                .map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </FieldRow>

      <FieldRow
        id={id('account_number')}
        label={t.fields.accountNumber}
        hint={t.fields.accountNumberHint}
        error={err('account_number')}
      >
        <input
          id={id('account_number')}
          name="account_number"
          className={control}
          inputMode="numeric"
          autoComplete="off"
          value={accountNumber}
          onChange={(e) => setAccountNumber(e.target.value)}
          aria-invalid={Boolean(err('account_number'))}
          aria-describedby={describedBy(id('account_number'), t.fields.accountNumberHint, err('account_number'))}
          required
        />
      </FieldRow>

      {!institution || institution.country === 'USA' ? (
        <FieldRow
          id={id('routing_number')}
          label={t.fields.routingNumber}
          hint={t.fields.routingNumberHint}
          error={err('routing_number')}
        >
          <input
            id={id('routing_number')}
            name="routing_number"
            className={control}
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            value={routingNumber}
            onChange={(e) => setRoutingNumber(e.target.value)}
            aria-invalid={Boolean(err('routing_number'))}
            aria-describedby={describedBy(id('routing_number'), t.fields.routingNumberHint, err('routing_number'))}
          />
        </FieldRow>
      ) : null}

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FieldRow id={id('type')} label={t.fields.type} error={err('type')}>
          <select id={id('type')} name="type" className={control} defaultValue="DEPOSITORY">
            <option value="DEPOSITORY">{t.fields.depository}</option>
          </select>
        </FieldRow>
        <FieldRow id={id('subtype')} label={t.fields.subtype} error={err('subtype')}>
          <select
            id={id('subtype')}
            name="subtype"
            className={control}
            value={subtype}
            onChange={(e) => setSubtype(e.target.value)}
          >
            {(['CHECKING', 'SAVINGS', 'MONEY_MARKET'] as const).map((s) => (
              <option key={s} value={s}>
                {t.fields[s]}
              </option>
            ))}
          </select>
        </FieldRow>
      </div>
    </div>
  );
}

export function ConsentBox({ id, text, error }: { id: string; text: string; error?: string }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex items-start gap-3 text-sm leading-snug">
        <input
          id={id}
          name="consent"
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-current/30"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{text}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function PayButton({
  label,
  pendingLabel,
  color,
  textColor,
}: {
  label: string;
  pendingLabel: string;
  color: string;
  textColor: string;
}) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className="inline-flex h-12 w-full items-center justify-center rounded-lg px-4 text-base font-semibold shadow-sm transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60"
      style={{ background: color, color: textColor, outlineColor: color }}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

/** The error at the top of a refused form, announced to screen readers as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}

/** A finished page: a tick, what happened, the reference and the way on. */
export function Confirmation({
  title,
  body,
  reference,
  referenceLabel,
  continueUrl,
  continueLabel,
  closeLabel,
  button,
  buttonText,
  tone = 'done',
}: {
  title: string;
  body: string;
  reference: string;
  referenceLabel: string;
  continueUrl: string | null;
  continueLabel: string;
  closeLabel: string;
  button: string;
  buttonText: string;
  tone?: 'done' | 'pending';
}) {
  return (
    <div className="py-4 text-center" data-testid="hosted-confirmation">
      <div
        aria-hidden="true"
        className={`mx-auto mb-5 flex h-14 w-14 items-center justify-center rounded-full text-2xl ${tone === 'done' ? 'bg-emerald-50 text-emerald-600' : 'bg-amber-50 text-amber-600'}`}
      >
        {tone === 'done' ? '✓' : '…'}
      </div>
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-sm opacity-80">{body}</p>
      <p className="mt-4 text-xs opacity-80">
        {referenceLabel}: <span className="font-mono">{reference}</span>
      </p>
      <div className="mt-6">
        {continueUrl ? (
          <a
            href={continueUrl}
            className="inline-flex h-12 w-full items-center justify-center rounded-lg px-4 text-base font-semibold shadow-sm hover:opacity-90"
            style={{ background: button, color: buttonText }}
          >
            {continueLabel}
          </a>
        ) : (
          <p className="text-sm opacity-80">{closeLabel}</p>
        )}
      </div>
    </div>
  );
}
