'use server';

import { z } from 'zod';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';
import { actionWrite } from '@/lib/actions/write';

export interface CaseActionResult {
  caseId: string;
  status: string | null;
}

const schema = z.object({ case_id: idOf('cas', 'cases.error.unknown'), idempotency_key: idempotencyKey });

/** Accepts a dispute or return case: the money stays with the payer (support, admin; docs/disputes.md). */
export const acceptCaseAction = action<typeof schema, ActionState<CaseActionResult>>(
  {
    permission: 'cases:act',
    audit: 'case.accept',
    schema,
    target: (values) => values.case_id || null,
  },
  async ({ session, input, values, t }) => {
    return actionWrite({
      session,
      action: 'case.accept',
      target: input.case_id,
      summary: {},
      values,
      call: () => merchantWrites().acceptCase(input.case_id, input.idempotency_key),
      success: (c) => ({
        message: t('cases.accept.done'),
        result: { caseId: input.case_id, status: c?.status ?? null },
        summary: { status: c?.status ?? null },
      }),
      revalidate: [`/disputes/${input.case_id}`, '/disputes'],
    });
  },
);
