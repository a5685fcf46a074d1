import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { prepared } from '../../db/prepared';
import { idempotencyKeys } from '../../db/schema';
import { ApiError, invalidField } from '../errors';
import type { AppEnv } from '../env';

const TTL_MS = 24 * 60 * 60 * 1000;

/** JSON with sorted keys, so the same request with its keys in another order or other spacing still matches. */
function canonical(text: string): string {
  const sort = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sort);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sort((value as Record<string, unknown>)[k])]));
    }
    return value;
  };
  try {
    return JSON.stringify(sort(JSON.parse(text)));
  } catch {
    return text;
  }
}

const reused = () =>
  new ApiError(409, 'idempotency_key_reused', 'This Idempotency-Key was already used with a different request (another body or endpoint).', 'Idempotency-Key');

/**
 * Idempotency-Key: the first request with a key runs and its response is stored; the same key
 * with the same body (compared as JSON, key order and spacing aside) replays it; another body, or a request while the first still runs, is a 409.
 * A refused request (4xx) frees its key again.
 * The primary key (client, key) makes the claim atomic, so concurrent duplicates create one object.
 */
export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return next();
  if (!key.trim() || key.length > 255) {
    throw invalidField('Idempotency-Key', 'invalid', 'Idempotency-Key must be 1 to 255 characters.');
  }
  const { db, clock } = c.var.deps;
  const clientId = c.var.auth.clientId;
  const body = await c.req.text();
  const requestHash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${canonical(body)}`).digest('hex');

  // One statement claims the key: a new key is inserted, an expired one (older than 24 h) is taken over,
  // a live one is left alone (no row returned). Prepared: it runs on every idempotent write.
  const now = clock.now();
  const claim = prepared(db, 'idempotency_claim', (d, name) =>
    d
      .insert(idempotencyKeys)
      .values({
        clientId: sql.placeholder('client'),
        key: sql.placeholder('key'),
        requestHash: sql.placeholder('hash'),
        state: 'in_flight',
        dateCreated: sql.placeholder('now'),
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.clientId, idempotencyKeys.key],
        set: { requestHash: sql`excluded.request_hash`, state: 'in_flight', responseStatus: null, responseBody: null, dateCreated: sql`excluded.date_created_gmt` },
        setWhere: lt(idempotencyKeys.dateCreated, sql.placeholder('expired_before')),
      })
      .returning({ key: idempotencyKeys.key })
      .prepare(name),
  );
  const claimed = await claim.execute({ client: clientId, key, hash: requestHash, now, expired_before: new Date(now.getTime() - TTL_MS) });

  if (claimed.length === 0) {
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.clientId, clientId), eq(idempotencyKeys.key, key)));
    if (!stored || stored.state !== 'done') {
      if (stored && stored.requestHash !== requestHash) throw reused();
      throw new ApiError(409, 'idempotency_key_in_flight', 'A request with this Idempotency-Key is still being processed; retry shortly.', 'Idempotency-Key');
    }
    if (stored.requestHash !== requestHash) throw reused();
    return c.body(stored.responseBody ?? '', stored.responseStatus as 200, {
      'Content-Type': 'application/json',
      'Idempotent-Replayed': 'true',
    });
  }

  const release = () => db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.clientId, clientId), eq(idempotencyKeys.key, key)));
  try {
    await next();
  } catch (error) {
    await release();
    throw error;
  }
  // Only a success is remembered: a refused request may be corrected and retried with its key.
  if (c.res.status >= 300) {
    await release();
    return;
  }
  const text = await c.res.clone().text();
  const finish = prepared(db, 'idempotency_finish', (d, name) =>
    d
      .update(idempotencyKeys)
      .set({ state: 'done', responseStatus: sql`${sql.placeholder('status')}`, responseBody: sql`${sql.placeholder('body')}` })
      .where(and(eq(idempotencyKeys.clientId, sql.placeholder('client')), eq(idempotencyKeys.key, sql.placeholder('key'))))
      .prepare(name),
  );
  await finish.execute({ status: c.res.status, body: text, client: clientId, key });
});
