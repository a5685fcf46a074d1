'use server';

import { z } from 'zod';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { checkbox, idempotencyKey, idOf, requiredText } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';
import { reconciliationWrite } from './refusals';

const schema = z.object({
  line_id: idOf('stl', 'reconciliation.error.unknownLine'),
  idempotency_key: idempotencyKey,
  transaction_ids: z
    .array(idOf('trx', 'reconciliation.error.chooseTransaction'))
    .min(1, 'reconciliation.error.chooseTransaction')
    .max(100, 'reconciliation.error.chooseTransaction'),
  reason: requiredText(1000, 'reconciliation.error.reason'),
  accept_difference: checkbox,
});

/** The API's `transaction_ids[2]` lands on the one group of checkboxes. */
const fieldOf = (param: string) => (param.startsWith('transaction_ids') ? 'transaction_ids' : null);

/** Matches a statement line to one or several deposits or payouts by hand, with why (finance, admin). */
export const matchLineAction = action<typeof schema, ActionState<{ lineId: string }>>(
  {
    permission: 'reconciliation',
    audit: 'reconciliation.match',
    schema,
    input: (formData, values) => ({
      ...values,
      transaction_ids: formData.getAll('transaction_ids').filter((v): v is string => typeof v === 'string'),
    }),
    target: (values) => values.line_id || null,
  },
  async ({ session, input, values, t }) =>
    reconciliationWrite({
      session,
      action: 'reconciliation.match',
      target: input.line_id,
      summary: { transaction_ids: input.transaction_ids, accept_difference: input.accept_difference },
      values,
      fieldOf,
      call: () =>
        merchantWrites().matchStatementLine(
          input.line_id,
          {
            transaction_ids: input.transaction_ids,
            reason: input.reason,
            accept_difference: input.accept_difference,
            actor: session.user.email,
          },
          input.idempotency_key,
        ),
      success: () => ({ message: t('reconciliation.match.done'), result: { lineId: input.line_id } }),
      revalidate: ['/reconciliation'],
    }),
);
