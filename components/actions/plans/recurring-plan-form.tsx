'use client';

import { useState } from 'react';
import { createRecurringPlanAction, type CreatedPlan } from '@/lib/actions/recurring-plans/create';
import { formatMoney } from '@/lib/format/money';
import { parseMajorAmount } from '@/lib/forms/money';
import { CYCLE_FREQUENCIES, MAX_CYCLE_COUNT, PLAN_TRANSACTION_TYPES, planAccountNeeds, processingMethodProblem, PROCESSING_METHODS, scheduleProblems, type PlanEnd } from '@/lib/forms/recurring';
import { LIMITS, maxLengthProblem, statementDescriptorProblem } from '@/lib/forms/rules';
import type { AccountOption, EndUserOption } from '@/lib/data/options';
import { AmountFields, CreatedPanel, FormSection, MerchantField, TenantField, useCurrency } from '../create-kit';
import { RadioGroupField, SelectField, TextAreaField, TextField } from '../fields';
import { ownMerchant, type FormContext } from '../form-context';
import { ReferenceFields, referenceProblems, useReferences } from '../references';
import { AccountPicker, EndUserPicker } from '../search-picker';
import { StepForm } from '../step-form';
import { useActionForm, useFormInstance } from '../use-action-form';

/** /recurring-plans/new: a schedule that creates a payment, payout or transfer every cycle. */
export function RecurringPlanForm({ context }: { context: FormContext }) {
  const instance = useFormInstance(context.idempotencyKey);
  return <RecurringPlanInstance key={instance.key} context={context} idempotencyKey={instance.key} onAnother={instance.another} />;
}

function RecurringPlanInstance({ context, idempotencyKey, onAnother }: { context: FormContext; idempotencyKey: string; onAnother: () => void }) {
  const form = useActionForm<CreatedPlan>(createRecurringPlanAction, idempotencyKey);
  const own = ownMerchant(context.merchants);
  const [method, setMethod] = useState('AUTOMATIC');
  const [type, setType] = useState('PAYMENT');
  const [endUser, setEndUser] = useState<EndUserOption | null>(null);
  const [origin, setOrigin] = useState<AccountOption | null>(null);
  const [destination, setDestination] = useState<AccountOption | null>(null);
  const [frequency, setFrequency] = useState('MONTHLY');
  const [startDate, setStartDate] = useState('');
  const [end, setEnd] = useState<PlanEnd>('never');
  const [endDate, setEndDate] = useState('');
  const [cycles, setCycles] = useState('');
  const [merchant, setMerchant] = useState('');
  const [tenant, setTenant] = useState(context.tenants?.length === 1 ? context.tenants[0].value : '');
  const [amount, setAmount] = useState('');
  const currencyChoice = useCurrency(own?.currency ?? 'USD');
  const currency = currencyChoice.value;
  const [trxDescription, setTrxDescription] = useState('');
  const [descriptor, setDescriptor] = useState('');
  const [description, setDescription] = useState('');
  const refs = useReferences();
  const language = context.display.language;

  const result = form.state?.ok ? form.state.result : undefined;
  if (result) {
    return (
      <CreatedPanel
        title="Recurring plan created"
        message={form.state?.message}
        items={[
          { label: 'Plan', value: result.code ?? result.uuid ?? '—' },
          { label: 'Status', value: <span data-testid="created-status">{result.status ?? '—'}</span> },
        ]}
        href={result.href}
        hrefLabel="Open the plan"
        onAnother={onAnother}
        anotherLabel="Create another plan"
      />
    );
  }

  const today = new Date().toISOString().slice(0, 10);
  const needs = planAccountNeeds(type, method);
  const parsedAmount = parseMajorAmount(amount, currency);
  const problems: Record<string, string | null> = {
    processing_method: processingMethodProblem(type, method),
    existing_end_user_id: endUser ? null : 'Choose the end user.',
    origin_account_id: needs.origin === 'required' && !origin ? 'Choose the account each cycle collects from.' : null,
    destination_account_id:
      needs.destination === 'required' && !destination ? 'Choose the account each cycle pays.' : origin && destination && needs.origin === 'required' && origin.uuid === destination.uuid ? 'Choose an account other than the origin.' : null,
    ...scheduleProblems({ start_date: startDate, end, end_date: endDate, total_cycle_count: cycles }, today),
    'transaction.tenant_id': tenant ? null : 'Choose a tenant.',
    'transaction.amount': parsedAmount.ok ? null : parsedAmount.message,
    'transaction.description': maxLengthProblem(trxDescription, LIMITS.description),
    'transaction.statement_descriptor': statementDescriptorProblem(descriptor.trim()),
    description: maxLengthProblem(description, LIMITS.description),
    ...referenceProblems(refs),
  };
  const error = (name: string) => form.error(name, problems[name]);
  const money = parsedAmount.ok ? formatMoney(parsedAmount.minor, currency, language) : '—';
  const frequencyLabel = CYCLE_FREQUENCIES.find((f) => f.value === frequency)?.label ?? frequency;
  const typeLabel = PLAN_TRANSACTION_TYPES.find((t) => t.value === type)?.label ?? type;
  const endText = end === 'date' ? `Until ${endDate}` : end === 'count' ? `${cycles} cycles` : 'Until paused';

  return (
    <StepForm
      form={form}
      label="New recurring plan"
      problems={problems}
      labels={{ existing_end_user_id: 'End user', origin_account_id: 'Origin account', destination_account_id: 'Destination account', 'transaction.amount': 'Amount', 'transaction.tenant_id': 'Tenant' }}
      reviewTitle="Review the plan"
      reviewNote={
        <>
          {frequencyLabel}, from {startDate || `today (${today})`}: a <strong>{typeLabel.toLowerCase()}</strong> of <strong>{money}</strong> ({currency}) for <strong>{endUser?.label}</strong>. {endText}.
        </>
      }
      review={() => [
        { label: 'Each cycle', value: `${typeLabel} of ${money}` },
        { label: 'Currency', value: currency },
        { label: 'How', value: PROCESSING_METHODS.find((m) => m.value === method)?.label ?? method },
        { label: 'End user', value: endUser ? [endUser.label, endUser.email].filter(Boolean).join(' · ') : '—' },
        ...(needs.origin === 'required' ? [{ label: 'From account', value: origin?.label ?? '—' }] : []),
        ...(needs.destination === 'required' ? [{ label: 'To account', value: destination?.label ?? '—' }] : []),
        { label: 'Frequency', value: frequencyLabel },
        { label: 'Starts', value: startDate || `Today (${today})` },
        { label: 'Ends', value: endText },
      ]}
      confirmLabel="Create plan"
      pendingLabel="Creating…"
      cancelHref="/recurring-plans"
    >
      <FormSection title="What each cycle does">
        <RadioGroupField
          name="transaction.type"
          label="Transaction"
          value={type}
          onValue={(value) => {
            setType(value);
            if (value !== 'PAYMENT') setMethod('AUTOMATIC');
          }}
          options={PLAN_TRANSACTION_TYPES}
          error={form.error('transaction.type')}
        />
        <RadioGroupField
          name="processing_method"
          label="How"
          value={method}
          onValue={setMethod}
          options={PROCESSING_METHODS.map((m) => ({ ...m, disabled: m.value === 'SEND_REQUEST' && type !== 'PAYMENT' }))}
          error={error('processing_method')}
        />
        <AmountFields prefix="transaction." label="Amount each cycle" amount={amount} onAmount={setAmount} currency={currencyChoice} extra={[own?.currency ?? null, origin?.currency ?? null, destination?.currency ?? null]} language={language} error={error} />
        <TenantField name="transaction.tenant_id" tenants={context.tenants} value={tenant} onValue={setTenant} error={error('transaction.tenant_id')} />
        <TextAreaField name="transaction.description" label="Description of each transaction (optional)" hint="Empty: the plan’s description." value={trxDescription} onValue={setTrxDescription} limit={LIMITS.description} rows={2} error={error('transaction.description')} />
        <TextField name="transaction.statement_descriptor" label="Statement descriptor (optional)" hint="4 to 22 characters, at least one letter." value={descriptor} onValue={setDescriptor} limit={LIMITS.statementDescriptor.max} error={error('transaction.statement_descriptor')} autoComplete="off" />
      </FormSection>

      <FormSection title="Who and which accounts">
        <EndUserPicker name="existing_end_user_id" label="End user" value={endUser} onValue={setEndUser} error={error('existing_end_user_id')} />
        <MerchantField label="For merchant" merchants={context.merchants} value={merchant} onValue={setMerchant} error={form.error('merchant_id')} />
        {needs.origin === 'required' ? (
          <AccountPicker
            name="origin_account_id"
            label={type === 'PAYMENT' ? 'Collect from account' : 'From account'}
            hint={endUser ? 'The end user’s accounts are listed first; search for any other.' : undefined}
            endUserId={endUser?.uuid}
            value={origin}
            onValue={setOrigin}
            error={error('origin_account_id')}
          />
        ) : null}
        {needs.destination === 'required' ? (
          <AccountPicker name="destination_account_id" label={type === 'PAYOUT' ? 'Pay out to account' : 'To account'} endUserId={endUser?.uuid} value={destination} onValue={setDestination} error={error('destination_account_id')} />
        ) : null}
        {type === 'PAYMENT' && method === 'SEND_REQUEST' ? <p className="text-sm text-slate-600 dark:text-slate-400">Each cycle sends the end user a checkout link; they choose the account when they pay.</p> : null}
      </FormSection>

      <FormSection title="Schedule" description="Dates are calendar days in GMT, as the API counts them.">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="cycle_frequency" label="Frequency" value={frequency} onValue={setFrequency} options={CYCLE_FREQUENCIES} />
          <TextField name="start_date" type="date" label="First cycle" hint="Empty: today." min={today} value={startDate} onValue={setStartDate} error={error('start_date')} />
        </div>
        <RadioGroupField
          name="end"
          label="Ends"
          value={end}
          onValue={(value) => setEnd(value === 'date' ? 'date' : value === 'count' ? 'count' : 'never')}
          options={[
            { value: 'never', label: 'When paused', hint: 'Runs until someone pauses it.' },
            { value: 'date', label: 'On a date' },
            { value: 'count', label: 'After a number of cycles' },
          ]}
        />
        {end === 'date' ? <TextField name="end_date" type="date" label="Last possible cycle" min={startDate || today} value={endDate} onValue={setEndDate} error={error('end_date')} className="sm:max-w-60" /> : null}
        {end === 'count' ? (
          <TextField name="total_cycle_count" label="Number of cycles" inputMode="numeric" hint={`1 to ${MAX_CYCLE_COUNT.toLocaleString('en-US')}.`} value={cycles} onValue={setCycles} error={error('total_cycle_count')} className="sm:max-w-60" />
        ) : null}
      </FormSection>

      <FormSection title="About the plan">
        <TextAreaField name="description" label="Description (optional)" value={description} onValue={setDescription} limit={LIMITS.description} rows={2} error={error('description')} />
        <ReferenceFields refs={refs} error={error} />
      </FormSection>
    </StepForm>
  );
}
