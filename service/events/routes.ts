import { createRoute } from '@hono/zod-openapi';
import { notFound } from '../http/errors';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonResponse } from '../http/route-spec';
import { eventDeliveries, getEvent, listEvents, serializeEvent } from './queries';
import { EventListEnvelope, EventListQuery, eventIdParam, EventWithDeliveries } from './schemas';

const tags = ['Events'];

const list = createRoute({
  method: 'get',
  path: '/events/list',
  tags,
  summary: 'List events',
  description:
    'Every state change of your payments, payouts, transfers, deposits, accounts, links and recurring plans, newest first. Written in the same database transaction as the change (an outbox).',
  ...extension,
  middleware: guard('read:events'),
  request: { query: EventListQuery },
  responses: { 200: jsonResponse(EventListEnvelope, 'A page of events'), ...errorResponses },
});

const get = createRoute({
  method: 'get',
  path: '/events/{uuid}',
  tags,
  summary: 'Get an event',
  description: 'The event, its payload and its webhook deliveries (each with its attempts).',
  ...extension,
  middleware: guard('read:events'),
  request: { params: eventIdParam },
  responses: { 200: jsonResponse(EventWithDeliveries, 'The event and its deliveries'), ...errorResponses },
});

export function eventsRouter() {
  const router = newRouter();
  router.openapi(list, async (c) => {
    const { items, pageInfo } = await listEvents(c.var.deps.db, c.var.auth.merchantId, c.req.valid('query'));
    return c.json({ events: items.map(serializeEvent), page_info: pageInfo }, 200);
  });
  router.openapi(get, async (c) => {
    const { db } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const row = await getEvent(db, c.var.auth.merchantId, uuid);
    if (!row) throw notFound('event', uuid);
    return c.json(
      { event: serializeEvent(row), deliveries: await eventDeliveries(db, c.var.auth.merchantId, uuid) },
      200,
    );
  });
  return router;
}
