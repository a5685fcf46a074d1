'use server';

import type { z } from 'zod';
import { planMoney } from '@/lib/approvals/kinds';
import { remainingCycles, isCycleFrequency } from '@/core/schedule';
import { getRecurringPlan } from '@/lib/recurring-plans/data';
import type { ActionState } from '@/lib/forms/state';
import { action, type ActionContext, type MoneyAnswer } from '@/lib/actions/define';
import { changePlanStatus, planStatusSchema, type PlanStatusResult } from '@/lib/actions/recurring-plans/plan-status';

/**
 * The money rule of activating a plan, from the plan as the API has it: none when it only collects; that money's
 * permission and rules on what it can still move when it pays out; a refusal when the plan is gone.
 */
async function activationMoney({
  input: { plan_id: planId, idempotency_key: key },
  t,
}: ActionContext<z.output<typeof planStatusSchema>>): Promise<MoneyAnswer<ActionState<PlanStatusResult>>> {
  const found = await getRecurringPlan(planId);
  if (found.kind !== 'found') return { refuse: { ok: false, message: t('actions.plan.error.unknown') } };
  const plan = found.data;
  const money = planMoney(plan.transaction?.type, plan.processingMethod);
  if (!money) return null;
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
  return {
    require: money.permission,
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
  };
}

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
    // The money rule depends on the plan as the API has it, read once the form is valid.
    money: activationMoney,
  },
  (context) => changePlanStatus(context, 'activate'),
);
