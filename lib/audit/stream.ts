import { and, asc, count, eq, gt, isNull, lte, lt, max, or } from 'drizzle-orm';
import type { ConsoleDb } from '@/lib/db/types';
import { auditLog, auditStream, type AuditLogRow, type AuditStreamRow } from '@/lib/db/schema';
import { destinationProblem, newSigningSecret, retryDelayMs, sendSignedWebhook } from '@/lib/embedded-api';

/**
 * The audit trail streamed to a security team's endpoint (docs/audit.md): every new entry, oldest first, one signed
 * webhook each, with the Developers area's signing (Standard Webhooks), SSRF guard and retry schedule
 * (service/webhooks/send.ts, rules.ts). A cursor (`delivered_through`) holds the place: an entry is sent until the
 * endpoint accepts it, and the ones after it wait (order kept, a gap never skipped).
 */

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
 * Points the stream at `url` with a new signing secret (returned, to show once); entries already in the log are not
 * sent (the export holds the history): the cursor starts at the newest entry.
 */
export async function configureStream(db: ConsoleDb, url: string): Promise<string> {
  const secret = newSigningSecret();
  const [{ newest }] = await db.select({ newest: max(auditLog.id) }).from(auditLog);
  const values = {
    url,
    secret,
    enabled: true,
    deliveredThrough: newest ?? 0,
    failures: 0,
    failingSince: null,
    lastError: null,
    nextAttemptAt: new Date(),
    leaseUntil: null,
  };
  await db
    .insert(auditStream)
    .values({ id: true, ...values })
    .onConflictDoUpdate({ target: auditStream.id, set: values });
  return secret;
}

export async function removeStream(db: ConsoleDb): Promise<void> {
  await db.delete(auditStream).where(eq(auditStream.id, true));
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

export async function streamStatus(db: ConsoleDb): Promise<StreamStatus | null> {
  const [row] = await db.select().from(auditStream).where(eq(auditStream.id, true));
  if (!row) return null;
  const [{ n }] = await db.select({ n: count() }).from(auditLog).where(gt(auditLog.id, row.deliveredThrough));
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
  const entries = await db
    .select()
    .from(auditLog)
    .where(gt(auditLog.id, stream.deliveredThrough))
    .orderBy(asc(auditLog.id))
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
        lastDeliveredAt: new Date(),
        failures: 0,
        failingSince: null,
        lastError: null,
      })
      .where(and(eq(auditStream.id, true), eq(auditStream.url, stream.url)));
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
