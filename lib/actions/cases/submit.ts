'use server';

import { z } from 'zod';
import { RESPONSE_MAX_CHARS } from '@/core/cases';
import { authorizeAction } from '@/lib/auth';
import { getT } from '@/lib/i18n/server';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf, optionalText } from '@/lib/actions/shared/fields';
import { formValues } from '@/lib/actions/shared/form';
import { actionWrite, refuseInvalid } from '@/lib/actions/shared/write';
import type { CaseActionResult } from './accept';

const schema = z.object({
  case_id: idOf('cas', 'cases.error.unknown'),
  idempotency_key: idempotencyKey,
  response_text: optionalText(RESPONSE_MAX_CHARS),
});

/** Submits the written response and the evidence uploaded so far for review (support, admin; docs/disputes.md). */
export async function submitCaseAction(
  _previous: ActionState<CaseActionResult> | null,
  formData: FormData,
): Promise<ActionState<CaseActionResult>> {
  const authz = await authorizeAction('cases:act', 'case.submit');
  if (!authz.ok) return authz;
  const values = formValues(formData);
  const parsed = schema.safeParse(values);
  if (!parsed.success) return refuseInvalid(authz.session, 'case.submit', values, parsed.error, values.case_id || null);
  const input = parsed.data;
  const t = await getT();
  return actionWrite({
    session: authz.session,
    action: 'case.submit',
    target: input.case_id,
    // The response's length, not its words: it may name the payer.
    summary: { response_chars: input.response_text?.length ?? 0 },
    values,
    call: () => merchantWrites().submitCase(input.case_id, input.response_text ?? '', input.idempotency_key),
    success: (c) => ({
      message: t('cases.submit.done'),
      result: { caseId: input.case_id, status: c?.status ?? null },
      summary: { status: c?.status ?? null },
    }),
    revalidate: [`/disputes/${input.case_id}`, '/disputes'],
  });
}
