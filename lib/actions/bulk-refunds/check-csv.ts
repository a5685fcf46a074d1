'use server';

import { action } from '@/lib/actions/define';
import { csvForm } from '@/lib/actions/bulk-refunds/batch';
import { checkedFromForm, resultOf, type CsvCheckResult } from '@/lib/bulk-refunds/csv-check';
import type { ActionState } from '@/lib/forms/state';

/**
 * Reads a refund CSV (or the rows as fixed on the page) and checks every row against its payment: nothing is
 * stored or sent (support, admin; docs/bulk-refunds.md, "From a CSV").
 */
export const checkRefundCsvAction = action<typeof csvForm.schema, ActionState<CsvCheckResult>>(
  {
    permission: 'refund',
    audit: 'bulk_refund.csv_check',
    ...csvForm,
    // A CSV makes a bulk refund of payments it reads (docs/roles.md, "Permissions that need another").
    also: ['refunds:bulk', 'read'],
  },
  async ({ session, input, t }) => {
    const checked = await checkedFromForm(input);
    if (!checked.ok) return { ok: false, message: checked.message, requestId: checked.requestId ?? null };
    const result = await resultOf(checked, session.user.id);
    const bad = result.rows.filter((r) => r.problems.length).length;
    const summary = t.plural('bulkCsv.summary', result.rows.length, { ready: result.rows.length - bad, bad });
    const folded = checked.folded.length
      ? t(checked.repeats === 'merge' ? 'bulkCsv.repeats.merged' : 'bulkCsv.repeats.refused', {
          lines: checked.folded.join(', '),
        })
      : null;
    return { ok: true, message: folded ? `${summary} ${folded}` : summary, result };
  },
);
