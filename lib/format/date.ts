import { wallClockFormatter } from '@/core/wall-clock';

/**
 * Dates are shown in one chosen IANA zone and always labelled with it ("2026-11-20 14:03 UTC",
 * "2026-11-20 15:03 UTC+01:00"). The text is assembled from Intl parts so the server and the browser
 * produce the same characters (no locale-specific separators, so hydration matches).
 */

export const DEFAULT_TIME_ZONE = 'UTC';

export function isValidTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    wallClockFormatter(timeZone); // one formatter per zone, kept once the zone is known to be valid (core/wall-clock.ts)
    return true;
  } catch {
    return false;
  }
}

interface WallTime {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

function wallTime(instant: Date, timeZone: string): WallTime {
  const out: Record<string, string> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(instant)) out[part.type] = part.value;
  return {
    year: out.year,
    month: out.month,
    day: out.day,
    hour: out.hour === '24' ? '00' : out.hour,
    minute: out.minute,
    second: out.second,
  };
}

function toInstant(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function resolveZone(timeZone: string | null | undefined): string {
  return isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

/** "UTC" for UTC itself, otherwise the offset at that instant: "UTC+01:00", "UTC-05:30". */
export function zoneLabel(value: string | Date, timeZone: string | null | undefined): string {
  const zone = resolveZone(timeZone);
  const instant = toInstant(value) ?? new Date(0);
  return labelOf(instant, wallTime(instant, zone), zone);
}

/** The label from the instant's wall time in the zone, already read. */
function labelOf(instant: Date, wall: WallTime, zone: string): string {
  const asUtc = Date.UTC(+wall.year, +wall.month - 1, +wall.day, +wall.hour, +wall.minute, +wall.second);
  const offsetMinutes = Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  if (offsetMinutes === 0 && /^(UTC|Etc\/UTC|Etc\/GMT|GMT|Etc\/Universal|Universal|Zulu|Etc\/Zulu)$/i.test(zone))
    return 'UTC';
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** "2026-11-20 14:03 UTC" (with seconds on request); "—" when there is no valid date. */
export function formatDateTime(
  value: string | Date | null | undefined,
  timeZone: string | null | undefined,
  options: { seconds?: boolean } = {},
): string {
  const instant = toInstant(value);
  if (!instant) return '—';
  const zone = resolveZone(timeZone);
  const w = wallTime(instant, zone);
  const time = options.seconds ? `${w.hour}:${w.minute}:${w.second}` : `${w.hour}:${w.minute}`;
  return `${w.year}-${w.month}-${w.day} ${time} ${labelOf(instant, w, zone)}`;
}

/** The calendar day of an instant in the zone, YYYY-MM-DD. */
export function dayInZone(value: string | Date, timeZone: string | null | undefined): string {
  const instant = toInstant(value);
  if (!instant) return '';
  const w = wallTime(instant, resolveZone(timeZone));
  return `${w.year}-${w.month}-${w.day}`;
}

/** A calendar date (YYYY-MM-DD, e.g. a due date) has no zone: it is shown as written. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return '—';
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return match ? match[1] : value;
}

/** Today's date in UTC (YYYY-MM-DD), moved by `offsetDays` (−6: six days ago). */
export function utcDate(offsetDays = 0, now: Date = new Date()): string {
  return new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** The zone's offset from UTC at an instant, in milliseconds (Bogota: −5 h). */
function offsetAt(instant: number, zone: string): number {
  const w = wallTime(new Date(instant), zone);
  return Date.UTC(+w.year, +w.month - 1, +w.day, +w.hour, +w.minute, +w.second) - Math.floor(instant / 1000) * 1000;
}

/** The first instant of a calendar day (YYYY-MM-DD) in the zone, ISO 8601 UTC; null when `day` is not a date. */
export function startOfDayInZone(day: string, timeZone: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const zone = resolveZone(timeZone);
  const midnight = Date.UTC(+match[1], +match[2] - 1, +match[3]);
  if (Number.isNaN(midnight)) return null;
  // Two passes settle days whose offset changes at midnight (DST).
  let at = midnight - offsetAt(midnight, zone);
  at = midnight - offsetAt(at, zone);
  return new Date(at).toISOString();
}

/** The last millisecond of a calendar day in the zone, ISO 8601 UTC (an inclusive `date_to`). */
export function endOfDayInZone(day: string, timeZone: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const next = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3] + 1)).toISOString().slice(0, 10);
  const start = startOfDayInZone(next, timeZone);
  return start ? new Date(Date.parse(start) - 1).toISOString() : null;
}
