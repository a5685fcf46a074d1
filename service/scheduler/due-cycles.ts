import { cycleDueDate, cycleExists, dueCycles, type Schedule } from '../../core/schedule';

/**
 * What the scheduler does with one plan today, pure. Every cycle due on or before today gets exactly
 * one row in recurring_cycles: ACTIVE plans create a transaction (or a checkout link) for it; PAUSED
 * plans record it as skipped, so activating a plan again never charges the cycles that fell due while
 * it was paused. `nextCycleDate` is the due date of the first cycle still to come (null: plan finished).
 */
export interface CyclePlan {
  create: { cycle: number; dueDate: string }[];
  skip: { cycle: number; dueDate: string }[];
  nextCycleDate: string | null;
  /** More cycles were due than one tick handles. */
  more: boolean;
}

/** Cycles a single tick handles per plan (a daily plan started long ago catches up over several ticks). */
export const MAX_CYCLES_PER_TICK = 100;

export function planCycles(
  schedule: Schedule,
  status: string,
  cyclesDone: number,
  today: string,
  limit = MAX_CYCLES_PER_TICK,
  /** The day the plan was created (GMT): cycles due before it are recorded as skipped, never charged. */
  createdDay?: string,
): CyclePlan {
  const due = dueCycles(schedule, cyclesDone, today, limit);
  const last = due.length ? due[due.length - 1].cycle : cyclesDone;
  const next = last + 1;
  const nextCycleDate = cycleExists(schedule, next) ? cycleDueDate(schedule, next) : null;
  const more = nextCycleDate !== null && nextCycleDate <= today;
  if (status !== 'ACTIVE') return { create: [], skip: due, nextCycleDate, more };
  // A plan may start before the day it is created (a start_date in the past, e.g. one moved from another
  // system): the schedule keeps its anchor, but the cycles that fell due before the plan existed are skipped.
  const beforePlan = (c: { dueDate: string }) => createdDay !== undefined && c.dueDate < createdDay;
  return { create: due.filter((c) => !beforePlan(c)), skip: due.filter(beforePlan), nextCycleDate, more };
}

/** The date (YYYY-MM-DD, GMT) the scheduler treats as today. */
export const gmtDate = (now: Date) => now.toISOString().slice(0, 10);
