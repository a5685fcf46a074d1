import { describe, expect, it } from 'vitest';
import { wallTimeToInstant } from './datetime';
import { introTextChecks, introTextProblem, metadataObject, metadataProblems, statementDescriptorProblem } from './rules';

describe('field rules', () => {
  it('statement descriptor: 4 to 22 characters with a letter', () => {
    expect(statementDescriptorProblem('')).toBeNull();
    expect(statementDescriptorProblem('', { required: true })).toBe('Enter a statement descriptor.');
    expect(statementDescriptorProblem('ABC')).toMatch(/4 to 22/);
    expect(statementDescriptorProblem('1234')).toBe('Include at least one letter.');
    expect(statementDescriptorProblem('ACME STORE')).toBeNull();
    expect(statementDescriptorProblem('A'.repeat(23))).toMatch(/\(23 now\)/);
  });

  it('metadata: 50 keys, keys ≤ 40, values ≤ 500, no key twice; blank rows ignored', () => {
    expect(metadataProblems([{ key: '', value: '' }])).toEqual({});
    expect(metadataProblems([{ key: 'k'.repeat(41), value: 'v' }, { key: 'a', value: 'x'.repeat(501) }, { key: 'a', value: '' }, { key: '', value: 'orphan' }])).toEqual({
      'metadata[0].key': expect.stringMatching(/40/),
      'metadata[1].value': expect.stringMatching(/500/),
      'metadata[2].key': 'This key is already used above.',
      'metadata[3].key': expect.stringMatching(/Enter a key/),
    });
    const many = Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, value: '' }));
    expect(metadataProblems(many).metadata).toMatch(/At most 50 keys \(51 now\)/);
    expect(metadataObject([{ key: 'a', value: '1' }, { key: '', value: '' }])).toEqual({ a: '1' });
    expect(metadataObject([{ key: '', value: '' }])).toBeUndefined();
  });

  it('intro text: length in code points, merchant and service names case-insensitively', () => {
    const names = { merchantName: 'Acme Outdoor Co', serviceName: 'Merchant Console' };
    expect(introTextProblem('acme outdoor co uses merchant console to link your bank', names)).toBeNull();
    expect(introTextChecks('Short', names).map((c) => c.ok)).toEqual([false, false, false]);
    const emoji = `Acme Outdoor Co · Merchant Console ${'🏦'.repeat(35)}`;
    expect(introTextChecks(emoji, names)[0]).toMatchObject({ ok: true, message: expect.stringContaining('(70 now)') });
    expect(introTextProblem('Acme Outdoor Co lets you connect a bank account securely', names)).toMatch(/service name/);
  });

  it('expiration dates are read in the member’s zone', () => {
    expect(wallTimeToInstant('2026-12-31T18:30', 'UTC')?.toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(wallTimeToInstant('2026-07-01T09:00', 'America/Bogota')?.toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(wallTimeToInstant('2026-03-08T12:00', 'America/New_York')?.toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(wallTimeToInstant('2026-02-30T10:00', 'UTC')).toBeNull();
  });
});
