import type { StaffSession } from '@/lib/auth';
import { can } from '@/lib/auth/permissions';
import { getBatch, type BulkRefund } from '@/lib/bulk-refunds/batches';
import { getConsoleDb } from '@/lib/db';
import type { ConsoleDb } from '@/lib/db/types';
import type { ActionState } from '@/lib/forms/state';
import { z } from 'zod';
import { getT } from '@/lib/auth/translator';
import type { Translator } from '@/lib/i18n/core';

const batchId = z.uuid();

/** A batch form's part of an action's declaration: its one value, the batch it names (one sentence when it is none). */
export const batchForm = {
  schema: batchId,
  input: (formData: FormData) => formData.get('bulk_refund_id'),
  invalid: 'actions.bulkRefund.error.unknown',
} as const;

/**
 * What carrying on and discarding a bulk refund check once the action has checked its permission and read the id
 * (docs/bulk-refunds.md, "States"): the batch named by the form, and that the member made it or manages approvals
 * (who already decides on other members' money). The refusal, worded, or the batch with what the action needs next.
 */
export async function batchForMember(
  session: StaffSession,
  id: string,
  notYours: 'actions.bulkRefund.error.notYours' | 'actions.bulkRefund.error.notYoursToDiscard',
): Promise<
  | { ok: false; state: ActionState }
  | { ok: true; session: StaffSession; t: Translator; db: ConsoleDb; batch: BulkRefund }
> {
  const t = await getT();
  const db = await getConsoleDb();
  const batch = await getBatch(db, id);
  if (!batch) return { ok: false, state: { ok: false, message: t('actions.bulkRefund.error.missing') } };
  if (batch.makerId !== session.user.id && !can(session.user.access, 'approvals:manage'))
    return { ok: false, state: { ok: false, message: t(notYours, { email: batch.makerEmail }) } };
  return { ok: true, session, t, db, batch };
}

/**
 * A refund CSV form's part of an action's declaration: the file or the rows as fixed on the page, and the choice for
 * repeated payments, are read whole by checkedFromForm (lib/bulk-refunds/csv-check.ts), which checks every row against
 * its payment and answers a form it cannot read with one sentence.
 */
export const csvForm = { schema: z.instanceof(FormData), input: (formData: FormData) => formData } as const;
