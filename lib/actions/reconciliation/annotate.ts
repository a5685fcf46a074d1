'use server';

import { z } from 'zod';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf, optionalText } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';
import { reconciliationWrite } from './refusals';

const schema = z.object({
  line_id: idOf('stl', 'reconciliation.error.unknownLine'),
  idempotency_key: idempotencyKey,
  note: optionalText(2000),
});

/** Sets a statement line's note (empty clears it), audited (finance, admin). */
export const annotateLineAction = action<typeof schema, ActionState<{ lineId: string }>>(
  {
    permission: 'reconciliation',
    audit: 'reconciliation.annotate',
    schema,
    target: (values) => values.line_id || null,
  },
  async ({ session, input, values, t }) =>
    reconciliationWrite({
      session,
      action: 'reconciliation.annotate',
      target: input.line_id,
      summary: { cleared: !input.note },
      values,
      call: () =>
        merchantWrites().annotateStatementLine(
          input.line_id,
          { note: input.note ?? '', actor: session.user.email },
          input.idempotency_key,
        ),
      success: () => ({ message: t('reconciliation.annotate.done'), result: { lineId: input.line_id } }),
      revalidate: ['/reconciliation'],
    }),
);
