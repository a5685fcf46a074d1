import { describe, expect, it } from 'vitest';
import { upcomingReportedCycles, type ReportedSchedule } from './schedule';

const plan = (over: Partial<ReportedSchedule>): ReportedSchedule => ({
  startDate: '2026-01-31',
  endDate: null,
  totalCycleCount: null,
  cycleFrequency: 'MONTHLY',
  cyclesCompleted: null,
  nextDueDate: null,
  ...over,
});

describe('upcomingReportedCycles', () => {
  it('knows nothing of unknown frequencies or unreadable dates', () => {
    expect(upcomingReportedCycles(plan({ cycleFrequency: 'HOURLY' }), { today: '2026-01-01', limit: 3 })).toEqual([]);
    expect(upcomingReportedCycles(plan({ startDate: 'not a date' }), { today: '2026-01-01', limit: 3 })).toEqual([]);
    expect(upcomingReportedCycles(plan({ startDate: '2026-02-30' }), { today: '2026-01-01', limit: 3 })).toEqual([]);
  });

  it('clamps month-based cycles to the month end', () => {
    expect(
      upcomingReportedCycles(plan({ cyclesCompleted: 0 }), { today: '2026-01-01', limit: 4 }).map((c) => c.dueDate),
    ).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
  });
  it('continues after the cycles generated', () => {
    expect(upcomingReportedCycles(plan({ cyclesCompleted: 2 }), { today: '2026-11-22', limit: 2 })).toEqual([
      { cycle: 3, dueDate: '2026-03-31' },
      { cycle: 4, dueDate: '2026-04-30' },
    ]);
  });

  it('starts from today without a count, and stops at the cycle count and end date', () => {
    expect(upcomingReportedCycles(plan({ totalCycleCount: 12 }), { today: '2026-11-01', limit: 5 })).toEqual([
      { cycle: 11, dueDate: '2026-11-30' },
      { cycle: 12, dueDate: '2026-12-31' },
    ]);
    expect(
      upcomingReportedCycles(plan({ endDate: '2026-03-15' }), { today: '2026-01-01', limit: 5 }).map((c) => c.dueDate),
    ).toEqual(['2026-01-31', '2026-02-28']);
  });

  it('skips ahead quickly for daily plans', () => {
    const cycles = upcomingReportedCycles(plan({ startDate: '2000-01-01', cycleFrequency: 'DAILY' }), {
      today: '2026-11-22',
      limit: 2,
    });
    expect(cycles.map((c) => c.dueDate)).toEqual(['2026-11-22', '2026-11-23']);
  });

  it('returns nothing for a plan it cannot read', () => {
    expect(upcomingReportedCycles(plan({ cycleFrequency: null }), { today: '2026-01-01', limit: 3 })).toEqual([]);
  });
});
