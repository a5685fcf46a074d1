'use client';

import dynamic from 'next/dynamic';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ErrorSummary, preloadErrorAlert, summaryItems } from './error-summary';
import { FormFooter } from './create-form-parts';
import type { ActionForm } from './use-action-form';
import { useT } from '@/lib/i18n/client';

// The review step's code loads once the member starts on the form (its first focus), not with the page
// (docs/performance.md, "First-load JavaScript").
const loadReview = () => import('./review-step');
const ReviewStep = dynamic(() => loadReview().then((m) => m.ReviewStep));
function preload() {
  void loadReview();
  preloadErrorAlert();
}

/**
 * A create form in two steps, edit then review, in one <form>: the fields stay mounted (hidden) while the
 * member reviews, so what is confirmed is exactly what is sent. A refused submit returns to the fields,
 * with the errors on them and in the summary.
 */
export function StepForm<R>({
  form,
  label,
  problems,
  labels,
  review,
  reviewTitle,
  reviewNote,
  reviewLabel,
  confirmLabel,
  pendingLabel,
  cancelHref,
  children,
}: {
  form: ActionForm<R>;
  label: string;
  /** Live rule problems by field name (null where the field is fine). */
  problems: Record<string, string | null | undefined>;
  labels?: Record<string, string>;
  /** The lines of the review step; without it the form is sent straight away (nothing that moves money). */
  review?: () => { label: string; value: ReactNode }[];
  reviewTitle?: string;
  reviewNote?: ReactNode;
  reviewLabel?: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelHref: string;
  children: ReactNode;
}) {
  const t = useT();
  const [step, setStep] = useState<'edit' | 'review'>('edit');
  const [shownState, setShownState] = useState(form.state);
  // Moves focus to the error summary after each refused attempt (not while the member types).
  const [refusals, setRefusals] = useState(0);
  if (shownState !== form.state) {
    setShownState(form.state);
    if (form.state && !form.state.ok) {
      setStep('edit');
      setRefusals(refusals + 1);
    }
  }
  const valid = Object.values(problems).every((p) => !p);
  const items = summaryItems(form.state, problems, form.attempted, form.error);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step === 'edit') {
      form.markAttempted();
      if (!valid) setRefusals(refusals + 1);
      else if (review) setStep('review');
      else form.submit(new FormData(event.currentTarget));
      return;
    }
    form.submit(new FormData(event.currentTarget));
  }

  return (
    <form
      onSubmit={onSubmit}
      onFocus={preload}
      onPointerEnter={preload}
      {...form.tracking}
      noValidate
      aria-label={label}
      className="space-y-6"
    >
      <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
      {step === 'edit' ? (
        <ErrorSummary state={form.state} items={items} labels={labels} focusKey={refusals || undefined} />
      ) : null}
      <div hidden={step === 'review'} className="space-y-6">
        {children}
        <FormFooter
          cancelHref={cancelHref}
          submitLabel={review ? (reviewLabel ?? t('common.review')) : form.pending ? pendingLabel : confirmLabel}
          pending={form.pending}
        />
      </div>
      {step === 'review' && review ? (
        <ReviewStep
          title={reviewTitle}
          note={reviewNote}
          items={review()}
          pending={form.pending}
          onBack={() => setStep('edit')}
          backLabel={t('forms.backToForm')}
          confirmLabel={confirmLabel}
          pendingLabel={pendingLabel}
        />
      ) : null}
    </form>
  );
}
