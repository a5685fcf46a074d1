'use server';

import { z } from 'zod';
import { authorizeAction } from '@/lib/auth';
import { getT } from '@/lib/i18n/server';
import type { ActionState } from '@/lib/forms/state';
import { emailProblem } from '@/lib/forms/rules';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { addPhrase, idempotencyKey, idOf, optionalText } from '@/lib/actions/shared/fields';
import { formValues } from '@/lib/actions/shared/form';
import { reconciliationWrite, refuseInvalid } from './refusals';

const schema = z.object({
  exception_id: idOf('rex', 'reconciliation.error.unknown'),
  idempotency_key: idempotencyKey,
  owner: z
    .string()
    .default('')
    .transform((v) => v.trim())
    .superRefine((v, ctx) => {
      const problem = emailProblem(v);
      if (problem) addPhrase(ctx, problem);
    }),
  note: optionalText(2000),
});

/** Assigns an exception to an owner (an email; empty clears) and sets its note, audited (finance, admin). */
export async function assignExceptionAction(
  _previous: ActionState<{ exceptionId: string }> | null,
  formData: FormData,
): Promise<ActionState<{ exceptionId: string }>> {
  const authz = await authorizeAction('reconciliation', 'reconciliation.assign');
  if (!authz.ok) return authz;
  const values = formValues(formData);
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    return refuseInvalid(authz.session, 'reconciliation.assign', values, parsed.error, values.exception_id || null);
  const input = parsed.data;
  const t = await getT();
  return reconciliationWrite({
    session: authz.session,
    action: 'reconciliation.assign',
    target: input.exception_id,
    summary: { owner: input.owner || null, noted: Boolean(input.note) },
    values,
    call: () =>
      merchantWrites().updateReconciliationException(
        input.exception_id,
        { owner: input.owner || null, note: input.note ?? null, actor: authz.session.user.email },
        input.idempotency_key,
      ),
    success: () => ({ message: t('reconciliation.assign.done'), result: { exceptionId: input.exception_id } }),
    revalidate: ['/reconciliation'],
  });
}
