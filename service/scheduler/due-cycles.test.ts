import { describe, expect, it } from 'vitest';
import { planCycles } from './due-cycles';

const monthly = { startDate: '2026-01-31', cycleFrequency: 'MONTHLY' as const };

describe('planCycles', () => {
  it('creates every cycle due up to today, oldest first, and points at the next one', () => {
    expect(planCycles(monthly, 'ACTIVE', 0, '2026-03-31')).toEqual({
      create: [
        { cycle: 1, dueDate: '2026-01-31' },
        { cycle: 2, dueDate: '2026-02-28' },
        { cycle: 3, dueDate: '2026-03-31' },
      ],
      skip: [],
      nextCycleDate: '2026-04-30',
      more: false,
    });
  });

  it('continues after the cycles already done', () => {
    expect(planCycles(monthly, 'ACTIVE', 2, '2026-03-31').create).toEqual([{ cycle: 3, dueDate: '2026-03-31' }]);
    expect(planCycles(monthly, 'ACTIVE', 3, '2026-03-31')).toMatchObject({ create: [], nextCycleDate: '2026-04-30' });
  });

  it('skips what falls due while paused', () => {
    expect(planCycles(monthly, 'PAUSED', 1, '2026-03-31')).toEqual({
      create: [],
      skip: [
        { cycle: 2, dueDate: '2026-02-28' },
        { cycle: 3, dueDate: '2026-03-31' },
      ],
      nextCycleDate: '2026-04-30',
      more: false,
    });
  });

  it('ends with total_cycle_count or end_date', () => {
    expect(planCycles({ ...monthly, totalCycleCount: 2 }, 'ACTIVE', 0, '2026-12-31')).toMatchObject({
      create: [{ cycle: 1 }, { cycle: 2 }],
      nextCycleDate: null,
    });
    expect(planCycles({ ...monthly, endDate: '2026-03-30' }, 'ACTIVE', 0, '2026-12-31')).toMatchObject({
      create: [{ cycle: 1 }, { cycle: 2 }],
      nextCycleDate: null,
    });
  });

  it('does nothing before the start date', () => {
    expect(planCycles({ startDate: '2026-06-01', cycleFrequency: 'WEEKLY' }, 'ACTIVE', 0, '2026-05-31')).toEqual({
      create: [],
      skip: [],
      nextCycleDate: '2026-06-01',
      more: false,
    });
  });

  it('bounds one tick and says there is more', () => {
    const result = planCycles({ startDate: '2025-01-01', cycleFrequency: 'DAILY' }, 'ACTIVE', 0, '2026-01-01', 100);
    expect(result.create).toHaveLength(100);
    expect(result.create[99]).toEqual({ cycle: 100, dueDate: '2025-04-10' });
    expect(result).toMatchObject({ nextCycleDate: '2025-04-11', more: true });
  });

  it('skips the cycles that fell due before the plan was created and charges the first one due after', () => {
    const result = planCycles(
      { startDate: '2026-01-31', cycleFrequency: 'MONTHLY' },
      'ACTIVE',
      0,
      '2026-04-30',
      100,
      '2026-03-15',
    );
    expect(result.skip).toEqual([
      { cycle: 1, dueDate: '2026-01-31' },
      { cycle: 2, dueDate: '2026-02-28' },
    ]);
    expect(result.create).toEqual([
      { cycle: 3, dueDate: '2026-03-31' },
      { cycle: 4, dueDate: '2026-04-30' },
    ]);
  });
});
