'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { createSplitPaymentAction } from '@/lib/actions/transactions/create-split';
import type { CreatedTransaction } from '@/lib/actions/created';
import { formatMoney } from '@/lib/format/money';
import { parseMajorAmount } from '@/lib/forms/money';
import { isCalendarDate, LIMITS, maxLengthProblem, statementDescriptorProblem } from '@/lib/forms/field-rules';
import { previewSplit, type RecipientRow } from '@/lib/forms/split';
import { wordProblem, wordProblems } from '@/lib/forms/phrases';
import type { AccountOption } from '@/lib/forms/options';
import {
  AmountFields,
  FormSection,
  MerchantField,
  TenantField,
  useCurrency,
} from '@/components/forms/create-form-parts';
import { CheckboxField, TextAreaField, TextField } from '@/components/forms/fields';
import { ownMerchant, type FormContext, type MerchantChoice } from '@/lib/forms/context';
import { ReferencesSection, referenceProblems, useReferences } from '@/components/forms/references';
import { AccountPicker } from '@/components/forms/search-picker';
import { StepForm } from '@/components/forms/step-form';
import { fieldId, useActionForm, useFormInstance, type ActionForm } from '@/components/forms/use-action-form';
import { useT } from '@/lib/i18n/client';
import { rich } from '@/lib/i18n/rich';

// Shown only after a create succeeded: not first-load JavaScript (docs/performance.md, "First-load JavaScript").
const CreatedTransactionPanel = dynamic(() =>
  import('@/components/forms/created-panel').then((m) => m.CreatedTransactionPanel),
);

// Shown only after an approval rule held a submit: not first-load JavaScript (docs/performance.md, "First-load
// JavaScript").
const HeldForApprovalPanel = dynamic(() =>
  import('@/components/approvals/held-panel').then((m) => m.HeldForApprovalPanel),
);

const MAX_RECIPIENTS = 20;

/** /payments/new: a payment from a funding account, split between the merchant and sub-merchants. */
export function SplitPaymentForm({ context }: { context: FormContext }) {
  const instance = useFormInstance(context.idempotencyKey);
  return (
    <SplitPaymentInstance
      key={instance.key}
      context={context}
      idempotencyKey={instance.key}
      onAnother={instance.another}
    />
  );
}

function SplitPaymentInstance({
  context,
  idempotencyKey,
  onAnother,
}: {
  context: FormContext;
  idempotencyKey: string;
  onAnother: () => void;
}) {
  const t = useT();
  const form = useActionForm<CreatedTransaction>(createSplitPaymentAction, idempotencyKey);
  const own = ownMerchant(context.merchants);
  const [tenant, setTenant] = useState(context.tenants?.length === 1 ? context.tenants[0].value : '');
  const [payee, setPayee] = useState('');
  const [funding, setFunding] = useState<AccountOption | null>(null);
  const [amount, setAmount] = useState('');
  const currencyChoice = useCurrency(own?.currency ?? 'USD');
  const currency = currencyChoice.value;
  const [description, setDescription] = useState('');
  const [descriptor, setDescriptor] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [receipt, setReceipt] = useState(false);
  const [recipients, setRecipients] = useState<RecipientRow[]>([
    { merchantId: '', mode: 'percent', value: '', description: '' },
  ]);
  const refs = useReferences();
  const language = context.display.language;

  if (form.state?.ok && form.state.approval) {
    return (
      <HeldForApprovalPanel
        approval={form.state.approval}
        message={form.state.message}
        onAnother={onAnother}
        anotherLabel={t('created.anotherPayment')}
      />
    );
  }
  const result = form.state?.ok ? form.state.result : undefined;
  if (result) {
    return (
      <CreatedTransactionPanel
        what="Payment"
        result={result}
        message={form.state?.message}
        language={language}
        onAnother={onAnother}
      />
    );
  }

  const parsedAmount = parseMajorAmount(amount, currency);
  const total = parsedAmount.ok ? parsedAmount.minor : null;
  const payeeId = payee || own?.value || null;
  const split = previewSplit(total, recipients, { currency, payee: payeeId });
  const today = new Date().toISOString().slice(0, 10);
  const problems: Record<string, string | null> = {
    tenant_id: tenant ? null : t('forms.error.chooseTenant'),
    funding_source_id: funding ? null : t('payment.error.funding'),
    amount: parsedAmount.ok ? null : t(parsedAmount.problem),
    description: description.trim()
      ? wordProblem(t, maxLengthProblem(description, LIMITS.description))
      : t('forms.error.description'),
    statement_descriptor: wordProblem(t, statementDescriptorProblem(descriptor.trim())),
    due_date:
      dueDate &&
      (!isCalendarDate(dueDate)
        ? t('forms.error.date')
        : dueDate < today
          ? t('payment.error.dueDate', { today })
          : null),
    ...wordProblems(t, split.problems),
    ...referenceProblems(refs, t),
  };
  const money = (minor: number | null) => (minor === null ? '—' : formatMoney(minor, currency, language));
  const nameOf = (id: string | null) => context.merchants?.find((m) => m.value === id)?.label ?? id ?? '—';

  return (
    <StepForm
      form={form}
      label={t('action.newPayment')}
      problems={problems}
      labels={{
        tenant_id: t('forms.tenant'),
        funding_source_id: t('payment.funding'),
        amount: t('common.amount'),
        additional_recipients: t('payment.recipients'),
      }}
      reviewTitle={t('payment.reviewTitle')}
      reviewNote={
        <>
          {rich(
            t(funding?.owner ? 'payment.reviewNoteOwner' : 'payment.reviewNote', {
              currency,
              owner: funding?.owner ?? '',
            }),
            {
              amount: <strong>{money(total)}</strong>,
              account: <strong>{funding?.label}</strong>,
            },
          )}
        </>
      }
      review={() => [
        { label: t('common.amount'), value: money(total) },
        { label: t('table.currency'), value: currency },
        {
          label: t('forms.fromAccount'),
          value: `${funding?.label ?? '—'}${funding?.owner ? ` · ${funding.owner}` : ''}`,
        },
        ...recipients.map((r, i) => ({
          label: t('payment.recipient', { n: i + 1 }),
          value: `${nameOf(r.merchantId)}: ${money(split.recipients[i] ?? null)}`,
        })),
        { label: t('payment.remainder'), value: `${nameOf(payeeId)}: ${money(split.remainder)}` },
        { label: t('forms.description'), value: description.trim() },
        ...(descriptor.trim() ? [{ label: t('forms.statementDescriptor'), value: descriptor.trim() }] : []),
        ...(dueDate ? [{ label: t('payment.dueDate'), value: dueDate }] : []),
        { label: t('forms.tenant'), value: context.tenants?.find((c) => c.value === tenant)?.label ?? tenant },
      ]}
      confirmLabel={t('payment.create')}
      pendingLabel={t('common.creating')}
      cancelHref="/payments"
    >
      <FormSection title={t('kind.payment')}>
        <AccountPicker
          name="funding_source_id"
          label={t('payment.funding')}
          hint={t('payment.fundingHint')}
          requireCapability="PAYMENTS"
          value={funding}
          onValue={setFunding}
          error={form.error('funding_source_id', problems.funding_source_id)}
        />
        <AmountFields
          amount={amount}
          onAmount={setAmount}
          currency={currencyChoice}
          extra={[own?.currency ?? null, funding?.currency ?? null]}
          language={language}
          error={(name) => form.error(name, (problems as Record<string, string | null>)[name])}
        />
        <TextAreaField
          name="description"
          label={t('forms.description')}
          hint={t('payment.descriptionHint')}
          value={description}
          onValue={setDescription}
          limit={LIMITS.description}
          rows={2}
          error={form.error('description', problems.description)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="statement_descriptor"
            label={t('forms.statementDescriptorOptional')}
            hint={t('forms.descriptorHint')}
            value={descriptor}
            onValue={setDescriptor}
            limit={LIMITS.statementDescriptor.max}
            error={form.error('statement_descriptor', problems.statement_descriptor)}
            autoComplete="off"
          />
          <TextField
            name="due_date"
            type="date"
            label={t('payment.dueDateOptional')}
            hint={t('payment.dueDateHint')}
            min={today}
            value={dueDate}
            onValue={setDueDate}
            error={form.error('due_date', problems.due_date)}
          />
        </div>
        <CheckboxField
          name="auto_send_receipt"
          label={t('forms.sendReceipt')}
          checked={receipt}
          onChecked={setReceipt}
        />
        <MerchantField
          label={t('payment.paidTo')}
          hint={t('payment.paidToHint')}
          merchants={context.merchants}
          value={payee}
          onValue={setPayee}
          error={form.error('merchant_id')}
        />
        <TenantField
          tenants={context.tenants}
          value={tenant}
          onValue={setTenant}
          error={form.error('tenant_id', problems.tenant_id)}
        />
      </FormSection>

      <FormSection title={t('payment.split')} description={t('payment.splitDescription')}>
        <Recipients
          rows={recipients}
          onRows={setRecipients}
          merchants={context.merchants}
          payee={payeeId}
          currency={currency}
          language={language}
          form={form}
          problems={problems}
        />
        <SplitPreview
          rows={recipients}
          split={split}
          total={total}
          money={money}
          nameOf={nameOf}
          payee={payeeId}
          error={form.error('additional_recipients') ?? problems.additional_recipients ?? undefined}
        />
      </FormSection>

      <ReferencesSection
        refs={refs}
        error={(name) => form.error(name, (problems as Record<string, string | null>)[name])}
      />
    </StepForm>
  );
}

function Recipients({
  rows,
  onRows,
  merchants,
  payee,
  currency,
  language,
  form,
  problems,
}: {
  rows: RecipientRow[];
  onRows: (rows: RecipientRow[]) => void;
  merchants: MerchantChoice[] | null;
  payee: string | null;
  currency: string;
  language: string;
  form: ActionForm<CreatedTransaction>;
  problems: Record<string, string | null>;
}) {
  const t = useT();
  const subs = merchants?.filter((m) => m.isSub && m.value !== payee) ?? null;
  const set = (i: number, patch: Partial<RecipientRow>) =>
    onRows(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <div className="space-y-3">
      {rows.map((row, i) => {
        const base = `additional_recipients[${i}]`;
        const merchantError = form.error(`${base}.merchant_uuid`, problems[`${base}.merchant_uuid`]);
        const amountError = form.error(`${base}.amount`, problems[`${base}.amount`]);
        const amountReading = row.mode === 'amount' ? parseMajorAmount(row.value, currency) : null;
        return (
          <fieldset
            key={i}
            className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[2fr_auto_1fr_auto] sm:items-start dark:border-slate-800"
            data-testid={`recipient-${i}`}
          >
            <legend className="px-1 text-xs font-medium text-slate-500 dark:text-slate-400">
              {t('payment.recipient', { n: i + 1 })}
            </legend>
            <div>
              {subs ? (
                <Select
                  id={fieldId(`${base}.merchant_uuid`)}
                  name={`${base}.merchant_uuid`}
                  aria-label={t('payment.recipientSub', { n: i + 1 })}
                  value={row.merchantId}
                  onChange={(event) => set(i, { merchantId: event.target.value })}
                  aria-invalid={Boolean(merchantError) || undefined}
                >
                  <option value="">{t('payment.chooseSub')}</option>
                  {subs.map((m) => (
                    <option key={m.value} value={m.value}>
                      {m.label}
                    </option>
                  ))}
                </Select>
              ) : (
                <Input
                  id={fieldId(`${base}.merchant_uuid`)}
                  name={`${base}.merchant_uuid`}
                  aria-label={t('payment.recipientSubId', { n: i + 1 })}
                  placeholder="mer_…"
                  value={row.merchantId}
                  onChange={(event) => set(i, { merchantId: event.target.value.trim() })}
                  aria-invalid={Boolean(merchantError) || undefined}
                />
              )}
              {merchantError ? (
                <p className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">{merchantError}</p>
              ) : null}
            </div>
            <Select
              name={`${base}.mode`}
              aria-label={t('payment.recipientKind', { n: i + 1 })}
              value={row.mode}
              onChange={(event) => set(i, { mode: event.target.value === 'amount' ? 'amount' : 'percent', value: '' })}
              className="sm:w-36"
            >
              <option value="percent">{t('payment.percentage')}</option>
              <option value="amount">{t('payment.amountIn', { currency })}</option>
            </Select>
            <div>
              <div className="relative">
                <Input
                  id={fieldId(`${base}.amount`)}
                  name={`${base}.amount`}
                  aria-label={t(row.mode === 'percent' ? 'payment.recipientPercentage' : 'payment.recipientAmount', {
                    n: i + 1,
                  })}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={row.mode === 'percent' ? '25' : '10.00'}
                  value={row.value}
                  onChange={(event) => set(i, { value: event.target.value })}
                  aria-invalid={Boolean(amountError) || undefined}
                  className="pr-10 tabular-nums"
                />
                <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500 dark:text-slate-400">
                  {row.mode === 'percent' ? '%' : currency}
                </span>
              </div>
              {amountError ? (
                <p className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">{amountError}</p>
              ) : amountReading?.ok ? (
                <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                  = {formatMoney(amountReading.minor, currency, language)}
                </p>
              ) : null}
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onRows(rows.filter((_, j) => j !== i))}
              aria-label={t('payment.removeRecipient', { n: i + 1 })}
            >
              {t('forms.remove')}
            </Button>
            <Input
              name={`${base}.description`}
              aria-label={t('payment.recipientDescription', { n: i + 1 })}
              placeholder={t('payment.recipientDescriptionPlaceholder')}
              value={row.description}
              maxLength={LIMITS.description}
              onChange={(event) => set(i, { description: event.target.value })}
              className="sm:col-span-3"
            />
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        size="sm"
        disabled={rows.length >= MAX_RECIPIENTS}
        onClick={() => onRows([...rows, { merchantId: '', mode: 'percent', value: '', description: '' }])}
      >
        {t('payment.addRecipient')}
      </Button>
      {subs && subs.length === 0 ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('payment.noSubs')}</p>
      ) : null}
    </div>
  );
}

function SplitPreview({
  rows,
  split,
  total,
  money,
  nameOf,
  payee,
  error,
}: {
  rows: RecipientRow[];
  split: ReturnType<typeof previewSplit>;
  total: number | null;
  money: (minor: number | null) => string;
  nameOf: (id: string | null) => string;
  payee: string | null;
  error?: string;
}) {
  const t = useT();
  return (
    <div className="space-y-2" aria-live="polite">
      <Table label={t('payment.splitPreview')}>
        <THead>
          <Tr>
            <Th>{t('payment.party')}</Th>
            <Th>{t('payment.asked')}</Th>
            <Th className="text-right">{t('payment.gets')}</Th>
          </Tr>
        </THead>
        <TBody>
          {rows.map((row, i) => (
            <Tr key={i}>
              <Td>{row.merchantId ? nameOf(row.merchantId) : t('payment.recipient', { n: i + 1 })}</Td>
              <Td>{row.value ? (row.mode === 'percent' ? `${row.value.replace(/%$/, '')}%` : row.value) : '—'}</Td>
              <Td className="text-right tabular-nums" data-testid={`share-${i}`}>
                {money(split.recipients[i] ?? null)}
              </Td>
            </Tr>
          ))}
          <Tr>
            <Td className="font-medium">{t('payment.remainderOf', { name: nameOf(payee) })}</Td>
            <Td>—</Td>
            <Td className="text-right font-medium tabular-nums" data-testid="share-remainder">
              {money(split.remainder)}
            </Td>
          </Tr>
          <Tr>
            <Td className="text-slate-500 dark:text-slate-400">{t('common.total')}</Td>
            <Td />
            <Td className="text-right text-slate-500 tabular-nums dark:text-slate-400">{money(total)}</Td>
          </Tr>
        </TBody>
      </Table>
      {error ? (
        <p
          id={fieldId('additional_recipients')}
          tabIndex={-1}
          className="text-xs font-medium text-red-600 dark:text-red-400"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
