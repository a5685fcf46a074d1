import { hkdfSync } from 'node:crypto';
import { EncryptJWT, base64url, calculateJwkThumbprint, jwtDecrypt } from 'jose';
import type { JWT, JWTDecodeParams, JWTEncodeParams } from 'next-auth/jwt';

/**
 * The session cookie's encryption, in Auth.js's own format (`dir` + A256CBC-HS512, the key derived with HKDF from
 * the secret and the cookie's name as salt, the key's thumbprint as `kid`): a cookie either side wrote, the other
 * reads (lib/auth/session-jwt.test.ts). What differs is only that the derived key and its thumbprint are kept per
 * process: Auth.js derives both on every decode and encode, and `auth()` does one of each on every page, action and
 * route handler (the JWT is re-encoded on each read), two HKDF runs and two SHA-512 digests per request on the
 * thread pool (docs/performance.md, issue 22, tenth round). The secret never changes while the process runs.
 */

const ALG = 'dir';
const ENC = 'A256CBC-HS512';
/** Auth.js's own default when no maxAge is passed (the console always passes its session length). */
const DEFAULT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

interface DerivedKey {
  key: Uint8Array;
  /** The JWK thumbprint Auth.js puts in the header as `kid`. */
  kid: string;
}

const keys = new Map<string, Promise<DerivedKey>>();
let derivations = 0;

/** How many keys this process derived (tests: a repeated encode or decode derives none). */
export function keyDerivations(): number {
  return derivations;
}

function derivedKey(enc: string, secret: string, salt: string): Promise<DerivedKey> {
  const id = JSON.stringify([enc, salt, secret]);
  let held = keys.get(id);
  if (!held) {
    const length = enc === 'A256CBC-HS512' ? 64 : enc === 'A256GCM' ? 32 : 0;
    if (!length) throw new Error('Unsupported JWT Content Encryption Algorithm');
    derivations += 1;
    const key = new Uint8Array(hkdfSync('sha256', secret, salt, `Auth.js Generated Encryption Key (${salt})`, length));
    held = calculateJwkThumbprint({ kty: 'oct', k: base64url.encode(key) }, `sha${key.byteLength << 3}` as 'sha512')
      .then((kid) => ({ key, kid }))
      .catch((error: unknown) => {
        keys.delete(id);
        throw error;
      });
    // A handful of secrets and cookie names per process; bounded all the same.
    if (keys.size > 64) keys.clear();
    keys.set(id, held);
  }
  return held;
}

export async function encodeSession(params: JWTEncodeParams): Promise<string> {
  const { token = {}, secret, maxAge = DEFAULT_MAX_AGE_SECONDS, salt } = params;
  const first = Array.isArray(secret) ? secret[0] : secret;
  const { key, kid } = await derivedKey(ENC, first, salt);
  return new EncryptJWT(token as Record<string, unknown>)
    .setProtectedHeader({ alg: ALG, enc: ENC, kid })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + maxAge)
    .setJti(crypto.randomUUID())
    .encrypt(key);
}

export async function decodeSession(params: JWTDecodeParams): Promise<JWT | null> {
  const { token, secret, salt } = params;
  if (!token) return null;
  const secrets = Array.isArray(secret) ? secret : [secret];
  const { payload } = await jwtDecrypt(
    token,
    async ({ kid, enc }) => {
      for (const candidate of secrets) {
        const derived = await derivedKey(enc, candidate, salt);
        if (kid === undefined || kid === derived.kid) return derived.key;
      }
      throw new Error('no matching decryption secret');
    },
    { clockTolerance: 15, keyManagementAlgorithms: [ALG], contentEncryptionAlgorithms: [ENC, 'A256GCM'] },
  );
  return payload as JWT;
}
