import { and, asc, eq, inArray, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { recurringCycles, recurringPlans } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { CycleFrequency } from '../../core/schedule';
import { createCycle } from './cycle';
import { gmtDate, MAX_CYCLES_PER_TICK, planCycles } from './due-cycles';

export interface SchedulerOptions {
  /** Plans claimed per tick (one database transaction). */
  batchSize: number;
}

export interface SchedulerTick {
  created: number;
  skipped: number;
  more: boolean;
}

/** next_cycle_date of a plan that has no cycle left. */
export const NO_MORE_CYCLES = '9999-12-31';

type PlanRow = typeof recurringPlans.$inferSelect;

/**
 * One tick of the recurring scheduler. Claims up to batchSize plans with a cycle due today or earlier
 * (FOR UPDATE SKIP LOCKED: several service processes on one PostgreSQL share the plans without
 * waiting on each other) and, for each, records every due cycle exactly once: the row
 * (plan_id, cycle) is inserted ON CONFLICT DO NOTHING in the same database transaction as the
 * transaction or checkout link it creates, so neither a restart nor a second scheduler can make a
 * cycle twice. A plan that throws is rolled back to its savepoint and retried next tick.
 */
export async function runScheduler(db: Db, clock: Clock, options: SchedulerOptions): Promise<SchedulerTick> {
  const now = clock.now();
  const today = gmtDate(now);
  return db.transaction(async (tx) => {
    const plans = await tx
      .select()
      .from(recurringPlans)
      .where(
        and(
          inArray(recurringPlans.status, ['ACTIVE', 'PAUSED']),
          or(isNull(recurringPlans.nextCycleDate), lte(recurringPlans.nextCycleDate, today)),
        ),
      )
      .orderBy(sql`${recurringPlans.nextCycleDate} asc nulls first`, asc(recurringPlans.id))
      .limit(options.batchSize)
      .for('update', { skipLocked: true });
    const tick: SchedulerTick = { created: 0, skipped: 0, more: plans.length === options.batchSize };
    for (const plan of plans) {
      try {
        const result = await tx.transaction((savepoint) => runPlan(savepoint, plan, now, today));
        tick.created += result.created;
        tick.skipped += result.skipped;
        tick.more ||= result.more;
      } catch (error) {
        console.error(`scheduler: recurring plan ${plan.id} failed; retrying next tick:`, error);
      }
    }
    return tick;
  });
}

async function runPlan(tx: Tx, plan: PlanRow, now: Date, today: string): Promise<SchedulerTick> {
  const [done] = await tx
    .select({ last: max(recurringCycles.cycle) })
    .from(recurringCycles)
    .where(eq(recurringCycles.planId, plan.id));
  const schedule = {
    startDate: plan.startDate,
    endDate: plan.endDate,
    totalCycleCount: plan.totalCycleCount,
    cycleFrequency: plan.cycleFrequency as CycleFrequency,
  };
  const work = planCycles(
    schedule,
    plan.status,
    done?.last ?? 0,
    today,
    MAX_CYCLES_PER_TICK,
    gmtDate(plan.dateCreated),
  );
  let created = 0;
  let skipped = 0;

  if (work.skip.length) {
    const rows = await tx
      .insert(recurringCycles)
      .values(work.skip.map((c) => ({ planId: plan.id, cycle: c.cycle, dueDate: c.dueDate, dateCreated: now })))
      .onConflictDoNothing()
      .returning({ cycle: recurringCycles.cycle });
    skipped += rows.length;
  }
  for (const c of work.create) {
    // Claim the cycle first: if it exists already, someone made it and we must not.
    const [claimed] = await tx
      .insert(recurringCycles)
      .values({ planId: plan.id, cycle: c.cycle, dueDate: c.dueDate, dateCreated: now })
      .onConflictDoNothing()
      .returning({ cycle: recurringCycles.cycle });
    if (!claimed) continue;
    const made = await createCycle(tx, plan, c, now);
    await tx
      .update(recurringCycles)
      .set({ transactionId: made.transactionId ?? null, checkoutLinkId: made.checkoutLinkId ?? null })
      .where(and(eq(recurringCycles.planId, plan.id), eq(recurringCycles.cycle, c.cycle)));
    created++;
  }
  await tx
    .update(recurringPlans)
    .set({ nextCycleDate: work.nextCycleDate ?? NO_MORE_CYCLES })
    .where(eq(recurringPlans.id, plan.id));
  return { created, skipped, more: work.more };
}
