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
  idempotency_key: idempotencyKey,
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'reconciliation.error.month'),
  bank_account_id: idOf('bac', 'reconciliation.error.bankAccount'),
  note: optionalText(1000),
});

/** Signs a month of one bank account off (who, when, the figures then), audited (finance, admin). */
export async function signOffMonthAction(
  _previous: ActionState<{ month: string }> | null,
  formData: FormData,
): Promise<ActionState<{ month: string }>> {
  const authz = await authorizeAction('reconciliation', 'reconciliation.sign_off');
  if (!authz.ok) return authz;
  const values = formValues(formData);
  const parsed = schema.safeParse(values);
  if (!parsed.success) return refuseInvalid(authz.session, 'reconciliation.sign_off', values, parsed.error);
  const input = parsed.data;
  const t = await getT();
  return reconciliationWrite({
    session: authz.session,
    action: 'reconciliation.sign_off',
    target: input.bank_account_id,
    summary: { month: input.month },
    values,
    call: () =>
      merchantWrites().signOffMonth(
        {
          month: input.month,
          bankAccountId: input.bank_account_id,
          note: input.note,
          actor: authz.session.user.email,
        },
        input.idempotency_key,
      ),
    success: () => ({
      message: t('reconciliation.close.signed', { month: input.month }),
      result: { month: input.month },
    }),
    revalidate: ['/reconciliation/close'],
  });
}
