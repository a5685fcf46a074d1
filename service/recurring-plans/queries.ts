import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { endUsers, recurringCycles, recurringPlans, type Metadata } from '../db/schema';
import { serializeEndUser, type EndUserRow } from '../end-users/queries';
import { after, allOf, dateRange, newestFirst, paginate } from '../db/pages';
import { listSeek } from '../db/seek';
import { firstCycleFrom, type CycleFrequency } from '../../core/schedule';
import type { RecurringPlanListParams } from './schemas';

export type RecurringPlanRow = typeof recurringPlans.$inferSelect;

/** The transaction template a plan stores (jsonb). */
export interface PlanTransaction {
  tenant_id: string;
  type: string;
  currency: string;
  amount: number;
  description: string | null;
  statement_descriptor: string | null;
  primary_reference: string | null;
  secondary_reference: string | null;
  metadata: Metadata;
}

export interface RecurringPlanRecord {
  plan: RecurringPlanRow;
  endUser: EndUserRow;
  cyclesCompleted: number;
}

function selectPlans(db: DbOrTx) {
  return db
    .select({ plan: recurringPlans, endUser: endUsers })
    .from(recurringPlans)
    .innerJoin(endUsers, eq(endUsers.id, recurringPlans.endUserId));
}

/** Cycles generated so far, per plan (one query for a page). */
async function cyclesDone(db: DbOrTx, planIds: string[]): Promise<Map<string, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({ planId: recurringCycles.planId, done: sql<number>`max(${recurringCycles.cycle})::int` })
    .from(recurringCycles)
    .where(inArray(recurringCycles.planId, planIds))
    .groupBy(recurringCycles.planId);
  return new Map(rows.map((r) => [r.planId, r.done]));
}

async function withCycles(
  db: DbOrTx,
  rows: { plan: RecurringPlanRow; endUser: EndUserRow }[],
): Promise<RecurringPlanRecord[]> {
  const done = await cyclesDone(
    db,
    rows.map((r) => r.plan.id),
  );
  return rows.map((r) => ({ ...r, cyclesCompleted: done.get(r.plan.id) ?? 0 }));
}

export async function getRecurringPlan(
  db: DbOrTx,
  merchantId: string,
  id: string,
): Promise<RecurringPlanRecord | undefined> {
  const rows = await selectPlans(db).where(and(eq(recurringPlans.merchantId, merchantId), eq(recurringPlans.id, id)));
  return (await withCycles(db, rows))[0];
}

export async function listRecurringPlans(db: DbOrTx, merchantId: string, params: RecurringPlanListParams) {
  const where = allOf([
    eq(recurringPlans.merchantId, merchantId),
    params.status ? eq(recurringPlans.status, params.status) : undefined,
    params.processing_method ? eq(recurringPlans.processingMethod, params.processing_method) : undefined,
    params.cycle_frequency ? eq(recurringPlans.cycleFrequency, params.cycle_frequency) : undefined,
    params.code ? eq(recurringPlans.code, params.code) : undefined,
    params.end_user_uuid ? eq(recurringPlans.endUserId, params.end_user_uuid) : undefined,
    params.primary_reference ? eq(recurringPlans.primaryReference, params.primary_reference) : undefined,
    params.secondary_reference ? eq(recurringPlans.secondaryReference, params.secondary_reference) : undefined,
    ...dateRange(recurringPlans.dateCreated, params.date_from, params.date_to),
    params.merchant_id ? eq(recurringPlans.ownerMerchantId, params.merchant_id) : undefined,
  ]);
  const page = await paginate(
    params,
    (limit, offset, key) =>
      selectPlans(db)
        .where(and(where, after(recurringPlans.dateCreated, recurringPlans.id, key)))
        .orderBy(...newestFirst(recurringPlans.dateCreated, recurringPlans.id))
        .limit(limit)
        .offset(offset),
    listSeek(db, {
      name: 'recurring_plans',
      table: recurringPlans,
      merchantId,
      params,
      changing: ['status'],
      keyOf: ({ plan }: { plan: RecurringPlanRow }) => ({ created: plan.dateCreated, id: plan.id }),
    }),
  );
  return { items: await withCycles(db, page.items), pageInfo: page.pageInfo };
}

/**
 * ACTIVE → PAUSED or PAUSED → ACTIVE, guarded by the current status in the UPDATE itself.
 * Returns 'not_found', 'conflict' (already in `to`) or the updated row.
 */
export async function setPlanStatus(db: DbOrTx, merchantId: string, id: string, from: string, to: string, now: Date) {
  const [row] = await db
    .update(recurringPlans)
    .set({ status: to, dateUpdated: now })
    .where(and(eq(recurringPlans.merchantId, merchantId), eq(recurringPlans.id, id), eq(recurringPlans.status, from)))
    .returning({ id: recurringPlans.id });
  if (row) return 'updated' as const;
  const [existing] = await db
    .select({ status: recurringPlans.status })
    .from(recurringPlans)
    .where(and(eq(recurringPlans.merchantId, merchantId), eq(recurringPlans.id, id)));
  return existing ? ('conflict' as const) : ('not_found' as const);
}

const ref = (id: string | null) => (id ? { uuid: id } : null);

export function serializeRecurringPlan({ plan, endUser, cyclesCompleted }: RecurringPlanRecord) {
  const t = plan.transaction as unknown as PlanTransaction;
  const schedule = {
    startDate: plan.startDate,
    endDate: plan.endDate,
    totalCycleCount: plan.totalCycleCount,
    cycleFrequency: plan.cycleFrequency as CycleFrequency,
  };
  return {
    uuid: plan.id,
    code: plan.code,
    description: plan.description,
    processing_method: plan.processingMethod,
    status: plan.status,
    start_date: plan.startDate,
    end_date: plan.endDate,
    total_cycle_count: plan.totalCycleCount === null ? null : String(plan.totalCycleCount),
    cycle_frequency: plan.cycleFrequency,
    end_user: serializeEndUser(endUser),
    origin_account: ref(plan.originAccountId),
    destination_account: ref(plan.destinationAccountId),
    transaction: {
      tenant: { uuid: t.tenant_id },
      type: t.type,
      currency: { code: t.currency },
      amount: t.amount,
      description: t.description,
      statement_descriptor: t.statement_descriptor,
      primary_reference: t.primary_reference,
      secondary_reference: t.secondary_reference,
      metadata: t.metadata,
    },
    primary_reference: plan.primaryReference,
    secondary_reference: plan.secondaryReference,
    metadata: plan.metadata,
    merchant_id: plan.ownerMerchantId,
    cycles_completed: cyclesCompleted,
    // Cycles due before the plan was created are skipped (a start_date in the past), so they are never next.
    next_cycle_date:
      firstCycleFrom(schedule, cyclesCompleted, plan.dateCreated.toISOString().slice(0, 10))?.dueDate ?? null,
    date_created_gmt: plan.dateCreated.toISOString(),
    date_updated_gmt: plan.dateUpdated.toISOString(),
  };
}
