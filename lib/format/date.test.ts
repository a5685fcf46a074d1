import { describe, expect, it } from 'vitest';
import { dayInZone, formatCalendarDate, formatDateTime, isValidTimeZone, utcDate, zoneLabel } from './date';
import { toLocale } from './locale';

describe('formatDateTime', () => {
  it('formats in UTC and labels it', () => {
    expect(formatDateTime('2026-11-20T14:03:59.123Z', 'UTC')).toBe('2026-11-20 14:03 UTC');
    expect(formatDateTime('2026-11-20T14:03:59Z', 'UTC', { seconds: true })).toBe('2026-11-20 14:03:59 UTC');
  });

  it('formats in another zone with its offset at that instant', () => {
    expect(formatDateTime('2026-11-20T14:03:00Z', 'Europe/Paris')).toBe('2026-11-20 15:03 UTC+01:00');
    expect(formatDateTime('2026-07-20T14:03:00Z', 'Europe/Paris')).toBe('2026-07-20 16:03 UTC+02:00');
    expect(formatDateTime('2026-11-20T02:03:00Z', 'America/Bogota')).toBe('2026-11-19 21:03 UTC-05:00');
    expect(formatDateTime('2026-11-20T00:00:00Z', 'Asia/Kolkata')).toBe('2026-11-20 05:30 UTC+05:30');
  });

  it('falls back to UTC for an unknown zone and to a dash for no date', () => {
    expect(formatDateTime('2026-11-20T14:03:00Z', 'Mars/Olympus')).toBe('2026-11-20 14:03 UTC');
    expect(formatDateTime(null, 'UTC')).toBe('—');
    expect(formatDateTime('not a date', 'UTC')).toBe('—');
  });

  it('makes one Intl formatter per zone, not one per date (a list page formats dates on every row)', () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    } as typeof Original;
    try {
      const rows = Array.from({ length: 50 }, (_, i) => new Date(Date.UTC(2026, 10, 1 + (i % 28), i % 24)));
      const shown = rows.map((row) => formatDateTime(row, 'Pacific/Chatham'));
      expect(new Set(shown).size).toBeGreaterThan(1);
      expect(made).toBeLessThanOrEqual(1);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });

  it('handles midnight without a "24" hour', () => {
    expect(formatDateTime('2026-01-01T00:00:00Z', 'UTC')).toBe('2026-01-01 00:00 UTC');
  });
});

describe('helpers', () => {
  it('labels zones', () => {
    expect(zoneLabel('2026-11-20T00:00:00Z', 'Etc/UTC')).toBe('UTC');
    expect(zoneLabel('2026-11-20T00:00:00Z', 'Europe/London')).toBe('UTC+00:00');
  });

  it('validates zones', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Nope/Nope')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('gives the calendar day in a zone', () => {
    expect(dayInZone('2026-11-20T02:00:00Z', 'America/Bogota')).toBe('2026-11-19');
  });

  it('shows calendar dates as written', () => {
    expect(formatCalendarDate('2026-12-01')).toBe('2026-12-01');
    expect(formatCalendarDate(null)).toBe('—');
  });

  it('normalizes locales', () => {
    expect(toLocale('es_CO')).toBe('es-CO');
    expect(toLocale('')).toBe('en-US');
    expect(toLocale('!!')).toBe('en-US');
  });
});

describe('utcDate', () => {
  it('gives a UTC calendar date moved by whole days', () => {
    const now = new Date('2026-03-01T23:30:00Z');
    expect(utcDate(0, now)).toBe('2026-03-01');
    expect(utcDate(-1, now)).toBe('2026-02-28');
  });
});
