/** The IANA time zones the runtime knows, UTC first: what a zone picker offers (a member's zone, the business zone). */
export function timeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

/** Whether `zone` is an IANA time zone the runtime can compute with (not an offset such as "+05:00"). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
