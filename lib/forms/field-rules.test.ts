import { describe, expect, it } from 'vitest';
import { translator } from '@/lib/i18n';
import { wallTimeToInstant } from './datetime';
import {
  introTextChecks,
  introTextProblem,
  maxLengthProblem,
  metadataObject,
  metadataProblems,
  statementDescriptorProblem,
} from './field-rules';

const en = translator('en');
const es = translator('es-CO');

describe('field rules', () => {
  it('statement descriptor: 4 to 22 characters with a letter', () => {
    expect(statementDescriptorProblem('')).toBeNull();
    expect(statementDescriptorProblem('', { required: true })).toEqual({ key: 'forms.error.statementDescriptor' });
    expect(statementDescriptorProblem('ABC')).toEqual({
      key: 'forms.error.lengthBetween',
      vars: { min: 4, max: 22, length: 3 },
    });
    expect(statementDescriptorProblem('1234')).toEqual({ key: 'forms.error.includeLetter' });
    expect(statementDescriptorProblem('ACME STORE')).toBeNull();
    expect(en(statementDescriptorProblem('A'.repeat(23))!)).toBe('Use 4 to 22 characters (23 now).');
  });

  it('max length: worded in the reader’s language, the numbers for the locale', () => {
    const problem = maxLengthProblem('x'.repeat(41), 40)!;
    expect(problem).toEqual({ key: 'forms.error.maxLength', vars: { max: 40, length: 41 } });
    expect(en(problem)).toBe('Use at most 40 characters (41 now).');
    expect(es(problem)).toBe('Usa como máximo 40 caracteres (ahora hay 41).');
    expect(maxLengthProblem('x'.repeat(40), 40)).toBeNull();
  });

  it('metadata: 50 keys, keys ≤ 40, values ≤ 500, no key twice; blank rows ignored', () => {
    expect(metadataProblems([{ key: '', value: '' }])).toEqual({});
    expect(
      metadataProblems([
        { key: 'k'.repeat(41), value: 'v' },
        { key: 'a', value: 'x'.repeat(501) },
        { key: 'a', value: '' },
        { key: '', value: 'orphan' },
      ]),
    ).toEqual({
      'metadata[0].key': { key: 'forms.error.metadataKeyLength', vars: { max: 40, length: 41 } },
      'metadata[1].value': { key: 'forms.error.metadataValueLength', vars: { max: 500, length: 501 } },
      'metadata[2].key': { key: 'forms.error.metadataKeyTwice' },
      'metadata[3].key': { key: 'forms.error.metadataKey' },
    });
    const many = Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, value: '' }));
    expect(en(metadataProblems(many).metadata)).toBe('At most 50 keys (51 now).');
    expect(
      metadataObject([
        { key: 'a', value: '1' },
        { key: '', value: '' },
      ]),
    ).toEqual({ a: '1' });
    expect(metadataObject([{ key: '', value: '' }])).toBeUndefined();
  });

  it('intro text: length in code points, merchant and service names case-insensitively', () => {
    const names = { merchantName: 'Acme Outdoor Co', serviceName: 'Merchant Console' };
    expect(introTextProblem('acme outdoor co uses merchant console to link your bank', names)).toBeNull();
    expect(introTextChecks('Short', names).map((c) => c.ok)).toEqual([false, false, false]);
    const emoji = `Acme Outdoor Co · Merchant Console ${'🏦'.repeat(35)}`;
    expect(introTextChecks(emoji, names)[0]).toMatchObject({
      ok: true,
      message: { key: 'forms.introText.length', vars: { length: 70 } },
    });
    expect(en(introTextChecks(emoji, names)[0].message)).toBe('40 to 70 characters (70 now)');
    const noService = introTextProblem('Acme Outdoor Co lets you connect a bank account securely', names)!;
    expect(noService.key).toBe('forms.error.introText.service');
    expect(en(noService)).toBe('Must be contains the service name “Merchant Console”.');
    expect(en(introTextProblem('Short', names)!)).toBe(
      'Must be 40 to 70 characters (5 now); contains the merchant name “Acme Outdoor Co”; contains the service name “Merchant Console”.',
    );
    expect(introTextProblem('', names)).toEqual({ key: 'forms.error.introText' });
  });

  it('expiration dates are read in the member’s zone', () => {
    expect(wallTimeToInstant('2026-12-31T18:30', 'UTC')?.toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(wallTimeToInstant('2026-07-01T09:00', 'America/Bogota')?.toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(wallTimeToInstant('2026-03-08T12:00', 'America/New_York')?.toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(wallTimeToInstant('2026-02-30T10:00', 'UTC')).toBeNull();
  });
});
