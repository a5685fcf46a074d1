import { isIsoDate } from '@/core/calendar';
import { wallClockFormatter } from '@/core/wall-clock';

/** Offset of `timeZone` from UTC at the instant `at`, in milliseconds. */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = wallClockFormatter(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD that exists on the calendar (core/calendar.ts). */
export { isIsoDate as isDay };

/** The instant a calendar day (`YYYY-MM-DD`) starts in `timeZone`, DST included. */
export function startOfDayInZone(day: string, timeZone: string): Date {
  const match = DAY.exec(day);
  if (!match || !isIsoDate(day)) throw new RangeError(`Not a day: ${day}`);
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  let instant = wall - zoneOffsetMs(new Date(wall), timeZone);
  // The offset can differ at the guessed instant (a DST change that day): settle on the offset there.
  instant = wall - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

/** The instant the day after `day` starts in `timeZone`: the exclusive end of an inclusive `date_to`. */
export function endOfDayInZone(day: string, timeZone: string): Date {
  const match = DAY.exec(day);
  if (!match || !isIsoDate(day)) throw new RangeError(`Not a day: ${day}`);
  const next = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1))
    .toISOString()
    .slice(0, 10);
  return startOfDayInZone(next, timeZone);
}
