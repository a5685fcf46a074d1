import { describe, expect, it } from 'vitest';
import { parseAmount, parseSearch } from './query';

describe('parseAmount', () => {
  it('reads English amounts', () => {
    expect(parseAmount('24', 'en')).toBe(2400);
    expect(parseAmount('24.00', 'en')).toBe(2400);
    expect(parseAmount('24.5', 'en')).toBe(2450);
    expect(parseAmount('1,234.56', 'en')).toBe(123456);
    expect(parseAmount('24.0011', 'en')).toBeNull();
  });
  it('reads es-CO amounts', () => {
    expect(parseAmount('24', 'es-CO')).toBe(2400);
    expect(parseAmount('24,00', 'es-CO')).toBe(2400);
    expect(parseAmount('1.234,56', 'es-CO')).toBe(123456);
    expect(parseAmount('24,0011', 'es-CO')).toBeNull();
  });
  it('reads the other decimal convention when the text cannot be the member’s', () => {
    expect(parseAmount('24,00', 'en')).toBe(2400);
    expect(parseAmount('1.234,56', 'en')).toBe(123456);
    expect(parseAmount('24.00', 'es-CO')).toBe(2400);
    expect(parseAmount('1,234.56', 'es-CO')).toBe(123456);
    // The member's own convention wins where both could read it.
    expect(parseAmount('1,234', 'en')).toBe(123400);
    expect(parseAmount('1.234', 'es-CO')).toBe(123400);
    expect(parseSearch('mary 24,00', 'en')).toEqual({ q: 'mary', amount: 2400 });
    expect(parseSearch('mary 24.00', 'es-CO')).toEqual({ q: 'mary', amount: 2400 });
  });
  it('uses the currency’s decimals', () => {
    expect(parseAmount('2400', 'en', 'JPY')).toBe(2400);
    expect(parseAmount('24.5', 'en', 'JPY')).toBeNull();
    // ISO 4217 minor units, as the API counts them (COP has 2 digits although Intl shows none).
    expect(parseAmount('1.500,50', 'es-CO', 'COP')).toBe(150_050);
    expect(parseAmount('1500', 'en', 'COP')).toBe(150_000);
  });
});

describe('parseSearch', () => {
  it('splits words from an amount in the member’s format', () => {
    expect(parseSearch('mary 24', 'en')).toEqual({ q: 'mary', amount: 2400 });
    expect(parseSearch('mary $24.00', 'en')).toEqual({ q: 'mary', amount: 2400 });
    expect(parseSearch('mary 24,00', 'es-CO')).toEqual({ q: 'mary', amount: 2400 });
    expect(parseSearch('24.00 usd', 'en')).toEqual({ q: '', amount: 2400, currency: 'USD' });
    expect(parseSearch('€24,50', 'es-CO')).toEqual({ q: '', amount: 2450, currency: 'EUR' });
  });
  it('keeps four bare digits as last 4, and words, emails, references and metadata as words', () => {
    expect(parseSearch('4821', 'en')).toEqual({ q: '4821' });
    expect(parseSearch('$4821', 'en')).toEqual({ q: '', amount: 482100 });
    expect(parseSearch('Gómez mary@ex INV-20 order:A-77', 'en')).toEqual({ q: 'Gómez mary@ex INV-20 order:A-77' });
  });
  it('reads the operators', () => {
    expect(parseSearch('mary 24.00 status:successful', 'en')).toEqual({
      q: 'mary',
      amount: 2400,
      status: 'SUCCESSFUL',
    });
    expect(parseSearch('type:refund date:2026-11-24', 'en')).toEqual({
      q: '',
      type: 'REFUND',
      date_from: '2026-11-24',
      date_to: '2026-11-24',
    });
    expect(parseSearch('date:2026-11-01..2026-11-30', 'en')).toMatchObject({
      date_from: '2026-11-01',
      date_to: '2026-11-30',
    });
    expect(parseSearch('type:loan', 'en')).toEqual({ q: 'type:loan' });
  });
  it('reads comparisons of amounts and dates as inclusive bounds', () => {
    expect(parseSearch('amount>100', 'en')).toEqual({ q: '', amount_greater_than: 10001 });
    expect(parseSearch('amount>=100', 'en')).toEqual({ q: '', amount_greater_than: 10000 });
    expect(parseSearch('amount<100', 'en')).toEqual({ q: '', amount_less_than: 9999 });
    expect(parseSearch('amount<=100,50', 'es-CO')).toEqual({ q: '', amount_less_than: 10050 });
    expect(parseSearch('mary amount:50..100', 'en')).toEqual({
      q: 'mary',
      amount_greater_than: 5000,
      amount_less_than: 10000,
    });
    expect(parseSearch('monto:50..100 eur', 'es-CO')).toEqual({
      q: '',
      amount_greater_than: 5000,
      amount_less_than: 10000,
      currency: 'EUR',
    });
    expect(parseSearch('amount:$24', 'en')).toEqual({ q: '', amount: 2400 });
    expect(parseSearch('date>2026-11-01', 'en')).toEqual({ q: '', date_from: '2026-11-02' });
    expect(parseSearch('date>=2026-11-01 date<2026-12-01', 'en')).toEqual({
      q: '',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
    });
    expect(parseSearch('fecha<=2026-11-30', 'es-CO')).toEqual({ q: '', date_to: '2026-11-30' });
  });
  it('names the comparisons it cannot read', () => {
    expect(parseSearch('amount>abc mary', 'en')).toEqual({ q: 'mary', invalid: ['amount>abc'] });
    expect(parseSearch('amount:100..50', 'en')).toEqual({ q: '', invalid: ['amount:100..50'] });
    expect(parseSearch('amount<0.01', 'en')).toEqual({ q: '', invalid: ['amount<0.01'] });
    expect(parseSearch('date>2026-13-45', 'en')).toEqual({ q: '', invalid: ['date>2026-13-45'] });
    expect(parseSearch('date>yesterday', 'en')).toEqual({ q: '', invalid: ['date>yesterday'] });
  });
});
