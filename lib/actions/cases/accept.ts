'use server';

import { z } from 'zod';
import { authorizeAction } from '@/lib/auth';
import { getT } from '@/lib/i18n/server';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf } from '@/lib/actions/shared/fields';
import { formValues } from '@/lib/actions/shared/form';
import { actionWrite, refuseInvalid } from '@/lib/actions/shared/write';

export interface CaseActionResult {
  caseId: string;
  status: string | null;
}

const schema = z.object({ case_id: idOf('cas', 'cases.error.unknown'), idempotency_key: idempotencyKey });

/** Accepts a dispute or return case: the money stays with the payer (support, admin; docs/disputes.md). */
export async function acceptCaseAction(
  _previous: ActionState<CaseActionResult> | null,
  formData: FormData,
): Promise<ActionState<CaseActionResult>> {
  const authz = await authorizeAction('cases:act', 'case.accept');
  if (!authz.ok) return authz;
  const values = formValues(formData);
  const parsed = schema.safeParse(values);
  if (!parsed.success) return refuseInvalid(authz.session, 'case.accept', values, parsed.error, values.case_id || null);
  const input = parsed.data;
  const t = await getT();
  return actionWrite({
    session: authz.session,
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
}
