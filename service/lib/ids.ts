import { randomBytes, randomUUID } from 'node:crypto';
import type { IdPrefix } from '../../core/ids';

export type { IdPrefix };

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomUUID()}`;
}

const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * `n` (≤ 4096) random bytes from the CSPRNG, taken from a pool refilled 4 KB at a time (as crypto.randomUUID does)
 * rather than one randomBytes call each: a request id and a payment's code are two such calls per create. The
 * bytes are a view of the pool, never handed out twice.
 */
export function pooledRandomBytes(n: number): Buffer {
  if (offset + n > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  offset += n;
  return pool.subarray(offset - n, offset);
}

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short human-readable code (Crockford base32, 10 characters ≈ 50 bits), e.g. PAY-7KQ2M9X41B. */
export function newCode(label: string): string {
  const bytes = pooledRandomBytes(10);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % 32];
  return `${label}-${out}`;
}

/** A hosted page's URL token: 192 random bits, base64url. */
export function newPublicToken(): string {
  return randomBytes(24).toString('base64url');
}
