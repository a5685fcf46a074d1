'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { HeldForApprovalPanel } from '@/components/approvals/held-panel';
import { FormMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { startBulkRefundAction } from '@/lib/actions/bulk-refunds/start';
import { noteExpected, REFUND_REASONS } from '@/lib/forms/reasons';
import { wordOptions, wordProblem } from '@/lib/forms/phrases';
import { LIMITS, maxLengthProblem } from '@/lib/forms/rules';
import { useT } from '@/lib/i18n/client';
import { ErrorSummary, summaryItems } from '../error-summary';
import { SelectField, TextAreaField } from '../fields';
import { useActionForm } from '../use-action-form';

/**
 * The last step of a bulk refund: one reason (and note) for every refund, then "Refund N payments". The
 * batch starts on the server; the page then follows its progress (or shows that an approval rule holds it).
 */
export function BulkRefundConfirmForm({ batchId, count, idempotencyKey }: { batchId: string; count: number; idempotencyKey: string }) {
  const t = useT();
  const router = useRouter();
  const form = useActionForm(startBulkRefundAction, idempotencyKey);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const started = form.state?.ok === true;

  useEffect(() => {
    if (started) router.refresh();
  }, [started, router]);

  if (form.state?.ok && form.state.approval) return <HeldForApprovalPanel approval={form.state.approval} message={form.state.message} />;

  const problems = {
    reason: reason ? null : t('forms.error.chooseReason'),
    note: wordProblem(t, maxLengthProblem(note, LIMITS.note)) ?? (noteExpected(reason) && !note.trim() ? t('forms.error.explainReason') : null),
  };
  const valid = Object.values(problems).every((p) => !p);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.markAttempted();
    if (valid) form.submit(new FormData(event.currentTarget));
  }

  return (
    <form onSubmit={submit} noValidate className="max-w-xl space-y-4" aria-label={t('bulkRefund.confirmTitle')} {...form.tracking}>
      <ErrorSummary state={form.state} items={summaryItems(form.state, problems, form.attempted, form.error)} focusKey={form.state && !form.state.ok ? form.state : undefined} />
      <input type="hidden" name="bulk_refund_id" value={batchId} />
      <SelectField
        name="reason"
        label={t('forms.reason')}
        value={reason}
        onValue={setReason}
        placeholder={t('forms.chooseReason')}
        options={wordOptions(t, REFUND_REASONS)}
        error={form.error('reason', problems.reason)}
      />
      <TextAreaField
        name="note"
        label={noteExpected(reason) ? t('forms.note') : t('forms.noteOptional')}
        value={note}
        onValue={setNote}
        limit={LIMITS.note}
        hint={t('bulkRefund.noteHint')}
        error={form.error('note', problems.note)}
      />
      <FormMessage state={form.state?.ok ? form.state : null} />
      <Button type="submit" variant="danger" disabled={form.pending || started} aria-busy={form.pending || undefined}>
        {form.pending || started ? t('bulkRefund.starting') : t.plural('bulkRefund.refundCount', count)}
      </Button>
    </form>
  );
}
