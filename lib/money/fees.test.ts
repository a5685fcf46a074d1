import { describe, expect, it } from 'vitest';
import { computeFees } from './fees';

describe('computeFees', () => {
  it('2.90% + 30 on 10.00', () => {
    expect(computeFees(1000, { basisPoints: 290, fixed: 30 })).toEqual({ variableFee: 29, fixedFee: 30, totalFee: 59, netAmount: 941 });
  });

  it('rounds the variable fee half up', () => {
    expect(computeFees(50, { basisPoints: 290, fixed: 0 }).variableFee).toBe(1); // 1.45 → 1
    expect(computeFees(1724, { basisPoints: 290, fixed: 0 }).variableFee).toBe(50); // 49.996 → 50
    expect(computeFees(250, { basisPoints: 100, fixed: 0 }).variableFee).toBe(3); // 2.5 → 3
  });

  it('never charges more than the amount', () => {
    expect(computeFees(10, { basisPoints: 290, fixed: 30 })).toEqual({ variableFee: 0, fixedFee: 10, totalFee: 10, netAmount: 0 });
    expect(computeFees(0, { basisPoints: 290, fixed: 30 }).totalFee).toBe(0);
  });

  it('is exact at the largest amount', () => {
    const fees = computeFees(999_999_999_999, { basisPoints: 290, fixed: 30 });
    expect(fees.variableFee).toBe(29_000_000_000);
    expect(fees.netAmount + fees.totalFee).toBe(999_999_999_999);
  });
});
