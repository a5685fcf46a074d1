import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { events } from '../db/schema';
import { newId } from '../lib/ids';
import { after, allOf, dateRange, newestFirst, paginate } from '../http/list';
import type { EventListParams } from './schemas';

export type EventRow = typeof events.$inferSelect;

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
