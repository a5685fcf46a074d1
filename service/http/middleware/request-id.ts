import { randomBytes } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

// 12 random bytes an id, taken from a pool refilled 4 KB at a time (one call into the CSPRNG per 341 ids, as
// crypto.randomUUID does) rather than a randomBytes call per request.
const POOL_BYTES = 12 * 341;
let pool = Buffer.alloc(0);
let offset = 0;

function randomHex12(): string {
  if (offset + 12 > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  offset += 12;
  return pool.toString('hex', offset - 12, offset);
}

export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const id = `req_${randomHex12()}`;
  c.set('requestId', id);
  await next();
  c.res.headers.set('Request-Id', id);
});
