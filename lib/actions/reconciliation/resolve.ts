'use server';

import { z } from 'zod';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf, requiredText } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';
import { FINANCE_RESOLUTIONS } from '@/lib/reconciliation';
import { reconciliationWrite } from './refusals';

const schema = z.object({
  exception_id: idOf('rex', 'reconciliation.error.unknown'),
  idempotency_key: idempotencyKey,
  resolution: z.enum(FINANCE_RESOLUTIONS, { error: 'reconciliation.error.resolution' }),
  note: requiredText(1000, 'reconciliation.error.note'),
});

/** Resolves an exception of the reconciliation queue with a resolution and why (finance, admin). */
export const resolveExceptionAction = action<typeof schema, ActionState<{ exceptionId: string }>>(
  {
    permission: 'reconciliation',
    audit: 'reconciliation.resolve',
    schema,
    target: (values) => values.exception_id || null,
  },
  async ({ session, input, values, t }) =>
    reconciliationWrite({
      session,
      action: 'reconciliation.resolve',
      target: input.exception_id,
      summary: { resolution: input.resolution },
      values,
      call: () =>
        merchantWrites().resolveReconciliationException(
          input.exception_id,
          { resolution: input.resolution, note: input.note, actor: session.user.email },
          input.idempotency_key,
        ),
      success: () => ({ message: t('reconciliation.resolve.done'), result: { exceptionId: input.exception_id } }),
      revalidate: ['/reconciliation'],
    }),
);
