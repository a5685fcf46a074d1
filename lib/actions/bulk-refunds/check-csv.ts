'use server';

import { authorizeAction, authorizeAlso } from '@/lib/auth';
import { checkedFromForm, resultOf, type CsvCheckResult } from '@/lib/bulk-refunds/csv-check';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';

/**
 * Reads a refund CSV (or the rows as fixed on the page) and checks every row against its payment: nothing is
 * stored or sent (support, admin; docs/bulk-refunds.md, "From a CSV").
 */
export async function checkRefundCsvAction(
  _previous: ActionState<CsvCheckResult> | null,
  formData: FormData,
): Promise<ActionState<CsvCheckResult>> {
  const authz = await authorizeAction('refund', 'bulk_refund.csv_check');
  if (!authz.ok) return authz;
  // A CSV makes a bulk refund of payments it reads (docs/roles.md, "Permissions that need another").
  const denied =
    (await authorizeAlso(authz.session, 'refunds:bulk', 'bulk_refund.csv_check')) ??
    (await authorizeAlso(authz.session, 'read', 'bulk_refund.csv_check'));
  if (denied) return denied;
  const checked = await checkedFromForm(formData);
  if (!checked.ok) return { ok: false, message: checked.message, requestId: checked.requestId ?? null };
  const result = await resultOf(checked, authz.session.user.id);
  const t = await getT();
  const bad = result.rows.filter((r) => r.problems.length).length;
  const summary = t.plural('bulkCsv.summary', result.rows.length, { ready: result.rows.length - bad, bad });
  const folded = checked.folded.length
    ? t(checked.repeats === 'merge' ? 'bulkCsv.repeats.merged' : 'bulkCsv.repeats.refused', {
        lines: checked.folded.join(', '),
      })
    : null;
  return { ok: true, message: folded ? `${summary} ${folded}` : summary, result };
}
