import { describe, expect, it } from 'vitest';
import { addDays } from '../../core/calendar';
import { isIanaTimeZone, isPeriodError, resolvePeriod, todayIn } from './period';
import { exactSum } from './sums';

const now = new Date('2026-11-20T03:00:00Z');

describe('resolvePeriod', () => {
  it('defaults to the 30 days ending today in the zone', () => {
    expect(resolvePeriod({ timeZone: 'UTC', now })).toEqual({
      from: '2026-10-22',
      to: '2026-11-20',
      timeZone: 'UTC',
      days: 30,
      shiftMinutes: 0,
    });
    // 03:00 GMT is still the 19th in Bogotá.
    expect(resolvePeriod({ timeZone: 'America/Bogota', now })).toMatchObject({ from: '2026-10-21', to: '2026-11-19' });
    // 22:00 on the 19th in Bogotá is past a 17:00 cut-off: the business day is the 20th, which starts 7 hours early.
    expect(resolvePeriod({ timeZone: 'America/Bogota', cutoff: '17:00', now })).toMatchObject({
      to: '2026-11-20',
      shiftMinutes: 420,
    });
  });

  it('fills the missing end', () => {
    expect(resolvePeriod({ dateTo: '2026-03-01', timeZone: 'UTC', now })).toMatchObject({
      from: '2026-01-31',
      to: '2026-03-01',
      days: 30,
    });
    expect(resolvePeriod({ dateFrom: '2026-11-01', timeZone: 'UTC', now })).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-20',
      days: 20,
    });
    // A start in the future is a one-day period, not an error.
    expect(resolvePeriod({ dateFrom: '2026-12-05', timeZone: 'UTC', now })).toMatchObject({
      from: '2026-12-05',
      to: '2026-12-05',
      days: 1,
    });
  });

  it('refuses backwards and over-long periods', () => {
    const backwards = resolvePeriod({ dateFrom: '2026-11-02', dateTo: '2026-11-01', timeZone: 'UTC', now });
    expect(isPeriodError(backwards) && backwards.param).toBe('date_from');
    expect(resolvePeriod({ dateFrom: '2025-11-20', dateTo: '2026-11-20', timeZone: 'UTC', now })).toMatchObject({
      days: 366,
    });
    const long = resolvePeriod({ dateFrom: '2025-11-19', dateTo: '2026-11-20', timeZone: 'UTC', now });
    expect(isPeriodError(long) && long.code).toBe('range_too_long');
  });
});

describe('calendar helpers', () => {
  it('adds days across months, leap days and DST changes', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
  });

  it('knows today in a zone', () => {
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-11-20');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-11-19');
  });

  it('accepts IANA names only', () => {
    for (const ok of ['UTC', 'America/Bogota', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'])
      expect(isIanaTimeZone(ok), ok).toBe(true);
    for (const bad of ['', '+05:00', '-0500', 'Mars/Olympus', 'UTC; drop table', 'a'.repeat(80)])
      expect(isIanaTimeZone(bad), bad).toBe(false);
  });
});

describe('exactSum', () => {
  it('keeps sums exact, as a number while safe and as digits beyond 2^53 − 1', () => {
    expect(exactSum('0')).toBe(0);
    expect(exactSum(null)).toBe(0);
    expect(exactSum('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(exactSum('9007199254740993')).toBe('9007199254740993');
    expect(exactSum('-9007199254740993')).toBe('-9007199254740993');
    expect(exactSum('123.000')).toBe(123);
    expect(exactSum(12n)).toBe(12);
    expect(() => exactSum('12.5')).toThrow(RangeError);
  });
});
