import { describe, expect, it } from 'vitest';
import { parseMajorAmount, parseCurrency } from './money';

describe('parseMajorAmount', () => {
  it('reads major units exactly, by the currency’s digits', () => {
    expect(parseMajorAmount('1,250.5', 'USD')).toEqual({ ok: true, minor: 125050 });
    expect(parseMajorAmount('0.29', 'USD')).toEqual({ ok: true, minor: 29 });
    expect(parseMajorAmount('0.07', 'USD')).toEqual({ ok: true, minor: 7 });
    expect(parseMajorAmount('1.10', 'USD')).toEqual({ ok: true, minor: 110 });
    expect(parseMajorAmount('1500', 'JPY')).toEqual({ ok: true, minor: 1500 });
    expect(parseMajorAmount('1.234', 'KWD')).toEqual({ ok: true, minor: 1234 });
    expect(parseMajorAmount('9999999999.99', 'USD')).toEqual({ ok: true, minor: 999_999_999_999 });
  });

  it('refuses what cannot be an amount of this currency', () => {
    expect(parseMajorAmount('', 'USD')).toMatchObject({ ok: false, message: 'Enter an amount.' });
    expect(parseMajorAmount('10.005', 'USD')).toMatchObject({ ok: false, message: 'Use at most 2 decimal places.' });
    expect(parseMajorAmount('10.5', 'JPY')).toMatchObject({ ok: false, message: 'JPY has no decimal places.' });
    expect(parseMajorAmount('-3', 'USD')).toMatchObject({ ok: false, message: 'Enter a positive amount.' });
    expect(parseMajorAmount('0.00', 'USD')).toMatchObject({ ok: false, message: 'Enter an amount greater than zero.' });
    expect(parseMajorAmount('1e3', 'USD')).toMatchObject({ ok: false });
    expect(parseMajorAmount('10000000000.00', 'USD')).toMatchObject({ ok: false, message: 'The largest amount allowed here is 9999999999.99.' });
  });

  it('keeps trailing zeros harmless and never goes through a float', () => {
    expect(parseMajorAmount('0.30000', 'USD')).toEqual({ ok: true, minor: 30 });
    expect(parseMajorAmount('4.35', 'USD')).toEqual({ ok: true, minor: 435 });
    expect(parseMajorAmount('1.15', 'USD')).toEqual({ ok: true, minor: 115 });
  });
});

describe('parseCurrency', () => {
  it('takes three letters in any case', () => {
    expect(parseCurrency(' usd ')).toBe('USD');
    expect(parseCurrency('US')).toBeNull();
  });
});
