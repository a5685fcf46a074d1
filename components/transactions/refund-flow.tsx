'use client';

import { HeldForApprovalPanel } from '@/components/approvals/held-panel';
import { Link } from '@/components/ui/link';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoney, minorToDecimal } from '@/lib/format/money';
import { parseMajorAmount } from '@/lib/forms/money';
import { REFUND_REASONS, reasonLabel } from '@/lib/forms/reasons';
import type { RefundTarget } from '@/lib/forms/options';
import { refundPaymentAction, type RefundResult } from '@/lib/actions/transactions/refund';
import { ConfirmButtons, ReviewList } from '@/components/forms/confirm';
import { ErrorSummary, summaryItems } from '@/components/forms/error-summary';
import { RadioGroupField } from '@/components/forms/radio-group-field';
import { ReasonNoteFields, useReasonNote } from '@/components/forms/reason-note-fields';
import { MoneyField } from '@/components/forms/money-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useT } from '@/lib/i18n/client';
import { rich } from '@/lib/i18n/rich';

type Loaded = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; target: RefundTarget };

/** The refund form of one payment: read the payment fresh, choose full or partial, reason and note, review, confirm. */
export function RefundFlow({
  paymentId,
  target,
  idempotencyKey,
  language,
  onClose,
}: {
  paymentId: string;
  target?: RefundTarget;
  idempotencyKey: string;
  language?: string;
  onClose: () => void;
}) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded>(target ? { kind: 'ready', target } : { kind: 'loading' });

  // A page that read the payment on the server hands it over; a list row (which may be stale and lacks the customer) has it read here.
  useEffect(() => {
    if (target) return;
    let live = true;
    fetch(`/lookup/refund-target?payment=${encodeURIComponent(paymentId)}`, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    })
      .then(async (response) => {
        const body = await response.json().catch(() => null);
        if (!live) return;
        if (response.ok && body && typeof body.uuid === 'string')
          setLoaded({ kind: 'ready', target: body as RefundTarget });
        else
          setLoaded({
            kind: 'error',
            message: body?.error?.message ?? t('refund.readFailedStatus', { status: response.status }),
          });
      })
      .catch(() => live && setLoaded({ kind: 'error', message: t('refund.readFailed') }));
    return () => {
      live = false;
    };
  }, [paymentId, target, t]);

  if (loaded.kind === 'loading')
    return (
      <p className="text-sm text-slate-500 dark:text-slate-400" role="status">
        {t('refund.reading')}
      </p>
    );
  if (loaded.kind === 'error') {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {loaded.message}
        </p>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </div>
    );
  }
  return <RefundForm target={loaded.target} idempotencyKey={idempotencyKey} language={language} onClose={onClose} />;
}

function RefundForm({
  target,
  idempotencyKey,
  language,
  onClose,
}: {
  target: RefundTarget;
  idempotencyKey: string;
  language?: string;
  onClose: () => void;
}) {
  const t = useT();
  const form = useActionForm<RefundResult>(refundPaymentAction, idempotencyKey);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const [amount, setAmount] = useState('');
  const reasonNote = useReasonNote();
  const { reason, note } = reasonNote;
  const [shownState, setShownState] = useState(form.state);
  const money = (minor: number) => formatMoney(minor, target.currency, language);

  // A refused confirm goes back to the form, where the errors are.
  if (shownState !== form.state) {
    setShownState(form.state);
    if (form.state && !form.state.ok) setStep('edit');
  }

  if (form.state?.ok && form.state.approval)
    return <HeldForApprovalPanel approval={form.state.approval} message={form.state.message} />;
  const result = form.state?.ok ? form.state.result : undefined;
  if (form.state?.ok && result)
    return <RefundDone result={result} message={form.state.message} language={language} onClose={onClose} />;

  if (target.refundable <= 0) {
    return (
      <div className="space-y-4">
        <p className="text-sm">
          {target.status === 'SUCCESSFUL' || target.status === 'REFUNDED'
            ? t('refund.nothingLeft', { refunded: money(target.amountRefunded), amount: money(target.amount) })
            : target.status
              ? t('refund.notSuccessful', { status: target.status.toLowerCase() })
              : t('refund.notSuccessfulUnknown')}
        </p>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </div>
    );
  }

  const parsed =
    mode === 'full' ? ({ ok: true, minor: target.refundable } as const) : parseMajorAmount(amount, target.currency);
  const problems = {
    amount:
      mode === 'partial'
        ? !parsed.ok
          ? t(parsed.problem)
          : parsed.minor > target.refundable
            ? t('refund.error.tooMuch', { amount: money(target.refundable) })
            : null
        : null,
    ...reasonNote.problems,
  };
  const valid = Object.values(problems).every((p) => !p);
  const refundMinor = parsed.ok ? parsed.minor : 0;
  const customer = target.customer;
  const customerText = customer
    ? [customer.name, customer.email].filter(Boolean).join(' · ') ||
      customer.accountLabel ||
      t('refund.unknownCustomer')
    : t('refund.unknownCustomer');
  const items = summaryItems(form.state, problems, form.attempted, form.error);

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.markAttempted();
    if (valid) setStep('confirm');
  }

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.submit(new FormData(event.currentTarget));
  }

  if (step === 'confirm') {
    return (
      <form onSubmit={confirm} className="space-y-4" aria-label={t('refund.confirmTitle')}>
        <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
        <input type="hidden" name="payment_id" value={target.uuid} />
        <input type="hidden" name="currency" value={target.currency ?? ''} />
        <input type="hidden" name="amount" value={minorToDecimal(refundMinor, target.currency)} />
        <input type="hidden" name="reason" value={reason} />
        <input type="hidden" name="note" value={note} />
        <p className="text-sm">
          {rich(t('refund.confirmSentence', { currency: target.currency ?? '' }), {
            amount: <strong data-testid="confirm-amount">{money(refundMinor)}</strong>,
            customer: <strong data-testid="confirm-customer">{customerText}</strong>,
          })}
        </p>
        <ReviewList
          items={[
            {
              label: t('common.amount'),
              value: `${money(refundMinor)} ${target.currency ?? ''}${refundMinor === target.refundable ? ` ${t('refund.everythingLeftSuffix')}` : ''}`,
            },
            { label: t('table.currency'), value: target.currency ?? '—' },
            { label: t('refund.customer'), value: customerText },
            ...(customer?.accountLabel ? [{ label: t('forms.toAccount'), value: customer.accountLabel }] : []),
            { label: t('kind.payment'), value: `${target.code ?? target.uuid} · ${money(target.amount)}` },
            { label: t('refund.leftAfter'), value: money(target.refundable - refundMinor) },
            { label: t('forms.reason'), value: reasonLabel(t, REFUND_REASONS, reason) },
            ...(note.trim() ? [{ label: t('forms.note'), value: note.trim() }] : []),
          ]}
        />
        <ConfirmButtons
          pending={form.pending}
          onBack={() => setStep('edit')}
          confirmLabel={t('refund.confirmButton', { amount: money(refundMinor) })}
          pendingLabel={t('refund.pending')}
          tone="danger"
        />
      </form>
    );
  }

  return (
    <form onSubmit={review} {...form.tracking} className="space-y-4" noValidate aria-label={t('kind.refund')}>
      <ErrorSummary
        state={form.state}
        items={items}
        labels={{ amount: t('common.amount'), reason: t('forms.reason'), note: t('forms.note') }}
        focusKey={form.state}
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {target.amountRefunded
          ? t('refund.canRefundPartly', {
              refundable: money(target.refundable),
              amount: money(target.amount),
              refunded: money(target.amountRefunded),
            })
          : t('refund.canRefund', { refundable: money(target.refundable), amount: money(target.amount) })}
      </p>
      <RadioGroupField
        name="mode"
        label={t('refund.howMuch')}
        value={mode}
        onValue={(value) => setMode(value === 'partial' ? 'partial' : 'full')}
        options={[
          { value: 'full', label: t('refund.everythingLeft', { amount: money(target.refundable) }) },
          { value: 'partial', label: t('refund.partOfIt') },
        ]}
      />
      {mode === 'partial' ? (
        <MoneyField
          name="amount"
          label={t('refund.amountToRefund')}
          value={amount}
          onValue={setAmount}
          currency={target.currency}
          language={language}
          error={form.error('amount', problems.amount)}
        />
      ) : null}
      <ReasonNoteFields reasons={REFUND_REASONS} value={reasonNote} error={form.error} hint={t('forms.noteHint')} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit">{t('refund.review')}</Button>
      </div>
    </form>
  );
}

function RefundDone({
  result,
  message,
  language,
  onClose,
}: {
  result: RefundResult;
  message?: string;
  language?: string;
  onClose: () => void;
}) {
  const t = useT();
  const money = (minor: number | null) => formatMoney(minor, result.currency, language);
  return (
    <div className="space-y-4" data-testid="refund-done">
      <p
        role="status"
        className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
      >
        {message}
      </p>
      <ReviewList
        items={[
          ...(result.refund
            ? [
                {
                  label: t('kind.refund'),
                  value: (
                    <Link
                      href={`/payments/${encodeURIComponent(result.refund.uuid)}`}
                      className="text-indigo-700 underline dark:text-indigo-300"
                    >
                      {result.refund.code ?? result.refund.uuid}
                    </Link>
                  ),
                },
                { label: t('refund.refundedNow'), value: money(result.refund.amount) },
              ]
            : []),
          {
            label: t('refund.paymentStatus'),
            value: <span data-testid="refund-payment-status">{result.status ?? '—'}</span>,
          },
          ...(result.amountRefunded !== null && result.amount !== null
            ? [
                {
                  label: t('refund.refundedTotal'),
                  value: t('refund.amountOf', { part: money(result.amountRefunded), amount: money(result.amount) }),
                },
              ]
            : []),
        ]}
      />
      <div className="flex justify-end">
        <Button onClick={onClose}>{t('common.done')}</Button>
      </div>
    </div>
  );
}
