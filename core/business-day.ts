import { addDays, addMonthsClamped, daysBetween } from './calendar';
import { wallClockFormatter } from './wall-clock';

/**
 * The merchant's business day (docs/reports.md): days in one IANA time zone that change at a cut-off time.
 * Business day D is the 24 hours between two cut-offs that hold most of calendar day D: with the cut-off at 17:00
 * it runs from 17:00 on D − 1 to 17:00 on D (a payment at 18:00 counts for the next day); at 04:00, from 04:00 on D
 * to 04:00 on D + 1 (a payment at 02:00 still counts for the day before); at the default 00:00 it is the calendar
 * day. Pure: no clock, no I/O.
 */

export interface BusinessDay {
  timeZone: string;
  /** HH:MM, local time at which a business day ends and the next begins. */
  cutoff: string;
}

export const DEFAULT_BUSINESS_DAY: BusinessDay = { timeZone: 'UTC', cutoff: '00:00' };

const CUTOFF = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isCutoff = (value: string): boolean => CUTOFF.test(value);

/**
 * How far a business day's start lies before its calendar day's midnight, in minutes: 0 for 00:00, 420 for 17:00
 * (day D starts at D − 1 17:00, seven hours before D's midnight), −240 for 04:00 (it starts four hours after).
 */
export function dayShiftMinutes(cutoff: string): number {
  const match = CUTOFF.exec(cutoff);
  if (!match) throw new RangeError(`not an HH:MM cut-off: ${cutoff}`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes === 0) return 0;
  return minutes >= 12 * 60 ? 24 * 60 - minutes : -minutes;
}

/** The wall-clock parts of `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  const parts = wallClockFormatter(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), min: get('minute'), s: get('second') };
}

/** The zone's offset from UTC at `instant`, in milliseconds (Bogotá: −5 h). */
function offsetMs(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which a local wall-clock time (`date` at `minutes` past its midnight, minutes may be negative)
 * happens in `timeZone`. A time a DST change skips is read with the offset before the change (02:30 on a spring-
 * forward night is 03:30), as PostgreSQL's `timestamp at time zone` does.
 */
export function localInstant(date: string, minutes: number, timeZone: string): Date {
  const naive = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const first = naive - offsetMs(new Date(naive), timeZone);
  const second = naive - offsetMs(new Date(first), timeZone);
  if (second === first) return new Date(first);
  // On a skipped or repeated hour the two guesses differ: take the earlier offset's reading, as PostgreSQL does.
  return new Date(Math.max(first, second));
}

/** When business day `day` starts. */
export function businessDayStart(day: string, businessDay: BusinessDay): Date {
  return localInstant(day, -dayShiftMinutes(businessDay.cutoff), businessDay.timeZone);
}

/** The business day `instant` falls in, YYYY-MM-DD. */
export function businessDayOf(instant: Date, businessDay: BusinessDay): string {
  const shifted = new Date(instant.getTime() + dayShiftMinutes(businessDay.cutoff) * 60_000);
  const w = wallClock(shifted, businessDay.timeZone);
  // Shifting the instant rather than the wall clock is exact except within a DST change near the cut-off; check it.
  const guess = `${String(w.y).padStart(4, '0')}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
  if (instant < businessDayStart(guess, businessDay)) return addDays(guess, -1);
  if (instant >= businessDayStart(addDays(guess, 1), businessDay)) return addDays(guess, 1);
  return guess;
}

/** A period of whole business days, both ends inclusive, and the instants it covers: [start, end). */
export interface DayPeriod {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

export function dayPeriod(from: string, to: string, businessDay: BusinessDay): DayPeriod {
  return { from, to, start: businessDayStart(from, businessDay), end: businessDayStart(addDays(to, 1), businessDay) };
}

/** "Days in America/Bogota" (with the cut-off when it is not midnight): the label every report carries. */
export function businessDayLabel(businessDay: BusinessDay): string {
  return businessDay.cutoff === '00:00'
    ? `Days in ${businessDay.timeZone}`
    : `Days in ${businessDay.timeZone}, ending at ${businessDay.cutoff}`;
}

export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

/** ISO weekday of a date, 1 = Monday … 7 = Sunday. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The last complete period before business day `today`: yesterday (daily), the previous Monday–Sunday week
 * (weekly), the previous calendar month (monthly).
 */
export function previousPeriod(frequency: ReportFrequency, today: string): { from: string; to: string } {
  if (frequency === 'daily') return { from: addDays(today, -1), to: addDays(today, -1) };
  if (frequency === 'weekly') {
    const monday = addDays(today, 1 - isoWeekday(today));
    return { from: addDays(monday, -7), to: addDays(monday, -1) };
  }
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const from = addMonthsClamped(firstOfMonth, -1);
  return { from, to: addDays(firstOfMonth, -1) };
}

/** The first business day on or after `day` on which a report of `frequency` is due (every day, Mondays, the 1st). */
function dueDayOnOrAfter(frequency: ReportFrequency, day: string): string {
  if (frequency === 'daily') return day;
  if (frequency === 'weekly') return addDays(day, (8 - isoWeekday(day)) % 7);
  return day.endsWith('-01') ? day : addMonthsClamped(`${day.slice(0, 8)}01`, 1);
}

/**
 * When a subscription is next due, strictly after `after`: the start of the next business day on which its
 * period has just ended (every day; Mondays; the 1st of the month), in the business zone, DST included. The
 * period it then sends is `previousPeriod(frequency, that day)`.
 */
export function nextRunAt(
  frequency: ReportFrequency,
  businessDay: BusinessDay,
  after: Date,
): { at: Date; day: string; period: { from: string; to: string } } {
  let day = dueDayOnOrAfter(frequency, businessDayOf(after, businessDay));
  for (let guard = 0; guard < 64; guard++) {
    const at = businessDayStart(day, businessDay);
    if (at > after) return { at, day, period: previousPeriod(frequency, day) };
    day = dueDayOnOrAfter(frequency, addDays(day, 1));
  }
  throw new Error('no next run found');
}

/** Days a period spans, both ends inclusive. */
export const periodDays = (from: string, to: string): number => daysBetween(from, to) + 1;
