import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  cycleDueDate,
  cycleExists,
  dueCycles,
  firstCycleFrom,
  isFinished,
  remainingCycles,
  upcomingCycles,
  type Schedule,
} from './schedule';

const plan = (overrides: Partial<Schedule> = {}): Schedule => ({
  startDate: '2026-01-31',
  cycleFrequency: 'MONTHLY',
  ...overrides,
});

describe('cycleDueDate', () => {
  it('DAILY and WEEKLY step by days across month and year ends', () => {
    expect(cycleDueDate(plan({ startDate: '2026-12-30', cycleFrequency: 'DAILY' }), 1)).toBe('2026-12-30');
    expect(cycleDueDate(plan({ startDate: '2026-12-30', cycleFrequency: 'DAILY' }), 3)).toBe('2027-01-01');
    expect(cycleDueDate(plan({ startDate: '2028-02-26', cycleFrequency: 'WEEKLY' }), 2)).toBe('2028-03-04');
  });

  it('MONTHLY clamps to the month end and counts from the start date, not the previous cycle', () => {
    const dates = [1, 2, 3, 4, 5].map((n) => cycleDueDate(plan(), n));
    expect(dates).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    expect(cycleDueDate(plan({ startDate: '2028-01-31' }), 2)).toBe('2028-02-29');
    expect(cycleDueDate(plan(), 13)).toBe('2027-01-31');
  });

  it('SEMI_ANNUALLY and YEARLY', () => {
    expect(cycleDueDate(plan({ startDate: '2026-08-31', cycleFrequency: 'SEMI_ANNUALLY' }), 2)).toBe('2027-02-28');
    expect(cycleDueDate(plan({ startDate: '2026-08-31', cycleFrequency: 'SEMI_ANNUALLY' }), 3)).toBe('2027-08-31');
    expect(cycleDueDate(plan({ startDate: '2028-02-29', cycleFrequency: 'YEARLY' }), 2)).toBe('2029-02-28');
    expect(cycleDueDate(plan({ startDate: '2028-02-29', cycleFrequency: 'YEARLY' }), 5)).toBe('2032-02-29');
  });

  it('refuses cycle numbers below 1', () => {
    expect(() => cycleDueDate(plan(), 0)).toThrow(RangeError);
    expect(() => cycleDueDate(plan(), 1.5)).toThrow(RangeError);
  });

  it('addMonthsClamped handles negative offsets', () => {
    expect(addMonthsClamped('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonthsClamped('2026-01-15', -13)).toBe('2024-12-15');
  });
});

describe('end of a plan', () => {
  it('total_cycle_count limits the cycles', () => {
    const p = plan({ totalCycleCount: 3 });
    expect(cycleExists(p, 3)).toBe(true);
    expect(cycleExists(p, 4)).toBe(false);
    expect(isFinished(p, 2)).toBe(false);
    expect(isFinished(p, 3)).toBe(true);
  });

  it('end_date is inclusive', () => {
    const p = plan({ startDate: '2026-01-01', cycleFrequency: 'WEEKLY', endDate: '2026-01-15' });
    expect(upcomingCycles(p, 0, 10).map((c) => c.dueDate)).toEqual(['2026-01-01', '2026-01-08', '2026-01-15']);
    expect(isFinished(p, 3)).toBe(true);
  });

  it('the earlier of end_date and total_cycle_count wins', () => {
    const p = plan({ startDate: '2026-01-01', cycleFrequency: 'DAILY', endDate: '2026-01-10', totalCycleCount: 2 });
    expect(upcomingCycles(p, 0, 10)).toHaveLength(2);
  });

  it('an open-ended plan never finishes', () => {
    expect(isFinished(plan(), 10_000)).toBe(false);
  });
});

describe('dueCycles', () => {
  it('returns every missed cycle up to today, oldest first', () => {
    const p = plan({ startDate: '2026-01-01', cycleFrequency: 'DAILY' });
    expect(dueCycles(p, 0, '2026-01-03')).toEqual([
      { cycle: 1, dueDate: '2026-01-01' },
      { cycle: 2, dueDate: '2026-01-02' },
      { cycle: 3, dueDate: '2026-01-03' },
    ]);
    expect(dueCycles(p, 3, '2026-01-03')).toEqual([]);
    expect(dueCycles(p, 0, '2025-12-31')).toEqual([]);
  });

  it('stops at the end of the plan and at the limit', () => {
    const p = plan({ startDate: '2026-01-01', cycleFrequency: 'DAILY', totalCycleCount: 2 });
    expect(dueCycles(p, 0, '2026-02-01')).toHaveLength(2);
    expect(dueCycles(plan({ startDate: '2026-01-01', cycleFrequency: 'DAILY' }), 0, '2026-12-31', 5)).toHaveLength(5);
  });
});

describe('firstCycleFrom', () => {
  const daily = { startDate: '2021-01-01', cycleFrequency: 'DAILY' as const };
  it('finds the first cycle due on or after a day, however many lie before it', () => {
    expect(firstCycleFrom(daily, 0, '2026-11-24')).toEqual({ cycle: 2154, dueDate: '2026-11-24' });
    expect(firstCycleFrom({ startDate: '2026-01-31', cycleFrequency: 'MONTHLY' }, 0, '2026-03-01')).toEqual({
      cycle: 3,
      dueDate: '2026-03-31',
    });
  });
  it('starts after the cycles already done', () => {
    expect(firstCycleFrom(daily, 3000, '2026-11-24')).toEqual({ cycle: 3001, dueDate: '2029-03-20' });
  });
  it('is null when the plan ends before that day', () => {
    expect(firstCycleFrom({ ...daily, totalCycleCount: 10 }, 0, '2026-11-24')).toBeNull();
    expect(firstCycleFrom({ ...daily, endDate: '2020-12-31' }, 0, '2020-06-01')).toBeNull();
  });
});

describe('remainingCycles', () => {
  it('counts the cycles left by count or end date, and is unbounded with no end', () => {
    expect(remainingCycles({ startDate: '2026-01-01', cycleFrequency: 'DAILY' }, 0)).toBe(Infinity);
    expect(remainingCycles({ startDate: '2026-01-01', cycleFrequency: 'MONTHLY', totalCycleCount: 12 }, 0)).toBe(12);
    expect(remainingCycles({ startDate: '2026-01-01', cycleFrequency: 'MONTHLY', totalCycleCount: 12 }, 5)).toBe(7);
    expect(remainingCycles({ startDate: '2026-01-01', cycleFrequency: 'DAILY', endDate: '2026-01-31' }, 0)).toBe(31);
    expect(remainingCycles({ startDate: '2026-01-31', cycleFrequency: 'MONTHLY', endDate: '2026-12-31' }, 2)).toBe(10);
    expect(
      remainingCycles(
        { startDate: '2026-01-01', cycleFrequency: 'WEEKLY', endDate: '2026-12-31', totalCycleCount: 3 },
        0,
      ),
    ).toBe(3);
  });
});
