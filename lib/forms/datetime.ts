import { zoneOffsetMs } from '@/lib/audit/time-range';
import { phrase, type Phrase } from './phrases';

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A wall-clock time as a datetime-local input gives it ("2026-12-31T18:30") in `timeZone` → the instant,
 * DST included. Null when the text is not such a time or does not exist in that zone's calendar.
 */
export function wallTimeToInstant(value: string, timeZone: string): Date | null {
  const match = WALL.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  try {
    let instant = wall - zoneOffsetMs(new Date(wall), timeZone);
    instant = wall - zoneOffsetMs(new Date(instant), timeZone);
    return new Date(instant);
  } catch {
    return null;
  }
}

/** "Must be in the future" check of a datetime-local value in `timeZone`. */
export function futureWallTimeProblem(value: string, timeZone: string, now: number = Date.now()): Phrase | null {
  if (value === '') return null;
  const instant = wallTimeToInstant(value, timeZone);
  if (!instant) return phrase('forms.error.dateTime');
  return instant.getTime() > now ? null : phrase('forms.error.futureTime');
}
