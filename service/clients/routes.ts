import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonBody, jsonResponse } from '../http/route-spec';
import { forgetClient } from '../oauth/clients';
import {
  createManagedClient,
  DEFAULT_GRACE_SECONDS,
  getClient,
  listClients,
  revokeClient,
  rotateClientSecret,
  serializeClient,
} from './queries';
import {
  ClientEnvelope,
  ClientListEnvelope,
  ClientListQuery,
  ClientWithSecret,
  CreateClientBody,
  RotateClientBody,
  clientIdParam,
} from './schemas';

const tags = ['API clients'];

/** Every client-management route: an extension, scoped to manage:clients. */
const route = <R extends Omit<RouteConfig, 'tags' | 'middleware'>>(config: R, options: { idempotent?: boolean } = {}) =>
  createRoute({
    ...config,
    tags,
    ...extension,
    middleware: guard('manage:clients', options.idempotent ? { idempotent: true, withhold: secretWithheld } : {}),
  });

/** The secret is never stored, so an Idempotency-Key's replay answers 409 instead (docs/developers.md). */
const secretWithheld = {
  field: 'client_secret',
  message: (stored: Record<string, unknown>) => {
    const id = (stored.client as { client_id?: unknown } | undefined)?.client_id;
    return `This Idempotency-Key's request already succeeded${typeof id === 'string' ? ` (API client '${id}')` : ''}; its secret was shown once and is not stored, so it is not replayed. If it was lost, rotate the client's secret.`;
  },
};

const create = route(
  {
    method: 'post',
    path: '/clients/create',
    summary: 'Create an API client',
    description:
      'A client of your merchant with the scopes chosen (at most yours). The secret is answered once; only its hash is stored. Replaying an Idempotency-Key answers 409 `secret_not_replayed` (the secret is not kept to replay).',
    request: { body: jsonBody(CreateClientBody) },
    responses: { 201: jsonResponse(ClientWithSecret, 'The client and its secret'), ...errorResponses },
  },
  { idempotent: true },
);

const list = route({
  method: 'get',
  path: '/clients/list',
  summary: 'List API clients',
  request: { query: ClientListQuery },
  responses: { 200: jsonResponse(ClientListEnvelope, 'A page of clients'), ...errorResponses },
});

const get = route({
  method: 'get',
  path: '/clients/{client_id}',
  summary: 'Get an API client',
  request: { params: clientIdParam },
  responses: { 200: jsonResponse(ClientEnvelope, 'The client'), ...errorResponses },
});

const rotate = route(
  {
    method: 'post',
    path: '/clients/{client_id}/rotate-secret',
    summary: 'Rotate an API client’s secret',
    description:
      'Answers a new secret once. The previous one still obtains tokens for `grace_period_seconds` (at most 24 hours); with 0, the tokens already issued stop working too. Only a client holding every scope of the target may rotate it, and never the console’s own client (403). Replaying an Idempotency-Key answers 409 `secret_not_replayed`.',
    request: { params: clientIdParam, body: jsonBody(RotateClientBody) },
    responses: { 200: jsonResponse(ClientWithSecret, 'The client and its new secret'), ...errorResponses },
  },
  { idempotent: true },
);

const revoke = route({
  method: 'put',
  path: '/clients/{client_id}/revoke',
  summary: 'Revoke an API client',
  description:
    'It gets no more tokens, and the tokens already issued stop working. A client cannot revoke itself (409); only a client holding every scope of the target may revoke it, and never the console’s own client (403).',
  request: { params: clientIdParam },
  responses: { 200: jsonResponse(ClientEnvelope, 'The client, REVOKED'), ...errorResponses },
});

export function clientsRouter() {
  const router = newRouter();
  router.openapi(create, async (c) => {
    const { db, clock } = c.var.deps;
    const { row, clientSecret } = await createManagedClient(db, c.var.auth, c.req.valid('json'), clock.now());
    return c.json({ client: serializeClient(row), client_secret: clientSecret }, 201);
  });
  router.openapi(list, async (c) => {
    const { items, pageInfo } = await listClients(c.var.deps.db, c.var.auth.merchantId, c.req.valid('query'));
    return c.json({ clients: items.map(serializeClient), page_info: pageInfo }, 200);
  });
  router.openapi(get, async (c) => {
    const row = await getClient(c.var.deps.db, c.var.auth.merchantId, c.req.valid('param').client_id);
    return c.json({ client: serializeClient(row) }, 200);
  });
  router.openapi(rotate, async (c) => {
    const { db, clock } = c.var.deps;
    const grace = c.req.valid('json').grace_period_seconds ?? DEFAULT_GRACE_SECONDS;
    const clientId = c.req.valid('param').client_id;
    const { row, clientSecret } = await rotateClientSecret(db, c.var.auth, clientId, grace, clock.now());
    forgetClient(clientId);
    return c.json({ client: serializeClient(row), client_secret: clientSecret }, 200);
  });
  router.openapi(revoke, async (c) => {
    const { db, clock } = c.var.deps;
    const clientId = c.req.valid('param').client_id;
    const row = await revokeClient(db, c.var.auth, clientId, clock.now());
    forgetClient(clientId);
    return c.json({ client: serializeClient(row) }, 200);
  });
  return router;
}
