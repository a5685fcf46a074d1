import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { autoMatch, autoMatchYielding, type Candidate, type LineToMatch } from './auto-match';
import { sha256Sliced } from './statements';

describe('work in time slices (docs/reconciliation.md, "Bounded steps")', () => {
  it('hashes a file a MiB at a time exactly as at once, a surrogate pair across a boundary included', async () => {
    const text = `${'a'.repeat(1_048_575)}😀${'b'.repeat(2_000_000)}${'😀'.repeat(600_000)}é`;
    expect(await sha256Sliced(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });

  it('matches in slices exactly as at once', async () => {
    const candidates: Candidate[] = Array.from({ length: 5_000 }, (_, i) => ({
      id: `trx_${String(i).padStart(5, '0')}`,
      date: `2026-11-${String(2 + (i % 20)).padStart(2, '0')}`,
      amount: i % 4 === 3 ? -(100 + (i % 700)) : 100 + (i % 900),
      currency: 'USD',
      references: [`DEP-${i}`],
    }));
    const lines: LineToMatch[] = candidates.slice(0, 3_000).map((c, i) => ({
      id: `stl_${i}`,
      valueDate: c.date,
      amount: c.amount,
      currency: 'USD',
      text: i % 3 === 0 ? `Settlement DEP-${i}` : 'Transfer',
    }));
    const options = { toleranceDays: 2, amountTolerance: 5 };
    const sliced = await autoMatchYielding(lines, candidates, options);
    expect(sliced).toEqual(autoMatch(lines, candidates, options));
    expect(sliced.proposals.length).toBe(3_000);
  });
});
