import { createRoute, z } from '@hono/zod-openapi';
import { notFound } from '../http/errors';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonResponse } from '../http/route-spec';
import { getRequestLog, listRequestLogs, serializeRequestLog, serializeRequestLogDetail } from './queries';
import { RequestLogDetailSchema, RequestLogListEnvelope, RequestLogListQuery, requestLogIdParam } from './schemas';

const tags = ['Request log'];

const list = createRoute({
  method: 'get',
  path: '/request-logs/list',
  tags,
  summary: 'List API requests',
  description:
    'The last 30 days of your clients’ authenticated API requests, newest first. Written in batches about a second after each request, so the newest may not be listed yet.',
  ...extension,
  middleware: guard('read:request_logs'),
  request: { query: RequestLogListQuery },
  responses: { 200: jsonResponse(RequestLogListEnvelope, 'A page of requests'), ...errorResponses },
});

const get = createRoute({
  method: 'get',
  path: '/request-logs/{request_id}',
  tags,
  summary: 'Get an API request',
  description: 'One request with its bodies, secrets and personal data redacted.',
  ...extension,
  middleware: guard('read:request_logs'),
  request: { params: requestLogIdParam },
  responses: {
    200: jsonResponse(z.object({ request_log: RequestLogDetailSchema }).openapi('RequestLogEnvelope'), 'The request'),
    ...errorResponses,
  },
});

export function requestLogsRouter() {
  const router = newRouter();
  router.openapi(list, async (c) => {
    const { items, pageInfo } = await listRequestLogs(c.var.deps.db, c.var.auth.merchantId, c.req.valid('query'));
    return c.json({ request_logs: items.map(serializeRequestLog), page_info: pageInfo }, 200);
  });
  router.openapi(get, async (c) => {
    const { request_id } = c.req.valid('param');
    const row = await getRequestLog(c.var.deps.db, c.var.auth.merchantId, request_id);
    if (!row) throw notFound('request_log', request_id);
    return c.json({ request_log: serializeRequestLogDetail(row) }, 200);
  });
  return router;
}
