import { and, asc, count, desc, eq, isNull, lte, lt, max, or, sql, type SQL } from 'drizzle-orm';
import type { ConsoleDb } from '@/lib/db/types';
import { auditLog, auditStream, type AuditLogRow, type AuditStreamRow } from '@/lib/db/schema';
import { destinationProblem, newSigningSecret, retryDelayMs, sendSignedWebhook } from '@/lib/embedded-api';

/**
 * The audit trail streamed to a security team's endpoint (docs/audit.md): every new entry, oldest first, one signed
 * webhook each, with the Developers area's signing (Standard Webhooks), SSRF guard and retry schedule
 * (service/webhooks/send.ts, rules.ts). A cursor (`delivered_tx`, `delivered_through`) holds the place: an entry is
 * sent until the endpoint accepts it, and the ones after it wait (order kept, a gap never skipped).
 *
 * The order is the writing transaction's id, then the entry's (`tx_id`, `id`), and an entry goes only once every
 * transaction with a lower id has ended (below the oldest one still running, `pg_snapshot_xmin`): an id is taken when
 * the entry is written, not when it commits, so in id order an entry committed late, below one already sent, would
 * be skipped; below that horizon nothing can still appear (docs/security.md, "The audit stream's delivery promise").
 */

/** Every transaction below this id has ended: no entry below it can still appear. */
async function horizon(db: ConsoleDb): Promise<number> {
  const [row] = await db
    .select({ xmin: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text` })
    .from(auditStream)
    .limit(1);
  return Number(row?.xmin ?? 0);
}

/** The entries after the cursor (`tx_id`, `id`). */
const afterCursor = (stream: Pick<AuditStreamRow, 'deliveredTx' | 'deliveredThrough'>): SQL =>
  sql`(${auditLog.txId}, ${auditLog.id}) > (${stream.deliveredTx}, ${stream.deliveredThrough})`;

export interface StreamOptions {
  /** Loopback and private addresses allowed (demo mode, tests), as for the Developers area's webhooks. */
  allowPrivateNetworks: boolean;
  timeoutMs: number;
  retry: { baseMs: number; capMs: number };
  /** Entries sent per tick at most. */
  batchSize: number;
  /** How long a worker holds the stream while it sends. */
  leaseMs: number;
}

/** The body of one entry's webhook: the Developers area's shape (id, type, timestamp, data). */
export function auditWebhookBody(entry: AuditLogRow): string {
  return JSON.stringify({
    id: `audit_${entry.id}`,
    type: 'audit.entry',
    timestamp: entry.at.toISOString(),
    data: auditEntryJson(entry),
  });
}

/** An audit entry as the export's JSON Lines and the stream carry it. */
export function auditEntryJson(entry: AuditLogRow) {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor_id: entry.actorId,
    actor_email: entry.actorEmail,
    actor_role: entry.actorRole,
    action: entry.action,
    target: entry.target,
    outcome: entry.outcome,
    summary: entry.summary,
    api_request_id: entry.apiRequestId,
    ip: entry.ip,
  };
}

/** Why the URL is refused (the Developers area's rule), or null. */
export function streamUrlProblem(url: string, allowPrivateNetworks: boolean): Promise<string | null> {
  return destinationProblem(url, allowPrivateNetworks);
}

/**
 * Points the stream at `url` with a new signing secret (returned, to show once). A new stream starts after the
 * newest entry (the export holds the history). Saving it again, to the same URL or another, keeps its cursor: the
 * entries not yet accepted go to the URL saved, none skipped (docs/audit.md, "Delivery promise"); a removal under way
 * is called off, its remaining entries going to the URL saved.
 */
export async function configureStream(db: ConsoleDb, url: string): Promise<string> {
  const secret = newSigningSecret();
  const [newest] = await db
    .select({ txId: auditLog.txId, id: auditLog.id })
    .from(auditLog)
    .orderBy(desc(auditLog.txId), desc(auditLog.id))
    .limit(1);
  const values = {
    url,
    secret,
    enabled: true,
    failures: 0,
    failingSince: null,
    lastError: null,
    nextAttemptAt: new Date(),
    leaseUntil: null,
    removeThrough: null,
    removeBeforeTx: null,
  };
  await db
    .insert(auditStream)
    .values({ id: true, ...values, deliveredThrough: newest?.id ?? 0, deliveredTx: newest?.txId ?? 0 })
    .onConflictDoUpdate({ target: auditStream.id, set: values });
  return secret;
}

/**
 * Removes the stream once its endpoint has what was written until now: the newest entry (record the removal's own
 * entry first, so the endpoint learns the stream ends) becomes the last one sent, then the row goes. A stream that
 * cannot reach its endpoint keeps trying on its retry schedule until then (docs/audit.md, "Delivery promise").
 */
export async function removeStream(db: ConsoleDb): Promise<void> {
  const [{ newest }] = await db.select({ newest: max(auditLog.id) }).from(auditLog);
  await db
    .update(auditStream)
    .set({
      removeThrough: newest ?? 0,
      // Every transaction that has written by now has a lower id: their entries go before the stream does.
      removeBeforeTx: sql`pg_snapshot_xmax(pg_current_snapshot())::text::bigint`,
      nextAttemptAt: new Date(),
    })
    .where(eq(auditStream.id, true));
}

export interface StreamStatus {
  url: string;
  state: 'delivering' | 'failing' | 'pending';
  lastDeliveredAt: Date | null;
  failures: number;
  failingSince: Date | null;
  lastError: string | null;
  /** Entries written and not yet accepted by the endpoint: the gap, when it grows. */
  backlog: number;
}

/** The stream as the settings page shows it; null when there is none, or it is being removed (its last entries on the way). */
export async function streamStatus(db: ConsoleDb): Promise<StreamStatus | null> {
  const [row] = await db.select().from(auditStream).where(eq(auditStream.id, true));
  if (!row || row.removeThrough !== null) return null;
  const [{ n }] = await db.select({ n: count() }).from(auditLog).where(afterCursor(row));
  return {
    url: row.url,
    state: row.failures > 0 ? 'failing' : n > 0 ? 'pending' : 'delivering',
    lastDeliveredAt: row.lastDeliveredAt,
    failures: row.failures,
    failingSince: row.failingSince,
    lastError: row.lastError,
    backlog: n,
  };
}

/** Takes the stream for this worker when it is due and nobody holds it (several console processes send once). */
async function claim(db: ConsoleDb, now: Date, leaseMs: number): Promise<AuditStreamRow | undefined> {
  const [row] = await db
    .update(auditStream)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        eq(auditStream.id, true),
        eq(auditStream.enabled, true),
        lte(auditStream.nextAttemptAt, now),
        or(isNull(auditStream.leaseUntil), lt(auditStream.leaseUntil, now)),
      ),
    )
    .returning();
  return row;
}

/** One tick: sends the entries after the cursor, in order, until one fails or the batch is done; returns how many went. */
export async function deliverAuditStream(db: ConsoleDb, options: StreamOptions, now = new Date()): Promise<number> {
  const stream = await claim(db, now, options.leaseMs);
  if (!stream) return 0;
  const removing = stream.removeThrough === null ? null : (stream.removeBeforeTx ?? 0);
  const settled = await horizon(db);
  const entries = await db
    .select()
    .from(auditLog)
    .where(
      and(afterCursor(stream), lt(auditLog.txId, settled), removing === null ? undefined : lt(auditLog.txId, removing)),
    )
    .orderBy(asc(auditLog.txId), asc(auditLog.id))
    .limit(options.batchSize);
  let sent = 0;
  let failure: string | null = null;
  for (const entry of entries) {
    const outcome = await sendSignedWebhook(
      { url: stream.url, id: `audit_${entry.id}`, body: auditWebhookBody(entry), secrets: [stream.secret] },
      options,
    );
    if (!outcome.ok) {
      failure = outcome.error ?? `The endpoint answered ${outcome.status}.`;
      break;
    }
    sent += 1;
    // The cursor moves with each accepted entry, so a crash mid-batch resends at most the one in flight.
    await db
      .update(auditStream)
      .set({
        deliveredThrough: entry.id,
        deliveredTx: entry.txId,
        lastDeliveredAt: new Date(),
        failures: 0,
        failingSince: null,
        lastError: null,
      })
      .where(and(eq(auditStream.id, true), eq(auditStream.url, stream.url)));
  }
  // A removed stream goes once its endpoint has every entry of the transactions begun before the removal, all ended
  // (unless it was saved again meanwhile).
  if (removing !== null && !failure && entries.length < options.batchSize && settled >= removing) {
    await db
      .delete(auditStream)
      .where(and(eq(auditStream.id, true), eq(auditStream.url, stream.url), eq(auditStream.removeBeforeTx, removing)));
    return sent;
  }
  const failures = failure ? stream.failures + 1 : 0;
  await db
    .update(auditStream)
    .set({
      leaseUntil: null,
      ...(failure
        ? {
            failures,
            failingSince: stream.failingSince ?? now,
            lastError: failure,
            nextAttemptAt: new Date(Date.now() + retryDelayMs(failures, options.retry)),
          }
        : {}),
    })
    .where(and(eq(auditStream.id, true), eq(auditStream.url, stream.url)));
  return sent;
}

/** The stream's options from the environment: the Developers area's webhook timings and private-network rule. */
export function streamOptionsFromEnv(
  background: { webhooks: { timeoutMs: number; retry: { baseMs: number; capMs: number }; batchSize: number } },
  allowPrivateNetworks: boolean,
): StreamOptions {
  const { timeoutMs, retry, batchSize } = background.webhooks;
  return { allowPrivateNetworks, timeoutMs, retry, batchSize, leaseMs: timeoutMs * batchSize + 5_000 };
}
