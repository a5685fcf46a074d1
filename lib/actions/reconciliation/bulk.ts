'use server';

import { z } from 'zod';
import { isIdWith } from '@/core/ids';
import type { ActionState } from '@/lib/forms/state';
import { emailProblem } from '@/lib/forms/field-rules';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, optionalText } from '@/lib/actions/fields';
import { addPhrase } from '@/lib/actions/field-errors';
import { action } from '@/lib/actions/define';
import { FINANCE_RESOLUTIONS } from '@/lib/reconciliation';
import { reconciliationWrite } from './refusals';

/** The API takes up to 500 exceptions at once; the queue's page holds fewer. */
const MAX_BULK = 500;

const schema = z
  .object({
    idempotency_key: idempotencyKey,
    exception_ids: z
      .string()
      .default('')
      .transform((v) => [...new Set(v.split(',').map((id) => id.trim()))].filter(Boolean))
      .refine((ids) => ids.length > 0, 'reconciliation.bulk.error.none')
      .refine((ids) => ids.length <= MAX_BULK, 'reconciliation.bulk.error.tooMany')
      .refine((ids) => ids.every((id) => isIdWith('rex', id)), 'reconciliation.error.unknown'),
    action: z.enum(['ASSIGN', 'RESOLVE'], { error: 'reconciliation.bulk.error.action' }),
    owner: z
      .string()
      .default('')
      .transform((v) => v.trim())
      .superRefine((v, ctx) => {
        const problem = emailProblem(v);
        if (problem) addPhrase(ctx, problem);
      }),
    resolution: z.string().default(''),
    note: optionalText(1000),
  })
  .superRefine((v, ctx) => {
    if (v.action !== 'RESOLVE') return;
    if (!(FINANCE_RESOLUTIONS as readonly string[]).includes(v.resolution))
      ctx.addIssue({ code: 'custom', path: ['resolution'], message: 'reconciliation.error.resolution' });
    if (!v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'reconciliation.error.note' });
  });

export interface BulkResult {
  updated: number;
  skipped: number;
}

/**
 * Assigns the picked exceptions to an owner (an email; empty clears) or resolves them with a resolution and why, in
 * one API call (POST /reconciliation/exceptions/bulk, each audited there with the member), finance and admin only.
 */
export const bulkExceptionsAction = action<typeof schema, ActionState<BulkResult>>(
  {
    permission: 'reconciliation',
    audit: 'reconciliation.bulk',
    schema,
  },
  async ({ session, input, values, t }) =>
    reconciliationWrite({
      session,
      action: 'reconciliation.bulk',
      summary: { action: input.action, count: input.exception_ids.length, exception_ids: input.exception_ids },
      values,
      call: () =>
        merchantWrites().bulkReconciliationExceptions(
          input.action === 'ASSIGN'
            ? {
                exception_ids: input.exception_ids,
                action: 'ASSIGN',
                owner: input.owner || null,
                actor: session.user.email,
              }
            : {
                exception_ids: input.exception_ids,
                action: 'RESOLVE',
                resolution: input.resolution,
                note: input.note ?? '',
                actor: session.user.email,
              },
          input.idempotency_key,
        ),
      success: (r) => {
        const updated = r?.updated.length ?? 0;
        const skipped = r?.skipped.length ?? 0;
        const done = t(input.action === 'ASSIGN' ? 'reconciliation.bulk.assigned' : 'reconciliation.bulk.resolved', {
          count: updated,
        });
        return {
          message: skipped ? `${done} ${t('reconciliation.bulk.skipped', { count: skipped })}` : done,
          result: { updated, skipped },
          summary: { updated, skipped: r?.skipped ?? null },
        };
      },
      revalidate: ['/reconciliation', '/reconciliation/close'],
    }),
);
