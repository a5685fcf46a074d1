import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { events, webhookAttempts, webhookDeliveries } from '../db/schema';
import { readTogether } from '../db/parallel';
import { newId } from '../lib/ids';
import { after, allOf, dateRange, newestFirst, paginate } from '../db/pages';
import type { EventListParams } from './schemas';

export type EventRow = typeof events.$inferSelect;
/** An event's delivery to one webhook endpoint (the webhooks queue and send them: service/webhooks/). */
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type AttemptRow = typeof webhookAttempts.$inferSelect;

const ATTEMPTS_SHOWN = 20;

export function serializeEvent(row: EventRow) {
  return {
    uuid: row.id,
    type: row.type,
    object_type: row.objectType,
    object_id: row.objectId,
    data: row.data,
    date_created_gmt: row.dateCreated.toISOString(),
  };
}

export function listEvents(db: DbOrTx, merchantId: string, params: EventListParams) {
  const where = [
    eq(events.merchantId, merchantId),
    params.type ? eq(events.type, params.type) : undefined,
    params.object_id ? eq(events.objectId, params.object_id) : undefined,
    ...dateRange(events.dateCreated, params.date_from, params.date_to),
  ];
  return paginate(params, (limit, offset, key) =>
    db
      .select()
      .from(events)
      .where(allOf([...where, after(events.dateCreated, events.id, key)]))
      .orderBy(...newestFirst(events.dateCreated, events.id))
      .limit(limit)
      .offset(offset),
  );
}

export async function getEvent(db: DbOrTx, merchantId: string, id: string): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.merchantId, merchantId), eq(events.id, id)));
  return row;
}

/** An event the service itself raises (not a row change): written like the triggers' ones, in the caller's transaction. */
export async function insertEvent(
  db: DbOrTx,
  input: {
    merchantId: string;
    type: string;
    objectType: string;
    objectId: string;
    data: Record<string, unknown>;
    now: Date;
    dispatched?: boolean;
  },
): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values({
      id: newId('evt'),
      merchantId: input.merchantId,
      type: input.type,
      objectType: input.objectType,
      objectId: input.objectId,
      data: input.data,
      dispatched: input.dispatched ?? false,
      dateCreated: input.now,
    })
    .returning();
  return row;
}

export function serializeDelivery(row: DeliveryRow & { eventType: string }, attempts: AttemptRow[]) {
  return {
    uuid: row.id,
    endpoint_id: row.endpointId,
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status as 'PENDING' | 'SUCCEEDED' | 'FAILED',
    attempt_count: row.attempts,
    next_attempt_at: row.status === 'PENDING' ? row.nextAttemptAt.toISOString() : null,
    date_created_gmt: row.dateCreated.toISOString(),
    attempts: attempts.map((a) => ({
      attempted_at: a.attemptedAt.toISOString(),
      response_status: a.responseStatus,
      latency_ms: a.latencyMs,
      response_excerpt: a.responseExcerpt,
      error: a.error,
    })),
  };
}

/** Deliveries with their event type and last attempts, in two queries. */
export async function deliveriesJson(db: DbOrTx, rows: DeliveryRow[]) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [types, attempts] = await readTogether(db, [
    () =>
      db
        .select({ id: events.id, type: events.type })
        .from(events)
        .where(inArray(events.id, [...new Set(rows.map((r) => r.eventId))])),
    () => db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ids)).orderBy(webhookAttempts.id),
  ]);
  const typeOf = new Map(types.map((t) => [t.id, t.type]));
  const byDelivery = new Map<string, AttemptRow[]>();
  for (const a of attempts) byDelivery.set(a.deliveryId, [...(byDelivery.get(a.deliveryId) ?? []), a]);
  return rows.map((r) =>
    serializeDelivery(
      { ...r, eventType: typeOf.get(r.eventId) ?? '' },
      (byDelivery.get(r.id) ?? []).slice(-ATTEMPTS_SHOWN),
    ),
  );
}

export async function eventDeliveries(db: DbOrTx, merchantId: string, eventId: string) {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.merchantId, merchantId), eq(webhookDeliveries.eventId, eventId)))
    .orderBy(desc(webhookDeliveries.dateCreated), desc(webhookDeliveries.id))
    .limit(100);
  return deliveriesJson(db, rows);
}
