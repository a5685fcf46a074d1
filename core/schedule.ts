import { addDays, addMonthsClamped, daysBetween, isIsoDate } from './calendar';

export { addMonthsClamped };

/**
 * Recurring plan schedule maths, on calendar dates (YYYY-MM-DD, GMT), with no clock of its own.
 * Cycle n (1-based) falls n−1 periods after start_date. Month-based periods count from the start
 * date, not from the previous cycle, and clamp to the month's last day: a plan starting on Jan 31
 * is due Feb 28 (29), Mar 31, Apr 30…
 */

export const CYCLE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'SEMI_ANNUALLY', 'YEARLY'] as const;
export type CycleFrequency = (typeof CYCLE_FREQUENCIES)[number];

export interface Schedule {
  startDate: string;
  endDate?: string | null;
  totalCycleCount?: number | null;
  cycleFrequency: CycleFrequency;
}

const monthsPer: Partial<Record<CycleFrequency, number>> = { MONTHLY: 1, SEMI_ANNUALLY: 6, YEARLY: 12 };
const daysPer: Partial<Record<CycleFrequency, number>> = { DAILY: 1, WEEKLY: 7 };

export const isCycleFrequency = (value: string | null | undefined): value is CycleFrequency =>
  (CYCLE_FREQUENCIES as readonly string[]).includes(value ?? '');

/** The due date of cycle n (n ≥ 1). */
export function cycleDueDate(schedule: Schedule, n: number): string {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`cycle must be a positive integer, got ${n}`);
  const months = monthsPer[schedule.cycleFrequency];
  if (months !== undefined) return addMonthsClamped(schedule.startDate, months * (n - 1));
  return addDays(schedule.startDate, (daysPer[schedule.cycleFrequency] ?? 1) * (n - 1));
}

/** Whether cycle n exists: within total_cycle_count and on or before end_date. */
export function cycleExists(schedule: Schedule, n: number): boolean {
  if (n < 1) return false;
  if (schedule.totalCycleCount != null && n > schedule.totalCycleCount) return false;
  if (schedule.endDate && cycleDueDate(schedule, n) > schedule.endDate) return false;
  return true;
}

/** A plan is finished when the cycle after the last one done does not exist. */
export function isFinished(schedule: Schedule, cyclesDone: number): boolean {
  return !cycleExists(schedule, cyclesDone + 1);
}

/**
 * How many cycles are left after `cyclesDone`: Infinity when the plan has no end (neither a cycle count nor an
 * end date). What a plan can still move is this times its amount (the approval rules compare that: docs/approvals.md,
 * "Which rule holds").
 */
export function remainingCycles(schedule: Schedule, cyclesDone: number): number {
  if (schedule.totalCycleCount == null && !schedule.endDate) return Infinity;
  if (!schedule.endDate) return Math.max(0, (schedule.totalCycleCount ?? 0) - cyclesDone);
  let n = cyclesDone;
  // Each step moves at least one day: a daily plan ending in 100 years stops within ~36,500 steps.
  while (cycleExists(schedule, n + 1)) n++;
  return n - cyclesDone;
}

/** The cycles after `cyclesDone` whose due date is on or before `today`, oldest first (what a scheduler creates now). */
export function dueCycles(
  schedule: Schedule,
  cyclesDone: number,
  today: string,
  limit = 1000,
): { cycle: number; dueDate: string }[] {
  const out: { cycle: number; dueDate: string }[] = [];
  for (let n = cyclesDone + 1; out.length < limit && cycleExists(schedule, n); n++) {
    const dueDate = cycleDueDate(schedule, n);
    if (dueDate > today) break;
    out.push({ cycle: n, dueDate });
  }
  return out;
}

/** The next `count` cycles after `cyclesDone` (the console's "upcoming cycles"). */
export function upcomingCycles(
  schedule: Schedule,
  cyclesDone: number,
  count: number,
): { cycle: number; dueDate: string }[] {
  const out: { cycle: number; dueDate: string }[] = [];
  for (let n = cyclesDone + 1; out.length < count && cycleExists(schedule, n); n++)
    out.push({ cycle: n, dueDate: cycleDueDate(schedule, n) });
  return out;
}

/**
 * The first cycle after `cyclesDone` due on or after `day` (null: none is left). Due dates never decrease with the
 * cycle number, so this searches (doubling, then halving) instead of walking years of daily cycles one by one.
 */
export function firstCycleFrom(
  schedule: Schedule,
  cyclesDone: number,
  day: string,
): { cycle: number; dueDate: string } | null {
  const reaches = (n: number) => cycleDueDate(schedule, n) >= day;
  let low = cyclesDone + 1;
  if (!reaches(low)) {
    let step = 1;
    while (!reaches(low + step) && step < 2 ** 40) step *= 2;
    let high = low + step;
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (reaches(mid)) high = mid;
      else low = mid;
    }
    low = high;
  }
  return cycleExists(schedule, low) ? { cycle: low, dueDate: cycleDueDate(schedule, low) } : null;
}

/** What a console knows of a plan read from some deployment of the API: any field may be missing or unknown. */
export interface ReportedSchedule {
  startDate: string | null;
  endDate: string | null;
  totalCycleCount: number | null;
  cycleFrequency: string | null;
  /** Cycles generated so far, when the API reports it. */
  cyclesCompleted: number | null;
  /** The next cycle's due date, when the API reports it. */
  nextDueDate: string | null;
}

/**
 * The next `limit` cycles still to come of a plan as an API reported it: after the cycles generated when
 * the count is known, else from the reported next due date or `today`. Nothing for a plan whose start
 * date or frequency cannot be read.
 */
export function upcomingReportedCycles(
  plan: ReportedSchedule,
  { today, limit }: { today: string; limit: number },
): { cycle: number; dueDate: string }[] {
  if (!isIsoDate(plan.startDate) || !isCycleFrequency(plan.cycleFrequency)) return [];
  const schedule: Schedule = {
    startDate: plan.startDate,
    endDate: plan.endDate,
    totalCycleCount: plan.totalCycleCount,
    cycleFrequency: plan.cycleFrequency,
  };
  if (plan.cyclesCompleted !== null) return upcomingCycles(schedule, plan.cyclesCompleted, limit);
  const notBefore = plan.nextDueDate ?? today;
  // Daily plans may have many past cycles: skip ahead instead of walking them one by one.
  let done = plan.cycleFrequency === 'DAILY' ? Math.max(0, daysBetween(plan.startDate, notBefore)) : 0;
  for (
    let guard = 0;
    guard < 100_000 && cycleExists(schedule, done + 1) && cycleDueDate(schedule, done + 1) < notBefore;
    guard++
  )
    done++;
  return upcomingCycles(schedule, done, limit);
}
