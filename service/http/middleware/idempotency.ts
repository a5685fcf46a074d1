import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { idempotencyKeys } from '../../db/schema';
import { ApiError, invalidField } from '../errors';
import type { AppEnv, InlineKey } from '../env';

const TTL_MS = 24 * 60 * 60 * 1000;

/** JSON with sorted keys, so the same request with its keys in another order or other spacing still matches. */
function canonical(text: string): string {
  const sort = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sort);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, sort((value as Record<string, unknown>)[k])]),
      );
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
  new ApiError(
    409,
    'idempotency_key_reused',
    'This Idempotency-Key was already used with a different request (another body or endpoint).',
    'Idempotency-Key',
  );

/** Thrown inside the transaction to roll back a request that did not succeed (its key is freed with it). */
class Refused extends Error {}

// Prepared once (service/db/prepared.ts): every write behind a key runs these two statements.
const claimKey = (db: DbOrTx) =>
  prepared(db, 'idempotency_claim', (d, name) =>
    d
      .insert(idempotencyKeys)
      .values({
        clientId: sql.placeholder('clientId'),
        key: sql.placeholder('key'),
        requestHash: sql.placeholder('requestHash'),
        state: 'in_flight',
        dateCreated: sql.placeholder('now'),
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.clientId, idempotencyKeys.key],
        set: {
          requestHash: sql`excluded.request_hash`,
          state: 'in_flight',
          responseStatus: null,
          responseBody: null,
          dateCreated: sql`excluded.date_created_gmt`,
        },
        setWhere: lt(idempotencyKeys.dateCreated, sql.placeholder('expiredBefore')),
      })
      .returning({ key: idempotencyKeys.key })
      .prepare(name),
  );

const storeResponse = (db: DbOrTx) =>
  prepared(db, 'idempotency_store', (d, name) =>
    d
      .update(idempotencyKeys)
      .set({
        state: 'done',
        responseStatus: sql`${sql.placeholder('status')}`,
        responseBody: sql`${sql.placeholder('body')}`,
      })
      .where(
        and(eq(idempotencyKeys.clientId, sql.placeholder('clientId')), eq(idempotencyKeys.key, sql.placeholder('key'))),
      )
      .prepare(name),
  );

/**
 * A response field that must not be stored (a secret shown once): the stored response goes without it, and a
 * replay answers 409 `secret_not_replayed` with `message(stored)` instead of a body that lacks it.
 */
export interface WithheldField {
  field: string;
  message: (stored: Record<string, unknown>) => string;
}

function withoutField(text: string, field: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const { [field]: _withheld, ...rest } = parsed as Record<string, unknown>;
      return JSON.stringify(rest);
    }
  } catch {
    // Not JSON: stored as is below only when it cannot hold the field.
  }
  return text.includes(`"${field}"`) ? '{}' : text;
}

function parsedObject(text: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Idempotency-Key: the first request with a key runs and its response is stored; the same key
 * with the same body (compared as JSON, key order and spacing aside) replays it; another body is a 409.
 *
 * The claim of the key, the request's writes and its stored response are ONE database transaction: a
 * crash anywhere before COMMIT leaves neither the object nor the key, and after COMMIT both, with the
 * response to replay — a key is never stuck "in flight". A concurrent duplicate waits on the key's row
 * and then replays the stored response (or runs, if the first was refused). A refused request (4xx)
 * rolls back and frees its key. A key row left "in flight" by an older version still answers 409.
 */
export const idempotencyFor = (withheld?: WithheldField) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined) return next();
    if (!key.trim() || key.length > 255) {
      throw invalidField('Idempotency-Key', 'invalid', 'Idempotency-Key must be 1 to 255 characters.');
    }
    const deps = c.var.deps;
    const { db, clock } = deps;
    const clientId = c.var.auth.clientId;
    const body = await c.req.text();
    const requestHash = createHash('sha256')
      .update(`${c.req.method} ${c.req.path}\n${canonical(body)}`)
      .digest('hex');
    const now = clock.now();

    try {
      const replay = await db.transaction(async (tx) => {
        // One statement claims the key: a new key is inserted, an expired one (older than 24 h) is taken over,
        // a live one is left alone (no row returned).
        const claimed = await claimKey(tx).execute({
          clientId,
          key,
          requestHash,
          now,
          expiredBefore: new Date(now.getTime() - TTL_MS),
        });
        if (claimed.length === 0) {
          const [stored] = await tx
            .select()
            .from(idempotencyKeys)
            .where(and(eq(idempotencyKeys.clientId, clientId), eq(idempotencyKeys.key, key)));
          if (stored && stored.requestHash !== requestHash) throw reused();
          if (!stored || stored.state !== 'done') {
            throw new ApiError(
              409,
              'idempotency_key_in_flight',
              'A request with this Idempotency-Key is still being processed; retry shortly.',
              'Idempotency-Key',
            );
          }
          return stored;
        }
        c.set('deps', { ...deps, db: tx as unknown as typeof db });
        try {
          await next();
        } finally {
          c.set('deps', deps);
        }
        // Only a success is remembered: a refused request may be corrected and retried with its key.
        if (c.error || c.res.status >= 300) throw new Refused();
        const text = await c.res.clone().text();
        await storeResponse(tx).execute({
          clientId,
          key,
          status: c.res.status,
          body: withheld ? withoutField(text, withheld.field) : text,
        });
        return null;
      });
      if (replay && withheld) {
        throw new ApiError(
          409,
          'secret_not_replayed',
          withheld.message(parsedObject(replay.responseBody)),
          'Idempotency-Key',
          [],
          { 'Idempotent-Replayed': 'true' },
        );
      }
      if (replay) {
        return c.body(replay.responseBody ?? '', replay.responseStatus as 200, {
          'Content-Type': 'application/json',
          'Idempotent-Replayed': 'true',
        });
      }
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
    }
  });

export const idempotency = idempotencyFor();

/**
 * A key a route stores itself, inside its own write (`guard(…, { idempotent: 'inline' })`): the hot path of
 * POST /payments/create. Rather than BEGIN, the claim, the write, the stored response and COMMIT (five
 * statements, five round trips), the route's one write statement also inserts the key's row, already `done`
 * with the response the route is about to send. The statement is atomic, so the key and the object commit
 * together or not at all, as in the transaction above; and a key already present makes the whole statement
 * fail (the key's primary key), so nothing is written twice:
 *
 * - a concurrent request with the same key waits on the first's uncommitted row, then fails on it and
 *   replays the stored response (or, if the first rolled back, writes);
 * - a key older than 24 h is taken over (deleted, then the write runs again: `writeWithKey`);
 * - a request the route refuses (4xx before writing) is answered from the key when the key is live, exactly as
 *   if it had been claimed first: the same body replays, another body is `idempotency_key_reused`.
 *
 * The stored response is computed before the write, from the row as it will be inserted. The middleware
 * compares it with the response actually sent and stores the latter if they differ (`inlineMismatches` counts
 * it; the API tests assert it stays 0).
 */
export type { InlineKey };

/** The key was already there (live): the middleware answers from it. A 409 "in flight" if nothing better. */
export class KeyTaken extends ApiError {
  constructor() {
    super(
      409,
      'idempotency_key_in_flight',
      'A request with this Idempotency-Key is still being processed; retry shortly.',
      'Idempotency-Key',
    );
  }
}

/** Responses stored by an inline key that differed from the response sent (and were corrected): expected 0. */
export const inlineStats = { mismatches: 0 };

const KEY_CONSTRAINT = 'idempotency_keys_client_id_key_pk';

function isKeyConflict(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause
  ) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === KEY_CONSTRAINT;
    depth++;
  }
  return false;
}

const deleteExpired = (db: DbOrTx) =>
  prepared(db, 'idempotency_delete_expired', (d, name) =>
    d
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.clientId, sql.placeholder('clientId')),
          eq(idempotencyKeys.key, sql.placeholder('key')),
          lt(idempotencyKeys.dateCreated, sql.placeholder('expiredBefore')),
        ),
      )
      .returning({ key: idempotencyKeys.key })
      .prepare(name),
  );

const selectKey = (db: DbOrTx) =>
  prepared(db, 'idempotency_select', (d, name) =>
    d
      .select()
      .from(idempotencyKeys)
      .where(
        and(eq(idempotencyKeys.clientId, sql.placeholder('clientId')), eq(idempotencyKeys.key, sql.placeholder('key'))),
      )
      .prepare(name),
  );

/**
 * Runs a write whose statement inserts the key's row (see InlineKey): when the key is already there and
 * older than 24 h it is deleted and the write runs once more; when it is live, KeyTaken.
 */
export async function writeWithKey<T>(db: DbOrTx, key: InlineKey, write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isKeyConflict(error)) throw error;
      if (attempt === 0) {
        const { clientId, key: name, expiredBefore } = key;
        const taken = await deleteExpired(db).execute({ clientId, key: name, expiredBefore });
        if (taken.length > 0) continue;
      }
      throw new KeyTaken();
    }
  }
}

/** The middleware of a route that stores its key inline (see InlineKey). */
export const inlineIdempotency = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return next();
  if (!key.trim() || key.length > 255) {
    throw invalidField('Idempotency-Key', 'invalid', 'Idempotency-Key must be 1 to 255 characters.');
  }
  const { db, clock } = c.var.deps;
  const clientId = c.var.auth.clientId;
  const body = await c.req.text();
  const requestHash = createHash('sha256')
    .update(`${c.req.method} ${c.req.path}\n${canonical(body)}`)
    .digest('hex');
  const now = clock.now();
  const inline: InlineKey = {
    clientId,
    key,
    requestHash,
    now,
    expiredBefore: new Date(now.getTime() - TTL_MS),
    stored: null,
  };
  c.set('idempotencyKey', inline);
  // The text of the answer as c.json serializes it (JSON.stringify), kept to compare with the stored one: reading it
  // back from the response (a clone of it) cost ~3% of a payment create's CPU.
  let sent: string | undefined;
  const { json } = c;
  c.json = ((object: unknown, ...rest: unknown[]) => {
    sent = JSON.stringify(object);
    return (json as (...args: unknown[]) => Response)(object, ...rest);
  }) as typeof c.json;
  await next();
  const refused = c.error !== undefined || c.res.status >= 300;
  if (inline.stored) {
    const text = sent ?? (await c.res.clone().text());
    if (text !== inline.stored.body || c.res.status !== inline.stored.status) {
      inlineStats.mismatches++;
      await storeResponse(db).execute({ clientId, key, status: c.res.status, body: text });
    }
    return;
  }
  if (!refused) throw new Error(`${c.req.method} ${c.req.path} answered without storing its Idempotency-Key`);
  // Refused, or the key was already there: a live key decides the answer, as if it had been claimed first.
  const [stored] = await selectKey(db).execute({ clientId, key });
  if (!stored || stored.dateCreated < inline.expiredBefore) return; // the route's own answer stands
  if (stored.requestHash !== requestHash) throw reused();
  if (stored.state !== 'done') {
    if (c.error instanceof KeyTaken) return;
    throw new KeyTaken();
  }
  c.res = undefined;
  c.res = c.body(stored.responseBody ?? '', stored.responseStatus as 200, {
    'Content-Type': 'application/json',
    'Idempotent-Replayed': 'true',
  });
});
