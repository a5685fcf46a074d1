'use client';

import { useState } from 'react';
import { createCheckoutLinkAction } from '@/lib/actions/checkout-links/create';
import type { CreatedLink } from '@/lib/actions/kit/links';
import { formatMoney } from '@/lib/format/money';
import { parseMajorAmount } from '@/lib/forms/money';
import { LIMITS, maxLengthProblem, statementDescriptorProblem } from '@/lib/forms/rules';
import { AmountFields, FormSection, MerchantField, TenantField, useCurrency } from '../create-kit';
import { CheckboxField, TextAreaField, TextField } from '../fields';
import { ownMerchant, type FormContext } from '../form-context';
import { ReferencesSection, referenceProblems, useReferences } from '../references';
import { StepForm } from '../step-form';
import { useActionForm, useFormInstance } from '../use-action-form';
import { CreatedLinkPanel } from './created-link';
import { EMPTY_END_USER_CHOICE, EndUserChoice, endUserChoiceProblems, type EndUserChoiceValue } from './end-user-choice';
import { colorProblems, ColorFields, EMPTY_LINK_SETTINGS, LinkSettingsFields, linkSettingsProblems, type LinkSettings } from './link-settings';

const COLORS = [
  ['background_color', 'Page background'],
  ['sidebar_background_color', 'Sidebar background'],
  ['sidebar_text_color', 'Sidebar text'],
  ['main_content_box_background_color', 'Main box background'],
  ['main_content_box_text_color', 'Main box text'],
  ['button_color', 'Button'],
  ['button_text_color', 'Button text'],
] as const;

/** The spec's defaults when a checkout colour is empty (2.7). */
const DEFAULTS = { sidebar_background_color: '#f2f2f2', sidebar_text_color: '#333333', main_content_box_background_color: '#ffffff', main_content_box_text_color: '#333333' };

/** /checkout-links/new: a hosted page where the end user pays one payment. */
export function CheckoutLinkForm({ context }: { context: FormContext }) {
  const instance = useFormInstance(context.idempotencyKey);
  return <CheckoutLinkInstance key={instance.key} context={context} idempotencyKey={instance.key} onAnother={instance.another} />;
}

function CheckoutLinkInstance({ context, idempotencyKey, onAnother }: { context: FormContext; idempotencyKey: string; onAnother: () => void }) {
  const form = useActionForm<CreatedLink>(createCheckoutLinkAction, idempotencyKey);
  const own = ownMerchant(context.merchants);
  const [merchant, setMerchant] = useState('');
  const [endUser, setEndUser] = useState<EndUserChoiceValue>(EMPTY_END_USER_CHOICE);
  const [linkName, setLinkName] = useState('');
  const [linkDescription, setLinkDescription] = useState('');
  const [tenant, setTenant] = useState(context.tenants?.length === 1 ? context.tenants[0].value : '');
  const [amount, setAmount] = useState('');
  const currencyChoice = useCurrency(own?.currency ?? 'USD');
  const currency = currencyChoice.value;
  const [description, setDescription] = useState('');
  const [descriptor, setDescriptor] = useState('');
  const [receipt, setReceipt] = useState(false);
  const [colors, setColors] = useState<Record<string, string>>({});
  const [settings, setSettings] = useState<LinkSettings>(EMPTY_LINK_SETTINGS);
  const refs = useReferences();
  const timeZone = context.display.timeZone;
  const language = context.display.language;

  const result = form.state?.ok ? form.state.result : undefined;
  if (result) return <CreatedLinkPanel what="Checkout link" result={result} message={form.state?.message} timeZone={timeZone} onAnother={onAnother} />;

  const forMerchant = merchant ? context.merchants?.find((m) => m.value === merchant) : own;
  const parsedAmount = parseMajorAmount(amount, currency);
  const problems: Record<string, string | null> = {
    ...endUserChoiceProblems(endUser, { localIdRequired: forMerchant?.country === 'COL' }),
    link_name: linkName.trim() ? maxLengthProblem(linkName, LIMITS.linkName) : 'Enter the title of the page.',
    link_description: maxLengthProblem(linkDescription, LIMITS.linkDescription),
    'transaction.tenant_id': tenant ? null : 'Choose a tenant.',
    'transaction.amount': parsedAmount.ok ? null : parsedAmount.message,
    'transaction.description': maxLengthProblem(description, LIMITS.description),
    'transaction.statement_descriptor': statementDescriptorProblem(descriptor.trim()),
    ...colorProblems(colors),
    ...linkSettingsProblems(settings, timeZone),
    ...referenceProblems(refs),
  };
  const error = (name: string) => form.error(name, problems[name]);
  const money = parsedAmount.ok ? formatMoney(parsedAmount.minor, currency, language) : '—';
  const customer = endUser.mode === 'existing' ? (endUser.existing ? [endUser.existing.label, endUser.existing.email].filter(Boolean).join(' · ') : '—') : 'A new end user';

  return (
    <StepForm
      form={form}
      label="New checkout link"
      problems={problems}
      labels={{ existing_end_user_id: 'End user', link_name: 'Title', 'transaction.amount': 'Amount', 'transaction.tenant_id': 'Tenant' }}
      reviewTitle="Review the checkout link"
      reviewNote={
        <>
          Create a page asking <strong>{customer}</strong> to pay <strong>{money}</strong> ({currency})?
        </>
      }
      review={() => [
        { label: 'Title', value: linkName.trim() },
        { label: 'Amount', value: money },
        { label: 'Currency', value: currency },
        { label: 'End user', value: customer },
        { label: 'Expires', value: settings.expiration_date ? `${settings.expiration_date.replace('T', ' ')} (${timeZone})` : 'Never' },
        ...(settings.redirect_url ? [{ label: 'Then goes to', value: settings.redirect_url }] : []),
      ]}
      confirmLabel="Create checkout link"
      pendingLabel="Creating…"
      cancelHref="/checkout-links"
    >
      <FormSection title="Who pays">
        <MerchantField label="For merchant" merchants={context.merchants} value={merchant} onValue={setMerchant} error={form.error('merchant_id')} />
        <EndUserChoice value={endUser} onValue={setEndUser} error={error} />
      </FormSection>
      <FormSection title="The page">
        <TextField name="link_name" label="Title" value={linkName} onValue={setLinkName} limit={LIMITS.linkName} error={error('link_name')} autoComplete="off" />
        <TextAreaField name="link_description" label="Text under the title (optional)" value={linkDescription} onValue={setLinkDescription} limit={LIMITS.linkDescription} rows={2} error={error('link_description')} />
      </FormSection>
      <FormSection title="The payment">
        <AmountFields prefix="transaction." amount={amount} onAmount={setAmount} currency={currencyChoice} extra={[own?.currency ?? null]} language={language} error={error} />
        <TenantField name="transaction.tenant_id" tenants={context.tenants} value={tenant} onValue={setTenant} error={error('transaction.tenant_id')} />
        <TextAreaField name="transaction.description" label="Payment description (optional)" hint="Shown on receipts; empty: the title." value={description} onValue={setDescription} limit={LIMITS.description} rows={2} error={error('transaction.description')} />
        <TextField
          name="transaction.statement_descriptor"
          label="Statement descriptor (optional)"
          hint="4 to 22 characters, at least one letter."
          value={descriptor}
          onValue={setDescriptor}
          limit={LIMITS.statementDescriptor.max}
          error={error('transaction.statement_descriptor')}
          autoComplete="off"
        />
        <CheckboxField name="transaction.auto_send_receipt" label="Send a receipt automatically" checked={receipt} onChecked={setReceipt} />
      </FormSection>
      <FormSection title="Appearance" description="Empty colours use the defaults shown.">
        <ColorFields fields={COLORS} values={colors} onValues={setColors} defaults={DEFAULTS} form={form} problems={problems} />
      </FormSection>
      <FormSection title="Behaviour">
        <LinkSettingsFields value={settings} onValue={setSettings} institutions={context.institutions} timeZone={timeZone} form={form} problems={problems} />
      </FormSection>
      <ReferencesSection refs={refs} error={error} />
    </StepForm>
  );
}
