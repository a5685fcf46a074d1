import type { Context, Next } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from './env';

/**
 * Reads that tolerate a little lag (lists, the overview) go to the hot standby of DATABASE_READ_URL when
 * there is one, except for a client that wrote in the last READ_YOUR_WRITES_SECONDS (default 5): its reads
 * stay on the primary, so it always sees what it just wrote. The memory of writes is per process; a load
 * balancer keeps a client on one replica by hashing its Authorization header (docs/operations.md).
 */
const lastWrite = new Map<string, number>();
const windowMs = () => Number(process.env.READ_YOUR_WRITES_SECONDS ?? 5) * 1000;

export function readerFor(c: Context<AppEnv>): Db {
  const { db, readDb } = c.var.deps;
  if (!readDb) return db;
  const wrote = lastWrite.get(c.var.auth.clientId);
  return wrote !== undefined && Date.now() - wrote < windowMs() ? db : readDb;
}

/** Middleware: remembers when each client last changed something (any non-GET request). */
export async function rememberWrites(c: Context<AppEnv>, next: Next): Promise<void> {
  const writing = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  if (writing && c.var.auth) lastWrite.set(c.var.auth.clientId, Date.now());
  await next();
  if (writing && c.var.auth) lastWrite.set(c.var.auth.clientId, Date.now());
  if (lastWrite.size > 10_000)
    for (const [client, at] of lastWrite) if (Date.now() - at > windowMs()) lastWrite.delete(client);
}
