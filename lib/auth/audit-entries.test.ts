import { describe, expect, it } from 'vitest';
import { redactSummary } from './audit-entries';

describe('redactSummary', () => {
  it('never keeps a credential, at any depth', () => {
    expect(
      redactSummary({
        password: 'hunter2',
        nested: { client_secret: 'sk_1', Authorization: 'Bearer x', list: [{ api_key: 'k' }] },
        amount: 100,
      }),
    ).toEqual({
      password: '[redacted]',
      nested: { client_secret: '[redacted]', Authorization: '[redacted]', list: [{ api_key: '[redacted]' }] },
      amount: 100,
    });
  });

  it('keeps flags and counts whatever their key', () => {
    expect(redactSummary({ generated_password: true, token_count: 2, password: null })).toEqual({
      generated_password: true,
      token_count: 2,
      password: null,
    });
  });

  it('trims long strings and serialises dates and bigints', () => {
    const out = redactSummary({ note: 'x'.repeat(3000), at: new Date('2026-01-01T00:00:00Z'), big: 10n }) as Record<
      string,
      string
    >;
    expect(out.note.length).toBe(2001);
    expect(out.at).toBe('2026-01-01T00:00:00.000Z');
    expect(out.big).toBe('10');
  });
});
