import { describe, expect, it } from 'vitest';
import { endOfDayInZone, startOfDayInZone } from './date';

describe('calendar days in a member zone', () => {
  it('a Bogota day runs 05:00 UTC to 04:59:59.999 UTC the next day', () => {
    expect(startOfDayInZone('2026-11-20', 'America/Bogota')).toBe('2026-11-20T05:00:00.000Z');
    expect(endOfDayInZone('2026-11-20', 'America/Bogota')).toBe('2026-11-21T04:59:59.999Z');
  });
  it('UTC days stay UTC; a DST day in Madrid starts at its own offset', () => {
    expect(startOfDayInZone('2026-11-20', 'UTC')).toBe('2026-11-20T00:00:00.000Z');
    expect(startOfDayInZone('2026-03-29', 'Europe/Madrid')).toBe('2026-03-28T23:00:00.000Z');
    expect(endOfDayInZone('2026-03-29', 'Europe/Madrid')).toBe('2026-03-29T21:59:59.999Z');
  });
  it('rejects what is not a day', () => {
    expect(startOfDayInZone('2026-11', 'UTC')).toBeNull();
  });
});
