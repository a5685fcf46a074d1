import { z } from 'zod';

/** The Developers extensions (events, webhook endpoints, deliveries), read tolerantly: unknown fields pass. */

const text = z.string();
const nullableText = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const WebhookEventSchema = z.object({
  uuid: text,
  type: text,
  object_type: text.optional().default(''),
  object_id: text.optional().default(''),
  data: z.record(z.string(), z.unknown()).optional().default({}),
  date_created_gmt: text,
});
export type WebhookEvent = z.output<typeof WebhookEventSchema>;

export const WebhookAttemptSchema = z.object({
  attempted_at: text,
  response_status: z
    .number()
    .int()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  latency_ms: z.number().int().optional().default(0),
  response_excerpt: nullableText,
  error: nullableText,
});
export type WebhookAttempt = z.output<typeof WebhookAttemptSchema>;

export const WebhookDeliverySchema = z.object({
  uuid: text,
  endpoint_id: text,
  event_id: text,
  event_type: text.optional().default(''),
  status: text,
  attempt_count: z.number().int().optional().default(0),
  next_attempt_at: nullableText,
  date_created_gmt: text,
  attempts: z.array(WebhookAttemptSchema).optional().default([]),
});
export type WebhookDelivery = z.output<typeof WebhookDeliverySchema>;

export const WebhookEndpointSchema = z.object({
  uuid: text,
  url: text,
  description: nullableText,
  event_types: z.array(text).optional().default(['*']),
  status: text,
  disabled_reason: nullableText,
  previous_secret_expires_at: nullableText,
  date_created_gmt: text,
  date_updated_gmt: text.optional(),
});
export type WebhookEndpoint = z.output<typeof WebhookEndpointSchema>;

export const EventDetailSchema = z.object({
  event: WebhookEventSchema,
  deliveries: z.array(WebhookDeliverySchema).optional().default([]),
});
export type EventDetail = z.output<typeof EventDetailSchema>;

export const CreatedEndpointSchema = z.object({ webhook_endpoint: WebhookEndpointSchema, secret: text });
export type CreatedEndpoint = z.output<typeof CreatedEndpointSchema>;

export const ApiClientSchema = z.object({
  client_id: text,
  name: text,
  scopes: z.array(text).optional().default([]),
  status: text,
  created_by: nullableText,
  date_created_gmt: text,
  last_used_gmt: nullableText,
  previous_secret_expires_at: nullableText,
  revoked_at: nullableText,
});
export type ApiClient = z.output<typeof ApiClientSchema>;

export const ApiClientWithSecretSchema = z.object({ client: ApiClientSchema, client_secret: text });
export type ApiClientWithSecret = z.output<typeof ApiClientWithSecretSchema>;

/** One API request of the request log (extension); bodies only on the detail, already redacted by the API. */
export const RequestLogSchema = z.object({
  request_id: text,
  method: text,
  path: text,
  query: nullableText,
  status: z.number().int(),
  client_id: text,
  idempotency_key: nullableText,
  latency_ms: z.number().int().optional().default(0),
  date_created_gmt: text,
  request_body: nullableText,
  response_body: nullableText,
});
export type RequestLog = z.output<typeof RequestLogSchema>;
