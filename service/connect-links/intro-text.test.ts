import { describe, expect, it } from 'vitest';
import { introTextByLanguage, introTextRules, isExpired } from './intro-text';

const names = { merchantName: 'Acme Outdoor Co', serviceName: 'Merchant Console' };
const codes = (text: string) => introTextRules(text, names).map((e) => e.code);

describe('introTextRules', () => {
  it('accepts 40 to 70 characters with both names', () => {
    const base = 'Acme Outdoor Co via Merchant Console';
    expect(codes(base.padEnd(40, '.'))).toEqual([]);
    expect(codes(base.padEnd(70, '.'))).toEqual([]);
    expect(codes(base.padEnd(39, '.'))).toEqual(['too_short_or_small']);
    expect(codes(base.padEnd(71, '.'))).toEqual(['too_long_or_large']);
  });

  it('names each missing name', () => {
    expect(codes('Connect your bank account securely with Merchant Console')).toEqual(['missing_merchant_name']);
    expect(codes('Acme Outdoor Co asks you to connect your bank account now')).toEqual(['missing_service_name']);
    expect(codes('')).toEqual(['too_short_or_small', 'missing_merchant_name', 'missing_service_name']);
  });
});

describe('connect link helpers', () => {
  it('stores the text for both languages', () => {
    expect(introTextByLanguage('hi')).toEqual({ en_US: 'hi', es_CO: 'hi' });
  });

  it('is expired from the expiration instant on, never without one', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(isExpired(at, new Date('2025-12-31T23:59:59.999Z'))).toBe(false);
    expect(isExpired(at, at)).toBe(true);
    expect(isExpired(null, new Date('2100-01-01'))).toBe(false);
  });
});
