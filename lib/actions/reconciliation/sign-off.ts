'use server';

import { z } from 'zod';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf, optionalText } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';
import { reconciliationWrite } from './refusals';

const schema = z.object({
  idempotency_key: idempotencyKey,
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'reconciliation.error.month'),
  bank_account_id: idOf('bac', 'reconciliation.error.bankAccount'),
  note: optionalText(1000),
});

/** Signs a month of one bank account off (who, when, the figures then), audited (finance, admin). */
export const signOffMonthAction = action<typeof schema, ActionState<{ month: string }>>(
  {
    permission: 'reconciliation',
    audit: 'reconciliation.sign_off',
    schema,
  },
  async ({ session, input, values, t }) =>
    reconciliationWrite({
      session,
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
            actor: session.user.email,
          },
          input.idempotency_key,
        ),
      success: () => ({
        message: t('reconciliation.close.signed', { month: input.month }),
        result: { month: input.month },
      }),
      revalidate: ['/reconciliation/close'],
    }),
);
