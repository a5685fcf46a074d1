import { describe, expect, it } from 'vitest';
import { cycleDate, upcomingCycles, type Schedule } from './schedule';

const plan = (over: Partial<Schedule>): Schedule => ({ startDate: '2026-01-31', endDate: null, totalCycleCount: null, cycleFrequency: 'MONTHLY', cyclesCompleted: null, nextDueDate: null, ...over });

describe('cycleDate', () => {
  it('clamps month-based cycles to the month end', () => {
    expect([0, 1, 2, 3].map((i) => cycleDate('2026-01-31', 'MONTHLY', i))).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(cycleDate('2024-01-31', 'MONTHLY', 1)).toBe('2024-02-29');
    expect(cycleDate('2026-08-31', 'SEMI_ANNUALLY', 1)).toBe('2027-02-28');
    expect(cycleDate('2024-02-29', 'YEARLY', 1)).toBe('2025-02-28');
  });

  it('adds days and weeks across months and years', () => {
    expect(cycleDate('2026-12-30', 'DAILY', 3)).toBe('2027-01-02');
    expect(cycleDate('2026-12-28', 'WEEKLY', 1)).toBe('2027-01-04');
  });

  it('knows nothing of unknown frequencies', () => {
    expect(cycleDate('2026-01-01', 'HOURLY', 1)).toBeNull();
    expect(cycleDate('not a date', 'DAILY', 1)).toBeNull();
  });
});

describe('upcomingCycles', () => {
  it('continues after the cycles generated', () => {
    expect(upcomingCycles(plan({ cyclesCompleted: 2 }), { today: '2026-11-22', limit: 2 })).toEqual([
      { number: 3, dueDate: '2026-03-31' },
      { number: 4, dueDate: '2026-04-30' },
    ]);
  });

  it('starts from today without a count, and stops at the cycle count and end date', () => {
    expect(upcomingCycles(plan({ totalCycleCount: 12 }), { today: '2026-11-01', limit: 5 })).toEqual([
      { number: 11, dueDate: '2026-11-30' },
      { number: 12, dueDate: '2026-12-31' },
    ]);
    expect(upcomingCycles(plan({ endDate: '2026-03-15' }), { today: '2026-01-01', limit: 5 }).map((c) => c.dueDate)).toEqual(['2026-01-31', '2026-02-28']);
  });

  it('skips ahead quickly for daily plans', () => {
    const cycles = upcomingCycles(plan({ startDate: '2000-01-01', cycleFrequency: 'DAILY' }), { today: '2026-11-22', limit: 2 });
    expect(cycles.map((c) => c.dueDate)).toEqual(['2026-11-22', '2026-11-23']);
  });

  it('returns nothing for a plan it cannot read', () => {
    expect(upcomingCycles(plan({ cycleFrequency: null }), { today: '2026-01-01', limit: 3 })).toEqual([]);
  });
});
