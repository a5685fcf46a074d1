'use server';

import { z } from 'zod';
import { authorizeAction } from '@/lib/auth';
import { getT } from '@/lib/i18n/server';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf, optionalText } from '@/lib/actions/shared/fields';
import { formValues } from '@/lib/actions/shared/form';
import { LINE_RESOLUTIONS } from '@/lib/reconciliation';
import { reconciliationWrite, refuseInvalid } from './refusals';

const schema = z
  .object({
    line_id: idOf('stl', 'reconciliation.error.unknownLine'),
    idempotency_key: idempotencyKey,
    resolution: z.enum(LINE_RESOLUTIONS, { error: 'reconciliation.error.resolution' }),
    note: optionalText(1000),
  })
  .superRefine((v, ctx) => {
    if (v.resolution === 'OTHER' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'reconciliation.error.otherNote' });
  });

/** Explains a line with no deposit or payout: a bank fee, interest, a transfer between own accounts, or other + note. */
export async function resolveLineAction(
  _previous: ActionState<{ lineId: string }> | null,
  formData: FormData,
): Promise<ActionState<{ lineId: string }>> {
  const authz = await authorizeAction('reconciliation', 'reconciliation.resolve_line');
  if (!authz.ok) return authz;
  const values = formValues(formData);
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    return refuseInvalid(authz.session, 'reconciliation.resolve_line', values, parsed.error, values.line_id || null);
  const input = parsed.data;
  const t = await getT();
  return reconciliationWrite({
    session: authz.session,
    action: 'reconciliation.resolve_line',
    target: input.line_id,
    summary: { resolution: input.resolution },
    values,
    call: () =>
      merchantWrites().resolveStatementLine(
        input.line_id,
        { resolution: input.resolution, note: input.note, actor: authz.session.user.email },
        input.idempotency_key,
      ),
    success: () => ({ message: t('reconciliation.resolveLine.done'), result: { lineId: input.line_id } }),
    revalidate: ['/reconciliation'],
  });
}
