import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { newId } from '../lib/ids';
import { invalidField, notFound } from '../lib/problems';
import { after, allOf, newestFirst, paginate } from '../db/pages';
import { deliveriesJson, type DeliveryRow, type EventRow } from '../events/queries';
import { newSigningSecret } from './sign';
import { destinationProblem } from './url-guard';
import type { CreateEndpointInput, UpdateEndpointInput } from './schemas';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** A rotated-out secret keeps signing for this long, so receivers can switch without losing events. */
export const ROTATION_GRACE_MS = 24 * 3600 * 1000;

export function serializeEndpoint(row: EndpointRow) {
  return {
    uuid: row.id,
    url: row.url,
    description: row.description,
    event_types: row.eventTypes,
    status: row.status as 'ENABLED' | 'DISABLED',
    disabled_reason: row.disabledReason,
    previous_secret_expires_at: row.previousSecretExpiresAt?.toISOString() ?? null,
    date_created_gmt: row.dateCreated.toISOString(),
    date_updated_gmt: row.dateUpdated.toISOString(),
  };
}

async function checkDestination(url: string, allowPrivate: boolean): Promise<void> {
  const problem = await destinationProblem(url, allowPrivate);
  if (problem) throw invalidField('url', 'forbidden_destination', `'url' ${problem}.`);
}

export async function createEndpoint(
  db: DbOrTx,
  merchantId: string,
  input: CreateEndpointInput,
  options: { now: Date; allowPrivate: boolean },
): Promise<EndpointRow> {
  await checkDestination(input.url, options.allowPrivate);
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      id: newId('whe'),
      merchantId,
      url: input.url,
      description: input.description ?? null,
      eventTypes: input.event_types ?? ['*'],
      secret: newSigningSecret(),
      dateCreated: options.now,
      dateUpdated: options.now,
    })
    .returning();
  return row;
}

export async function getEndpoint(db: DbOrTx, merchantId: string, id: string): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.merchantId, merchantId), eq(webhookEndpoints.id, id)));
  if (!row) throw notFound('webhook endpoint', id);
  return row;
}

export function listEndpoints(db: DbOrTx, merchantId: string, params: { page?: number; page_size?: number }) {
  return paginate(params, (limit, offset, key) =>
    db
      .select()
      .from(webhookEndpoints)
      .where(
        allOf([
          eq(webhookEndpoints.merchantId, merchantId),
          after(webhookEndpoints.dateCreated, webhookEndpoints.id, key),
        ]),
      )
      .orderBy(...newestFirst(webhookEndpoints.dateCreated, webhookEndpoints.id))
      .limit(limit)
      .offset(offset),
  );
}

async function change(
  db: DbOrTx,
  merchantId: string,
  id: string,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.merchantId, merchantId), eq(webhookEndpoints.id, id)))
    .returning();
  if (!row) throw notFound('webhook endpoint', id);
  return row;
}

export async function updateEndpoint(
  db: DbOrTx,
  merchantId: string,
  id: string,
  input: UpdateEndpointInput,
  options: { now: Date; allowPrivate: boolean },
): Promise<EndpointRow> {
  if (input.url !== undefined) await checkDestination(input.url, options.allowPrivate);
  return change(db, merchantId, id, {
    ...(input.url !== undefined && { url: input.url }),
    ...(input.event_types !== undefined && { eventTypes: input.event_types }),
    ...(input.description !== undefined && { description: input.description }),
    dateUpdated: options.now,
  });
}

export function setEndpointStatus(
  db: DbOrTx,
  merchantId: string,
  id: string,
  enabled: boolean,
  now: Date,
): Promise<EndpointRow> {
  return change(
    db,
    merchantId,
    id,
    enabled
      ? { status: 'ENABLED', disabledReason: null, failingSince: null, dateUpdated: now }
      : { status: 'DISABLED', disabledReason: 'Disabled by the merchant.', dateUpdated: now },
  );
}

/** A new secret; the current one keeps signing (as a second signature) for ROTATION_GRACE_MS. */
export async function rotateSecret(db: DbOrTx, merchantId: string, id: string, now: Date): Promise<EndpointRow> {
  const current = await getEndpoint(db, merchantId, id);
  return change(db, merchantId, id, {
    secret: newSigningSecret(),
    previousSecret: current.secret,
    previousSecretExpiresAt: new Date(now.getTime() + ROTATION_GRACE_MS),
    dateUpdated: now,
  });
}

export async function deleteEndpoint(db: DbOrTx, merchantId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.merchantId, merchantId), eq(webhookEndpoints.id, id)))
      .returning();
    if (!row) throw notFound('webhook endpoint', id);
    await tx.delete(webhookAttempts).where(eq(webhookAttempts.endpointId, id));
    await tx.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
  });
}

/** A delivery of `event` to `endpoint`, due now (a resend, a test event). */
export async function queueDelivery(
  db: DbOrTx,
  event: EventRow,
  endpoint: EndpointRow,
  now: Date,
): Promise<DeliveryRow> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      id: newId('whd'),
      merchantId: endpoint.merchantId,
      endpointId: endpoint.id,
      eventId: event.id,
      eventSeq: event.seq,
      objectId: event.objectId,
      nextAttemptAt: now,
      dateCreated: now,
    })
    .returning();
  return row;
}

export async function listEndpointDeliveries(
  db: DbOrTx,
  merchantId: string,
  endpointId: string,
  params: { page?: number; page_size?: number },
) {
  await getEndpoint(db, merchantId, endpointId);
  const page = await paginate(params, (limit, offset, key) =>
    db
      .select()
      .from(webhookDeliveries)
      .where(
        allOf([
          eq(webhookDeliveries.merchantId, merchantId),
          eq(webhookDeliveries.endpointId, endpointId),
          after(webhookDeliveries.dateCreated, webhookDeliveries.id, key),
        ]),
      )
      .orderBy(...newestFirst(webhookDeliveries.dateCreated, webhookDeliveries.id))
      .limit(limit)
      .offset(offset),
  );
  return { items: await deliveriesJson(db, page.items), pageInfo: page.pageInfo };
}
