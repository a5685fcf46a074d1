'use server';

import { z } from 'zod';
import { authorizeAction } from '@/lib/auth';
import { getT } from '@/lib/i18n/server';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf, optionalText } from '@/lib/actions/shared/fields';
import { formValues } from '@/lib/actions/shared/form';
import { reconciliationWrite, refuseInvalid } from './refusals';

const schema = z.object({
  line_id: idOf('stl', 'reconciliation.error.unknownLine'),
  idempotency_key: idempotencyKey,
  note: optionalText(2000),
});

/** Sets a statement line's note (empty clears it), audited (finance, admin). */
export async function annotateLineAction(
  _previous: ActionState<{ lineId: string }> | null,
  formData: FormData,
): Promise<ActionState<{ lineId: string }>> {
  const authz = await authorizeAction('reconciliation', 'reconciliation.annotate');
  if (!authz.ok) return authz;
  const values = formValues(formData);
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    return refuseInvalid(authz.session, 'reconciliation.annotate', values, parsed.error, values.line_id || null);
  const input = parsed.data;
  const t = await getT();
  return reconciliationWrite({
    session: authz.session,
    action: 'reconciliation.annotate',
    target: input.line_id,
    summary: { cleared: !input.note },
    values,
    call: () =>
      merchantWrites().annotateStatementLine(
        input.line_id,
        { note: input.note ?? '', actor: authz.session.user.email },
        input.idempotency_key,
      ),
    success: () => ({ message: t('reconciliation.annotate.done'), result: { lineId: input.line_id } }),
    revalidate: ['/reconciliation'],
  });
}
