'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { getPreferences, recordAudit } from '@/lib/auth';
import { action } from '@/lib/actions/define';
import { chooseByFilters, chooseByIds } from '@/lib/bulk-refunds/choose';
import { createBatch } from '@/lib/bulk-refunds/batches';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { isApiError } from '@/lib/merchant-api';

/** The payments picked, or the list's filters (its query string): which payments is read from the API below. */
const schema = z.object({ byFilters: z.boolean(), query: z.string(), ids: z.array(z.string()) });

/**
 * Starts a bulk refund from the payments list (support, admin): the payments picked (`payment_id`, repeated)
 * or every payment matching the list's filters (`scope=filters`, `query` = the list's query string), read from
 * the API for their amount and state, stored as a draft, and the member is taken to its review page. Nothing
 * is refunded yet.
 */
export const prepareBulkRefundAction = action<typeof schema, ActionState>(
  {
    permission: 'refunds:bulk',
    audit: 'bulk_refund.prepare',
    schema,
    input: (formData) => ({
      byFilters: formData.get('scope') === 'filters',
      query: String(formData.get('query') ?? ''),
      ids: formData.getAll('payment_id').filter((v): v is string => typeof v === 'string' && v.trim() !== ''),
    }),
  },
  async ({ session, input: { byFilters, query, ids }, t }) => {
    let chosen;
    try {
      chosen = byFilters ? await chooseByFilters(query, (await getPreferences()).timeZone) : await chooseByIds(ids);
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
    const source = byFilters ? { kind: 'filters', query } : { kind: 'selection', missing: chosen.missing };
    const batch = await createBatch(
      await getConsoleDb(),
      { id: session.user.id, email: session.user.email },
      source,
      chosen.items,
    );
    await recordAudit({
      session,
      action: 'bulk_refund.prepare',
      target: batch.id,
      summary: { payments: chosen.items.length, source },
    });
    redirect(`/payments/bulk-refunds/${batch.id}`);
  },
);
