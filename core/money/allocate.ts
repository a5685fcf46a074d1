/**
 * Exact allocation of an integer amount of minor units between parties, by the largest-remainder
 * (Hamilton) method: every party gets the floor of its exact quota, then the units left over go one
 * each to the parties with the largest fractional remainders (ties: earlier party first). The parts
 * always add up to the total: no unit is lost or invented. All arithmetic is on BigInt.
 */

/** A split share as written in a request: "1000" (absolute minor units) or "25%" / "12.5%". */
export type Share =
  | { kind: 'absolute'; amount: number }
  | { kind: 'percent'; /** percent × 10^4, e.g. 12.5% → 125000 */ scaled: number; text: string };

export const PERCENT_DECIMALS = 4;
const PERCENT_SCALE = 10n ** BigInt(PERCENT_DECIMALS);
/** 100 % in scaled units. */
const WHOLE = 100n * PERCENT_SCALE;

export type ParsedShare = { ok: true; share: Share } | { ok: false; code: string; message: string };

/** Parses "1000" or "25%" / "12.5%" (up to 4 decimals, more than 0 and at most 100 %); a whole number is accepted too. */
export function parseShare(input: unknown, maxAmount: number): ParsedShare {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : undefined;
  if (text === undefined)
    return {
      ok: false,
      code: 'invalid',
      message: 'must be a string: an amount in minor units ("1000") or a percentage ("25%")',
    };
  const percent = /^(\d{1,3})(?:\.(\d{1,4}))?%$/.exec(text);
  if (percent) {
    const scaled =
      Number(percent[1]) * Number(PERCENT_SCALE) + Number((percent[2] ?? '').padEnd(PERCENT_DECIMALS, '0'));
    if (scaled <= 0 || BigInt(scaled) > WHOLE)
      return { ok: false, code: 'out_of_range', message: 'a percentage must be more than 0% and at most 100%' };
    return { ok: true, share: { kind: 'percent', scaled, text } };
  }
  if (/^\d{1,15}$/.test(text)) {
    const amount = Number(text);
    if (amount <= 0 || amount > maxAmount)
      return { ok: false, code: 'out_of_range', message: `an amount must be greater than 0 and at most ${maxAmount}` };
    return { ok: true, share: { kind: 'absolute', amount } };
  }
  return {
    ok: false,
    code: 'invalid_share',
    message: 'must be an amount in minor units ("1000") or a percentage with up to 4 decimals ("25%", "12.5%")',
  };
}

/**
 * Hands out `total` units to parties whose exact quotas are `quotas[i] / denominator`; the quotas must
 * add up to exactly `total × denominator`.
 */
function largestRemainder(total: bigint, quotas: bigint[], denominator: bigint): bigint[] {
  const parts = quotas.map((q) => q / denominator);
  let leftover = total - parts.reduce((a, b) => a + b, 0n);
  const order = quotas
    .map((q, index) => ({ index, remainder: q % denominator }))
    .filter((r) => r.remainder > 0n)
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (leftover <= 0n) break;
    parts[index] += 1n;
    leftover -= 1n;
  }
  if (leftover !== 0n) throw new Error('largestRemainder: quotas do not add up to the total');
  return parts;
}

export type SplitResult =
  | { ok: true; recipients: number[]; remainder: number }
  | { ok: false; code: 'exceeds_amount'; message: string; requested: bigint };

/**
 * Splits `total` between recipients (absolute amounts or percentages of the total) and the remainder
 * that stays with the merchant. The remainder is a party of the largest-remainder method like the
 * others, so three recipients of 33.33 % of 100 get 34, 33 and 33 and the merchant 0 (quotas 33.33
 * ×3 and 0.01). Fails when the shares ask for more than the total.
 */
export function splitAmount(total: number, shares: Share[]): SplitResult {
  const t = BigInt(total);
  const quotas = shares.map((s) => (s.kind === 'absolute' ? BigInt(s.amount) * WHOLE : t * BigInt(s.scaled)));
  const asked = quotas.reduce((a, b) => a + b, 0n);
  const remainderQuota = t * WHOLE - asked;
  if (remainderQuota < 0n) {
    const requested = (asked + WHOLE - 1n) / WHOLE;
    return {
      ok: false,
      code: 'exceeds_amount',
      message: `the recipients' shares add up to ${requested} minor units, more than the amount ${total}`,
      requested,
    };
  }
  const parts = largestRemainder(t, [...quotas, remainderQuota], WHOLE);
  return { ok: true, recipients: parts.slice(0, -1).map(Number), remainder: Number(parts[parts.length - 1]) };
}

/**
 * Splits `total` in proportion to `weights` (non-negative integers, not all zero), e.g. a fee or a
 * refund across the parties of a split payment. A party never gets more than its exact quota
 * rounded up, so when total ≤ Σ weights no party gets more than its weight.
 */
export function allocateProportionally(total: number, weights: number[]): number[] {
  const w = weights.map((x) => BigInt(x));
  const sum = w.reduce((a, b) => a + b, 0n);
  if (weights.length === 0 || sum <= 0n || w.some((x) => x < 0n))
    throw new Error('allocateProportionally: weights must be non-negative and not all zero');
  const t = BigInt(total);
  return largestRemainder(
    t,
    w.map((x) => x * t),
    sum,
  ).map(Number);
}
