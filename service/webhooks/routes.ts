import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { notFound } from '../http/errors';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonBody, jsonResponse } from '../http/route-spec';
import { deliveriesJson, getEvent, insertEvent, serializeEvent } from '../events/queries';
import { eventIdParam } from '../events/schemas';
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listEndpointDeliveries,
  listEndpoints,
  queueDelivery,
  rotateSecret,
  serializeEndpoint,
  setEndpointStatus,
  updateEndpoint,
} from './queries';
import {
  CreateEndpointBody,
  DeletedEnvelope,
  DeliveryEnvelope,
  DeliveryListEnvelope,
  DeliveryListQuery,
  EndpointEnvelope,
  EndpointListEnvelope,
  EndpointListQuery,
  EndpointWithSecretEnvelope,
  ResendBody,
  SecretEnvelope,
  TestEventEnvelope,
  UpdateEndpointBody,
  endpointIdParam,
} from './schemas';

const tags = ['Webhooks'];
const SCOPE = 'write:webhooks';

/** Every webhook route: an extension, scoped to write:webhooks (an endpoint's configuration carries its secret). */
const route = <R extends Omit<RouteConfig, 'tags' | 'middleware'>>(config: R, options: { idempotent?: boolean } = {}) =>
  createRoute({ ...config, tags, ...extension, middleware: guard(SCOPE, options) });

const create = route(
  {
    method: 'post',
    path: '/webhook-endpoints/create',
    summary: 'Create a webhook endpoint',
    description:
      'Events of the listed types (or `*`) are POSTed to `url`, signed per Standard Webhooks with the `secret` answered here (shown again only through the secret endpoint).',
    request: { body: jsonBody(CreateEndpointBody) },
    responses: {
      201: jsonResponse(EndpointWithSecretEnvelope, 'The endpoint and its signing secret'),
      ...errorResponses,
    },
  },
  { idempotent: true },
);

const list = route({
  method: 'get',
  path: '/webhook-endpoints/list',
  summary: 'List webhook endpoints',
  request: { query: EndpointListQuery },
  responses: { 200: jsonResponse(EndpointListEnvelope, 'A page of endpoints'), ...errorResponses },
});

const get = route({
  method: 'get',
  path: '/webhook-endpoints/{uuid}',
  summary: 'Get a webhook endpoint',
  request: { params: endpointIdParam },
  responses: { 200: jsonResponse(EndpointEnvelope, 'The endpoint'), ...errorResponses },
});

const update = route({
  method: 'put',
  path: '/webhook-endpoints/{uuid}/update',
  summary: 'Change a webhook endpoint',
  description: 'Changes the fields sent; the others stay.',
  request: { params: endpointIdParam, body: jsonBody(UpdateEndpointBody) },
  responses: { 200: jsonResponse(EndpointEnvelope, 'The endpoint, changed'), ...errorResponses },
});

const disable = route({
  method: 'put',
  path: '/webhook-endpoints/{uuid}/disable',
  summary: 'Disable a webhook endpoint',
  description:
    'Nothing is sent to it until it is enabled again; deliveries still pending are dropped (resend them from the event).',
  request: { params: endpointIdParam },
  responses: { 200: jsonResponse(EndpointEnvelope, 'The endpoint, DISABLED'), ...errorResponses },
});

const enable = route({
  method: 'put',
  path: '/webhook-endpoints/{uuid}/enable',
  summary: 'Enable a webhook endpoint',
  request: { params: endpointIdParam },
  responses: { 200: jsonResponse(EndpointEnvelope, 'The endpoint, ENABLED'), ...errorResponses },
});

const remove = route({
  method: 'delete',
  path: '/webhook-endpoints/{uuid}',
  summary: 'Delete a webhook endpoint',
  description: 'The endpoint, its deliveries and their log are deleted.',
  request: { params: endpointIdParam },
  responses: { 200: jsonResponse(DeletedEnvelope, 'Deleted'), ...errorResponses },
});

const rotate = route({
  method: 'post',
  path: '/webhook-endpoints/{uuid}/rotate-secret',
  summary: 'Rotate a webhook endpoint’s signing secret',
  description:
    'Answers the new secret. For 24 hours every message carries two signatures, one with each secret, so receivers switch at their pace.',
  request: { params: endpointIdParam },
  responses: { 200: jsonResponse(EndpointWithSecretEnvelope, 'The endpoint and its new secret'), ...errorResponses },
});

const secret = route({
  method: 'get',
  path: '/webhook-endpoints/{uuid}/secret',
  summary: 'Reveal a webhook endpoint’s signing secret',
  request: { params: endpointIdParam },
  responses: { 200: jsonResponse(SecretEnvelope, 'The current secret'), ...errorResponses },
});

const deliveries = route({
  method: 'get',
  path: '/webhook-endpoints/{uuid}/deliveries',
  summary: 'An endpoint’s delivery log',
  description: 'Its deliveries, newest first, each with its attempts (time, status, latency, response excerpt).',
  request: { params: endpointIdParam, query: DeliveryListQuery },
  responses: { 200: jsonResponse(DeliveryListEnvelope, 'A page of deliveries'), ...errorResponses },
});

const test = route({
  method: 'post',
  path: '/webhook-endpoints/{uuid}/test',
  summary: 'Send a test event',
  description:
    'A `webhook_endpoint.test` event, sent to this endpoint only, at once (the delivery log shows the outcome).',
  request: { params: endpointIdParam },
  responses: { 201: jsonResponse(TestEventEnvelope, 'The test event and its delivery'), ...errorResponses },
});

const resend = route({
  method: 'post',
  path: '/events/{uuid}/resend',
  summary: 'Send an event again',
  description:
    'A new delivery of the event to the endpoint, due now, with the same `webhook-id` (receivers deduplicate on it).',
  request: { params: eventIdParam, body: jsonBody(ResendBody) },
  responses: { 201: jsonResponse(DeliveryEnvelope, 'The new delivery'), ...errorResponses },
});

export function webhooksRouter() {
  const router = newRouter();
  const allowPrivate = (c: { var: { deps: { config: { webhookAllowPrivateNetworks: boolean } } } }) =>
    c.var.deps.config.webhookAllowPrivateNetworks;

  router.openapi(create, async (c) => {
    const { db, clock } = c.var.deps;
    const row = await createEndpoint(db, c.var.auth.merchantId, c.req.valid('json'), {
      now: clock.now(),
      allowPrivate: allowPrivate(c),
    });
    return c.json({ webhook_endpoint: serializeEndpoint(row), secret: row.secret }, 201);
  });
  router.openapi(list, async (c) => {
    const { items, pageInfo } = await listEndpoints(c.var.deps.db, c.var.auth.merchantId, c.req.valid('query'));
    return c.json({ webhook_endpoints: items.map(serializeEndpoint), page_info: pageInfo }, 200);
  });
  router.openapi(get, async (c) => {
    const row = await getEndpoint(c.var.deps.db, c.var.auth.merchantId, c.req.valid('param').uuid);
    return c.json({ webhook_endpoint: serializeEndpoint(row) }, 200);
  });
  router.openapi(update, async (c) => {
    const { db, clock } = c.var.deps;
    const row = await updateEndpoint(db, c.var.auth.merchantId, c.req.valid('param').uuid, c.req.valid('json'), {
      now: clock.now(),
      allowPrivate: allowPrivate(c),
    });
    return c.json({ webhook_endpoint: serializeEndpoint(row) }, 200);
  });
  router.openapi(disable, async (c) => {
    const row = await setEndpointStatus(
      c.var.deps.db,
      c.var.auth.merchantId,
      c.req.valid('param').uuid,
      false,
      c.var.deps.clock.now(),
    );
    return c.json({ webhook_endpoint: serializeEndpoint(row) }, 200);
  });
  router.openapi(enable, async (c) => {
    const row = await setEndpointStatus(
      c.var.deps.db,
      c.var.auth.merchantId,
      c.req.valid('param').uuid,
      true,
      c.var.deps.clock.now(),
    );
    return c.json({ webhook_endpoint: serializeEndpoint(row) }, 200);
  });
  router.openapi(remove, async (c) => {
    const { uuid } = c.req.valid('param');
    await deleteEndpoint(c.var.deps.db, c.var.auth.merchantId, uuid);
    return c.json({ deleted: true as const, uuid }, 200);
  });
  router.openapi(rotate, async (c) => {
    const row = await rotateSecret(
      c.var.deps.db,
      c.var.auth.merchantId,
      c.req.valid('param').uuid,
      c.var.deps.clock.now(),
    );
    return c.json({ webhook_endpoint: serializeEndpoint(row), secret: row.secret }, 200);
  });
  router.openapi(secret, async (c) => {
    const row = await getEndpoint(c.var.deps.db, c.var.auth.merchantId, c.req.valid('param').uuid);
    return c.json({ secret: row.secret }, 200);
  });
  router.openapi(deliveries, async (c) => {
    const { items, pageInfo } = await listEndpointDeliveries(
      c.var.deps.db,
      c.var.auth.merchantId,
      c.req.valid('param').uuid,
      c.req.valid('query'),
    );
    return c.json({ deliveries: items, page_info: pageInfo }, 200);
  });
  router.openapi(test, async (c) => {
    const { db, clock } = c.var.deps;
    const now = clock.now();
    const endpoint = await getEndpoint(db, c.var.auth.merchantId, c.req.valid('param').uuid);
    const { event, delivery } = await db.transaction(async (tx) => {
      const event = await insertEvent(tx, {
        merchantId: endpoint.merchantId,
        type: 'webhook_endpoint.test',
        objectType: 'webhook_endpoint',
        objectId: endpoint.id,
        data: { object: serializeEndpoint(endpoint), message: 'A test event sent from the Developers area.' },
        now,
        dispatched: true,
      });
      return { event, delivery: await queueDelivery(tx, event, endpoint, now) };
    });
    const [json] = await deliveriesJson(db, [delivery]);
    return c.json({ event: serializeEvent(event), delivery: json }, 201);
  });
  router.openapi(resend, async (c) => {
    const { db, clock } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const event = await getEvent(db, c.var.auth.merchantId, uuid);
    if (!event) throw notFound('event', uuid);
    const endpoint = await getEndpoint(db, c.var.auth.merchantId, c.req.valid('json').endpoint_id);
    const [json] = await deliveriesJson(db, [await queueDelivery(db, event, endpoint, clock.now())]);
    return c.json({ delivery: json }, 201);
  });
  return router;
}
