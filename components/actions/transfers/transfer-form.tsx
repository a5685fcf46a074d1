'use client';

import { HeldForApprovalPanel } from '@/components/approvals/held-panel';
import { useState } from 'react';
import { createTransferAction } from '@/lib/actions/transfers/create';
import type { CreatedTransaction } from '@/lib/actions/kit/created';
import { formatMoney } from '@/lib/format/money';
import { parseMajorAmount } from '@/lib/forms/money';
import { LIMITS, maxLengthProblem, statementDescriptorProblem } from '@/lib/forms/rules';
import type { AccountOption } from '@/lib/data/options';
import { AmountFields, CreatedTransactionPanel, FormSection, MerchantField, TenantField, useCurrency } from '../create-kit';
import { CheckboxField, TextAreaField, TextField } from '../fields';
import { ownMerchant, type FormContext } from '../form-context';
import { ReferencesSection, referenceProblems, referenceReview, useReferences } from '../references';
import { AccountPicker } from '../search-picker';
import { StepForm } from '../step-form';
import { useActionForm, useFormInstance } from '../use-action-form';

/** /transfers/new: move money from one connected account to another. */
export function TransferForm({ context }: { context: FormContext }) {
  const instance = useFormInstance(context.idempotencyKey);
  return <TransferFormInstance key={instance.key} context={context} idempotencyKey={instance.key} onAnother={instance.another} />;
}

function TransferFormInstance({ context, idempotencyKey, onAnother }: { context: FormContext; idempotencyKey: string; onAnother: () => void }) {
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
    return <HeldForApprovalPanel approval={form.state.approval} message={form.state.message} onAnother={onAnother} anotherLabel="Create another transfer" />;
  }
  const result = form.state?.ok ? form.state.result : undefined;
  if (result) {
    return <CreatedTransactionPanel what="Transfer" result={result} message={form.state?.message} language={language} onAnother={onAnother} />;
  }

  const parsedAmount = parseMajorAmount(amount, currency);
  const problems = {
    tenant_id: tenant ? null : 'Choose a tenant.',
    origin_account_id: origin ? null : 'Choose the account the money leaves.',
    destination_account_id: !destination ? 'Choose the account the money goes to.' : origin && origin.uuid === destination.uuid ? 'Choose an account other than the origin.' : null,
    amount: parsedAmount.ok ? null : parsedAmount.message,
    description: description.trim() ? maxLengthProblem(description, LIMITS.description) : 'Enter a description.',
    statement_descriptor: statementDescriptorProblem(descriptor.trim(), { required: true }),
    ...referenceProblems(refs),
  };
  const money = parsedAmount.ok ? formatMoney(parsedAmount.minor, currency, language) : '—';
  const pick = (setter: (a: AccountOption | null) => void) => (account: AccountOption | null) => {
    setter(account);
    currencyChoice.follow(account);
  };

  return (
    <StepForm
      form={form}
      label="New transfer"
      problems={problems}
      labels={{ tenant_id: 'Tenant', origin_account_id: 'From account', destination_account_id: 'To account', statement_descriptor: 'Statement descriptor' }}
      reviewTitle="Review the transfer"
      reviewNote={
        <>
          Move <strong>{money}</strong> ({currency}) from <strong>{origin?.label}</strong> to <strong>{destination?.label}</strong>?
        </>
      }
      review={() => [
        { label: 'Amount', value: money },
        { label: 'Currency', value: currency },
        { label: 'From', value: `${origin?.label ?? '—'}${origin?.owner ? ` · ${origin.owner}` : ''}` },
        { label: 'To', value: `${destination?.label ?? '—'}${destination?.owner ? ` · ${destination.owner}` : ''}` },
        { label: 'Description', value: description.trim() },
        { label: 'Statement descriptor', value: descriptor.trim() },
        { label: 'Receipt', value: receipt ? 'Sent automatically' : 'Not sent' },
        { label: 'Tenant', value: context.tenants?.find((t) => t.value === tenant)?.label ?? tenant },
        ...referenceReview(refs),
      ]}
      confirmLabel="Create transfer"
      pendingLabel="Creating…"
      cancelHref="/transfers"
    >
      <FormSection title="Accounts">
        <AccountPicker
          name="origin_account_id"
          label="From account"
          hint="A CONNECTED account with the PAYMENTS or TRANSFERS capability."
          value={origin}
          onValue={pick(setOrigin)}
          unavailable={(a) => (a.capabilities.length && !a.capabilities.includes('TRANSFERS') && !a.capabilities.includes('PAYMENTS') ? 'This account cannot send transfers.' : null)}
          error={form.error('origin_account_id', problems.origin_account_id)}
        />
        <AccountPicker
          name="destination_account_id"
          label="To account"
          value={destination}
          onValue={pick(setDestination)}
          unavailable={(a) => (origin && a.uuid === origin.uuid ? 'This is the origin account.' : null)}
          error={form.error('destination_account_id', problems.destination_account_id)}
        />
        <MerchantField label="For merchant" merchants={context.merchants} value={merchant} onValue={setMerchant} error={form.error('merchant_id')} />
        <TenantField tenants={context.tenants} value={tenant} onValue={setTenant} error={form.error('tenant_id', problems.tenant_id)} />
      </FormSection>
      <FormSection title="Amount and description">
        <AmountFields amount={amount} onAmount={setAmount} currency={currencyChoice} extra={[own?.currency ?? null, origin?.currency ?? null, destination?.currency ?? null]} language={language} error={(name) => form.error(name, (problems as Record<string, string | null>)[name])} />
        <TextAreaField name="description" label="Description" hint="May be shown to the account holders, e.g. on receipts." value={description} onValue={setDescription} limit={LIMITS.description} rows={2} error={form.error('description', problems.description)} />
        <TextField
          name="statement_descriptor"
          label="Statement descriptor"
          hint="On the bank statement: 4 to 22 characters, at least one letter."
          value={descriptor}
          onValue={setDescriptor}
          limit={LIMITS.statementDescriptor.max}
          error={form.error('statement_descriptor', problems.statement_descriptor)}
          autoComplete="off"
        />
        <CheckboxField name="auto_send_receipt" label="Send a receipt automatically" checked={receipt} onChecked={setReceipt} />
      </FormSection>
      <ReferencesSection refs={refs} description="For your own reconciliation." error={(name) => form.error(name, (problems as Record<string, string | null>)[name])} />
    </StepForm>
  );
}
