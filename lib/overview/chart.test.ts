import { describe, expect, it } from 'vitest';
import { labelIndices, niceScale } from './chart';
import { formatCompactMoney, formatDay, formatDayRange, formatRate } from './format';

describe('niceScale', () => {
  it('rounds the top up to a nice step', () => {
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(93_000)).toEqual({ top: 100_000, ticks: [0, 25_000, 50_000, 75_000, 100_000] });
    expect(niceScale(1)).toMatchObject({ top: 1 });
    expect(niceScale(0.3).ticks.every((t) => Number.isFinite(t))).toBe(true);
  });
});

describe('labelIndices', () => {
  it('spreads labels and keeps both ends', () => {
    expect(labelIndices(3)).toEqual([0, 1, 2]);
    expect(labelIndices(30, 6)).toEqual([0, 6, 12, 17, 23, 29]);
    expect(labelIndices(0)).toEqual([]);
  });
});

describe('overview formats', () => {
  it('formats days, ranges, rates and axis money by locale', () => {
    expect(formatDay('2026-11-03', 'en-US')).toBe('Nov 3');
    expect(formatDay('2026-11-03', 'es-CO')).toMatch(/^3 (de )?nov/);
    expect(formatDayRange('2026-11-01', '2026-11-30', 'en-US').replace(/\s/g, ' ')).toBe('Nov 1 – 30, 2026');
    expect(formatRate(0.9091, 'en-US')).toBe('90.9%');
    expect(formatRate(1, 'en-US')).toBe('100%');
    expect(formatCompactMoney(120_000_00, 'USD', 'en-US')).toBe('$120K');
    expect(formatCompactMoney(1500, 'JPY', 'en-US')).toBe('¥1.5K');
  });
});
