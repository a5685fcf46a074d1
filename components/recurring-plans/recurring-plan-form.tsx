'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { createRecurringPlanAction, type CreatedPlan } from '@/lib/actions/recurring-plans/create';
import { formatMoney } from '@/lib/format/money';
import { parseMajorAmount } from '@/lib/forms/money';
import {
  CYCLE_FREQUENCIES,
  MAX_CYCLE_COUNT,
  PLAN_TRANSACTION_TYPES,
  planAccountNeeds,
  processingMethodProblem,
  PROCESSING_METHODS,
  scheduleProblems,
  type PlanEnd,
} from '@/lib/forms/recurring';
import { wordOptions, wordProblem, wordProblems } from '@/lib/forms/phrases';
import { LIMITS, maxLengthProblem, statementDescriptorProblem } from '@/lib/forms/field-rules';
import type { AccountOption, EndUserOption } from '@/lib/forms/options';
import {
  AmountFields,
  FormSection,
  MerchantField,
  TenantField,
  useCurrency,
} from '@/components/forms/create-form-parts';
import { SelectField, TextAreaField, TextField } from '@/components/forms/fields';
import { RadioGroupField } from '@/components/forms/radio-group-field';
import { ownMerchant, type FormContext } from '@/lib/forms/context';
import { ReferenceFields, referenceProblems, useReferences } from '@/components/forms/references';
import { AccountPicker, EndUserPicker } from '@/components/forms/search-picker';
import { StepForm } from '@/components/forms/step-form';
import { useActionForm, useFormInstance } from '@/components/forms/use-action-form';
import { useT } from '@/lib/i18n/client';
import { can, type Access } from '@/lib/auth/permissions';
import { planMoney } from '@/lib/approvals/kinds';
import { rich } from '@/lib/i18n/rich';

/**
 * /recurring-plans/new: a schedule that creates a payment, payout or transfer every cycle. A type and method that
 * move money are offered only to a role holding that money's permission (`planMoney`; the action refuses them too).
 */
export function RecurringPlanForm({ context, access }: { context: FormContext; access: Access }) {
  const instance = useFormInstance(context.idempotencyKey);
  return (
    <RecurringPlanInstance
      key={instance.key}
      context={context}
      access={access}
      idempotencyKey={instance.key}
      onAnother={instance.another}
    />
  );
}

// Shown only after a create succeeded: not first-load JavaScript (docs/performance.md, "First-load JavaScript").
const CreatedPanel = dynamic(() => import('@/components/forms/created-panel').then((m) => m.CreatedPanel));

// Shown only after an approval rule held a submit: not first-load JavaScript (docs/performance.md, "First-load
// JavaScript").
const HeldForApprovalPanel = dynamic(() =>
  import('@/components/approvals/held-panel').then((m) => m.HeldForApprovalPanel),
);

/** Whether the role may create a plan of this type and method (the action's `planMoney` check, to hide the rest). */
function allowedPlan(access: Access, type: string, method: string): boolean {
  const money = planMoney(type, method);
  return !money || can(access, money.permission);
}

function RecurringPlanInstance({
  context,
  access,
  idempotencyKey,
  onAnother,
}: {
  context: FormContext;
  access: Access;
  idempotencyKey: string;
  onAnother: () => void;
}) {
  const t = useT();
  const form = useActionForm<CreatedPlan>(createRecurringPlanAction, idempotencyKey);
  const own = ownMerchant(context.merchants);
  const [method, setMethod] = useState(allowedPlan(access, 'PAYMENT', 'AUTOMATIC') ? 'AUTOMATIC' : 'SEND_REQUEST');
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

  if (form.state?.ok && form.state.approval) {
    return (
      <HeldForApprovalPanel
        approval={form.state.approval}
        message={form.state.message}
        onAnother={onAnother}
        anotherLabel={t('created.anotherPlan')}
      />
    );
  }
  const result = form.state?.ok ? form.state.result : undefined;
  if (result) {
    return (
      <CreatedPanel
        title={t('created.plan')}
        message={form.state?.message}
        items={[
          { label: t('plan.plan'), value: result.code ?? result.uuid ?? '—' },
          { label: t('common.status'), value: <span data-testid="created-status">{result.status ?? '—'}</span> },
        ]}
        href={result.href}
        hrefLabel={t('created.openPlan')}
        onAnother={onAnother}
        anotherLabel={t('created.anotherPlan')}
      />
    );
  }

  const today = new Date().toISOString().slice(0, 10);
  const needs = planAccountNeeds(type, method);
  const parsedAmount = parseMajorAmount(amount, currency);
  const problems: Record<string, string | null> = {
    processing_method: wordProblem(t, processingMethodProblem(type, method)),
    existing_end_user_id: endUser ? null : t('plan.error.endUser'),
    origin_account_id: needs.origin === 'required' && !origin ? t('plan.error.origin') : null,
    destination_account_id:
      needs.destination === 'required' && !destination
        ? t('plan.error.destination')
        : origin && destination && needs.origin === 'required' && origin.uuid === destination.uuid
          ? t('transfer.error.same')
          : null,
    ...wordProblems(
      t,
      scheduleProblems({ start_date: startDate, end, end_date: endDate, total_cycle_count: cycles }, today),
    ),
    'transaction.tenant_id': tenant ? null : t('forms.error.chooseTenant'),
    'transaction.amount': parsedAmount.ok ? null : t(parsedAmount.problem),
    'transaction.description': wordProblem(t, maxLengthProblem(trxDescription, LIMITS.description)),
    'transaction.statement_descriptor': wordProblem(t, statementDescriptorProblem(descriptor.trim())),
    description: wordProblem(t, maxLengthProblem(description, LIMITS.description)),
    ...referenceProblems(refs, t),
  };
  const error = (name: string) => form.error(name, problems[name]);
  const money = parsedAmount.ok ? formatMoney(parsedAmount.minor, currency, language) : '—';
  const frequencies = wordOptions(t, CYCLE_FREQUENCIES);
  const allowed = (planType: string, planMethod: string) => allowedPlan(access, planType, planMethod);
  const transactionTypes = wordOptions(
    t,
    PLAN_TRANSACTION_TYPES.filter((option) => PROCESSING_METHODS.some((m) => allowed(option.value, m.value))),
  );
  const methods = wordOptions(
    t,
    PROCESSING_METHODS.filter((m) => allowed(type, m.value)),
  );
  const frequencyLabel = frequencies.find((f) => f.value === frequency)?.label ?? frequency;
  const typeLabel = transactionTypes.find((p) => p.value === type)?.label ?? type;
  const endText =
    end === 'date'
      ? t('plan.until', { date: endDate })
      : end === 'count'
        ? t('plan.cycles', { count: cycles })
        : t('plan.untilPaused');

  return (
    <StepForm
      form={form}
      label={t('action.newRecurringPlan')}
      problems={problems}
      labels={{
        existing_end_user_id: t('kind.endUser'),
        origin_account_id: t('plan.originAccount'),
        destination_account_id: t('payout.destination'),
        'transaction.amount': t('common.amount'),
        'transaction.tenant_id': t('forms.tenant'),
      }}
      reviewTitle={t('plan.reviewTitle')}
      reviewNote={
        <>
          {rich(
            t('plan.reviewNote', {
              frequency: frequencyLabel,
              start: startDate || t('plan.todayLower', { today }),
              currency,
              end: endText,
            }),
            {
              type: <strong>{typeLabel.toLowerCase()}</strong>,
              amount: <strong>{money}</strong>,
              endUser: <strong>{endUser?.label}</strong>,
            },
          )}
        </>
      }
      review={() => [
        { label: t('plan.eachCycle'), value: t('plan.typeOf', { type: typeLabel, amount: money }) },
        { label: t('table.currency'), value: currency },
        { label: t('plan.how'), value: methods.find((m) => m.value === method)?.label ?? method },
        { label: t('kind.endUser'), value: endUser ? [endUser.label, endUser.email].filter(Boolean).join(' · ') : '—' },
        ...(needs.origin === 'required' ? [{ label: t('forms.fromAccount'), value: origin?.label ?? '—' }] : []),
        ...(needs.destination === 'required'
          ? [{ label: t('forms.toAccount'), value: destination?.label ?? '—' }]
          : []),
        { label: t('plan.frequency'), value: frequencyLabel },
        { label: t('plan.starts'), value: startDate || t('plan.today', { today }) },
        { label: t('plan.ends'), value: endText },
      ]}
      confirmLabel={t('plan.create')}
      pendingLabel={t('common.creating')}
      cancelHref="/recurring-plans"
    >
      <FormSection title={t('plan.whatSection')}>
        <RadioGroupField
          name="transaction.type"
          label={t('plan.transaction')}
          value={type}
          onValue={(value) => {
            setType(value);
            if (value !== 'PAYMENT') setMethod('AUTOMATIC');
          }}
          options={transactionTypes}
          error={form.error('transaction.type')}
        />
        <RadioGroupField
          name="processing_method"
          label={t('plan.how')}
          value={method}
          onValue={setMethod}
          options={methods.map((m) => ({ ...m, disabled: m.value === 'SEND_REQUEST' && type !== 'PAYMENT' }))}
          error={error('processing_method')}
        />
        <AmountFields
          prefix="transaction."
          label={t('plan.amountEachCycle')}
          amount={amount}
          onAmount={setAmount}
          currency={currencyChoice}
          extra={[own?.currency ?? null, origin?.currency ?? null, destination?.currency ?? null]}
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
          label={t('plan.trxDescription')}
          hint={t('plan.trxDescriptionHint')}
          value={trxDescription}
          onValue={setTrxDescription}
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
      </FormSection>

      <FormSection title={t('plan.whoSection')}>
        <EndUserPicker
          name="existing_end_user_id"
          label={t('kind.endUser')}
          value={endUser}
          onValue={setEndUser}
          error={error('existing_end_user_id')}
        />
        <MerchantField
          label={t('forms.forMerchant')}
          merchants={context.merchants}
          value={merchant}
          onValue={setMerchant}
          error={form.error('merchant_id')}
        />
        {needs.origin === 'required' ? (
          <AccountPicker
            name="origin_account_id"
            label={type === 'PAYMENT' ? t('plan.collectFrom') : t('forms.fromAccount')}
            hint={endUser ? t('plan.accountsHint') : undefined}
            endUserId={endUser?.uuid}
            value={origin}
            onValue={setOrigin}
            error={error('origin_account_id')}
          />
        ) : null}
        {needs.destination === 'required' ? (
          <AccountPicker
            name="destination_account_id"
            label={type === 'PAYOUT' ? t('plan.payOutTo') : t('forms.toAccount')}
            endUserId={endUser?.uuid}
            value={destination}
            onValue={setDestination}
            error={error('destination_account_id')}
          />
        ) : null}
        {type === 'PAYMENT' && method === 'SEND_REQUEST' ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('plan.sendRequestNote')}</p>
        ) : null}
      </FormSection>

      <FormSection title={t('plan.schedule')} description={t('plan.scheduleDescription')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="cycle_frequency"
            label={t('plan.frequency')}
            value={frequency}
            onValue={setFrequency}
            options={frequencies}
          />
          <TextField
            name="start_date"
            type="date"
            label={t('plan.firstCycle')}
            hint={t('plan.firstCycleHint')}
            min={today}
            value={startDate}
            onValue={setStartDate}
            error={error('start_date')}
          />
        </div>
        <RadioGroupField
          name="end"
          label={t('plan.ends')}
          value={end}
          onValue={(value) => setEnd(value === 'date' ? 'date' : value === 'count' ? 'count' : 'never')}
          options={[
            { value: 'never', label: t('plan.end.never'), hint: t('plan.end.neverHint') },
            { value: 'date', label: t('plan.end.date') },
            { value: 'count', label: t('plan.end.count') },
          ]}
        />
        {end === 'date' ? (
          <TextField
            name="end_date"
            type="date"
            label={t('plan.lastCycle')}
            min={startDate || today}
            value={endDate}
            onValue={setEndDate}
            error={error('end_date')}
            className="sm:max-w-60"
          />
        ) : null}
        {end === 'count' ? (
          <TextField
            name="total_cycle_count"
            label={t('plan.cycleCount')}
            inputMode="numeric"
            hint={t('plan.cycleCountHint', { max: MAX_CYCLE_COUNT })}
            value={cycles}
            onValue={setCycles}
            error={error('total_cycle_count')}
            className="sm:max-w-60"
          />
        ) : null}
      </FormSection>

      <FormSection title={t('plan.aboutSection')}>
        <TextAreaField
          name="description"
          label={t('forms.descriptionOptional')}
          value={description}
          onValue={setDescription}
          limit={LIMITS.description}
          rows={2}
          error={error('description')}
        />
        <ReferenceFields refs={refs} error={error} />
      </FormSection>
    </StepForm>
  );
}
