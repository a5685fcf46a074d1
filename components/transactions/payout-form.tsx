'use client';

import dynamic from 'next/dynamic';
import { wordProblem } from '@/lib/forms/phrases';
import { useState } from 'react';
import { createPayoutAction } from '@/lib/actions/transactions/create-payout';
import type { CreatedTransaction } from '@/lib/actions/created';
import { formatMoney } from '@/lib/format/money';
import { parseMajorAmount } from '@/lib/forms/money';
import { LIMITS, maxLengthProblem } from '@/lib/forms/field-rules';
import type { AccountOption } from '@/lib/forms/options';
import {
  AmountFields,
  FormSection,
  MerchantField,
  TenantField,
  useCurrency,
} from '@/components/forms/create-form-parts';
import { TextAreaField } from '@/components/forms/fields';
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

/** /payouts/new: pay money out to a connected account. */
export function PayoutForm({ context }: { context: FormContext }) {
  const instance = useFormInstance(context.idempotencyKey);
  return (
    <PayoutFormInstance
      key={instance.key}
      context={context}
      idempotencyKey={instance.key}
      onAnother={instance.another}
    />
  );
}

function PayoutFormInstance({
  context,
  idempotencyKey,
  onAnother,
}: {
  context: FormContext;
  idempotencyKey: string;
  onAnother: () => void;
}) {
  const t = useT();
  const form = useActionForm<CreatedTransaction>(createPayoutAction, idempotencyKey);
  const own = ownMerchant(context.merchants);
  const [tenant, setTenant] = useState(context.tenants?.length === 1 ? context.tenants[0].value : '');
  const [merchant, setMerchant] = useState('');
  const [destination, setDestination] = useState<AccountOption | null>(null);
  const [amount, setAmount] = useState('');
  const currencyChoice = useCurrency(own?.currency ?? 'USD');
  const currency = currencyChoice.value;
  const [description, setDescription] = useState('');
  const refs = useReferences();
  const language = context.display.language;

  if (form.state?.ok && form.state.approval) {
    return (
      <HeldForApprovalPanel
        approval={form.state.approval}
        message={form.state.message}
        onAnother={onAnother}
        anotherLabel={t('created.anotherPayout')}
      />
    );
  }
  const result = form.state?.ok ? form.state.result : undefined;
  if (result) {
    return (
      <CreatedTransactionPanel
        what="Payout"
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
    destination_account_id: destination ? null : t('payout.error.destination'),
    amount: parsedAmount.ok ? null : t(parsedAmount.problem),
    description: wordProblem(t, maxLengthProblem(description, LIMITS.description)),
    ...referenceProblems(refs, t),
  };
  const merchantLabel =
    context.merchants?.find((m) => (m.isSub ? m.value : '') === merchant)?.label ??
    (merchant || own?.label || t('forms.yourMerchant'));

  return (
    <StepForm
      form={form}
      label={t('action.newPayout')}
      problems={problems}
      labels={{
        tenant_id: t('forms.tenant'),
        destination_account_id: t('payout.destination'),
        amount: t('common.amount'),
      }}
      reviewTitle={t('payout.reviewTitle')}
      reviewNote={
        <>
          {rich(
            t(destination?.owner ? 'payout.reviewNoteOwner' : 'payout.reviewNote', {
              currency,
              owner: destination?.owner ?? '',
            }),
            {
              amount: <strong>{parsedAmount.ok ? formatMoney(parsedAmount.minor, currency, language) : '—'}</strong>,
              account: <strong>{destination?.label}</strong>,
            },
          )}
        </>
      }
      review={() => [
        {
          label: t('common.amount'),
          value: parsedAmount.ok ? formatMoney(parsedAmount.minor, currency, language) : '—',
        },
        { label: t('table.currency'), value: currency },
        {
          label: t('forms.toAccount'),
          value: `${destination?.label ?? '—'}${destination?.owner ? ` · ${destination.owner}` : ''}`,
        },
        { label: t('payout.paidFrom'), value: merchantLabel },
        { label: t('forms.tenant'), value: context.tenants?.find((c) => c.value === tenant)?.label ?? tenant },
        ...(description ? [{ label: t('forms.description'), value: description }] : []),
        ...referenceReview(refs, t),
      ]}
      confirmLabel={t('payout.create')}
      pendingLabel={t('common.creating')}
      cancelHref="/payouts"
    >
      <FormSection title={t('payout.whereSection')}>
        <AccountPicker
          name="destination_account_id"
          label={t('payout.destination')}
          hint={t('payout.destinationHint')}
          value={destination}
          onValue={(account) => {
            setDestination(account);
            currencyChoice.follow(account);
          }}
          error={form.error('destination_account_id', problems.destination_account_id)}
        />
        <MerchantField
          label={t('payout.paidFromBalance')}
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
      <FormSection title={t('common.amount')}>
        <AmountFields
          amount={amount}
          onAmount={setAmount}
          currency={currencyChoice}
          extra={[own?.currency ?? null, destination?.currency ?? null]}
          language={language}
          error={(name) => form.error(name, (problems as Record<string, string | null>)[name])}
        />
        <TextAreaField
          name="description"
          label={t('forms.descriptionOptional')}
          value={description}
          onValue={setDescription}
          limit={LIMITS.description}
          rows={2}
          error={form.error('description', problems.description)}
        />
      </FormSection>
      <ReferencesSection
        refs={refs}
        description={t('payout.referencesHint')}
        error={(name) => form.error(name, (problems as Record<string, string | null>)[name])}
      />
    </StepForm>
  );
}
