import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('puts a calling code in front with one plus sign', () => {
    expect(formatPhone({ countryCode: '1', number: '4155550123' })).toBe('+1 4155550123');
    expect(formatPhone({ countryCode: '+57', number: '300 123 4567' })).toBe('+57 300 123 4567');
  });
  it('keeps a number that already carries its calling code as it is', () => {
    expect(formatPhone({ countryCode: '57', number: '+57 300 123 4567' })).toBe('+57 300 123 4567');
  });
  it('names a country code after the number instead of prefixing it with a plus sign', () => {
    expect(formatPhone({ countryCode: 'us', number: '415 555 0123' })).toBe('415 555 0123 (US)');
  });
  it('shows the bare number when no code was given', () => {
    expect(formatPhone({ countryCode: null, number: '4155550123' })).toBe('4155550123');
  });
});
