import { createMiddleware } from 'hono/factory';
import { ApiError } from '../errors';
import type { AppEnv } from '../env';

interface Bucket {
  tokens: number;
  updated: number;
}

const buckets = new Map<string, Bucket>();

/** A token bucket per API client, in this process (each service process limits on its own). */
export const rateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const { capacity, refillPerSecond } = c.var.deps.config.rateLimit;
  const key = c.var.auth.clientId;
  const now = Date.now();
  const bucket = buckets.get(key) ?? { tokens: capacity, updated: now };
  bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.updated) / 1000) * refillPerSecond);
  bucket.updated = now;
  buckets.set(key, bucket);
  if (bucket.tokens < 1) {
    const retryAfter = Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerSecond));
    throw new ApiError(429, 'rate_limited', `Too many requests; retry after ${retryAfter} s.`, null, [], {
      'Retry-After': String(retryAfter),
    });
  }
  bucket.tokens -= 1;
  await next();
});

export function resetRateLimits(): void {
  buckets.clear();
}
