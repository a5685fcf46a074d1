'use server';

import { authorizeAction } from '@/lib/auth';
import type { ActionState } from '@/lib/forms/state';
import { changePlanStatus, type PlanStatusResult } from '../shared/plan-status';

/** Activates a paused recurring plan again (support, admin; PUT …/activate is an extension). */
export async function activateRecurringPlanAction(_previous: ActionState<PlanStatusResult> | null, formData: FormData): Promise<ActionState<PlanStatusResult>> {
  const authz = await authorizeAction('plans:manage', 'recurring_plan.activate');
  if (!authz.ok) return authz;
  return changePlanStatus(authz.session, 'activate', formData);
}
