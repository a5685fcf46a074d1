/**
 * A plan's cycle dates from its start date and frequency (calendar dates, no zone). Month-based cycles
 * fall on the start day, or on the month's last day when the month is shorter.
 */

const MONTHS: Record<string, number> = { MONTHLY: 1, SEMI_ANNUALLY: 6, YEARLY: 12 };
const DAYS: Record<string, number> = { DAILY: 1, WEEKLY: 7 };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const iso = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The due date of cycle `index` (0 = the start date), or null for an unknown frequency or date. */
export function cycleDate(startDate: string, frequency: string | null, index: number): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(startDate);
  if (!match || !frequency) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (frequency in DAYS) {
    const date = new Date(Date.UTC(y, m - 1, d + index * DAYS[frequency]));
    return iso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  if (frequency in MONTHS) {
    const months = m - 1 + index * MONTHS[frequency];
    const year = y + Math.floor(months / 12);
    const month = (months % 12) + 1;
    return iso(year, month, Math.min(d, daysInMonth(year, month)));
  }
  return null;
}

export interface Schedule {
  startDate: string | null;
  endDate: string | null;
  totalCycleCount: number | null;
  cycleFrequency: string | null;
  /** Cycles generated so far, when the API reports it. */
  cyclesCompleted: number | null;
  /** The next cycle's due date, when the API reports it. */
  nextDueDate: string | null;
}

export interface Cycle {
  /** 1-based cycle number. */
  number: number;
  dueDate: string;
}

/** The next `limit` cycles still to come (after those generated, or from `today`), within the plan's end. */
export function upcomingCycles(plan: Schedule, { today, limit }: { today: string; limit: number }): Cycle[] {
  if (!plan.startDate || !plan.cycleFrequency || cycleDate(plan.startDate, plan.cycleFrequency, 0) === null) return [];
  const out: Cycle[] = [];
  const from = plan.cyclesCompleted ?? null;
  const notBefore = from === null ? (plan.nextDueDate ?? today) : null;
  // Daily plans may have many past cycles: skip ahead instead of walking them one by one.
  let index = from ?? 0;
  if (from === null && plan.cycleFrequency === 'DAILY' && notBefore) {
    const days = Math.floor((Date.parse(`${notBefore}T00:00:00Z`) - Date.parse(`${plan.startDate}T00:00:00Z`)) / 86_400_000);
    index = Math.max(0, days);
  }
  for (let guard = 0; out.length < limit && guard < 100_000; guard++, index++) {
    if (plan.totalCycleCount !== null && index >= plan.totalCycleCount) break;
    const due = cycleDate(plan.startDate, plan.cycleFrequency, index)!;
    if (plan.endDate && due > plan.endDate) break;
    if (notBefore && due < notBefore) continue;
    out.push({ number: index + 1, dueDate: due });
  }
  return out;
}
