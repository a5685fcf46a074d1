import { can, type Access } from '@/lib/auth/permissions';
import { planMoney } from '@/lib/approvals/kinds';
import type { RecurringPlan } from '@/lib/merchant-api/types';
import { PlanStatusButton } from './plan-status-button';

/**
 * The plan page's write actions, for their header's `actions` slot: each shown only when the
 * member's role may use it and the object is in a state that allows it (the actions check both again).
 * They stay mounted when the state changes, so a dialog that changed it keeps showing its result.
 */

export function PlanActions({ plan, access }: { plan: RecurringPlan; access: Access }) {
  if (!can(access, 'plans:manage')) return null;
  // Activating a plan that moves money starts it moving again: only for a role holding that money's permission.
  const money = planMoney(plan.transaction?.type, plan.processingMethod);
  const status = plan.status === 'PAUSED' && money && !can(access, money.permission) ? null : plan.status;
  return <PlanStatusButton planId={plan.uuid} status={status} planLabel={plan.code ?? plan.description} />;
}
