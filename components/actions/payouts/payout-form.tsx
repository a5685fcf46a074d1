'use client';

import { useState } from 'react';
import { createPayoutAction } from '@/lib/actions/payouts/create';
import type { CreatedTransaction } from '@/lib/actions/kit/created';
import { formatMoney } from '@/lib/format/money';
import { parseMajorAmount } from '@/lib/forms/money';
import { LIMITS, maxLengthProblem, metadataProblems, referenceProblem, type MetadataRow } from '@/lib/forms/rules';
import type { AccountOption } from '@/lib/lookup/options';
import { CreatedPanel, CurrencyField, FormSection, MerchantField, TenantField } from '../create-kit';
import { TextAreaField, TextField } from '../fields';
import { ownMerchant, type FormContext } from '../form-context';
import { MetadataEditor } from '../metadata-editor';
import { MoneyField } from '../money-field';
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
  const [currency, setCurrency] = useState(own?.currency ?? 'USD');
  const [currencyChosen, setCurrencyChosen] = useState(false);
  const [description, setDescription] = useState('');
  const [primaryReference, setPrimaryReference] = useState('');
  const [secondaryReference, setSecondaryReference] = useState('');
  const [metadata, setMetadata] = useState<MetadataRow[]>([]);
  const language = context.display.language;

  const result = form.state?.ok ? form.state.result : undefined;
  if (result) {
    return (
      <CreatedPanel
        title="Payout created"
        message={form.state?.message}
        items={[
          { label: 'Payout', value: result.code ?? result.uuid ?? '—' },
          { label: 'Amount', value: formatMoney(result.amount, result.currency, language) },
          { label: 'Status', value: <span data-testid="created-status">{result.status ?? '—'}</span> },
        ]}
        href={result.href}
        hrefLabel="Open the payout"
        onAnother={onAnother}
        anotherLabel="Create another payout"
      />
    );
  }

  const parsedAmount = parseMajorAmount(amount, currency);
  const problems = {
    tenant_id: tenant ? null : 'Choose a tenant.',
    destination_account_id: destination ? null : 'Choose the account that receives the payout.',
    amount: parsedAmount.ok ? null : parsedAmount.message,
    description: maxLengthProblem(description, LIMITS.description),
    primary_reference: referenceProblem(primaryReference),
    secondary_reference: referenceProblem(secondaryReference),
    ...metadataProblems(metadata),
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
        ...(primaryReference ? [{ label: 'Primary reference', value: primaryReference }] : []),
        ...(secondaryReference ? [{ label: 'Secondary reference', value: secondaryReference }] : []),
        ...(metadata.some((r) => r.key) ? [{ label: 'Metadata', value: metadata.filter((r) => r.key).map((r) => `${r.key}=${r.value}`).join(', ') }] : []),
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
            if (account?.currency && !currencyChosen) setCurrency(account.currency);
          }}
          error={form.error('destination_account_id', problems.destination_account_id)}
        />
        <MerchantField label="Paid from the balance of" merchants={context.merchants} value={merchant} onValue={setMerchant} error={form.error('merchant_id')} />
        <TenantField tenants={context.tenants} value={tenant} onValue={setTenant} error={form.error('tenant_id', problems.tenant_id)} />
      </FormSection>
      <FormSection title="Amount">
        <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
          <MoneyField name="amount" label="Amount" value={amount} onValue={setAmount} currency={currency} language={language} error={form.error('amount', problems.amount)} />
          <CurrencyField
            value={currency}
            onValue={(value) => {
              setCurrency(value);
              setCurrencyChosen(true);
            }}
            extra={[own?.currency ?? null, destination?.currency ?? null]}
            error={form.error('currency')}
          />
        </div>
        <TextAreaField name="description" label="Description (optional)" value={description} onValue={setDescription} limit={LIMITS.description} rows={2} error={form.error('description', problems.description)} />
      </FormSection>
      <FormSection title="References and metadata" description="For your own reconciliation; the customer does not see them.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="primary_reference" label="Primary reference" value={primaryReference} onValue={setPrimaryReference} limit={LIMITS.reference} error={form.error('primary_reference', problems.primary_reference)} autoComplete="off" />
          <TextField name="secondary_reference" label="Secondary reference" value={secondaryReference} onValue={setSecondaryReference} limit={LIMITS.reference} error={form.error('secondary_reference', problems.secondary_reference)} autoComplete="off" />
        </div>
        <MetadataEditor rows={metadata} onRows={setMetadata} error={(name) => form.error(name, (problems as Record<string, string | null>)[name])} />
      </FormSection>
    </StepForm>
  );
}
