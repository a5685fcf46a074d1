'use server';

import { z } from 'zod';
import { RESPONSE_MAX_CHARS } from '@/core/cases';
import type { ActionState } from '@/lib/forms/state';
import { cases } from '@/lib/merchant-api';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf, optionalText } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';
import { actionWrite } from '@/lib/actions/write';
import type { CaseActionResult } from './accept';

const schema = z.object({
  case_id: idOf('cas', 'cases.error.unknown'),
  idempotency_key: idempotencyKey,
  response_text: optionalText(RESPONSE_MAX_CHARS),
});

/** The response's length, not its words: it may name the payer. */
const summaryOf = (input: z.output<typeof schema>) => ({ response_chars: input.response_text?.length ?? 0 });

/** Submits the written response and the evidence uploaded so far for review (support, admin; docs/disputes.md). */
export const submitCaseAction = action<typeof schema, ActionState<CaseActionResult>>(
  {
    permission: 'cases:act',
    audit: 'case.submit',
    schema,
    target: (values) => values.case_id || null,
    // Evidence submission above an amount can be held by a `case_submit` approval rule, on the case's amount at
    // stake in its currency (read only when such a rule exists; docs/disputes.md "Approvals").
    money: ({ input }) => ({
      action: 'case_submit',
      currency: async () => {
        const lookup = await cases.get(input.case_id).catch(() => null);
        const c = lookup?.kind === 'found' ? lookup.data.case : null;
        // A case that cannot be read is matched as the largest amount in no currency: the `*` rule still holds it.
        return c ? { currency: c.currency, amount: c.amount } : { currency: '', amount: Number.MAX_SAFE_INTEGER };
      },
      amount: 0,
      target: input.case_id,
      summary: summaryOf(input),
      payload: { case_id: input.case_id, body: { response_text: input.response_text ?? '' } },
      idempotencyKey: input.idempotency_key,
    }),
  },
  async ({ session, input, values, t }) =>
    actionWrite({
      session,
      action: 'case.submit',
      target: input.case_id,
      summary: summaryOf(input),
      values,
      call: () => merchantWrites().submitCase(input.case_id, input.response_text ?? '', input.idempotency_key),
      success: (c) => ({
        message: t('cases.submit.done'),
        result: { caseId: input.case_id, status: c?.status ?? null },
        summary: { status: c?.status ?? null },
      }),
      revalidate: [`/disputes/${input.case_id}`, '/disputes'],
    }),
);
