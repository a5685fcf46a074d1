import { and, eq, inArray, lt, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { events, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import type { Clock } from '../lib/clock';
import { newId } from '../lib/ids';
import { insertEvent, type DeliveryRow, type EventRow } from '../events/queries';
import { serializeEndpoint, type EndpointRow } from './queries';
import { retryDelayMs, subscribes, type RetryPolicy } from './rules';
import { sendSignedWebhook, type Outcome } from './send';
import type { Resolver } from './url-guard';

export interface WebhookOptions {
  /** Events fanned out, and deliveries sent, per tick. */
  batchSize: number;
  /** An attempt without an answer by then has failed. */
  timeoutMs: number;
  retry: RetryPolicy;
  /** A delivery still failing this long after it was created is given up (FAILED). */
  giveUpMs: number;
  /** An endpoint whose attempts have all failed for this long is disabled (with a webhook_endpoint.disabled event). */
  disableAfterMs: number;
  /** Loopback and private addresses allowed (demo mode, tests). */
  allowPrivateNetworks: boolean;
  /** How host names resolve (the system's DNS; tests answer like a rebinding server). */
  resolve?: Resolver;
}

export const DEFAULT_WEBHOOK_OPTIONS: Omit<WebhookOptions, 'allowPrivateNetworks'> = {
  batchSize: 50,
  timeoutMs: 10_000,
  retry: { baseMs: 5_000, capMs: 10 * 3600_000 },
  giveUpMs: 3 * 86_400_000,
  disableAfterMs: 3 * 86_400_000,
};

/**
 * Events not yet dispatched become one PENDING delivery per enabled endpoint of their merchant that
 * subscribes to their type. Claimed with SKIP LOCKED, so several processes fan each event out once.
 */
export async function fanOut(db: Db, now: Date, batchSize: number): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .select()
      .from(events)
      .where(eq(events.dispatched, false))
      .orderBy(events.seq)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (!claimed.length) return 0;
    const endpoints = await tx
      .select({
        id: webhookEndpoints.id,
        merchantId: webhookEndpoints.merchantId,
        eventTypes: webhookEndpoints.eventTypes,
      })
      .from(webhookEndpoints)
      .where(
        and(
          inArray(webhookEndpoints.merchantId, [...new Set(claimed.map((e) => e.merchantId))]),
          eq(webhookEndpoints.status, 'ENABLED'),
        ),
      );
    const deliveries = claimed.flatMap((event) =>
      endpoints
        .filter((w) => w.merchantId === event.merchantId && subscribes(w.eventTypes, event.type))
        .map((w) => ({
          id: newId('whd'),
          merchantId: event.merchantId,
          endpointId: w.id,
          eventId: event.id,
          eventSeq: event.seq,
          objectId: event.objectId,
          nextAttemptAt: now,
          dateCreated: now,
        })),
    );
    if (deliveries.length) await tx.insert(webhookDeliveries).values(deliveries);
    await tx
      .update(events)
      .set({ dispatched: true })
      .where(
        inArray(
          events.id,
          claimed.map((e) => e.id),
        ),
      );
    return claimed.length;
  });
}

const earlier = alias(webhookDeliveries, 'earlier');

/**
 * Deliveries due now, claimed: SKIP LOCKED so no two processes take one, then leased (next_attempt_at moved
 * past the attempt's timeout) and counted, in one short transaction, so the HTTP call holds no lock. A
 * delivery waits while an earlier event of the same object to the same endpoint is still pending: events of
 * one object arrive in order.
 */
async function claimDue(db: Db, now: Date, options: WebhookOptions): Promise<DeliveryRow[]> {
  const lease = new Date(now.getTime() + options.timeoutMs + 30_000);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.status, 'PENDING'),
          lte(webhookDeliveries.nextAttemptAt, now),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(earlier)
              .where(
                and(
                  eq(earlier.endpointId, webhookDeliveries.endpointId),
                  eq(earlier.objectId, webhookDeliveries.objectId),
                  eq(earlier.status, 'PENDING'),
                  lt(earlier.eventSeq, webhookDeliveries.eventSeq),
                ),
              ),
          ),
        ),
      )
      .orderBy(webhookDeliveries.nextAttemptAt, webhookDeliveries.eventSeq)
      .limit(options.batchSize)
      .for('update', { skipLocked: true });
    if (!rows.length) return [];
    await tx
      .update(webhookDeliveries)
      .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: lease, lastAttemptAt: now })
      .where(
        inArray(
          webhookDeliveries.id,
          rows.map((r) => r.id),
        ),
      );
    return rows.map((r) => ({ ...r, attempts: r.attempts + 1 }));
  });
}

/** The body POSTed for an event (Standard Webhooks: type, timestamp, data; plus the event id). */
export function webhookBody(event: EventRow): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    timestamp: event.dateCreated.toISOString(),
    data: event.data,
  });
}

async function attempt(event: EventRow, endpoint: EndpointRow, now: Date, options: WebhookOptions): Promise<Outcome> {
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now)
    secrets.push(endpoint.previousSecret);
  return sendSignedWebhook({ url: endpoint.url, id: event.id, body: webhookBody(event), secrets }, options);
}

/** Writes an attempt's outcome: the log row, the delivery's next state and the endpoint's failure run. */
async function record(
  db: Db,
  delivery: DeliveryRow,
  endpoint: EndpointRow,
  outcome: Outcome,
  now: Date,
  options: WebhookOptions,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      endpointId: endpoint.id,
      eventId: delivery.eventId,
      attemptedAt: now,
      responseStatus: outcome.status,
      latencyMs: outcome.latencyMs,
      responseExcerpt: outcome.excerpt,
      error: outcome.error,
    });
    if (outcome.ok) {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'SUCCEEDED', lastResponseStatus: outcome.status })
        .where(eq(webhookDeliveries.id, delivery.id));
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
      return;
    }
    const givenUp = now.getTime() - delivery.dateCreated.getTime() >= options.giveUpMs;
    await tx
      .update(webhookDeliveries)
      .set({
        status: givenUp ? 'FAILED' : 'PENDING',
        lastResponseStatus: outcome.status,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(delivery.attempts, options.retry)),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    const failingSince = endpoint.failingSince ?? now;
    if (now.getTime() - failingSince.getTime() < options.disableAfterMs) {
      if (!endpoint.failingSince)
        await tx.update(webhookEndpoints).set({ failingSince: now }).where(eq(webhookEndpoints.id, endpoint.id));
      return;
    }
    const reason = `Disabled automatically: every attempt failed since ${failingSince.toISOString()}.`;
    const [disabled] = await tx
      .update(webhookEndpoints)
      .set({ status: 'DISABLED', disabledReason: reason, dateUpdated: now })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.status, 'ENABLED')))
      .returning();
    // The audit entry: an event any other endpoint of the merchant (and the events page) sees.
    if (disabled)
      await insertEvent(tx, {
        merchantId: endpoint.merchantId,
        type: 'webhook_endpoint.disabled',
        objectType: 'webhook_endpoint',
        objectId: endpoint.id,
        data: { object: serializeEndpoint(disabled), reason },
        now,
      });
  });
}

/** Sends the deliveries due now; returns how many were attempted. */
export async function deliverDue(db: Db, clock: Clock, options: WebhookOptions): Promise<number> {
  const now = clock.now();
  const claimed = await claimDue(db, now, options);
  if (!claimed.length) return 0;
  const [eventRows, endpointRows] = await Promise.all([
    db
      .select()
      .from(events)
      .where(inArray(events.id, [...new Set(claimed.map((d) => d.eventId))])),
    db
      .select()
      .from(webhookEndpoints)
      .where(inArray(webhookEndpoints.id, [...new Set(claimed.map((d) => d.endpointId))])),
  ]);
  const eventOf = new Map(eventRows.map((e) => [e.id, e]));
  const endpointOf = new Map(endpointRows.map((e) => [e.id, e]));
  await Promise.all(
    claimed.map(async (delivery) => {
      const event = eventOf.get(delivery.eventId);
      const endpoint = endpointOf.get(delivery.endpointId);
      if (!event || !endpoint || endpoint.status !== 'ENABLED') {
        await db.update(webhookDeliveries).set({ status: 'FAILED' }).where(eq(webhookDeliveries.id, delivery.id));
        return;
      }
      await record(db, delivery, endpoint, await attempt(event, endpoint, now, options), now, options);
    }),
  );
  return claimed.length;
}

/** One tick of the webhook loop: fan out new events, send what is due. */
export async function runWebhooks(db: Db, clock: Clock, options: WebhookOptions): Promise<{ more: boolean }> {
  const fanned = await fanOut(db, clock.now(), options.batchSize);
  const sent = await deliverDue(db, clock, options);
  return { more: fanned === options.batchSize || sent === options.batchSize };
}
