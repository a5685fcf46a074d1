import 'server-only';
import { z } from 'zod';
import type { ActionContext } from '@/lib/actions/define';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, idOf } from '../fields';
import { actionWrite } from '../write';

export interface PlanStatusResult {
  planId: string;
  status: string | null;
}

/** What the pause and activate buttons send: the plan and the form's idempotency key. */
export const planStatusSchema = z.object({
  plan_id: idOf('rcp', 'actions.plan.error.unknown'),
  idempotency_key: idempotencyKey,
});

/**
 * Pause and activate differ only in the call and the words: one body for both actions, run after the builder has
 * checked the session, the permission and the form (lib/actions/define.ts).
 */
export async function changePlanStatus(
  { session, input, values, t }: ActionContext<z.output<typeof planStatusSchema>>,
  change: 'pause' | 'activate',
): Promise<ActionState<PlanStatusResult>> {
  const { plan_id: planId, idempotency_key: key } = input;
  return actionWrite({
    session,
    action: `recurring_plan.${change}`,
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
