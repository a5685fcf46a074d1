import { createRoute } from '@hono/zod-openapi';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonResponse } from '../http/route-spec';
import { listInstitutions, serializeInstitution } from './queries';
import { InstitutionListEnvelope, InstitutionListQuery } from './schemas';

const list = createRoute({
  method: 'get',
  path: '/institutions/list',
  tags: ['Institutions'],
  summary: 'List the institutions accounts can be connected at',
  description: 'Extension. Needs read:accounts (institutions are what account and connect-link requests name).',
  ...extension,
  middleware: guard('read:accounts'),
  request: { query: InstitutionListQuery },
  responses: { 200: jsonResponse(InstitutionListEnvelope, 'A page of institutions'), ...errorResponses },
});

export function institutionsRouter() {
  const router = newRouter();
  router.openapi(list, async (c) => {
    const { items, pageInfo } = await listInstitutions(c.var.deps.db, c.req.valid('query'));
    return c.json({ institutions: items.map(serializeInstitution), page_info: pageInfo }, 200);
  });
  return router;
}
