'use server';

import { z } from 'zod';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf, requiredText } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';
import { reconciliationWrite } from './refusals';

const schema = z.object({
  statement_id: idOf('stm', 'reconciliation.error.unknownStatement'),
  idempotency_key: idempotencyKey,
  reason: requiredText(1000, 'reconciliation.error.reason'),
});

/** Voids a statement (its matches undone, its lines void; it can then be imported again), audited with why. */
export const voidStatementAction = action<typeof schema, ActionState<{ statementId: string }>>(
  {
    permission: 'reconciliation',
    audit: 'reconciliation.void',
    schema,
    target: (values) => values.statement_id || null,
  },
  async ({ session, input, values, t }) =>
    reconciliationWrite({
      session,
      action: 'reconciliation.void',
      target: input.statement_id,
      summary: { reason: input.reason },
      values,
      call: () =>
        merchantWrites().voidStatement(
          input.statement_id,
          { reason: input.reason, actor: session.user.email },
          input.idempotency_key,
        ),
      success: (s) => ({
        message: t('reconciliation.void.done', { file: s?.file_name ?? '' }),
        result: { statementId: input.statement_id },
      }),
      revalidate: ['/reconciliation'],
    }),
);
