import { describe, expect, it } from 'vitest';
import {
  businessDayLabel,
  businessDayOf,
  businessDayStart,
  dayPeriod,
  dayShiftMinutes,
  isCutoff,
  nextRunAt,
  previousPeriod,
  type BusinessDay,
} from './business-day';

const bogota: BusinessDay = { timeZone: 'America/Bogota', cutoff: '00:00' };
const newYork: BusinessDay = { timeZone: 'America/New_York', cutoff: '00:00' };
const at = (iso: string) => new Date(iso);

describe('business day', () => {
  it('reads cut-offs and where the day starts', () => {
    expect(isCutoff('17:00')).toBe(true);
    expect(isCutoff('24:00')).toBe(false);
    expect(isCutoff('7:00')).toBe(false);
    expect(dayShiftMinutes('00:00')).toBe(0);
    expect(dayShiftMinutes('17:00')).toBe(420);
    expect(dayShiftMinutes('04:00')).toBe(-240);
  });

  it('places an instant in its business day, in the zone and at the cut-off', () => {
    // 23:30 in Bogotá on the 10th is 04:30 UTC on the 11th.
    expect(businessDayOf(at('2026-04-11T04:30:00Z'), bogota)).toBe('2026-04-10');
    expect(businessDayOf(at('2026-04-11T05:00:00Z'), bogota)).toBe('2026-04-11');
    const evening = { timeZone: 'America/Bogota', cutoff: '17:00' };
    expect(businessDayOf(at('2026-04-10T21:59:59Z'), evening)).toBe('2026-04-10');
    expect(businessDayOf(at('2026-04-10T22:00:00Z'), evening)).toBe('2026-04-11');
    const early = { timeZone: 'America/Bogota', cutoff: '04:00' };
    expect(businessDayOf(at('2026-04-11T08:59:00Z'), early)).toBe('2026-04-10');
    expect(businessDayOf(at('2026-04-11T09:00:00Z'), early)).toBe('2026-04-11');
    expect(businessDayLabel(bogota)).toBe('Days in America/Bogota');
    expect(businessDayLabel(evening)).toBe('Days in America/Bogota, ending at 17:00');
  });

  it('a day across a DST change is 23 or 25 hours long', () => {
    // New York springs forward on 2026-03-08 and falls back on 2026-11-01.
    const spring = dayPeriod('2026-03-08', '2026-03-08', newYork);
    expect(spring.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(spring.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    const autumn = dayPeriod('2026-11-01', '2026-11-01', newYork);
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
    // A cut-off in the skipped hour reads with the offset before the change, as PostgreSQL does.
    const berlin = { timeZone: 'Europe/Berlin', cutoff: '02:30' };
    expect(businessDayStart('2026-03-29', berlin).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(businessDayStart('2026-03-30', berlin).toISOString()).toBe('2026-03-30T00:30:00.000Z');
  });
});

describe('report schedule', () => {
  it('daily: at the start of each business day, for the day before, across spring-forward', () => {
    const first = nextRunAt('daily', newYork, at('2026-03-07T12:00:00Z'));
    expect(first.at.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(first.period).toEqual({ from: '2026-03-07', to: '2026-03-07' });
    const second = nextRunAt('daily', newYork, first.at);
    expect(second.at.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(second.period).toEqual({ from: '2026-03-08', to: '2026-03-08' });
  });

  it('weekly: Mondays, for Monday to Sunday; monthly: the 1st, for the month before', () => {
    const weekly = nextRunAt('weekly', newYork, at('2026-03-04T15:00:00Z'));
    expect(weekly.day).toBe('2026-03-09');
    expect(weekly.at.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(weekly.period).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    const monthly = nextRunAt('monthly', bogota, at('2026-01-31T12:00:00Z'));
    expect(monthly.at.toISOString()).toBe('2026-02-01T05:00:00.000Z');
    expect(monthly.period).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(previousPeriod('monthly', '2026-03-01')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    // Exactly at a run's instant, the next one is the following period's.
    expect(nextRunAt('monthly', bogota, monthly.at).day).toBe('2026-03-01');
  });

  it('with an evening cut-off a daily report runs at the cut-off', () => {
    const evening = { timeZone: 'America/Bogota', cutoff: '17:00' };
    const run = nextRunAt('daily', evening, at('2026-04-10T12:00:00Z'));
    expect(run.at.toISOString()).toBe('2026-04-10T22:00:00.000Z');
    expect(run.period).toEqual({ from: '2026-04-10', to: '2026-04-10' });
  });
});
