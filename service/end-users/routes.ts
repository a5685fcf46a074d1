import { createRoute, z } from '@hono/zod-openapi';
import { withBodyRules } from '../http/body-rules';
import { notFound } from '../http/errors';
import { readerFor } from '../http/readers';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonBody, jsonResponse } from '../http/route-spec';
import { getMerchant, resolveOwnerMerchant } from '../merchants/owner';
import { createEndUser, getEndUser, listEndUsers, serializeEndUser } from './queries';
import { endUserRuleInput, endUserRules } from './conditions';
import { CreateEndUserBody, EndUserEnvelope, EndUserListEnvelope, EndUserListQuery } from './schemas';

const tags = ['End users'];

const create = createRoute({
  method: 'post',
  path: '/end-users/create',
  tags,
  summary: 'Create an end user',
  middleware: guard('write:accounts', { idempotent: true }),
  request: { body: jsonBody(CreateEndUserBody) },
  responses: { 201: jsonResponse(EndUserEnvelope, 'The end user'), ...errorResponses },
});

const list = createRoute({
  method: 'get',
  path: '/end-users/list',
  tags,
  summary: 'List end users',
  middleware: guard('read:accounts'),
  request: { query: EndUserListQuery },
  responses: { 200: jsonResponse(EndUserListEnvelope, 'A page of end users, newest first'), ...errorResponses },
});

const get = createRoute({
  method: 'get',
  path: '/end-users/{uuid}',
  tags,
  summary: 'Get an end user',
  ...extension,
  middleware: guard('read:accounts'),
  request: {
    params: z.object({ uuid: z.string().openapi({ description: 'End user id (eur_…).', example: 'eur_…' }) }),
  },
  responses: { 200: jsonResponse(EndUserEnvelope, 'The end user'), ...errorResponses },
});

const createRules = withBodyRules(async (c, body) => {
  const merchant = await getMerchant(c.var.deps.db, c.var.auth.merchantId);
  return endUserRules(endUserRuleInput(body), {
    merchantCountry: merchant?.country ?? 'USA',
    today: c.var.deps.clock.now().toISOString().slice(0, 10),
  });
});

export function endUsersRouter() {
  const router = newRouter();
  router.openapi(
    create,
    async (c) => {
      const { db, clock } = c.var.deps;
      const { merchantId } = c.var.auth;
      const input = c.req.valid('json');
      const owner = await resolveOwnerMerchant(db, merchantId, input.merchant_id);
      const row = await createEndUser(db, merchantId, owner, input, { now: clock.now() });
      return c.json({ end_user: serializeEndUser(row) }, 201);
    },
    createRules,
  );
  router.openapi(list, async (c) => {
    const { items, pageInfo } = await listEndUsers(readerFor(c), c.var.auth.merchantId, c.req.valid('query'));
    return c.json({ end_users: items.map(serializeEndUser), page_info: pageInfo }, 200);
  });
  router.openapi(get, async (c) => {
    const { uuid } = c.req.valid('param');
    const row = await getEndUser(c.var.deps.db, c.var.auth.merchantId, uuid);
    if (!row) throw notFound('end user', uuid);
    return c.json({ end_user: serializeEndUser(row) }, 200);
  });
  return router;
}
