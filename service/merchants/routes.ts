import { createRoute } from '@hono/zod-openapi';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonResponse } from '../http/route-spec';
import { listMerchants, listTenants, serializeMerchant, serializeTenant } from './queries';
import { MerchantListEnvelope, MerchantListQuery, TenantListEnvelope, TenantListQuery } from './schemas';

const merchantList = createRoute({
  method: 'get',
  path: '/merchants/list',
  tags: ['Merchants'],
  summary: 'List your merchant and its sub-merchants',
  description: 'Extension. What merchant_id and split recipients (merchant_uuid) take. Needs read:payments.',
  ...extension,
  middleware: guard('read:payments'),
  request: { query: MerchantListQuery },
  responses: { 200: jsonResponse(MerchantListEnvelope, 'A page of merchants, newest first'), ...errorResponses },
});

const tenantList = createRoute({
  method: 'get',
  path: '/tenants/list',
  tags: ['Merchants'],
  summary: 'List the tenants you may originate transactions for',
  description: 'Extension. What tenant_id takes. Needs read:payments.',
  ...extension,
  middleware: guard('read:payments'),
  request: { query: TenantListQuery },
  responses: { 200: jsonResponse(TenantListEnvelope, 'A page of tenants, newest first'), ...errorResponses },
});

/** GET /merchants/list and GET /tenants/list: the directory of the caller's own merchant. */
export function merchantsRouter() {
  const router = newRouter();
  router.openapi(merchantList, async (c) => {
    const { items, pageInfo } = await listMerchants(c.var.deps.db, c.var.auth.merchantId, c.req.valid('query'));
    return c.json({ merchants: items.map(serializeMerchant), page_info: pageInfo }, 200);
  });
  router.openapi(tenantList, async (c) => {
    const { items, pageInfo } = await listTenants(c.var.deps.db, c.var.auth.merchantId, c.req.valid('query'));
    return c.json({ tenants: items.map(serializeTenant), page_info: pageInfo }, 200);
  });
  return router;
}
