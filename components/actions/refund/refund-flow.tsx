'use client';

import { HeldForApprovalPanel } from '@/components/approvals/held-panel';
import Link from 'next/link';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoney, minorToMajorInput } from '@/lib/format/money';
import { parseMajorAmount } from '@/lib/forms/money';
import { noteExpected, REFUND_REASONS, reasonLabel } from '@/lib/forms/reasons';
import { LIMITS, maxLengthProblem } from '@/lib/forms/rules';
import type { RefundTarget } from '@/lib/data/options';
import { refundPaymentAction, type RefundResult } from '@/lib/actions/payments/refund';
import { ConfirmButtons, ReviewList } from '../confirm';
import { ErrorSummary, summaryItems } from '../error-summary';
import { RadioGroupField, SelectField, TextAreaField } from '../fields';
import { MoneyField } from '../money-field';
import { useActionForm } from '../use-action-form';

type Loaded = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; target: RefundTarget };

/** The refund form of one payment: read the payment fresh, choose full or partial, reason and note, review, confirm. */
export function RefundFlow({ paymentId, target, idempotencyKey, language, onClose }: { paymentId: string; target?: RefundTarget; idempotencyKey: string; language?: string; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>(target ? { kind: 'ready', target } : { kind: 'loading' });

  // A page that read the payment on the server hands it over; a list row (which may be stale and lacks the customer) has it read here.
  useEffect(() => {
    if (target) return;
    let live = true;
    fetch(`/lookup/refund-target?payment=${encodeURIComponent(paymentId)}`, { cache: 'no-store', headers: { accept: 'application/json' } })
      .then(async (response) => {
        const body = await response.json().catch(() => null);
        if (!live) return;
        if (response.ok && body && typeof body.uuid === 'string') setLoaded({ kind: 'ready', target: body as RefundTarget });
        else setLoaded({ kind: 'error', message: body?.error?.message ?? `The payment could not be read (${response.status}).` });
      })
      .catch(() => live && setLoaded({ kind: 'error', message: 'The payment could not be read; check the connection.' }));
    return () => {
      live = false;
    };
  }, [paymentId, target]);

  if (loaded.kind === 'loading') return <p className="text-sm text-slate-500 dark:text-slate-400" role="status">Reading the payment…</p>;
  if (loaded.kind === 'error') {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {loaded.message}
        </p>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    );
  }
  return <RefundForm target={loaded.target} idempotencyKey={idempotencyKey} language={language} onClose={onClose} />;
}

function RefundForm({ target, idempotencyKey, language, onClose }: { target: RefundTarget; idempotencyKey: string; language?: string; onClose: () => void }) {
  const form = useActionForm<RefundResult>(refundPaymentAction, idempotencyKey);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [shownState, setShownState] = useState(form.state);
  const money = (minor: number) => formatMoney(minor, target.currency, language);

  // A refused confirm goes back to the form, where the errors are.
  if (shownState !== form.state) {
    setShownState(form.state);
    if (form.state && !form.state.ok) setStep('edit');
  }

  if (form.state?.ok && form.state.approval) return <HeldForApprovalPanel approval={form.state.approval} message={form.state.message} />;
  const result = form.state?.ok ? form.state.result : undefined;
  if (form.state?.ok && result) return <RefundDone result={result} message={form.state.message} language={language} onClose={onClose} />;

  if (target.refundable <= 0) {
    return (
      <div className="space-y-4">
        <p className="text-sm">
          {target.status === 'SUCCESSFUL' || target.status === 'REFUNDED'
            ? `Nothing is left to refund: ${money(target.amountRefunded)} of ${money(target.amount)} has been refunded.`
            : `Only a successful payment can be refunded; this one is ${target.status?.toLowerCase() ?? 'in an unknown state'}.`}
        </p>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    );
  }

  const parsed = mode === 'full' ? ({ ok: true, minor: target.refundable } as const) : parseMajorAmount(amount, target.currency);
  const problems = {
    amount: mode === 'partial' ? (!parsed.ok ? parsed.message : parsed.minor > target.refundable ? `At most ${money(target.refundable)} is left to refund.` : null) : null,
    reason: reason ? null : 'Choose a reason.',
    note: maxLengthProblem(note, LIMITS.note) ?? (noteExpected(reason) && !note.trim() ? 'Explain the reason in the note.' : null),
  };
  const valid = Object.values(problems).every((p) => !p);
  const refundMinor = parsed.ok ? parsed.minor : 0;
  const customer = target.customer;
  const customerText = customer ? [customer.name, customer.email].filter(Boolean).join(' · ') || customer.accountLabel || 'Unknown' : 'Unknown';
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
      <form onSubmit={confirm} className="space-y-4" aria-label="Confirm the refund">
        <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
        <input type="hidden" name="payment_id" value={target.uuid} />
        <input type="hidden" name="currency" value={target.currency ?? ''} />
        <input type="hidden" name="amount" value={minorToMajorInput(refundMinor, target.currency)} />
        <input type="hidden" name="reason" value={reason} />
        <input type="hidden" name="note" value={note} />
        <p className="text-sm">
          Refund <strong data-testid="confirm-amount">{money(refundMinor)}</strong> ({target.currency}) to <strong data-testid="confirm-customer">{customerText}</strong>? The money goes back to the
          account that paid; this cannot be undone.
        </p>
        <ReviewList
          items={[
            { label: 'Amount', value: `${money(refundMinor)} ${target.currency ?? ''}${refundMinor === target.refundable ? ' (everything left)' : ''}` },
            { label: 'Currency', value: target.currency ?? '—' },
            { label: 'Customer', value: customerText },
            ...(customer?.accountLabel ? [{ label: 'To account', value: customer.accountLabel }] : []),
            { label: 'Payment', value: `${target.code ?? target.uuid} · ${money(target.amount)}` },
            { label: 'Left after this', value: money(target.refundable - refundMinor) },
            { label: 'Reason', value: reasonLabel(REFUND_REASONS, reason) },
            ...(note.trim() ? [{ label: 'Note', value: note.trim() }] : []),
          ]}
        />
        <ConfirmButtons pending={form.pending} onBack={() => setStep('edit')} confirmLabel={`Refund ${money(refundMinor)}`} pendingLabel="Refunding…" tone="danger" />
      </form>
    );
  }

  return (
    <form onSubmit={review} {...form.tracking} className="space-y-4" noValidate aria-label="Refund">
      <ErrorSummary state={form.state} items={items} labels={{ amount: 'Amount', reason: 'Reason', note: 'Note' }} focusKey={form.state} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {money(target.refundable)} of {money(target.amount)} can be refunded{target.amountRefunded ? ` (${money(target.amountRefunded)} already refunded)` : ''}.
      </p>
      <RadioGroupField
        name="mode"
        label="How much"
        value={mode}
        onValue={(value) => setMode(value === 'partial' ? 'partial' : 'full')}
        options={[
          { value: 'full', label: `Everything left: ${money(target.refundable)}` },
          { value: 'partial', label: 'Part of it' },
        ]}
      />
      {mode === 'partial' ? (
        <MoneyField name="amount" label="Amount to refund" value={amount} onValue={setAmount} currency={target.currency} language={language} error={form.error('amount', problems.amount)} />
      ) : null}
      <SelectField
        name="reason"
        label="Reason"
        value={reason}
        onValue={setReason}
        placeholder="Choose a reason…"
        options={REFUND_REASONS}
        error={form.error('reason', problems.reason)}
      />
      <TextAreaField
        name="note"
        label={noteExpected(reason) ? 'Note' : 'Note (optional)'}
        value={note}
        onValue={setNote}
        limit={LIMITS.note}
        hint="For your records; not shown to the customer."
        error={form.error('note', problems.note)}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Review refund</Button>
      </div>
    </form>
  );
}

function RefundDone({ result, message, language, onClose }: { result: RefundResult; message?: string; language?: string; onClose: () => void }) {
  const money = (minor: number | null) => formatMoney(minor, result.currency, language);
  return (
    <div className="space-y-4" data-testid="refund-done">
      <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
        {message}
      </p>
      <ReviewList
        items={[
          ...(result.refund
            ? [
                { label: 'Refund', value: <Link href={`/payments/${encodeURIComponent(result.refund.uuid)}`} className="text-indigo-700 underline dark:text-indigo-300">{result.refund.code ?? result.refund.uuid}</Link> },
                { label: 'Refunded now', value: money(result.refund.amount) },
              ]
            : []),
          { label: 'Payment status', value: <span data-testid="refund-payment-status">{result.status ?? '—'}</span> },
          ...(result.amountRefunded !== null && result.amount !== null ? [{ label: 'Refunded in total', value: `${money(result.amountRefunded)} of ${money(result.amount)}` }] : []),
        ]}
      />
      <div className="flex justify-end">
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}
