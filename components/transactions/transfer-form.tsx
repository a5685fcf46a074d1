'use client';

import dynamic from 'next/dynamic';
import { wordProblem } from '@/lib/forms/phrases';
import { useState } from 'react';
import { createTransferAction } from '@/lib/actions/transactions/create-transfer';
import type { CreatedTransaction } from '@/lib/actions/created';
import { formatMoney } from '@/lib/format/money';
import { parseMajorAmount } from '@/lib/forms/money';
import { LIMITS, maxLengthProblem, statementDescriptorProblem } from '@/lib/forms/field-rules';
import type { AccountOption } from '@/lib/forms/options';
import {
  AmountFields,
  FormSection,
  MerchantField,
  TenantField,
  useCurrency,
} from '@/components/forms/create-form-parts';
import { CheckboxField, TextAreaField, TextField } from '@/components/forms/fields';
import { ownMerchant, type FormContext } from '@/lib/forms/context';
import { ReferencesSection, referenceProblems, referenceReview, useReferences } from '@/components/forms/references';
import { AccountPicker } from '@/components/forms/search-picker';
import { StepForm } from '@/components/forms/step-form';
import { useActionForm, useFormInstance } from '@/components/forms/use-action-form';
import { rich } from '@/lib/i18n/rich';
import { useT } from '@/lib/i18n/client';

// Shown only after a create succeeded: not first-load JavaScript (docs/performance.md, "First-load JavaScript").
const CreatedTransactionPanel = dynamic(() =>
  import('@/components/forms/created-panel').then((m) => m.CreatedTransactionPanel),
);

// Shown only after an approval rule held a submit: not first-load JavaScript (docs/performance.md, "First-load
// JavaScript").
const HeldForApprovalPanel = dynamic(() =>
  import('@/components/approvals/held-panel').then((m) => m.HeldForApprovalPanel),
);

/** /transfers/new: move money from one connected account to another. */
export function TransferForm({ context }: { context: FormContext }) {
  const instance = useFormInstance(context.idempotencyKey);
  return (
    <TransferFormInstance
      key={instance.key}
      context={context}
      idempotencyKey={instance.key}
      onAnother={instance.another}
    />
  );
}

function TransferFormInstance({
  context,
  idempotencyKey,
  onAnother,
}: {
  context: FormContext;
  idempotencyKey: string;
  onAnother: () => void;
}) {
  const t = useT();
  const form = useActionForm<CreatedTransaction>(createTransferAction, idempotencyKey);
  const own = ownMerchant(context.merchants);
  const [tenant, setTenant] = useState(context.tenants?.length === 1 ? context.tenants[0].value : '');
  const [merchant, setMerchant] = useState('');
  const [origin, setOrigin] = useState<AccountOption | null>(null);
  const [destination, setDestination] = useState<AccountOption | null>(null);
  const [amount, setAmount] = useState('');
  const currencyChoice = useCurrency(own?.currency ?? 'USD');
  const currency = currencyChoice.value;
  const [description, setDescription] = useState('');
  const [descriptor, setDescriptor] = useState('');
  const [receipt, setReceipt] = useState(false);
  const refs = useReferences();
  const language = context.display.language;

  if (form.state?.ok && form.state.approval) {
    return (
      <HeldForApprovalPanel
        approval={form.state.approval}
        message={form.state.message}
        onAnother={onAnother}
        anotherLabel={t('created.anotherTransfer')}
      />
    );
  }
  const result = form.state?.ok ? form.state.result : undefined;
  if (result) {
    return (
      <CreatedTransactionPanel
        what="Transfer"
        result={result}
        message={form.state?.message}
        language={language}
        onAnother={onAnother}
      />
    );
  }

  const parsedAmount = parseMajorAmount(amount, currency);
  const problems = {
    tenant_id: tenant ? null : t('forms.error.chooseTenant'),
    origin_account_id: origin ? null : t('transfer.error.origin'),
    destination_account_id: !destination
      ? t('transfer.error.destination')
      : origin && origin.uuid === destination.uuid
        ? t('transfer.error.same')
        : null,
    amount: parsedAmount.ok ? null : t(parsedAmount.problem),
    description: description.trim()
      ? wordProblem(t, maxLengthProblem(description, LIMITS.description))
      : t('forms.error.description'),
    statement_descriptor: wordProblem(t, statementDescriptorProblem(descriptor.trim(), { required: true })),
    ...referenceProblems(refs, t),
  };
  const money = parsedAmount.ok ? formatMoney(parsedAmount.minor, currency, language) : '—';
  const pick = (setter: (a: AccountOption | null) => void) => (account: AccountOption | null) => {
    setter(account);
    currencyChoice.follow(account);
  };

  return (
    <StepForm
      form={form}
      label={t('action.newTransfer')}
      problems={problems}
      labels={{
        tenant_id: t('forms.tenant'),
        origin_account_id: t('forms.fromAccount'),
        destination_account_id: t('forms.toAccount'),
        statement_descriptor: t('forms.statementDescriptor'),
      }}
      reviewTitle={t('transfer.reviewTitle')}
      reviewNote={
        <>
          {rich(t('transfer.reviewNote', { currency }), {
            amount: <strong>{money}</strong>,
            from: <strong>{origin?.label}</strong>,
            to: <strong>{destination?.label}</strong>,
          })}
        </>
      }
      review={() => [
        { label: t('common.amount'), value: money },
        { label: t('table.currency'), value: currency },
        { label: t('transfer.from'), value: `${origin?.label ?? '—'}${origin?.owner ? ` · ${origin.owner}` : ''}` },
        {
          label: t('transfer.to'),
          value: `${destination?.label ?? '—'}${destination?.owner ? ` · ${destination.owner}` : ''}`,
        },
        { label: t('forms.description'), value: description.trim() },
        { label: t('forms.statementDescriptor'), value: descriptor.trim() },
        { label: t('forms.receipt'), value: receipt ? t('forms.receiptSent') : t('forms.receiptNotSent') },
        { label: t('forms.tenant'), value: context.tenants?.find((c) => c.value === tenant)?.label ?? tenant },
        ...referenceReview(refs, t),
      ]}
      confirmLabel={t('transfer.create')}
      pendingLabel={t('common.creating')}
      cancelHref="/transfers"
    >
      <FormSection title={t('nav.accounts')}>
        <AccountPicker
          name="origin_account_id"
          label={t('forms.fromAccount')}
          hint={t('transfer.originHint')}
          value={origin}
          onValue={pick(setOrigin)}
          unavailable={(a) =>
            a.capabilities.length && !a.capabilities.includes('TRANSFERS') && !a.capabilities.includes('PAYMENTS')
              ? t('transfer.cannotSend')
              : null
          }
          error={form.error('origin_account_id', problems.origin_account_id)}
        />
        <AccountPicker
          name="destination_account_id"
          label={t('forms.toAccount')}
          value={destination}
          onValue={pick(setDestination)}
          unavailable={(a) => (origin && a.uuid === origin.uuid ? t('transfer.isOrigin') : null)}
          error={form.error('destination_account_id', problems.destination_account_id)}
        />
        <MerchantField
          label={t('forms.forMerchant')}
          merchants={context.merchants}
          value={merchant}
          onValue={setMerchant}
          error={form.error('merchant_id')}
        />
        <TenantField
          tenants={context.tenants}
          value={tenant}
          onValue={setTenant}
          error={form.error('tenant_id', problems.tenant_id)}
        />
      </FormSection>
      <FormSection title={t('transfer.amountSection')}>
        <AmountFields
          amount={amount}
          onAmount={setAmount}
          currency={currencyChoice}
          extra={[own?.currency ?? null, origin?.currency ?? null, destination?.currency ?? null]}
          language={language}
          error={(name) => form.error(name, (problems as Record<string, string | null>)[name])}
        />
        <TextAreaField
          name="description"
          label={t('forms.description')}
          hint={t('transfer.descriptionHint')}
          value={description}
          onValue={setDescription}
          limit={LIMITS.description}
          rows={2}
          error={form.error('description', problems.description)}
        />
        <TextField
          name="statement_descriptor"
          label={t('forms.statementDescriptor')}
          hint={t('transfer.descriptorHint')}
          value={descriptor}
          onValue={setDescriptor}
          limit={LIMITS.statementDescriptor.max}
          error={form.error('statement_descriptor', problems.statement_descriptor)}
          autoComplete="off"
        />
        <CheckboxField
          name="auto_send_receipt"
          label={t('forms.sendReceipt')}
          checked={receipt}
          onChecked={setReceipt}
        />
      </FormSection>
      <ReferencesSection
        refs={refs}
        description={t('transfer.referencesHint')}
        error={(name) => form.error(name, (problems as Record<string, string | null>)[name])}
      />
    </StepForm>
  );
}
