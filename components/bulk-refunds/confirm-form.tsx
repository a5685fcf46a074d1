'use client';

import { useRouter } from 'next/navigation';
import { useEffect, type FormEvent } from 'react';
import { HeldForApprovalPanel } from '@/components/approvals/held-panel';
import { FormMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { startBulkRefundAction } from '@/lib/actions/bulk-refunds/start';
import { REFUND_REASONS } from '@/lib/forms/reasons';
import { useT } from '@/lib/i18n/client';
import { ErrorSummary, summaryItems } from '@/components/forms/error-summary';
import { ReasonNoteFields, useReasonNote } from '@/components/forms/reason-note-fields';
import { useActionForm } from '@/components/forms/use-action-form';

/**
 * The last step of a bulk refund: one reason (and note) for every refund, then "Refund N payments". The
 * batch starts on the server; the page then follows its progress (or shows that an approval rule holds it).
 */
export function BulkRefundConfirmForm({
  batchId,
  count,
  idempotencyKey,
  perRow = false,
}: {
  batchId: string;
  count: number;
  idempotencyKey: string;
  /** A CSV batch: each row has its own reason and note, so none is asked here. */
  perRow?: boolean;
}) {
  const t = useT();
  const router = useRouter();
  const form = useActionForm(startBulkRefundAction, idempotencyKey);
  const reasonNote = useReasonNote();
  const started = form.state?.ok === true;

  useEffect(() => {
    if (started) router.refresh();
  }, [started, router]);

  if (form.state?.ok && form.state.approval)
    return <HeldForApprovalPanel approval={form.state.approval} message={form.state.message} />;

  const problems = perRow ? {} : reasonNote.problems;
  const valid = Object.values(problems).every((p) => !p);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.markAttempted();
    if (valid) form.submit(new FormData(event.currentTarget));
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="max-w-xl space-y-4"
      aria-label={t('bulkRefund.confirmTitle')}
      {...form.tracking}
    >
      <ErrorSummary
        state={form.state}
        items={summaryItems(form.state, problems, form.attempted, form.error)}
        focusKey={form.state && !form.state.ok ? form.state : undefined}
      />
      <input type="hidden" name="bulk_refund_id" value={batchId} />
      {perRow ? (
        <p className="text-sm">{t('bulkCsv.perRow')}</p>
      ) : (
        <ReasonNoteFields
          reasons={REFUND_REASONS}
          value={reasonNote}
          error={form.error}
          hint={t('bulkRefund.noteHint')}
        />
      )}
      <FormMessage state={form.state?.ok ? form.state : null} />
      <Button type="submit" variant="danger" disabled={form.pending || started} aria-busy={form.pending || undefined}>
        {form.pending || started ? t('bulkRefund.starting') : t.plural('bulkRefund.refundCount', count)}
      </Button>
    </form>
  );
}
