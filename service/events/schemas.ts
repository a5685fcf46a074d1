import { z } from '@hono/zod-openapi';
import { filter, listQuery, PageInfoSchema } from '../http/list';

/** Every event type the service emits (docs/developers.md); a webhook endpoint subscribes to some or `*`. */
export const EVENT_TYPES = [
  'payment.created',
  'payment.processing',
  'payment.succeeded',
  'payment.failed',
  'payment.refunded',
  'payment.disputed',
  'payment.refund_refused',
  'payout.created',
  'payout.processing',
  'payout.succeeded',
  'payout.failed',
  'transfer.created',
  'transfer.processing',
  'transfer.succeeded',
  'transfer.failed',
  'deposit.created',
  'account.connected',
  'account.disconnected',
  'account.verification_pending',
  'connect_link.opened',
  'connect_link.completed',
  'checkout_link.paid',
  'recurring_plan.paused',
  'recurring_plan.activated',
  'recurring_plan.cycle_created',
  'case.opened',
  'case.under_review',
  'case.won',
  'case.lost',
  'case.accepted',
  'webhook_endpoint.disabled',
  'webhook_endpoint.test',
] as const;

export const EventSchema = z
  .object({
    uuid: z.string().openapi({
      description: 'Event id; also the `webhook-id` header of its deliveries.',
      example: 'evt_2b1c9f0e-5d4a-4b3c-9e8f-7a6b5c4d3e2f',
    }),
    type: z.string().openapi({ description: 'What happened.', example: 'payment.succeeded' }),
    object_type: z.string().openapi({ description: 'The kind of object it happened to.', example: 'transaction' }),
    object_id: z.string().openapi({
      description: 'The object’s id (for payment.refunded, the payment’s).',
      example: 'trx_9d2f5a1e-7c3b-4d8e-a1f0-6b5c4d3e2f1a',
    }),
    data: z.record(z.string(), z.unknown()).openapi({
      description: '`object`: a snapshot of the object as the change left it (read the object for every field).',
      example: { object: { uuid: 'trx_9d2f5a1e-7c3b-4d8e-a1f0-6b5c4d3e2f1a', status: 'SUCCESSFUL' } },
    }),
    date_created_gmt: z
      .string()
      .openapi({ description: 'When the change happened (UTC).', example: '2026-11-24T10:15:00.000Z' }),
  })
  .openapi('Event');

export const EventListQuery = listQuery({
  type: filter.text('Exact event type, e.g. payment.succeeded.', 'payment.succeeded'),
  object_id: filter.text(
    'Events of one object (a transaction, account, link or plan id).',
    'trx_9d2f5a1e-7c3b-4d8e-a1f0-6b5c4d3e2f1a',
  ),
  date_from: filter.date('Created on or after (YYYY-MM-DD or a date-time).'),
  date_to: filter.date('Created on or before (a bare date covers that whole day).'),
});
export type EventListParams = z.infer<typeof EventListQuery>;

export const EventListEnvelope = z
  .object({
    events: z.array(EventSchema).openapi({ description: 'This page of events, newest first.' }),
    page_info: PageInfoSchema,
  })
  .openapi('EventList');

export const eventIdParam = z.object({
  uuid: z
    .string()
    .max(100)
    .openapi({
      description: 'Event id.',
      example: 'evt_2b1c9f0e-5d4a-4b3c-9e8f-7a6b5c4d3e2f',
      param: { name: 'uuid', in: 'path' },
    }),
});

export const AttemptSchema = z
  .object({
    attempted_at: z.string().openapi({ description: 'When it was sent (UTC).', example: '2026-11-24T10:15:00.000Z' }),
    response_status: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'HTTP status answered; null when none (timeout, refused).', example: 200 }),
    latency_ms: z.number().int().openapi({ description: 'Milliseconds until the answer or the failure.', example: 84 }),
    response_excerpt: z
      .string()
      .nullable()
      .openapi({ description: 'The first 500 characters of the answer.', example: 'ok' }),
    error: z
      .string()
      .nullable()
      .openapi({ description: 'Why no answer came (timeout, connection refused, blocked address).', example: null }),
  })
  .openapi('WebhookAttempt');

export const DeliverySchema = z
  .object({
    uuid: z.string().openapi({ description: 'Delivery id.', example: 'whd_7e6f5a4b-3c2d-4e1f-9a8b-7c6d5e4f3a2b' }),
    endpoint_id: z
      .string()
      .openapi({ description: 'The endpoint.', example: 'whe_0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f' }),
    event_id: z.string().openapi({ description: 'The event.', example: 'evt_2b1c9f0e-5d4a-4b3c-9e8f-7a6b5c4d3e2f' }),
    event_type: z.string().openapi({ description: 'The event’s type.', example: 'payment.succeeded' }),
    status: z.enum(['PENDING', 'SUCCEEDED', 'FAILED']).openapi({
      description: 'PENDING until a 2xx answer (SUCCEEDED) or 3 days of failures (FAILED).',
      example: 'SUCCEEDED',
    }),
    attempt_count: z.number().int().openapi({ description: 'Attempts made.', example: 1 }),
    next_attempt_at: z
      .string()
      .nullable()
      .openapi({ description: 'When the next attempt is due (PENDING only).', example: null }),
    date_created_gmt: z.string().openapi({ description: 'Created (UTC).', example: '2026-11-24T10:15:00.000Z' }),
    attempts: z.array(AttemptSchema).openapi({ description: 'The last 20 attempts, oldest first.' }),
  })
  .openapi('WebhookDelivery');
export const EventWithDeliveries = z
  .object({
    event: EventSchema,
    deliveries: z.array(DeliverySchema).openapi({ description: 'Its deliveries, newest first.' }),
  })
  .openapi('EventDetail');
