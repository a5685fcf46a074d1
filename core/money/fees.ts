/** Processing fees in integer minor units: a variable part in basis points of the amount plus a fixed part. */
import { allocateProportionally } from './allocate';

export interface Pricing {
  /** Variable fee in basis points (1/100 of a percent): 290 = 2.90 %. */
  basisPoints: number;
  /** Fixed fee in minor units. */
  fixed: number;
}

export interface Fees {
  variableFee: number;
  fixedFee: number;
  totalFee: number;
  netAmount: number;
}

/**
 * The fee of one transaction. The variable part is rounded half up to the unit; the fee never exceeds the
 * amount (the fixed part is capped first), so net_amount = amount − total_fee is never negative.
 */
export function computeFees(amount: number, pricing: Pricing): Fees {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`amount must be a non-negative integer, got ${amount}`);
  const a = BigInt(amount);
  const rawVariable = (a * BigInt(pricing.basisPoints) + 5_000n) / 10_000n;
  const variableFee = rawVariable > a ? a : rawVariable;
  const fixedRoom = a - variableFee;
  const fixedFee = BigInt(pricing.fixed) > fixedRoom ? fixedRoom : BigInt(pricing.fixed);
  const totalFee = variableFee + fixedFee;
  return {
    variableFee: Number(variableFee),
    fixedFee: Number(fixedFee),
    totalFee: Number(totalFee),
    netAmount: Number(a - totalFee),
  };
}

/**
 * Shares a transaction's fees across the parties of a split (weights: each party's amount), exactly:
 * the TOTAL fee is allocated in proportion to the amounts, so no party's fee exceeds its amount (its
 * net is never negative); then each party's total is cut into variable and fixed parts in proportion,
 * so Σ variable = variableFee and Σ fixed = fixedFee. (Allocating the variable and fixed parts
 * separately could round both up for one party and push its fee above a tiny share.)
 */
export function allocateFees(
  fees: Pick<Fees, 'variableFee' | 'fixedFee' | 'totalFee'>,
  weights: number[],
): { variableFee: number; fixedFee: number; totalFee: number }[] {
  const totals = allocateProportionally(fees.totalFee, weights);
  const variable = fees.totalFee === 0 ? totals.map(() => 0) : allocateProportionally(fees.variableFee, totals);
  return totals.map((total, i) => ({ variableFee: variable[i], fixedFee: total - variable[i], totalFee: total }));
}
