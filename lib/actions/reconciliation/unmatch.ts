'use server';

import { z } from 'zod';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf, requiredText } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';
import { reconciliationWrite } from './refusals';

const schema = z.object({
  line_id: idOf('stl', 'reconciliation.error.unknownLine'),
  idempotency_key: idempotencyKey,
  reason: requiredText(1000, 'reconciliation.error.reason'),
});

/** Undoes a line's match (automatic or by hand), with why: the line and its deposits or payouts are open again. */
export const unmatchLineAction = action<typeof schema, ActionState<{ lineId: string }>>(
  {
    permission: 'reconciliation',
    audit: 'reconciliation.unmatch',
    schema,
    target: (values) => values.line_id || null,
  },
  async ({ session, input, values, t }) =>
    reconciliationWrite({
      session,
      action: 'reconciliation.unmatch',
      target: input.line_id,
      summary: {},
      values,
      call: () =>
        merchantWrites().unmatchStatementLine(
          input.line_id,
          { reason: input.reason, actor: session.user.email },
          input.idempotency_key,
        ),
      success: () => ({ message: t('reconciliation.unmatch.done'), result: { lineId: input.line_id } }),
      revalidate: ['/reconciliation'],
    }),
);
