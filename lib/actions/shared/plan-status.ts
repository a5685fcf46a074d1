import 'server-only';
import { z } from 'zod';
import { getT } from '@/lib/i18n/server';
import type { StaffSession } from '@/lib/auth';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf } from './fields';
import { formValues } from './form';
import { actionWrite, refuseInvalid } from './write';

export interface PlanStatusResult {
  planId: string;
  status: string | null;
}

const schema = z.object({ plan_id: idOf('rcp', 'actions.plan.error.unknown'), idempotency_key: idempotencyKey });

/**
 * Pause and activate differ only in the call and the words: one body for both actions, run after the
 * action has checked the session and the permission.
 */
export async function changePlanStatus(
  session: StaffSession,
  change: 'pause' | 'activate',
  formData: FormData,
): Promise<ActionState<PlanStatusResult>> {
  const action = `recurring_plan.${change}`;
  const values = formValues(formData);
  const parsed = schema.safeParse(values);
  if (!parsed.success) return refuseInvalid(session, action, values, parsed.error, values.plan_id || null);
  const { plan_id: planId, idempotency_key: key } = parsed.data;
  const t = await getT();

  return actionWrite({
    session,
    action,
    target: planId,
    summary: {},
    values,
    call: () =>
      change === 'pause'
        ? merchantWrites().pauseRecurringPlan(planId, key)
        : merchantWrites().activateRecurringPlan(planId, key),
    success: (plan) => ({
      message: change === 'pause' ? t('actions.plan.paused') : t('actions.plan.activated'),
      result: { planId, status: plan?.status ?? null },
      summary: { status: plan?.status ?? null },
    }),
    revalidate: [`/recurring-plans/${planId}`, '/recurring-plans'],
  });
}
