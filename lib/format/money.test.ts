import { describe, expect, it } from 'vitest';
import {
  currencyFractionDigits,
  formatMoney,
  majorToMinor,
  minorToMajorInput,
  minorToMajorString,
  sumMinor,
  toMinorBigInt,
} from './money';

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

describe('minorToMajorString', () => {
  it('places the decimal point exactly', () => {
    expect(minorToMajorString(123456, 2)).toBe('1234.56');
    expect(minorToMajorString(5, 2)).toBe('0.05');
    expect(minorToMajorString(-5, 2)).toBe('-0.05');
    expect(minorToMajorString(1000, 0)).toBe('1000');
    expect(minorToMajorString('1234', 3)).toBe('1.234');
    expect(minorToMajorString(12345678901234567890n, 2)).toBe('123456789012345678.90');
  });

  it('refuses non-integers', () => {
    expect(() => minorToMajorString(1.5, 2)).toThrow(RangeError);
    expect(() => minorToMajorString('12.5', 2)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('formats minor units in the currency', () => {
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(1000, 'JPY')).toBe('¥1,000');
    expect(formatMoney(1234, 'KWD')).toMatch(/1\.234/);
    expect(formatMoney(-250, 'USD')).toBe('-$2.50');
  });

  it('shows COP with its two ISO digits', () => {
    expect(formatMoney(123450, 'COP', 'es-CO')).toMatch(/1\.234,50/);
  });

  it('is exact beyond float precision', () => {
    expect(formatMoney('900719925474099312', 'USD')).toBe('$9,007,199,254,740,993.12');
  });

  it('tolerates missing or unknown currencies and values', () => {
    expect(formatMoney(1050, null)).toBe('10.50');
    expect(formatMoney(1050, 'ZZZ')).toMatch(/10\.50/);
    expect(formatMoney(null, 'USD')).toBe('—');
    expect(formatMoney(1.5, 'USD')).toBe('—');
  });

  it('accepts language preferences written with underscores', () => {
    expect(formatMoney(123456, 'USD', 'es_CO')).toMatch(/1\.234,56/);
    expect(formatMoney(100, 'USD', 'not a locale!')).toBe('$1.00');
  });
});

describe('majorToMinor', () => {
  it('converts major units typed by a person exactly', () => {
    expect(majorToMinor('10', 'USD')).toBe(1000n);
    expect(majorToMinor('10.5', 'USD')).toBe(1050n);
    expect(majorToMinor('10.50', 'USD')).toBe(1050n);
    expect(majorToMinor('0.07', 'USD')).toBe(7n);
    expect(majorToMinor('.5', 'USD')).toBe(50n);
    expect(majorToMinor('1,250.00', 'USD')).toBe(125000n);
    expect(majorToMinor('1000', 'JPY')).toBe(1000n);
    expect(majorToMinor('1.234', 'KWD')).toBe(1234n);
    expect(majorToMinor('0.29', 'USD')).toBe(29n);
  });

  it('rejects what cannot be an amount of that currency', () => {
    expect(majorToMinor('', 'USD')).toBeNull();
    expect(majorToMinor('.', 'USD')).toBeNull();
    expect(majorToMinor('10.555', 'USD')).toBeNull();
    expect(majorToMinor('10.5', 'JPY')).toBeNull();
    expect(majorToMinor('-5', 'USD')).toBeNull();
    expect(majorToMinor('1e3', 'USD')).toBeNull();
    expect(majorToMinor('abc', 'USD')).toBeNull();
  });

  it('round-trips with minorToMajorInput', () => {
    for (const minor of [0n, 1n, 99n, 100n, 123456789n]) {
      expect(majorToMinor(minorToMajorInput(minor, 'USD'), 'USD')).toBe(minor);
      expect(majorToMinor(minorToMajorInput(minor, 'KWD'), 'KWD')).toBe(minor);
    }
  });
});

describe('sums', () => {
  it('adds minor units exactly and skips nulls', () => {
    expect(sumMinor([10, '20', null, 30n, undefined])).toBe(60n);
    expect(sumMinor([0.1, 0.2])).toBe(0n);
    expect(toMinorBigInt('  42 ')).toBe(42n);
  });
});
