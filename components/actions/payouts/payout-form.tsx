'use client';

import { HeldForApprovalPanel } from '@/components/approvals/held-panel';
import { useState } from 'react';
import { createPayoutAction } from '@/lib/actions/payouts/create';
import type { CreatedTransaction } from '@/lib/actions/kit/created';
import { formatMoney } from '@/lib/format/money';
import { parseMajorAmount } from '@/lib/forms/money';
import { LIMITS, maxLengthProblem } from '@/lib/forms/rules';
import type { AccountOption } from '@/lib/data/options';
import { AmountFields, CreatedTransactionPanel, FormSection, MerchantField, TenantField, useCurrency } from '../create-kit';
import { TextAreaField } from '../fields';
import { ownMerchant, type FormContext } from '../form-context';
import { ReferencesSection, referenceProblems, referenceReview, useReferences } from '../references';
import { AccountPicker } from '../search-picker';
import { StepForm } from '../step-form';
import { useActionForm, useFormInstance } from '../use-action-form';

/** /payouts/new: pay money out to a connected account. */
export function PayoutForm({ context }: { context: FormContext }) {
  const instance = useFormInstance(context.idempotencyKey);
  return <PayoutFormInstance key={instance.key} context={context} idempotencyKey={instance.key} onAnother={instance.another} />;
}

function PayoutFormInstance({ context, idempotencyKey, onAnother }: { context: FormContext; idempotencyKey: string; onAnother: () => void }) {
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
    return <HeldForApprovalPanel approval={form.state.approval} message={form.state.message} onAnother={onAnother} anotherLabel="Create another payout" />;
  }
  const result = form.state?.ok ? form.state.result : undefined;
  if (result) {
    return <CreatedTransactionPanel what="Payout" result={result} message={form.state?.message} language={language} onAnother={onAnother} />;
  }

  const parsedAmount = parseMajorAmount(amount, currency);
  const problems = {
    tenant_id: tenant ? null : 'Choose a tenant.',
    destination_account_id: destination ? null : 'Choose the account that receives the payout.',
    amount: parsedAmount.ok ? null : parsedAmount.message,
    description: maxLengthProblem(description, LIMITS.description),
    ...referenceProblems(refs),
  };
  const merchantLabel = context.merchants?.find((m) => (m.isSub ? m.value : '') === merchant)?.label ?? (merchant || own?.label || 'Your merchant');

  return (
    <StepForm
      form={form}
      label="New payout"
      problems={problems}
      labels={{ tenant_id: 'Tenant', destination_account_id: 'Destination account', amount: 'Amount' }}
      reviewTitle="Review the payout"
      reviewNote={
        <>
          Pay out <strong>{parsedAmount.ok ? formatMoney(parsedAmount.minor, currency, language) : '—'}</strong> ({currency}) to <strong>{destination?.label}</strong>
          {destination?.owner ? ` (${destination.owner})` : ''}?
        </>
      }
      review={() => [
        { label: 'Amount', value: parsedAmount.ok ? formatMoney(parsedAmount.minor, currency, language) : '—' },
        { label: 'Currency', value: currency },
        { label: 'To account', value: `${destination?.label ?? '—'}${destination?.owner ? ` · ${destination.owner}` : ''}` },
        { label: 'Paid from', value: merchantLabel },
        { label: 'Tenant', value: context.tenants?.find((t) => t.value === tenant)?.label ?? tenant },
        ...(description ? [{ label: 'Description', value: description }] : []),
        ...referenceReview(refs),
      ]}
      confirmLabel="Create payout"
      pendingLabel="Creating…"
      cancelHref="/payouts"
    >
      <FormSection title="Where the money goes">
        <AccountPicker
          name="destination_account_id"
          label="Destination account"
          hint="A CONNECTED account; search by code, owner’s email, last 4 digits or id."
          value={destination}
          onValue={(account) => {
            setDestination(account);
            currencyChoice.follow(account);
          }}
          error={form.error('destination_account_id', problems.destination_account_id)}
        />
        <MerchantField label="Paid from the balance of" merchants={context.merchants} value={merchant} onValue={setMerchant} error={form.error('merchant_id')} />
        <TenantField tenants={context.tenants} value={tenant} onValue={setTenant} error={form.error('tenant_id', problems.tenant_id)} />
      </FormSection>
      <FormSection title="Amount">
        <AmountFields amount={amount} onAmount={setAmount} currency={currencyChoice} extra={[own?.currency ?? null, destination?.currency ?? null]} language={language} error={(name) => form.error(name, (problems as Record<string, string | null>)[name])} />
        <TextAreaField name="description" label="Description (optional)" value={description} onValue={setDescription} limit={LIMITS.description} rows={2} error={form.error('description', problems.description)} />
      </FormSection>
      <ReferencesSection refs={refs} description="For your own reconciliation; the customer does not see them." error={(name) => form.error(name, (problems as Record<string, string | null>)[name])} />
    </StepForm>
  );
}
