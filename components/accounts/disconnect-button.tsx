'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { DISCONNECTION_REASONS, reasonLabel } from '@/lib/forms/reasons';
import { disconnectAccountAction, type DisconnectResult } from '@/lib/actions/accounts/disconnect';
import { ConfirmButtons, ReviewList } from '@/components/forms/confirm';
import { ErrorSummary, summaryItems } from '@/components/forms/error-summary';
import { ReasonNoteFields, useReasonNote } from '@/components/forms/reason-note-fields';
import { useActionForm } from '@/components/forms/use-action-form';
import { useT } from '@/lib/i18n/client';
import { rich } from '@/lib/i18n/rich';

export interface DisconnectTarget {
  uuid: string;
  /** "First Sandbox Bank ···· 6789" */
  label: string;
  owner: string | null;
}

/**
 * "Disconnect…": reason from the documented list and a note, then a confirmation naming the account and its
 * owner. Render it only for members who can disconnect (`can(role, 'disconnect')`); `available` (not
 * DISCONNECTED yet) hides the button but keeps an open dialog, with its result, mounted.
 */
export function DisconnectButton({ account, available = true }: { account: DisconnectTarget; available?: boolean }) {
  const t = useT();
  const [instance, setInstance] = useState<string | null>(null);
  return (
    <>
      {available ? (
        <Button variant="danger" onClick={() => setInstance(newIdempotencyKey())} aria-haspopup="dialog">
          {t('disconnect.button')}
        </Button>
      ) : null}
      <Dialog
        open={instance !== null}
        onClose={() => setInstance(null)}
        title={t('disconnect.title')}
        description={`${account.label}${account.owner ? ` · ${account.owner}` : ''}`}
      >
        {instance ? (
          <DisconnectForm
            key={instance}
            account={account}
            idempotencyKey={instance}
            onClose={() => setInstance(null)}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function DisconnectForm({
  account,
  idempotencyKey,
  onClose,
}: {
  account: DisconnectTarget;
  idempotencyKey: string;
  onClose: () => void;
}) {
  const t = useT();
  const form = useActionForm<DisconnectResult>(disconnectAccountAction, idempotencyKey);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const reasonNote = useReasonNote();
  const { reason, note } = reasonNote;
  const [shownState, setShownState] = useState(form.state);
  if (shownState !== form.state) {
    setShownState(form.state);
    if (form.state && !form.state.ok) setStep('edit');
  }

  if (form.state?.ok) {
    return (
      <div className="space-y-4" data-testid="disconnect-done">
        <p
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
        >
          {form.state.message}{' '}
          {rich(t('forms.statusIs'), { status: <strong>{form.state.result?.status ?? '—'}</strong> })}
        </p>
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('common.done')}</Button>
        </div>
      </div>
    );
  }

  const problems = { disconnection_reason: reasonNote.problems.reason, disconnection_note: reasonNote.problems.note };
  const items = summaryItems(form.state, problems, form.attempted, form.error);

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.markAttempted();
    if (Object.values(problems).every((p) => !p)) setStep('confirm');
  }

  if (step === 'confirm') {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          form.submit(new FormData(event.currentTarget));
        }}
        className="space-y-4"
        aria-label={t('disconnect.confirmTitle')}
      >
        <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
        <input type="hidden" name="account_id" value={account.uuid} />
        <input type="hidden" name="disconnection_reason" value={reason} />
        <input type="hidden" name="disconnection_note" value={note} />
        <p className="text-sm">
          {account.owner
            ? rich(t('disconnect.sentenceOwner'), {
                account: <strong>{account.label}</strong>,
                owner: <strong>{account.owner}</strong>,
              })
            : rich(t('disconnect.sentence'), { account: <strong>{account.label}</strong> })}
        </p>
        <ReviewList
          items={[
            { label: t('forms.reason'), value: reasonLabel(t, DISCONNECTION_REASONS, reason) },
            ...(note.trim() ? [{ label: t('forms.note'), value: note.trim() }] : []),
          ]}
        />
        <ConfirmButtons
          pending={form.pending}
          onBack={() => setStep('edit')}
          confirmLabel={t('disconnect.confirm')}
          pendingLabel={t('disconnect.pending')}
          tone="danger"
        />
      </form>
    );
  }

  return (
    <form onSubmit={review} {...form.tracking} className="space-y-4" noValidate aria-label={t('disconnect.confirm')}>
      <ErrorSummary
        state={form.state}
        items={items}
        labels={{ disconnection_reason: t('forms.reason'), disconnection_note: t('forms.note') }}
        focusKey={form.state}
      />
      <ReasonNoteFields
        reasons={DISCONNECTION_REASONS}
        value={reasonNote}
        names={{ reason: 'disconnection_reason', note: 'disconnection_note' }}
        error={form.error}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit">{t('common.review')}</Button>
      </div>
    </form>
  );
}
