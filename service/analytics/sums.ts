/**
 * A sum of minor units from PostgreSQL (numeric, sent as text) → a JS number when it is exact
 * (|n| ≤ 2^53 − 1), else its digits as a string. Never goes through a float.
 */
export function exactSum(value: string | number | bigint | null | undefined): number | string {
  if (value === null || value === undefined) return 0;
  const text = typeof value === 'string' ? value.trim().replace(/\.0*$/, '') : value;
  if (typeof text === 'string' && !/^-?\d+$/.test(text)) throw new RangeError(`not an integer sum: ${value}`);
  if (typeof text === 'number' && !Number.isSafeInteger(text)) throw new RangeError(`not an exact integer: ${value}`);
  const n = BigInt(text);
  const safe = BigInt(Number.MAX_SAFE_INTEGER);
  return n <= safe && n >= -safe ? Number(n) : n.toString();
}
