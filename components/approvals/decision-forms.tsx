'use client';

import { Link } from '@/components/ui/link';
import { useActionState } from 'react';
import { approveRequestAction } from '@/lib/actions/approvals/approve';
import { rejectRequestAction } from '@/lib/actions/approvals/reject';
import { retryRequestAction } from '@/lib/actions/approvals/retry';
import type { ApprovalOutcome } from '@/lib/actions/approvals/run-approved';
import type { ActionState } from '@/lib/forms/state';
import { describedBy, Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/input';
import { useT } from '@/lib/i18n/client';

type State = ActionState<ApprovalOutcome> | null;

function Outcome({ state }: { state: State }) {
  const t = useT();
  return (
    <div aria-live="polite" data-testid="approval-outcome">
      <FormMessage state={state} />
      {state?.result?.href ? (
        <p className="mt-2 text-sm">
          <Link href={state.result.href} className="text-indigo-700 underline dark:text-indigo-300">
            {t('approvals.openResult')}
          </Link>
        </p>
      ) : null}
      {state?.requestId ? (
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {t('approvals.apiRequest', { id: state.requestId })}
        </p>
      ) : null}
    </div>
  );
}

/** Approve (with an optional note) and reject (note required) for one pending request. */
export function DecisionForms({ id }: { id: string }) {
  const [approved, approve] = useActionState<State, FormData>(approveRequestAction, null);
  const [rejected, reject] = useActionState<State, FormData>(rejectRequestAction, null);
  const noteError = rejected?.fieldErrors?.note;
  const t = useT();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <form action={approve} className="space-y-3" aria-label={t('approvals.approve')}>
        <input type="hidden" name="id" value={id} />
        <Field id="approve-note" label={t('forms.noteOptional')}>
          <Textarea id="approve-note" name="note" rows={2} maxLength={500} />
        </Field>
        <SubmitButton pendingLabel={t('approvals.approving')}>{t('approvals.approve')}</SubmitButton>
        <Outcome state={approved} />
      </form>
      <form action={reject} className="space-y-3" aria-label={t('approvals.reject')}>
        <input type="hidden" name="id" value={id} />
        <Field id="reject-note" label={t('approvals.rejectNote')} error={noteError}>
          <Textarea
            id="reject-note"
            name="note"
            rows={2}
            maxLength={500}
            defaultValue={rejected?.values?.note}
            aria-invalid={Boolean(noteError)}
            aria-describedby={describedBy('reject-note', { error: noteError })}
          />
        </Field>
        <SubmitButton variant="danger" pendingLabel={t('approvals.rejecting')}>
          {t('approvals.reject')}
        </SubmitButton>
        <Outcome state={rejected} />
      </form>
    </div>
  );
}

/** Send an approved request again after the API did not confirm it. */
export function RetryForm({ id }: { id: string }) {
  const [state, retry] = useActionState<State, FormData>(retryRequestAction, null);
  const t = useT();
  return (
    <form action={retry} className="space-y-3">
      <input type="hidden" name="id" value={id} />
      <SubmitButton pendingLabel={t('approvals.sending')}>{t('approvals.sendAgain')}</SubmitButton>
      <Outcome state={state} />
    </form>
  );
}
