import { z } from '@hono/zod-openapi';
import { listQuery, PageInfoSchema } from '../http/list';
import { DeliverySchema, EVENT_TYPES, EventSchema } from '../events/schemas';
import { urlFormProblem } from './url-guard';

const SUBSCRIBABLE = ['*', ...EVENT_TYPES] as const;

const url = z
  .string()
  .max(2048, 'must be at most 2048 characters')
  .superRefine((value, ctx) => {
    const problem = urlFormProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { code: 'invalid_url' } });
  })
  .openapi({
    description:
      'Where events are POSTed: http(s); in production a public address (no private, loopback or link-local).',
    example: 'https://example.com/webhooks/merchant-console',
  });

const eventTypes = z
  .array(z.enum(SUBSCRIBABLE, { error: `must be * or one of ${EVENT_TYPES.join(', ')}` }))
  .min(1, 'must list at least one event type, or *')
  .max(SUBSCRIBABLE.length)
  .openapi({
    description: 'Event types to receive, or ["*"] for every type.',
    example: ['payment.succeeded', 'payment.failed'],
  });

const description = z
  .string()
  .max(500, 'must be at most 500 characters')
  .openapi({ description: 'What this endpoint is for.', example: 'Order system' });

export const CreateEndpointBody = z
  .object({ url, event_types: eventTypes.optional(), description: description.optional() })
  .strict()
  .openapi('CreateWebhookEndpoint');
export type CreateEndpointInput = z.infer<typeof CreateEndpointBody>;

export const UpdateEndpointBody = z
  .object({ url: url.optional(), event_types: eventTypes.optional(), description: description.nullable().optional() })
  .strict()
  .openapi('UpdateWebhookEndpoint');
export type UpdateEndpointInput = z.infer<typeof UpdateEndpointBody>;

export const EndpointSchema = z
  .object({
    uuid: z.string().openapi({ description: 'Endpoint id.', example: 'whe_0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f' }),
    url: z.string().openapi({ description: 'Where events are POSTed.', example: 'https://example.com/webhooks' }),
    description: z.string().nullable().openapi({ description: 'What it is for.', example: 'Order system' }),
    event_types: z.array(z.string()).openapi({ description: 'Subscribed event types, or ["*"].', example: ['*'] }),
    status: z
      .enum(['ENABLED', 'DISABLED'])
      .openapi({ description: 'DISABLED endpoints receive nothing.', example: 'ENABLED' }),
    disabled_reason: z.string().nullable().openapi({ description: 'Why it is disabled.', example: null }),
    previous_secret_expires_at: z
      .string()
      .nullable()
      .openapi({ description: 'After a rotation, until when the previous secret also signs.', example: null }),
    date_created_gmt: z.string().openapi({ description: 'Created (UTC).', example: '2026-11-24T10:15:00.000Z' }),
    date_updated_gmt: z.string().openapi({ description: 'Last changed (UTC).', example: '2026-11-24T10:15:00.000Z' }),
  })
  .openapi('WebhookEndpoint');

export const SecretSchema = z.string().openapi({
  description: 'The Standard Webhooks signing secret (`whsec_…`). Keep it on your server.',
  example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
});

export const EndpointEnvelope = z.object({ webhook_endpoint: EndpointSchema }).openapi('WebhookEndpointEnvelope');
export const EndpointWithSecretEnvelope = z
  .object({ webhook_endpoint: EndpointSchema, secret: SecretSchema })
  .openapi('WebhookEndpointWithSecret');
export const SecretEnvelope = z.object({ secret: SecretSchema }).openapi('WebhookSecret');
export const EndpointListQuery = listQuery({});
export const EndpointListEnvelope = z
  .object({
    webhook_endpoints: z.array(EndpointSchema).openapi({ description: 'This page, newest first.' }),
    page_info: PageInfoSchema,
  })
  .openapi('WebhookEndpointList');

export const DeliveryListQuery = listQuery({});
export const DeliveryListEnvelope = z
  .object({
    deliveries: z.array(DeliverySchema).openapi({ description: 'This page, newest first.' }),
    page_info: PageInfoSchema,
  })
  .openapi('WebhookDeliveryList');
export const DeliveryEnvelope = z.object({ delivery: DeliverySchema }).openapi('WebhookDeliveryEnvelope');
export const TestEventEnvelope = z.object({ event: EventSchema, delivery: DeliverySchema }).openapi('WebhookTestEvent');
export const ResendBody = z
  .object({
    endpoint_id: z.string().max(100).openapi({
      description: 'The endpoint to send the event to again.',
      example: 'whe_0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f',
    }),
  })
  .strict()
  .openapi('ResendEvent');
export const DeletedEnvelope = z
  .object({
    deleted: z.literal(true).openapi({ description: 'Always true.', example: true }),
    uuid: z
      .string()
      .openapi({ description: 'The deleted endpoint.', example: 'whe_0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f' }),
  })
  .openapi('WebhookEndpointDeleted');
export const endpointIdParam = z.object({
  uuid: z
    .string()
    .max(100)
    .openapi({
      description: 'Endpoint id.',
      example: 'whe_0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f',
      param: { name: 'uuid', in: 'path' },
    }),
});
