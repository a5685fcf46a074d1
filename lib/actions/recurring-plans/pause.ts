'use server';

import { authorizeAction } from '@/lib/auth';
import type { ActionState } from '@/lib/forms/state';
import { changePlanStatus, type PlanStatusResult } from '@/lib/actions/shared/plan-status';

/** Pauses an active recurring plan (support, admin). */
export async function pauseRecurringPlanAction(
  _previous: ActionState<PlanStatusResult> | null,
  formData: FormData,
): Promise<ActionState<PlanStatusResult>> {
  const authz = await authorizeAction('plans:manage', 'recurring_plan.pause');
  if (!authz.ok) return authz;
  return changePlanStatus(authz.session, 'pause', formData);
}
