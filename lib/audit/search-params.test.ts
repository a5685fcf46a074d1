import { describe, expect, it } from 'vitest';
import { auditFiltersOf, auditHref, parseAuditSearch } from './search-params';
import { endOfDayInZone, startOfDayInZone } from './time-range';

describe('parseAuditSearch', () => {
  it('keeps valid values and drops the rest', () => {
    expect(
      parseAuditSearch({
        actor: '0b9f0d56-3f55-4c1e-9d3c-2f1f0c7c4a11',
        action: 'staff.create',
        outcome: 'denied',
        target: 'trx_',
        from: '2026-02-30',
        to: '2026-03-01',
        page: ['2', '3'],
      }),
    ).toEqual({
      actor: '0b9f0d56-3f55-4c1e-9d3c-2f1f0c7c4a11',
      action: 'staff.create',
      outcome: 'denied',
      target: 'trx_',
      from: undefined,
      to: '2026-03-01',
      page: 2,
    });
    expect(parseAuditSearch({ actor: 'x', outcome: 'maybe', page: '-1' })).toEqual({ page: 1 });
  });
});

describe('auditFiltersOf', () => {
  it('reads days in the member zone, the end day inclusive', () => {
    const filters = auditFiltersOf({ from: '2026-03-01', to: '2026-03-01', page: 3 }, 'America/Bogota');
    expect(filters.from?.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(filters.to?.toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(filters.page).toBe(3);
  });
});

describe('day boundaries', () => {
  it('follow daylight saving changes', () => {
    expect(startOfDayInZone('2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(endOfDayInZone('2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDayInZone('2026-01-01', 'UTC').toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(startOfDayInZone('2026-01-01', 'Asia/Kolkata').toISOString()).toBe('2025-12-31T18:30:00.000Z');
  });
});

describe('auditHref', () => {
  it('leaves out empty values and page 1', () => {
    expect(auditHref({ action: 'auth.sign_in', page: 1 })).toBe('/audit?action=auth.sign_in');
    expect(auditHref({ target: 'trx_1', page: 2 })).toBe('/audit?target=trx_1&page=2');
    expect(auditHref({})).toBe('/audit');
  });
});
