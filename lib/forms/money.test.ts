import { describe, expect, it } from 'vitest';
import { translator } from '@/lib/i18n';
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
    expect(parseMajorAmount('', 'USD')).toEqual({ ok: false, problem: { key: 'forms.error.amount' } });
    expect(parseMajorAmount('10.005', 'USD')).toEqual({
      ok: false,
      problem: { key: 'forms.error.decimalPlaces', vars: { digits: 2 } },
    });
    expect(parseMajorAmount('10.5', 'JPY')).toEqual({
      ok: false,
      problem: { key: 'forms.error.noDecimals', vars: { currency: 'JPY' } },
    });
    expect(parseMajorAmount('-3', 'USD')).toEqual({ ok: false, problem: { key: 'forms.error.positiveAmount' } });
    expect(parseMajorAmount('0.00', 'USD')).toEqual({ ok: false, problem: { key: 'forms.error.amountAboveZero' } });
    expect(parseMajorAmount('1e3', 'USD')).toEqual({ ok: false, problem: { key: 'forms.error.amountFormat' } });
    expect(parseMajorAmount('10000000000.00', 'USD')).toEqual({
      ok: false,
      problem: { key: 'forms.error.amountTooLarge', vars: { max: '9999999999.99' } },
    });
  });

  it('words its problems in the reader’s language (the largest amount as typed, not grouped)', () => {
    const wording = (input: string, currency: string, language: 'en' | 'es-CO') => {
      const parsed = parseMajorAmount(input, currency);
      return parsed.ok ? null : translator(language)(parsed.problem);
    };
    expect(wording('10.5', 'JPY', 'en')).toBe('JPY has no decimal places.');
    expect(wording('10.005', 'USD', 'en')).toBe('Use at most 2 decimal places.');
    expect(wording('10000000000.00', 'USD', 'en')).toBe('The largest amount allowed here is 9999999999.99.');
    expect(wording('10.005', 'USD', 'es-CO')).toBe('Usa como máximo 2 decimales.');
    expect(wording('10000000000.00', 'USD', 'es-CO')).toBe('El monto más alto permitido aquí es 9999999999.99.');
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
