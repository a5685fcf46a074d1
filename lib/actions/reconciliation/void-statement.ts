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
  statement_id: idOf('stm', 'reconciliation.error.unknownStatement'),
  idempotency_key: idempotencyKey,
  reason: requiredText(1000, 'reconciliation.error.reason'),
});

/** Voids a statement (its matches undone, its lines void; it can then be imported again), audited with why. */
export async function voidStatementAction(
  _previous: ActionState<{ statementId: string }> | null,
  formData: FormData,
): Promise<ActionState<{ statementId: string }>> {
  const authz = await authorizeAction('reconciliation', 'reconciliation.void');
  if (!authz.ok) return authz;
  const values = formValues(formData);
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    return refuseInvalid(authz.session, 'reconciliation.void', values, parsed.error, values.statement_id || null);
  const input = parsed.data;
  const t = await getT();
  return reconciliationWrite({
    session: authz.session,
    action: 'reconciliation.void',
    target: input.statement_id,
    summary: { reason: input.reason },
    values,
    call: () =>
      merchantWrites().voidStatement(
        input.statement_id,
        { reason: input.reason, actor: authz.session.user.email },
        input.idempotency_key,
      ),
    success: (s) => ({
      message: t('reconciliation.void.done', { file: s?.file_name ?? '' }),
      result: { statementId: input.statement_id },
    }),
    revalidate: ['/reconciliation'],
  });
}
