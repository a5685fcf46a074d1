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

function parse(date: string): { y: number; m: number; d: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const format = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

export function addDays(date: string, days: number): string {
  const { y, m, d } = parse(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return format(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

export function addMonthsClamped(date: string, months: number): string {
  const { y, m, d } = parse(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, Math.min(d, daysInMonth(year, month)));
}

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

/** The cycles after `cyclesDone` whose due date is on or before `today`, oldest first (what a scheduler creates now). */
export function dueCycles(schedule: Schedule, cyclesDone: number, today: string, limit = 1000): { cycle: number; dueDate: string }[] {
  const out: { cycle: number; dueDate: string }[] = [];
  for (let n = cyclesDone + 1; out.length < limit && cycleExists(schedule, n); n++) {
    const dueDate = cycleDueDate(schedule, n);
    if (dueDate > today) break;
    out.push({ cycle: n, dueDate });
  }
  return out;
}

/** The next `count` cycles after `cyclesDone` (the console's "upcoming cycles"). */
export function upcomingCycles(schedule: Schedule, cyclesDone: number, count: number): { cycle: number; dueDate: string }[] {
  const out: { cycle: number; dueDate: string }[] = [];
  for (let n = cyclesDone + 1; out.length < count && cycleExists(schedule, n); n++) out.push({ cycle: n, dueDate: cycleDueDate(schedule, n) });
  return out;
}
