import { describe, expect, it } from 'vitest';
import { decimalToMinor } from '../../core/money/units';
import { autoMatch, businessDaysBetween } from './auto-match';

describe('decimalToMinor', () => {
  it('reads bank amounts exactly, by digits', () => {
    expect(decimalToMinor('1250.00', 'USD')).toBe(125_000);
    expect(decimalToMinor('0.1', 'USD')).toBe(10);
    expect(decimalToMinor('-12,50', 'EUR', ',')).toBe(-1_250);
    expect(decimalToMinor('1,234,567.89', 'USD')).toBe(123_456_789);
    expect(decimalToMinor('1.234.567,89', 'EUR', ',')).toBe(123_456_789);
    expect(decimalToMinor('(5.00)', 'USD')).toBe(-500);
    expect(decimalToMinor('1000', 'JPY')).toBe(1_000);
    expect(decimalToMinor('1.234', 'KWD')).toBe(1_234);
    // 0.1 + 0.2 in floating point is 0.30000000000000004: never here.
    expect(decimalToMinor('90071992547409.91', 'USD')).toBe(9_007_199_254_740_991);
  });

  it('refuses what is not a decimal of the currency', () => {
    for (const [text, currency] of [
      ['12.345', 'USD'],
      ['12.3.4', 'USD'],
      ['1,2', 'USD'],
      ['abc', 'USD'],
      ['', 'USD'],
      ['1.5', 'JPY'],
      ['90071992547409.92', 'USD'],
      ['1e3', 'USD'],
    ])
      expect(decimalToMinor(text, currency), text).toBeNull();
  });
});

describe('businessDaysBetween', () => {
  it('counts Monday to Friday after the first day', () => {
    expect(businessDaysBetween('2026-11-06', '2026-11-09')).toBe(1); // Friday → Monday
    expect(businessDaysBetween('2026-11-02', '2026-11-10')).toBe(6);
    expect(businessDaysBetween('2026-11-07', '2026-11-08')).toBe(0); // Saturday → Sunday
    expect(businessDaysBetween('2026-11-10', '2026-11-02')).toBe(0);
    expect(businessDaysBetween('2026-11-02', '2026-11-30')).toBe(20);
  });
});

describe('business days with bank holidays', () => {
  it('skips the holidays that fall on weekdays', () => {
    expect(businessDaysBetween('2026-11-12', '2026-11-16')).toBe(2); // Thursday → Monday
    expect(businessDaysBetween('2026-11-12', '2026-11-16', ['2026-11-13'])).toBe(1); // Friday a holiday
    expect(businessDaysBetween('2026-11-12', '2026-11-16', ['2026-11-14'])).toBe(2); // a Saturday holiday
    expect(businessDaysBetween('2026-12-31', '2027-01-04', ['2027-01-01'])).toBe(1);
  });
});

describe('autoMatch many-to-one and tolerance', () => {
  const c = (id: string, date: string, amount: number) => ({
    id,
    date,
    amount,
    currency: 'USD',
    references: [`DEP-${id.toUpperCase()}`],
  });
  const line = (id: string, valueDate: string, amount: number, text = '') => ({
    id,
    valueDate,
    amount,
    currency: 'USD',
    text,
  });
  it('finds a credit of several days of deposits (a settlement window)', () => {
    const candidates = [
      c('a', '2026-11-02', 100),
      c('b', '2026-11-02', 200),
      c('c', '2026-11-03', 400),
      c('d', '2026-11-03', 800),
      c('e', '2026-11-04', 1_600),
      c('f', '2026-11-04', 3_200),
    ];
    const { proposals } = autoMatch([line('l', '2026-11-04', 1_500)], candidates, { toleranceDays: 2 });
    // 1,500 is no single day's total, nor any two to four of the nearest: days 2 and 3 together are.
    expect(proposals).toEqual([
      { lineId: 'l', transactionIds: ['a', 'b', 'c', 'd'], rule: 'SETTLEMENT_WINDOW', difference: 0 },
    ]);
  });
  it('matches within the amount tolerance only when one is set, the closest amount first', () => {
    const candidates = [c('x', '2026-11-03', 1_002), c('y', '2026-11-03', 1_001)];
    expect(autoMatch([line('l', '2026-11-03', 1_000)], candidates, { toleranceDays: 1 }).proposals).toEqual([]);
    expect(
      autoMatch([line('l', '2026-11-03', 1_000)], candidates, { toleranceDays: 1, amountTolerance: 2 }).proposals,
    ).toEqual([{ lineId: 'l', transactionIds: ['y'], rule: 'TOLERANCE', difference: -1 }]);
  });
  it('a reference wins over dates', () => {
    const { proposals } = autoMatch(
      [line('l', '2026-11-20', 500, 'paid DEP-X')],
      [c('x', '2026-11-01', 500), c('n', '2026-11-20', 500)],
      { toleranceDays: 1 },
    );
    expect(proposals).toEqual([{ lineId: 'l', transactionIds: ['x'], rule: 'REFERENCE', difference: 0 }]);
  });
});
