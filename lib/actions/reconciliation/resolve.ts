'use server';

import { z } from 'zod';
import { authorizeAction } from '@/lib/auth';
import { getT } from '@/lib/i18n/server';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf, requiredText } from '@/lib/actions/shared/fields';
import { formValues } from '@/lib/actions/shared/form';
import { FINANCE_RESOLUTIONS } from '@/lib/reconciliation';
import { reconciliationWrite, refuseInvalid } from './refusals';

const schema = z.object({
  exception_id: idOf('rex', 'reconciliation.error.unknown'),
  idempotency_key: idempotencyKey,
  resolution: z.enum(FINANCE_RESOLUTIONS, { error: 'reconciliation.error.resolution' }),
  note: requiredText(1000, 'reconciliation.error.note'),
});

/** Resolves an exception of the reconciliation queue with a resolution and why (finance, admin). */
export async function resolveExceptionAction(
  _previous: ActionState<{ exceptionId: string }> | null,
  formData: FormData,
): Promise<ActionState<{ exceptionId: string }>> {
  const authz = await authorizeAction('reconciliation', 'reconciliation.resolve');
  if (!authz.ok) return authz;
  const values = formValues(formData);
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    return refuseInvalid(authz.session, 'reconciliation.resolve', values, parsed.error, values.exception_id || null);
  const input = parsed.data;
  const t = await getT();
  return reconciliationWrite({
    session: authz.session,
    action: 'reconciliation.resolve',
    target: input.exception_id,
    summary: { resolution: input.resolution },
    values,
    call: () =>
      merchantWrites().resolveReconciliationException(
        input.exception_id,
        { resolution: input.resolution, note: input.note, actor: authz.session.user.email },
        input.idempotency_key,
      ),
    success: () => ({ message: t('reconciliation.resolve.done'), result: { exceptionId: input.exception_id } }),
    revalidate: ['/reconciliation'],
  });
}
