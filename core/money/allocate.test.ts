import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProportionally, parseShare, splitAmount, type Share } from './allocate';

const MAX = 999_999_999_999;
const share = (text: string): Share => {
  const parsed = parseShare(text, MAX);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.share;
};
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('parseShare', () => {
  it('reads absolute amounts and percentages with up to 4 decimals', () => {
    expect(share('1000')).toEqual({ kind: 'absolute', amount: 1000 });
    expect(share('25%')).toEqual({ kind: 'percent', scaled: 250000, text: '25%' });
    expect(share('12.5%')).toEqual({ kind: 'percent', scaled: 125000, text: '12.5%' });
    expect(share('33.3333%')).toEqual({ kind: 'percent', scaled: 333333, text: '33.3333%' });
    expect(share('100%')).toEqual({ kind: 'percent', scaled: 1_000_000, text: '100%' });
    expect(parseShare(250, MAX)).toEqual({ ok: true, share: { kind: 'absolute', amount: 250 } });
  });

  it.each([
    ['0', 'out_of_range'],
    ['0%', 'out_of_range'],
    ['100.0001%', 'out_of_range'],
    ['150%', 'out_of_range'],
    ['1000000000000', 'out_of_range'],
    ['12.34567%', 'invalid_share'],
    ['-5', 'invalid_share'],
    ['10.5', 'invalid_share'],
    ['%', 'invalid_share'],
    ['abc', 'invalid_share'],
  ])('refuses %s (%s)', (text, code) => {
    const parsed = parseShare(text, MAX);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.code).toBe(code);
  });

  it('refuses non-strings', () => {
    expect(parseShare(null, MAX).ok).toBe(false);
    expect(parseShare({}, MAX).ok).toBe(false);
  });
});

describe('splitAmount (largest remainder)', () => {
  it('three recipients of 33.33% of 100: 34/33/33 and the merchant keeps 0', () => {
    expect(splitAmount(100, [share('33.33%'), share('33.33%'), share('33.33%')])).toEqual({
      ok: true,
      recipients: [34, 33, 33],
      remainder: 0,
    });
  });

  it('three recipients of 33.33% of 10000: 3333 each and the merchant keeps 1', () => {
    expect(splitAmount(10000, [share('33.33%'), share('33.33%'), share('33.33%')])).toEqual({
      ok: true,
      recipients: [3333, 3333, 3333],
      remainder: 1,
    });
  });

  it('three recipients of 33.33% of 1000: the remainders decide who gets the left-over unit', () => {
    // quotas 333.3 ×3 and 0.1 for the merchant: 999 handed out by floors, the last unit to the first 0.3
    expect(splitAmount(1000, [share('33.33%'), share('33.33%'), share('33.33%')])).toEqual({
      ok: true,
      recipients: [334, 333, 333],
      remainder: 0,
    });
  });

  it('mixes percentages and absolute amounts', () => {
    // 25% of 999 = 249.75, 12.5% = 124.875, absolute 100; merchant 524.375
    const result = splitAmount(999, [share('25%'), share('12.5%'), share('100')]);
    expect(result).toEqual({ ok: true, recipients: [250, 125, 100], remainder: 524 });
  });

  it('gives everything away at exactly 100%', () => {
    expect(splitAmount(7, [share('50%'), share('50%')])).toEqual({ ok: true, recipients: [4, 3], remainder: 0 });
    expect(splitAmount(1000, [share('600'), share('40%')])).toEqual({ ok: true, recipients: [600, 400], remainder: 0 });
  });

  it('refuses shares that ask for more than the amount', () => {
    const over = splitAmount(1000, [share('60%'), share('401')]);
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.requested).toBe(1001n);
    expect(splitAmount(1000, [share('50.0001%'), share('50%')]).ok).toBe(false);
    expect(splitAmount(1000, [share('1001')]).ok).toBe(false);
  });

  it('works exactly at the largest amount (no floating point)', () => {
    const result = splitAmount(MAX, [share('33.3333%'), share('0.0001%')]);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.recipients[0] + result.recipients[1] + result.remainder).toBe(MAX);
      // quotas 333332999999.67, 999999.99 and 666665999999.33: the two left-over units go to the first two
      expect(result.recipients).toEqual([333_333_000_000, 1_000_000]);
      expect(result.remainder).toBe(666_665_999_999);
    }
  });

  it('property: parts add up to the amount and each is within one unit of its exact quota', () => {
    const shareArb = fc.oneof(
      fc.integer({ min: 1, max: 1_000_000 }).map((scaled) => ({ kind: 'percent', scaled, text: '' }) as Share),
      fc.integer({ min: 1, max: 5_000 }).map((amount) => ({ kind: 'absolute', amount }) as Share),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.array(shareArb, { maxLength: 8 }), (total, shares) => {
        const result = splitAmount(total, shares);
        const exact = shares.map((s) => (s.kind === 'absolute' ? s.amount : (total * s.scaled) / 1_000_000));
        if (!result.ok) {
          expect(sum(exact)).toBeGreaterThan(total - 1e-6);
          return;
        }
        expect(sum(result.recipients) + result.remainder).toBe(total);
        expect(result.remainder).toBeGreaterThanOrEqual(0);
        result.recipients.forEach((part, i) => {
          const s = shares[i];
          if (s.kind === 'absolute') expect(part).toBe(s.amount);
          else expect(Math.abs(part - exact[i])).toBeLessThan(1);
        });
      }),
      { numRuns: 500 },
    );
  });
});

describe('allocateProportionally', () => {
  it('splits a fee across parties in proportion to their amounts', () => {
    expect(allocateProportionally(59, [700, 300])).toEqual([41, 18]);
    expect(allocateProportionally(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocateProportionally(0, [5, 5])).toEqual([0, 0]);
  });

  it('never gives a party more than its weight when the total is at most the sum of weights', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 6 }).filter((w) => sum(w) > 0),
        fc.nat(),
        (weights, seed) => {
          const total = seed % (sum(weights) + 1);
          const parts = allocateProportionally(total, weights);
          expect(sum(parts)).toBe(total);
          parts.forEach((p, i) => expect(p).toBeLessThanOrEqual(weights[i]));
          parts.forEach((p) => expect(p).toBeGreaterThanOrEqual(0));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses weights that are all zero', () => {
    expect(() => allocateProportionally(5, [0, 0])).toThrow();
  });
});
