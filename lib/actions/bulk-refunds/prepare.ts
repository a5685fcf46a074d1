'use server';

import { redirect } from 'next/navigation';
import { authorizeAction, getPreferences, recordAudit } from '@/lib/auth';
import { chooseByFilters, chooseByIds } from '@/lib/bulk-refunds/choose';
import { createBatch } from '@/lib/bulk-refunds/batches';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';
import { isApiError } from '@/lib/merchant-api';

/**
 * Starts a bulk refund from the payments list (support, admin): the payments picked (`payment_id`, repeated)
 * or every payment matching the list's filters (`scope=filters`, `query` = the list's query string), read from
 * the API for their amount and state, stored as a draft, and the member is taken to its review page. Nothing
 * is refunded yet.
 */
export async function prepareBulkRefundAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('refunds:bulk', 'bulk_refund.prepare');
  if (!authz.ok) return authz;
  const byFilters = formData.get('scope') === 'filters';
  const ids = formData.getAll('payment_id').filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  const t = await getT();
  let chosen;
  try {
    chosen = byFilters
      ? await chooseByFilters(String(formData.get('query') ?? ''), (await getPreferences()).timeZone)
      : await chooseByIds(ids);
  } catch (error) {
    // The API's (or the listing's) own message is quoted as it came.
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      message: t('actions.bulkRefund.error.unreadable', { message }),
      requestId: isApiError(error) ? error.requestId : null,
    };
  }
  if (!chosen.ok) return { ok: false, message: t(chosen.problem) };
  if (!chosen.items.length) return { ok: false, message: t('actions.bulkRefund.error.noneFound') };
  const source = byFilters
    ? { kind: 'filters', query: String(formData.get('query') ?? '') }
    : { kind: 'selection', missing: chosen.missing };
  const batch = await createBatch(
    await getConsoleDb(),
    { id: authz.session.user.id, email: authz.session.user.email },
    source,
    chosen.items,
  );
  await recordAudit({
    session: authz.session,
    action: 'bulk_refund.prepare',
    target: batch.id,
    summary: { payments: chosen.items.length, source },
  });
  redirect(`/payments/bulk-refunds/${batch.id}`);
}
