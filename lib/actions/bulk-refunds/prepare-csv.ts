'use server';

import { redirect } from 'next/navigation';
import { recordAudit } from '@/lib/auth';
import { action } from '@/lib/actions/define';
import { csvForm } from '@/lib/actions/bulk-refunds/batch';
import { createBatch } from '@/lib/bulk-refunds/batches';
import { readyRows } from '@/lib/bulk-refunds/csv';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { checkedFromForm, resultOf, type CsvCheckResult } from '@/lib/bulk-refunds/csv-check';

/**
 * Turns the fixed rows of a refund CSV into a draft bulk refund (support, admin): every row is checked again
 * against the payments now (the page's check is never trusted), and only a file with no problem left becomes a
 * batch, each row with its own amount, reason and note. The member then reviews and confirms it like any batch.
 */
export const prepareCsvBulkRefundAction = action<typeof csvForm.schema, ActionState<CsvCheckResult>>(
  {
    permission: 'refund',
    audit: 'bulk_refund.prepare',
    ...csvForm,
    // A CSV makes a bulk refund of payments it reads (docs/roles.md, "Permissions that need another").
    also: ['refunds:bulk', 'read'],
  },
  async ({ session, input, t }) => {
    const checked = await checkedFromForm(input);
    if (!checked.ok) return { ok: false, message: checked.message, requestId: checked.requestId ?? null };
    if (!checked.rows.length) return { ok: false, message: t('bulkCsv.error.noRowsLeft') };
    const ready = readyRows(checked.rows);
    if (!ready)
      return {
        ok: false,
        message: t('bulkCsv.error.stillInvalid'),
        result: await resultOf(checked, session.user.id),
      };
    const source = { kind: 'csv', rows: ready.length, ...(checked.hash ? { hash: checked.hash } : {}) };
    const batch = await createBatch(
      await getConsoleDb(),
      { id: session.user.id, email: session.user.email },
      source,
      ready.map((row, i) => ({ ...row, line: checked.rows[i].line })),
    );
    await recordAudit({
      session,
      action: 'bulk_refund.prepare',
      target: batch.id,
      summary: { payments: ready.length, source },
    });
    redirect(`/payments/bulk-refunds/${batch.id}`);
  },
);
