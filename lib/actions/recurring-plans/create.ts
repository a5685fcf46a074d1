'use server';

import { z } from 'zod';
import { planMoney } from '@/lib/approvals/kinds';
import { remainingCycles, type CycleFrequency } from '@/core/schedule';
import {
  CYCLE_FREQUENCIES,
  PLAN_TRANSACTION_TYPES,
  PROCESSING_METHODS,
  planAccountNeeds,
  processingMethodProblem,
  scheduleProblems,
} from '@/lib/forms/recurring';
import { isCalendarDate, LIMITS, metadataObject, type MetadataRow } from '@/lib/forms/field-rules';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import {
  currency,
  idempotencyKey,
  idOf,
  optionalIdOf,
  optionalText,
  reference,
  refineMetadata,
  statementDescriptor,
} from '@/lib/actions/fields';
import { metadataFieldOf, metadataRows } from '@/lib/actions/form';
import { minorAmount, tenantIdField } from '@/lib/actions/money';
import { actionWrite } from '@/lib/actions/write';
import { addPhrase } from '@/lib/actions/field-errors';
import { action, type ActionContext, type MoneyRule } from '@/lib/actions/define';

export interface CreatedPlan {
  uuid: string | null;
  code: string | null;
  status: string | null;
  href: string | null;
}

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as [T[number]['value'], ...T[number]['value'][]];
const optionalDate = z
  .string()
  .default('')
  .refine((v) => v === '' || isCalendarDate(v), 'forms.error.date');

const fields = z.object({
  idempotency_key: idempotencyKey,
  merchant_id: optionalIdOf('mer', 'actions.error.merchantId'),
  processing_method: z.enum(values(PROCESSING_METHODS), { error: 'actions.plan.error.method' }),
  description: optionalText(LIMITS.description),
  existing_end_user_id: idOf('eur', 'actions.plan.error.endUser'),
  cycle_frequency: z.enum(values(CYCLE_FREQUENCIES), { error: 'actions.plan.error.frequency' }),
  start_date: optionalDate,
  end: z.enum(['never', 'date', 'count']).default('never'),
  end_date: optionalDate,
  total_cycle_count: z.string().default(''),
  origin_account_id: z.string().default(''),
  destination_account_id: z.string().default(''),
  'transaction.type': z.enum(values(PLAN_TRANSACTION_TYPES), { error: 'actions.plan.error.type' }),
  'transaction.tenant_id': tenantIdField,
  'transaction.amount': z.string().optional(),
  'transaction.currency': currency,
  'transaction.description': optionalText(LIMITS.description),
  'transaction.statement_descriptor': statementDescriptor(false),
  'transaction.primary_reference': reference,
  'transaction.secondary_reference': reference,
  primary_reference: reference,
  secondary_reference: reference,
});

const account = (message: string) => idOf('acc', message);

/** The form's metadata rows ride along with its fields, so the schema checks them with the rest. */
const schema = fields.extend({ metadata_rows: z.custom<MetadataRow[]>() }).transform((d, ctx) => {
  const rows = d.metadata_rows;
  // Today (UTC), for the schedule's rules and the cycles the plan can run.
  const today = new Date().toISOString().slice(0, 10);
  refineMetadata(rows, ctx);
  const add = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  const type = d['transaction.type'];
  const methodProblem = processingMethodProblem(type, d.processing_method);
  if (methodProblem) addPhrase(ctx, methodProblem, ['processing_method']);
  for (const [field, problem] of Object.entries(scheduleProblems(d, today))) addPhrase(ctx, problem, [field]);
  const needs = planAccountNeeds(type, d.processing_method);
  const origin =
    needs.origin === 'required' ? account('actions.plan.error.origin').safeParse(d.origin_account_id) : null;
  const destination =
    needs.destination === 'required'
      ? account('actions.plan.error.destination').safeParse(d.destination_account_id)
      : null;
  if (origin && !origin.success) add('origin_account_id', origin.error.issues[0].message);
  if (destination && !destination.success) add('destination_account_id', destination.error.issues[0].message);
  if (origin?.success && destination?.success && origin.data === destination.data)
    add('destination_account_id', 'actions.error.sameAccount');
  const amount = minorAmount(d['transaction.amount'], d['transaction.currency'], ctx, 'transaction.amount');
  if (amount === null) return z.NEVER;
  return {
    key: d.idempotency_key,
    rows,
    today,
    body: {
      processing_method: d.processing_method,
      existing_end_user_id: d.existing_end_user_id,
      merchant_id: d.merchant_id,
      description: d.description,
      cycle_frequency: d.cycle_frequency,
      start_date: d.start_date || undefined,
      end_date: d.end === 'date' ? d.end_date : undefined,
      total_cycle_count: d.end === 'count' ? d.total_cycle_count.trim() : undefined,
      origin_account_id: origin?.success ? origin.data : undefined,
      destination_account_id: destination?.success ? destination.data : undefined,
      transaction: {
        type,
        tenant_id: d['transaction.tenant_id'],
        amount,
        currency: d['transaction.currency'],
        description: d['transaction.description'],
        statement_descriptor: d['transaction.statement_descriptor'],
        primary_reference: d['transaction.primary_reference'],
        secondary_reference: d['transaction.secondary_reference'],
      },
      primary_reference: d.primary_reference,
      secondary_reference: d.secondary_reference,
      metadata: metadataObject(rows),
    },
  };
});
type PlanInput = z.output<typeof schema>;

/**
 * Creates a recurring plan: a schedule that creates a payment, payout or transfer each cycle (support, admin).
 * A plan that moves money out of the merchant (PAYOUT, TRANSFER: `planMoney`) also needs that money's permission
 * (`payouts:create`, `transfers:create`: support cannot pay themselves through a plan)
 * and goes through that money's approval rules on what it can move in total (amount × cycles; a plan with no end
 * counts as unbounded, so any rule of its currency holds it). See docs/security.md, "Money paths".
 */
/** What the audit log and an approval request say of the plan. */
function summaryOf(body: PlanInput['body']) {
  return {
    processing_method: body.processing_method,
    type: body.transaction.type,
    amount: body.transaction.amount,
    currency: body.transaction.currency,
    cycle_frequency: body.cycle_frequency,
    end_user: body.existing_end_user_id,
  };
}

/**
 * The money rule of a plan that moves money: that money's permission, and its approval rules on the plan's total
 * (amount × cycles; unbounded with no end), with each cycle's amount within the `each` permission's ceiling.
 */
function planMoneyRule({ input: { key, today, body } }: ActionContext<PlanInput>): MoneyRule | null {
  const money = planMoney(body.transaction.type, body.processing_method);
  if (!money) return null;
  const cycles = remainingCycles(
    {
      startDate: body.start_date ?? today,
      endDate: body.end_date ?? null,
      totalCycleCount: body.total_cycle_count ? Number(body.total_cycle_count) : null,
      cycleFrequency: body.cycle_frequency as CycleFrequency,
    },
    0,
  );
  const total = Number.isFinite(cycles) ? cycles * body.transaction.amount : Infinity;
  return {
    require: money.permission,
    action: 'recurring_plan_create',
    currency: body.transaction.currency,
    amount: body.transaction.amount,
    rule: { action: money.rule, amount: total },
    permission: money.permission,
    also: [{ permission: money.each, amount: body.transaction.amount }],
    summary: {
      ...summaryOf(body),
      cycles: Number.isFinite(cycles) ? cycles : 'unbounded',
      total: Number.isFinite(total) ? total : 'unbounded',
    },
    payload: { body },
    idempotencyKey: key,
  };
}

/**
 * Creates a recurring plan: a schedule that creates a payment, payout or transfer each cycle (support, admin).
 * A plan that moves money out of the merchant (PAYOUT, TRANSFER: `planMoney`) also needs that money's permission
 * (`payouts:create`, `transfers:create`: support cannot pay themselves through a plan)
 * and goes through that money's approval rules on what it can move in total (amount × cycles; a plan with no end
 * counts as unbounded, so any rule of its currency holds it). See docs/security.md, "Money paths".
 */
export const createRecurringPlanAction = action<typeof schema, ActionState<CreatedPlan>>(
  {
    permission: 'plans:manage',
    audit: 'recurring_plan.create',
    schema,
    input: (_formData, values) => ({ ...values, metadata_rows: metadataRows(values) }),
    money: planMoneyRule,
  },
  async ({ session, input: { key, rows, body }, values, t }) =>
    actionWrite({
      session,
      action: 'recurring_plan.create',
      summary: summaryOf(body),
      values,
      call: () => merchantWrites().createRecurringPlan(body, key),
      fieldOf: (param) => metadataFieldOf(rows, param),
      success: (plan) => ({
        message: t('actions.plan.created'),
        result: {
          uuid: plan?.uuid ?? null,
          code: plan?.code ?? null,
          status: plan?.status ?? null,
          href: plan ? `/recurring-plans/${encodeURIComponent(plan.uuid)}` : null,
        },
        target: plan?.uuid ?? null,
      }),
      revalidate: ['/recurring-plans'],
    }),
);
