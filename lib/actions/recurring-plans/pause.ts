'use server';

import type { ActionState } from '@/lib/forms/state';
import { action } from '@/lib/actions/define';
import { changePlanStatus, planStatusSchema, type PlanStatusResult } from '@/lib/actions/recurring-plans/plan-status';

/** Pauses an active recurring plan (support, admin). */
export const pauseRecurringPlanAction = action<typeof planStatusSchema, ActionState<PlanStatusResult>>(
  {
    permission: 'plans:manage',
    audit: 'recurring_plan.pause',
    schema: planStatusSchema,
    target: (values) => values.plan_id || null,
  },
  (context) => changePlanStatus(context, 'pause'),
);
