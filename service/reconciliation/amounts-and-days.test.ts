import { describe, expect, it } from 'vitest';
import { decimalToMinor } from '../../core/money/currency-digits';
import { businessDaysBetween } from './auto-match';

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
