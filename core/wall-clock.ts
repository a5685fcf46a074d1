/**
 * One Intl.DateTimeFormat per IANA zone giving a wall clock's parts (24-hour, numeric), made once and kept: building
 * a formatter costs far more than formatting with one (a list page formats a few dates a row; a year's report export
 * five per item). Throws a RangeError for an unknown zone, and keeps nothing then.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}
