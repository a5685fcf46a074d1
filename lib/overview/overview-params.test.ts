import { describe, expect, it } from 'vitest';
import { overviewHref, readOverviewParams, spanDays } from './overview-params';

const today = '2026-03-10';

describe('readOverviewParams', () => {
  it('defaults to the 30 days ending today', () => {
    expect(readOverviewParams({}, today)).toEqual({
      days: 30,
      from: '2026-02-09',
      to: '2026-03-10',
      currency: null,
      invalidRange: false,
    });
    expect(spanDays('2026-02-09', '2026-03-10')).toBe(30);
  });

  it('reads presets and the currency', () => {
    expect(readOverviewParams({ days: '7', currency: 'cop' }, today)).toMatchObject({
      days: 7,
      from: '2026-03-04',
      to: '2026-03-10',
      currency: 'COP',
    });
    expect(readOverviewParams({ days: '90' }, today)).toMatchObject({ days: 90, from: '2025-12-11' });
    expect(readOverviewParams({ days: '12' }, today)).toMatchObject({ days: 30 });
    expect(readOverviewParams({ currency: 'US' }, today).currency).toBeNull();
  });

  it('reads a custom period, and keeps the preset when the form sends its dates back unchanged', () => {
    expect(readOverviewParams({ from: '2026-01-01', to: '2026-01-31' }, today)).toMatchObject({
      days: null,
      from: '2026-01-01',
      to: '2026-01-31',
      invalidRange: false,
    });
    expect(
      readOverviewParams({ days: '7', from: '2026-03-04', to: '2026-03-10', currency: 'USD' }, today),
    ).toMatchObject({ days: 7, currency: 'USD' });
    expect(readOverviewParams({ days: '7', from: '2026-03-01', to: '2026-03-10' }, today)).toMatchObject({
      days: null,
      from: '2026-03-01',
    });
  });

  it('falls back to the default period when the custom one is unusable', () => {
    for (const params of [
      { from: '2026-02-01', to: '2026-01-01' },
      { from: '2024-01-01', to: '2026-01-01' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: '2026-01-01' },
    ]) {
      expect(readOverviewParams(params, today)).toMatchObject({ days: 30, invalidRange: true });
    }
    expect(readOverviewParams({ from: '2025-03-10', to: '2026-03-10' }, today)).toMatchObject({
      days: null,
      invalidRange: false,
    });
  });
});

describe('overviewHref', () => {
  it('leaves defaults out', () => {
    expect(overviewHref({ days: 30, currency: null })).toBe('/');
    expect(overviewHref({ days: 7, currency: 'COP' })).toBe('/?days=7&currency=COP');
    expect(overviewHref({ days: null, from: '2026-01-01', to: '2026-01-31', currency: null })).toBe(
      '/?from=2026-01-01&to=2026-01-31',
    );
  });
});
