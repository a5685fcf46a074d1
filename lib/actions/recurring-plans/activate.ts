'use server';

import { authorizeAlso } from '@/lib/auth';
import { planMoney } from '@/lib/approvals/kinds';
import { remainingCycles, isCycleFrequency } from '@/core/schedule';
import { getRecurringPlan } from '@/lib/recurring-plans/data';
import type { ActionState } from '@/lib/forms/state';
import { holdForApproval } from '@/lib/approvals/hold';
import { action } from '@/lib/actions/define';
import { changePlanStatus, planStatusSchema, type PlanStatusResult } from '@/lib/actions/recurring-plans/plan-status';

/**
 * Activates a paused recurring plan again (support, admin; PUT …/activate is an extension). Activating a plan that
 * moves money (`planMoney`) starts it moving again: like creating one, it needs that money's permission and goes
 * through that money's approval rules on what the plan can still move (its amount × the cycles left;
 * unbounded with no end). The plan is read from the API first: its type and amount are the API's, not the form's.
 */
export const activateRecurringPlanAction = action<typeof planStatusSchema, ActionState<PlanStatusResult>>(
  {
    permission: 'plans:manage',
    audit: 'recurring_plan.activate',
    schema: planStatusSchema,
    target: (values) => values.plan_id || null,
  },
  // The money rule depends on the plan as the API has it, and a plan that moves money needs that money's permission
  // too (refused before any hold): both are checked here, before the hold and the write.
  async (context) => {
    const { session, input, t } = context;
    const { plan_id: planId, idempotency_key: key } = input;
    const found = await getRecurringPlan(planId);
    if (found.kind !== 'found') return { ok: false, message: t('actions.plan.error.unknown') };
    const plan = found.data;
    const money = planMoney(plan.transaction?.type, plan.processingMethod);
    if (money) {
      const denied = await authorizeAlso(session, money.permission, 'recurring_plan.activate');
      if (denied) return denied;
      const amount = plan.transaction?.amount ?? 0;
      const cycles =
        plan.startDate && isCycleFrequency(plan.cycleFrequency)
          ? remainingCycles(
              {
                startDate: plan.startDate,
                endDate: plan.endDate,
                totalCycleCount: plan.totalCycleCount,
                cycleFrequency: plan.cycleFrequency,
              },
              plan.cyclesCompleted ?? 0,
            )
          : Infinity;
      const total = Number.isFinite(cycles) ? cycles * amount : Infinity;
      const held = await holdForApproval<PlanStatusResult>({
        session: session,
        action: 'recurring_plan_activate',
        currency: plan.transaction?.currency ?? '',
        amount,
        target: planId,
        rule: { action: money.rule, amount: total },
        permission: money.permission,
        summary: {
          plan: planId,
          code: plan.code,
          type: plan.transaction?.type ?? null,
          cycles_left: Number.isFinite(cycles) ? cycles : 'unbounded',
          total: Number.isFinite(total) ? total : 'unbounded',
        },
        payload: {
          plan_id: planId,
          body: {
            plan_id: planId,
            type: plan.transaction?.type ?? null,
            amount,
            currency: plan.transaction?.currency ?? null,
          },
        },
        idempotencyKey: key,
      });
      if (held) return held;
    }
    return changePlanStatus(context, 'activate');
  },
);
