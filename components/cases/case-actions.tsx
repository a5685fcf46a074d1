'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { HeldForApprovalPanel } from '@/components/approvals/held-panel';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/alert';
import { Textarea } from '@/components/ui/input';
import { EVIDENCE_TYPES, RESPONSE_MAX_CHARS } from '@/core/cases';
import { acceptCaseAction, type CaseActionResult } from '@/lib/actions/cases/accept';
import { submitCaseAction } from '@/lib/actions/cases/submit';
import { uploadCaseEvidenceAction, type EvidenceUploadResult } from '@/lib/actions/cases/upload-evidence';
import { evidenceFileProblem } from '@/lib/forms/evidence';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import type { MessageKey } from '@/lib/i18n';
import { useT } from '@/lib/i18n/client';
import { ConfirmButtons, ReviewList } from '@/components/forms/confirm';
import { fieldId, useActionForm } from '@/components/forms/use-action-form';

/** Evidence upload for a case that needs a response (support, admin): a new form, and key, after each upload. */
export function EvidenceUpload({ caseId }: { caseId: string }) {
  const [done, setDone] = useState<{ key: string; message: string | null }>(() => ({
    key: newIdempotencyKey(),
    message: null,
  }));
  return (
    <div className="space-y-3">
      {done.message ? <FormMessage state={{ ok: true, message: done.message }} /> : null}
      <EvidenceForm
        key={done.key}
        caseId={caseId}
        idempotencyKey={done.key}
        onDone={(message) => setDone({ key: newIdempotencyKey(), message })}
        // A new attempt clears the last upload's success: it must not stand beside a new error.
        onAttempt={() => setDone((last) => (last.message ? { ...last, message: null } : last))}
      />
    </div>
  );
}

function EvidenceForm({
  caseId,
  idempotencyKey,
  onDone,
  onAttempt,
}: {
  caseId: string;
  idempotencyKey: string;
  onDone: (message: string | null) => void;
  onAttempt: () => void;
}) {
  const t = useT();
  const form = useActionForm<EvidenceUploadResult>(uploadCaseEvidenceAction, idempotencyKey);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const state = form.state;
  useEffect(() => {
    if (state?.ok) onDone(state.message ?? null);
  }, [state, onDone]);
  const id = fieldId('evidence_file');
  const error = form.error('evidence_file', problem ? t(problem) : null);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.markAttempted();
    onAttempt();
    const input = event.currentTarget.elements.namedItem('evidence_file') as HTMLInputElement | null;
    const found = evidenceFileProblem(input?.files?.[0] ?? null);
    setProblem(found);
    if (!found) form.submit(new FormData(event.currentTarget));
  }

  return (
    <form onSubmit={send} {...form.tracking} className="space-y-3" noValidate aria-label={t('cases.evidence.upload')}>
      <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
      <input type="hidden" name="case_id" value={caseId} />
      <Field id={id} label={t('cases.evidence.file')} hint={t('cases.evidence.hint')} error={error}>
        <input
          id={id}
          name="evidence_file"
          type="file"
          accept={EVIDENCE_TYPES.join(',')}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, { hint: true, error })}
          onChange={() => setProblem(null)}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm dark:file:border-slate-700 dark:file:bg-slate-900 dark:file:text-slate-100"
        />
      </Field>
      <FormMessage state={form.state && !form.state.ok ? form.state : null} />
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" disabled={form.pending} aria-busy={form.pending || undefined}>
          {form.pending ? t('cases.evidence.uploading') : t('cases.evidence.upload')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The written response and the two decisions (support, admin): Submit response… and Accept…, each behind a
 * confirmation dialog.
 */
export function CaseResponse({
  caseId,
  evidenceCount,
  available = true,
}: {
  caseId: string;
  evidenceCount: number;
  /** The case still needs a response; once it does not (after a decision), a note and the open dialog with its result stay. */
  available?: boolean;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const [nothing, setNothing] = useState(false);
  const [open, setOpen] = useState<{ which: 'submit' | 'accept'; key: string } | null>(null);
  const id = fieldId('response_text');
  const error = nothing ? t('cases.submit.nothing') : undefined;
  const dialog = (
    <Dialog
      open={open !== null}
      onClose={() => setOpen(null)}
      title={open?.which === 'accept' ? t('cases.accept.title') : t('cases.submit.title')}
    >
      {open ? (
        <DecisionForm
          key={open.key}
          which={open.which}
          idempotencyKey={open.key}
          caseId={caseId}
          responseText={text.trim()}
          evidenceCount={evidenceCount}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Dialog>
  );
  // One tree either way: the dialog keeps its place, so its form (and the result it shows) survives the refresh
  // that follows a decision.
  return (
    <div className="space-y-4">
      {available ? null : <p className="text-sm text-slate-600 dark:text-slate-400">{t('cases.closed')}</p>}
      {available ? (
        <>
          <Field id={id} label={t('cases.response')} hint={t('cases.response.hint')} error={error}>
            <Textarea
              id={id}
              name="response_text"
              rows={5}
              maxLength={RESPONSE_MAX_CHARS}
              value={text}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy(id, { hint: true, error })}
              onChange={(event) => {
                setText(event.target.value);
                setNothing(false);
              }}
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              onClick={() => setOpen({ which: 'accept', key: newIdempotencyKey() })}
            >
              {t('cases.accept.button')}
            </Button>
            <Button
              aria-haspopup="dialog"
              onClick={() => {
                if (!text.trim() && evidenceCount === 0) return setNothing(true);
                setOpen({ which: 'submit', key: newIdempotencyKey() });
              }}
            >
              {t('cases.submit.button')}
            </Button>
          </div>
        </>
      ) : null}
      {dialog}
    </div>
  );
}

function DecisionForm({
  which,
  idempotencyKey,
  caseId,
  responseText,
  evidenceCount,
  onClose,
}: {
  which: 'submit' | 'accept';
  idempotencyKey: string;
  caseId: string;
  responseText: string;
  evidenceCount: number;
  onClose: () => void;
}) {
  const t = useT();
  const form = useActionForm<CaseActionResult>(
    which === 'accept' ? acceptCaseAction : submitCaseAction,
    idempotencyKey,
  );
  if (form.state?.ok && form.state.approval)
    return <HeldForApprovalPanel approval={form.state.approval} message={form.state.message} />;
  if (form.state?.ok) {
    return (
      <div className="space-y-4" data-testid="case-decision-done">
        <FormMessage state={form.state} />
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('common.done')}</Button>
        </div>
      </div>
    );
  }
  return (
    <form
      className="space-y-4"
      aria-label={which === 'accept' ? t('cases.accept.title') : t('cases.submit.title')}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(new FormData(event.currentTarget));
      }}
    >
      <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
      <input type="hidden" name="case_id" value={caseId} />
      {which === 'submit' ? <input type="hidden" name="response_text" value={responseText} /> : null}
      <p className="text-sm">{which === 'accept' ? t('cases.accept.sentence') : t('cases.submit.sentence')}</p>
      {which === 'submit' ? (
        <ReviewList
          items={[
            { label: t('cases.response'), value: responseText || t('cases.response.none') },
            { label: t('cases.evidence'), value: t.plural('cases.submit.files', evidenceCount) },
          ]}
        />
      ) : null}
      <FormMessage state={form.state} />
      <ConfirmButtons
        pending={form.pending}
        onBack={onClose}
        backLabel={t('common.cancel')}
        confirmLabel={which === 'accept' ? t('cases.accept.confirm') : t('cases.submit.confirm')}
        pendingLabel={which === 'accept' ? t('cases.accept.pending') : t('cases.submit.pending')}
        tone={which === 'accept' ? 'danger' : 'primary'}
      />
    </form>
  );
}
