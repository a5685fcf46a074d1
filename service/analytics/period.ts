/**
 * The reporting period of the overview, pure: whole calendar days in one IANA time zone, both ends
 * inclusive. Defaults to the 30 days ending today (in that zone).
 */

import { addDays, daysBetween } from '../../core/calendar';
import { businessDayOf, dayShiftMinutes } from '../../core/business-day';

export const DEFAULT_PERIOD_DAYS = 30;
export const MAX_PERIOD_DAYS = 366;

export interface Period {
  /** First day, YYYY-MM-DD, inclusive. */
  from: string;
  /** Last day, YYYY-MM-DD, inclusive. */
  to: string;
  timeZone: string;
  days: number;
  /**
   * Minutes a day starts before its calendar midnight: the business day's cut-off (core/business-day.ts; 0 for
   * plain calendar days, 420 when days end at 17:00, −240 when they start at 04:00).
   */
  shiftMinutes: number;
}

export type PeriodError = { param: 'date_from' | 'date_to'; code: string; message: string };

/**
 * An IANA zone name both Intl and PostgreSQL read the same way. Offsets such as "+05:00" are refused:
 * PostgreSQL reads POSIX offsets with the opposite sign, so the same text would mean two different days.
 */
export function isIanaTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value) || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date of `now` in `timeZone`, YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * date_to defaults to today in the zone; date_from to the 30 days that end on date_to. A period runs
 * forwards and spans at most MAX_PERIOD_DAYS days (the daily series has one entry a day).
 */
export function resolvePeriod(input: {
  dateFrom?: string;
  dateTo?: string;
  timeZone: string;
  /** The business day's cut-off, HH:MM; default 00:00 (calendar days). */
  cutoff?: string;
  now: Date;
}): Period | PeriodError {
  const cutoff = input.cutoff ?? '00:00';
  const today = businessDayOf(input.now, { timeZone: input.timeZone, cutoff });
  const to = input.dateTo ?? (input.dateFrom ? maxDate(input.dateFrom, today) : today);
  const from = input.dateFrom ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  const span = daysBetween(from, to) + 1;
  if (span < 1)
    return {
      param: 'date_from',
      code: 'invalid_range',
      message: `'date_from' (${from}) must not be after 'date_to' (${to}).`,
    };
  if (span > MAX_PERIOD_DAYS) {
    return {
      param: 'date_to',
      code: 'range_too_long',
      message: `The period spans ${span} days; at most ${MAX_PERIOD_DAYS} are allowed.`,
    };
  }
  return { from, to, timeZone: input.timeZone, days: span, shiftMinutes: dayShiftMinutes(cutoff) };
}

function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

export function isPeriodError(value: Period | PeriodError): value is PeriodError {
  return 'param' in value;
}
