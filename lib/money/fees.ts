/** Processing fees in integer minor units: a variable part in basis points of the amount plus a fixed part. */

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
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be a non-negative integer, got ${amount}`);
  const a = BigInt(amount);
  const rawVariable = (a * BigInt(pricing.basisPoints) + 5_000n) / 10_000n;
  const variableFee = rawVariable > a ? a : rawVariable;
  const fixedRoom = a - variableFee;
  const fixedFee = BigInt(pricing.fixed) > fixedRoom ? fixedRoom : BigInt(pricing.fixed);
  const totalFee = variableFee + fixedFee;
  return { variableFee: Number(variableFee), fixedFee: Number(fixedFee), totalFee: Number(totalFee), netAmount: Number(a - totalFee) };
}
