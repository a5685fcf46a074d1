'use server';

import { z } from 'zod';
import type { ActionState } from '@/lib/forms/state';
import { emailProblem } from '@/lib/forms/field-rules';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf, optionalText } from '@/lib/actions/fields';
import { addPhrase } from '@/lib/actions/field-errors';
import { action } from '@/lib/actions/define';
import { reconciliationWrite } from './refusals';

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
export const assignExceptionAction = action<typeof schema, ActionState<{ exceptionId: string }>>(
  {
    permission: 'reconciliation',
    audit: 'reconciliation.assign',
    schema,
    target: (values) => values.exception_id || null,
  },
  async ({ session, input, values, t }) =>
    reconciliationWrite({
      session,
      action: 'reconciliation.assign',
      target: input.exception_id,
      summary: { owner: input.owner || null, noted: Boolean(input.note) },
      values,
      call: () =>
        merchantWrites().updateReconciliationException(
          input.exception_id,
          { owner: input.owner || null, note: input.note ?? null, actor: session.user.email },
          input.idempotency_key,
        ),
      success: () => ({ message: t('reconciliation.assign.done'), result: { exceptionId: input.exception_id } }),
      revalidate: ['/reconciliation'],
    }),
);
