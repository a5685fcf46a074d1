import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateFees, computeFees } from './fees';

describe('computeFees', () => {
  it('2.90% + 30 on 10.00', () => {
    expect(computeFees(1000, { basisPoints: 290, fixed: 30 })).toEqual({
      variableFee: 29,
      fixedFee: 30,
      totalFee: 59,
      netAmount: 941,
    });
  });

  it('rounds the variable fee half up', () => {
    expect(computeFees(50, { basisPoints: 290, fixed: 0 }).variableFee).toBe(1); // 1.45 → 1
    expect(computeFees(1724, { basisPoints: 290, fixed: 0 }).variableFee).toBe(50); // 49.996 → 50
    expect(computeFees(250, { basisPoints: 100, fixed: 0 }).variableFee).toBe(3); // 2.5 → 3
  });

  it('never charges more than the amount', () => {
    expect(computeFees(10, { basisPoints: 290, fixed: 30 })).toEqual({
      variableFee: 0,
      fixedFee: 10,
      totalFee: 10,
      netAmount: 0,
    });
    expect(computeFees(0, { basisPoints: 290, fixed: 30 }).totalFee).toBe(0);
  });

  it('is exact at the largest amount', () => {
    const fees = computeFees(999_999_999_999, { basisPoints: 290, fixed: 30 });
    expect(fees.variableFee).toBe(29_000_000_000);
    expect(fees.netAmount + fees.totalFee).toBe(999_999_999_999);
  });
});

describe('allocateFees', () => {
  it('gives no party of a tiny split a fee above its share (an 18-unit payment split 9/9 at 2.90 % + 30)', () => {
    const fees = computeFees(18, { basisPoints: 290, fixed: 30 });
    const shares = allocateFees(fees, [9, 9]);
    expect(shares.map((s) => s.totalFee)).toEqual([9, 9]);
    for (const s of shares) expect(s.variableFee + s.fixedFee).toBe(s.totalFee);
  });

  it('for any amounts and pricing: every net ≥ 0 and the parts sum exactly to the fees', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 21 })
          .filter((w) => w.some((x) => x > 0)),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (weights, basisPoints, fixed) => {
          const amount = weights.reduce((a, b) => a + b, 0);
          const fees = computeFees(amount, { basisPoints, fixed });
          const shares = allocateFees(fees, weights);
          shares.forEach((s, i) => {
            expect(s.totalFee).toBeLessThanOrEqual(weights[i]);
            expect(s.variableFee).toBeGreaterThanOrEqual(0);
            expect(s.fixedFee).toBeGreaterThanOrEqual(0);
            expect(s.variableFee + s.fixedFee).toBe(s.totalFee);
          });
          expect(shares.reduce((n, s) => n + s.totalFee, 0)).toBe(fees.totalFee);
          expect(shares.reduce((n, s) => n + s.variableFee, 0)).toBe(fees.variableFee);
          expect(shares.reduce((n, s) => n + s.fixedFee, 0)).toBe(fees.fixedFee);
        },
      ),
      { numRuns: 500 },
    );
  });
});
