'use server';

import { z } from 'zod';
import { authorizeAction } from '@/lib/auth';
import { getT } from '@/lib/i18n/server';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf, requiredText } from '@/lib/actions/shared/fields';
import { formValues } from '@/lib/actions/shared/form';
import { reconciliationWrite, refuseInvalid } from './refusals';

const schema = z.object({
  line_id: idOf('stl', 'reconciliation.error.unknownLine'),
  idempotency_key: idempotencyKey,
  reason: requiredText(1000, 'reconciliation.error.reason'),
});

/** Undoes a line's match (automatic or by hand), with why: the line and its deposits or payouts are open again. */
export async function unmatchLineAction(
  _previous: ActionState<{ lineId: string }> | null,
  formData: FormData,
): Promise<ActionState<{ lineId: string }>> {
  const authz = await authorizeAction('reconciliation', 'reconciliation.unmatch');
  if (!authz.ok) return authz;
  const values = formValues(formData);
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    return refuseInvalid(authz.session, 'reconciliation.unmatch', values, parsed.error, values.line_id || null);
  const input = parsed.data;
  const t = await getT();
  return reconciliationWrite({
    session: authz.session,
    action: 'reconciliation.unmatch',
    target: input.line_id,
    summary: {},
    values,
    call: () =>
      merchantWrites().unmatchStatementLine(
        input.line_id,
        { reason: input.reason, actor: authz.session.user.email },
        input.idempotency_key,
      ),
    success: () => ({ message: t('reconciliation.unmatch.done'), result: { lineId: input.line_id } }),
    revalidate: ['/reconciliation'],
  });
}
