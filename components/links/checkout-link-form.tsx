'use client';

import dynamic from 'next/dynamic';
import { wordProblem } from '@/lib/forms/phrases';
import { useState } from 'react';
import { createCheckoutLinkAction } from '@/lib/actions/links/create-checkout-link';
import type { CreatedLink } from '@/lib/actions/links/link-fields';
import { formatMoney } from '@/lib/format/money';
import { parseMajorAmount } from '@/lib/forms/money';
import { LIMITS, maxLengthProblem, statementDescriptorProblem } from '@/lib/forms/field-rules';
import {
  AmountFields,
  FormSection,
  MerchantField,
  TenantField,
  useCurrency,
} from '@/components/forms/create-form-parts';
import { CheckboxField, TextAreaField, TextField } from '@/components/forms/fields';
import { ownMerchant, type FormContext } from '@/lib/forms/context';
import { ReferencesSection, referenceProblems, useReferences } from '@/components/forms/references';
import { StepForm } from '@/components/forms/step-form';
import { useActionForm, useFormInstance } from '@/components/forms/use-action-form';
import {
  EMPTY_END_USER_CHOICE,
  EndUserChoice,
  endUserChoiceProblems,
  type EndUserChoiceValue,
} from './end-user-choice';
import {
  colorProblems,
  ColorFields,
  EMPTY_LINK_SETTINGS,
  LinkSettingsFields,
  linkSettingsProblems,
  type LinkSettings,
} from './link-settings';
import { useT } from '@/lib/i18n/client';
import { rich } from '@/lib/i18n/rich';

// What a created link shows (its address, copy, QR code) loads once the link exists (docs/performance.md, "First-load
// JavaScript").
const CreatedLinkPanel = dynamic(() => import('./created-link').then((m) => m.CreatedLinkPanel));

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
const DEFAULTS = {
  sidebar_background_color: '#f2f2f2',
  sidebar_text_color: '#333333',
  main_content_box_background_color: '#ffffff',
  main_content_box_text_color: '#333333',
};

/** /checkout-links/new: a hosted page where the end user pays one payment. */
export function CheckoutLinkForm({ context }: { context: FormContext }) {
  const instance = useFormInstance(context.idempotencyKey);
  return (
    <CheckoutLinkInstance
      key={instance.key}
      context={context}
      idempotencyKey={instance.key}
      onAnother={instance.another}
    />
  );
}

function CheckoutLinkInstance({
  context,
  idempotencyKey,
  onAnother,
}: {
  context: FormContext;
  idempotencyKey: string;
  onAnother: () => void;
}) {
  const t = useT();
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
  if (result)
    return (
      <CreatedLinkPanel
        what="Checkout link"
        result={result}
        message={form.state?.message}
        timeZone={timeZone}
        onAnother={onAnother}
      />
    );

  const forMerchant = merchant ? context.merchants?.find((m) => m.value === merchant) : own;
  const parsedAmount = parseMajorAmount(amount, currency);
  const problems: Record<string, string | null> = {
    ...endUserChoiceProblems(endUser, { localIdRequired: forMerchant?.country === 'COL' }, t),
    link_name: linkName.trim() ? wordProblem(t, maxLengthProblem(linkName, LIMITS.linkName)) : t('links.error.title'),
    link_description: wordProblem(t, maxLengthProblem(linkDescription, LIMITS.linkDescription)),
    'transaction.tenant_id': tenant ? null : t('forms.error.chooseTenant'),
    'transaction.amount': parsedAmount.ok ? null : t(parsedAmount.problem),
    'transaction.description': wordProblem(t, maxLengthProblem(description, LIMITS.description)),
    'transaction.statement_descriptor': wordProblem(t, statementDescriptorProblem(descriptor.trim())),
    ...colorProblems(colors, t),
    ...linkSettingsProblems(settings, timeZone, t),
    ...referenceProblems(refs, t),
  };
  const error = (name: string) => form.error(name, problems[name]);
  const money = parsedAmount.ok ? formatMoney(parsedAmount.minor, currency, language) : '—';
  const customer =
    endUser.mode === 'existing'
      ? endUser.existing
        ? [endUser.existing.label, endUser.existing.email].filter(Boolean).join(' · ')
        : '—'
      : t('links.newEndUser');

  return (
    <StepForm
      form={form}
      label={t('action.newCheckoutLink')}
      problems={problems}
      labels={{
        existing_end_user_id: t('kind.endUser'),
        link_name: t('links.title'),
        'transaction.amount': t('common.amount'),
        'transaction.tenant_id': t('forms.tenant'),
      }}
      reviewTitle={t('links.reviewCheckout')}
      reviewNote={
        <>
          {rich(t('links.reviewCheckoutNote', { currency }), {
            customer: <strong>{customer}</strong>,
            amount: <strong>{money}</strong>,
          })}
        </>
      }
      review={() => [
        { label: t('links.title'), value: linkName.trim() },
        { label: t('common.amount'), value: money },
        { label: t('table.currency'), value: currency },
        { label: t('kind.endUser'), value: customer },
        {
          label: t('links.expires'),
          value: settings.expiration_date
            ? `${settings.expiration_date.replace('T', ' ')} (${timeZone})`
            : t('links.never'),
        },
        ...(settings.redirect_url ? [{ label: t('links.thenGoesTo'), value: settings.redirect_url }] : []),
      ]}
      confirmLabel={t('links.createCheckout')}
      pendingLabel={t('common.creating')}
      cancelHref="/checkout-links"
    >
      <FormSection title={t('links.whoPays')}>
        <MerchantField
          label={t('forms.forMerchant')}
          merchants={context.merchants}
          value={merchant}
          onValue={setMerchant}
          error={form.error('merchant_id')}
        />
        <EndUserChoice value={endUser} onValue={setEndUser} error={error} />
      </FormSection>
      <FormSection title={t('links.thePage')}>
        <TextField
          name="link_name"
          label={t('links.title')}
          value={linkName}
          onValue={setLinkName}
          limit={LIMITS.linkName}
          error={error('link_name')}
          autoComplete="off"
        />
        <TextAreaField
          name="link_description"
          label={t('links.subtitle')}
          value={linkDescription}
          onValue={setLinkDescription}
          limit={LIMITS.linkDescription}
          rows={2}
          error={error('link_description')}
        />
      </FormSection>
      <FormSection title={t('links.thePayment')}>
        <AmountFields
          prefix="transaction."
          amount={amount}
          onAmount={setAmount}
          currency={currencyChoice}
          extra={[own?.currency ?? null]}
          language={language}
          error={error}
        />
        <TenantField
          name="transaction.tenant_id"
          tenants={context.tenants}
          value={tenant}
          onValue={setTenant}
          error={error('transaction.tenant_id')}
        />
        <TextAreaField
          name="transaction.description"
          label={t('links.paymentDescription')}
          hint={t('links.paymentDescriptionHint')}
          value={description}
          onValue={setDescription}
          limit={LIMITS.description}
          rows={2}
          error={error('transaction.description')}
        />
        <TextField
          name="transaction.statement_descriptor"
          label={t('forms.statementDescriptorOptional')}
          hint={t('forms.descriptorHint')}
          value={descriptor}
          onValue={setDescriptor}
          limit={LIMITS.statementDescriptor.max}
          error={error('transaction.statement_descriptor')}
          autoComplete="off"
        />
        <CheckboxField
          name="transaction.auto_send_receipt"
          label={t('forms.sendReceipt')}
          checked={receipt}
          onChecked={setReceipt}
        />
      </FormSection>
      <FormSection title={t('links.appearance')} description={t('links.appearanceDefaultsShown')}>
        <ColorFields
          fields={COLORS}
          values={colors}
          onValues={setColors}
          defaults={DEFAULTS}
          form={form}
          problems={problems}
        />
      </FormSection>
      <FormSection title={t('links.behaviour')}>
        <LinkSettingsFields
          value={settings}
          onValue={setSettings}
          institutions={context.institutions}
          timeZone={timeZone}
          form={form}
          problems={problems}
        />
      </FormSection>
      <ReferencesSection refs={refs} error={error} />
    </StepForm>
  );
}
