'use server';

import { z } from 'zod';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf, optionalText } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';
import { LINE_RESOLUTIONS } from '@/lib/reconciliation';
import { reconciliationWrite } from './refusals';

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
export const resolveLineAction = action<typeof schema, ActionState<{ lineId: string }>>(
  {
    permission: 'reconciliation',
    audit: 'reconciliation.resolve_line',
    schema,
    target: (values) => values.line_id || null,
  },
  async ({ session, input, values, t }) =>
    reconciliationWrite({
      session,
      action: 'reconciliation.resolve_line',
      target: input.line_id,
      summary: { resolution: input.resolution },
      values,
      call: () =>
        merchantWrites().resolveStatementLine(
          input.line_id,
          { resolution: input.resolution, note: input.note, actor: session.user.email },
          input.idempotency_key,
        ),
      success: () => ({ message: t('reconciliation.resolveLine.done'), result: { lineId: input.line_id } }),
      revalidate: ['/reconciliation'],
    }),
);
