import { describe, expect, it } from 'vitest';
import { formatMoney, sumMinor, toMinorBigInt } from './money';

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

describe('sums', () => {
  it('adds minor units exactly and skips nulls', () => {
    expect(sumMinor([10, '20', null, 30n, undefined])).toBe(60n);
    expect(sumMinor([0.1, 0.2])).toBe(0n);
    expect(toMinorBigInt('  42 ')).toBe(42n);
  });
});
