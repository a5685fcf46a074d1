import { randomBytes, randomUUID } from 'node:crypto';
import type { IdPrefix } from '../../core/ids';

export type { IdPrefix };

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomUUID()}`;
}

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short human-readable code (Crockford base32, 10 characters ≈ 50 bits), e.g. PAY-7KQ2M9X41B. */
export function newCode(label: string): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % 32];
  return `${label}-${out}`;
}

/** A hosted page's URL token: 192 random bits, base64url. */
export function newPublicToken(): string {
  return randomBytes(24).toString('base64url');
}
