import { z } from '@hono/zod-openapi';
import { filter, listQuery, PageInfoSchema } from '../http/list';

const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;

export const RequestLogSchema = z
  .object({
    request_id: z.string().openapi({
      description: 'The request’s `Request-Id` (the log entry’s id).',
      example: 'req_9f0c1d2e3b4a59687a6b5c4d',
    }),
    method: z.string().openapi({ description: 'HTTP method.', example: 'POST' }),
    path: z.string().openapi({ description: 'Path under /api/v1.', example: '/payments/create' }),
    query: z.string().nullable().openapi({
      description: 'The query string; values of parameters that may be personal data are [REDACTED].',
      example: 'page_size=25&status=FAILED',
    }),
    status: z.number().int().openapi({ description: 'HTTP status of the answer.', example: 201 }),
    client_id: z.string().openapi({ description: 'The API client that sent it.', example: 'cli_3f2e1d0c9b8a' }),
    idempotency_key: z
      .string()
      .nullable()
      .openapi({ description: 'The Idempotency-Key header, if sent.', example: 'order-1042' }),
    latency_ms: z.number().int().openapi({ description: 'Time in the service, milliseconds.', example: 12 }),
    date_created_gmt: z
      .string()
      .openapi({ description: 'When the request arrived (UTC).', example: '2026-11-24T10:15:00.000Z' }),
  })
  .openapi('RequestLog');

export const RequestLogDetailSchema = RequestLogSchema.extend({
  request_body: z.string().nullable().openapi({
    description: 'The JSON body sent (writes only), secrets and personal data [REDACTED], cut to 8 KB.',
    example: '{"amount":1000,"first_name":"[REDACTED]"}',
  }),
  response_body: z.string().nullable().openapi({
    description: 'The JSON answer (writes and errors only), redacted and cut likewise.',
    example: '{"payment":{"uuid":"trx_9d2f5a1e-7c3b-4d8e-a1f0-6b5c4d3e2f1a"}}',
  }),
}).openapi('RequestLogDetail');

export const RequestLogListQuery = listQuery({
  status_class: filter.oneOf(STATUS_CLASSES, 'Answers of one class: 2xx, 3xx, 4xx or 5xx.'),
  path: filter.text('Exact path under /api/v1, e.g. /payments/create.', '/payments/create'),
  client_id: filter.text('Requests of one API client.', 'cli_3f2e1d0c9b8a'),
  request_id: filter.text('One request by its Request-Id.', 'req_9f0c1d2e3b4a59687a6b5c4d'),
  date_from: filter.date('Sent on or after (YYYY-MM-DD or a date-time).'),
  date_to: filter.date('Sent on or before (a bare date covers that whole day).'),
});
export type RequestLogListParams = z.infer<typeof RequestLogListQuery>;

export const RequestLogListEnvelope = z
  .object({
    request_logs: z.array(RequestLogSchema).openapi({ description: 'This page of requests, newest first.' }),
    page_info: PageInfoSchema,
  })
  .openapi('RequestLogList');

export const requestLogIdParam = z.object({
  request_id: z
    .string()
    .max(100)
    .openapi({
      description: 'The request’s Request-Id.',
      example: 'req_9f0c1d2e3b4a59687a6b5c4d',
      param: { name: 'request_id', in: 'path' },
    }),
});
