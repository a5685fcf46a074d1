import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyFractionDigits } from './currency-digits';
import {
  decimalToMinor,
  decimalToMinorUnits,
  majorToMinor,
  minorToDecimal,
  normalizeDecimal,
  toMinorBigInt,
} from './units';

describe('currencyFractionDigits', () => {
  it('uses ISO 4217 minor units, not CLDR display digits', () => {
    expect(currencyFractionDigits('USD')).toBe(2);
    expect(currencyFractionDigits('usd')).toBe(2);
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(currencyFractionDigits('KWD')).toBe(3);
    expect(currencyFractionDigits('COP')).toBe(2);
    expect(currencyFractionDigits('IQD')).toBe(3);
    expect(currencyFractionDigits('CLF')).toBe(4);
    expect(currencyFractionDigits(null)).toBe(2);
  });
});

describe('minorToDecimal', () => {
  it('places the decimal point exactly, with the currency’s ISO 4217 digits', () => {
    expect(minorToDecimal(123456, 'USD')).toBe('1234.56');
    expect(minorToDecimal(5, 'USD')).toBe('0.05');
    expect(minorToDecimal(-5, 'USD')).toBe('-0.05');
    expect(minorToDecimal(1500, 'JPY')).toBe('1500');
    expect(minorToDecimal(-1500, 'JPY')).toBe('-1500');
    expect(minorToDecimal('1234', 'KWD')).toBe('1.234');
    expect(minorToDecimal(1500, 'KWD')).toBe('1.500');
    expect(minorToDecimal(999_999_999_999, 'COP')).toBe('9999999999.99');
    expect(minorToDecimal(9_007_199_254_740_993n, 'USD')).toBe('90071992547409.93');
    expect(minorToDecimal(12345678901234567890n, null)).toBe('123456789012345678.90');
  });

  it('refuses non-integers', () => {
    expect(() => minorToDecimal(1.5, 'USD')).toThrow(RangeError);
    expect(() => minorToDecimal('12.5', 'USD')).toThrow(RangeError);
    expect(toMinorBigInt(' 12 ')).toBe(12n);
    expect(toMinorBigInt(2 ** 60)).toBeNull();
  });
});

describe('majorToMinor (typed in a form)', () => {
  it('converts major units typed by a person exactly', () => {
    expect(majorToMinor('10', 'USD')).toBe(1000n);
    expect(majorToMinor('10.5', 'USD')).toBe(1050n);
    expect(majorToMinor('10.50', 'USD')).toBe(1050n);
    expect(majorToMinor('0.07', 'USD')).toBe(7n);
    expect(majorToMinor('.5', 'USD')).toBe(50n);
    expect(majorToMinor('1,250.00', 'USD')).toBe(125000n);
    expect(majorToMinor(' 1 250_000 ', 'USD')).toBe(125000000n);
    expect(majorToMinor('1000', 'JPY')).toBe(1000n);
    expect(majorToMinor('1.234', 'KWD')).toBe(1234n);
    expect(majorToMinor('0.29', 'USD')).toBe(29n);
    expect(majorToMinor('10.500', 'USD')).toBe(1050n);
  });

  it('rejects what cannot be an amount of that currency', () => {
    for (const [text, currency] of [
      ['', 'USD'],
      ['.', 'USD'],
      ['10.555', 'USD'],
      ['10.5', 'JPY'],
      ['-5', 'USD'],
      ['(5)', 'USD'],
      ['1e3', 'USD'],
      ['abc', 'USD'],
      ['1.2.3', 'USD'],
    ])
      expect(majorToMinor(text, currency), text).toBeNull();
  });
});

describe('decimalToMinor (as a bank writes it)', () => {
  it('reads signs, accounting parentheses, thousands groups of three and either decimal mark', () => {
    expect(decimalToMinor('1250.00', 'USD')).toBe(125_000);
    expect(decimalToMinor('0.1', 'USD')).toBe(10);
    expect(decimalToMinor('-12,50', 'EUR', ',')).toBe(-1_250);
    expect(decimalToMinor('+12.50', 'EUR')).toBe(1_250);
    expect(decimalToMinor('1,234,567.89', 'USD')).toBe(123_456_789);
    expect(decimalToMinor('1.234.567,89', 'EUR', ',')).toBe(123_456_789);
    expect(decimalToMinor("1'234.50", 'CHF')).toBe(123_450);
    expect(decimalToMinor('(5.00)', 'USD')).toBe(-500);
    expect(decimalToMinor('-0.00', 'USD')).toBe(0);
    expect(decimalToMinor('90071992547409.91', 'USD')).toBe(9_007_199_254_740_991);
  });

  it('refuses groups that are not of three, extra digits and amounts beyond 2^53', () => {
    for (const text of ['1,23,456.00', '12.345', '90071992547409.92', '-90071992547409.92', '--5', '5-', ''])
      expect(decimalToMinor(text, 'USD'), text).toBeNull();
  });
});

describe('normalizeDecimal', () => {
  it('gives the amount with a point as its only separator, for readers that choose the decimal mark', () => {
    expect(normalizeDecimal('1.250,5', { decimalMark: ',', signed: false, groups: 'thousands' })).toBe('1250.5');
    expect(normalizeDecimal('1.25.0,5', { decimalMark: ',', signed: false, groups: 'thousands' })).toBeNull();
    expect(normalizeDecimal('(7)', { decimalMark: '.', signed: true, groups: 'thousands' })).toBe('-7');
  });

  it('property: the text minorToDecimal writes reads back to the same minor units, in every style', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.constantFrom('USD', 'JPY', 'KWD', 'CLF'),
        (minor, currency) => {
          const text = minorToDecimal(minor, currency);
          expect(decimalToMinorUnits(text, currency, { decimalMark: '.', signed: true, groups: 'thousands' })).toBe(
            minor,
          );
          if (minor >= 0n) expect(majorToMinor(text, currency)).toBe(minor);
          const comma = text.replace('.', ',');
          expect(decimalToMinorUnits(comma, currency, { decimalMark: ',', signed: true, groups: 'anywhere' })).toBe(
            minor,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
