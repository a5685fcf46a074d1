import { createRoute } from '@hono/zod-openapi';
import { notFound } from '../http/errors';
import { readerFor } from '../http/readers';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonResponse } from '../http/route-spec';
import { uuidParam } from '../transactions/schemas';
import { getDeposit, listDeposits, serializeDeposit } from './queries';
import { DepositListEnvelope, DepositListQuery, DepositSchema } from './schemas';

const tags = ['Deposits'];

const get = createRoute({
  method: 'get',
  path: '/deposits/{uuid}',
  tags,
  summary: 'Get a deposit',
  description:
    'A bare DEPOSIT transaction with the transactions it groups; amount = Σ of their net_amount (refunds and reversals negative).',
  middleware: guard('read:payments'),
  request: { params: uuidParam('Deposit') },
  responses: { 200: jsonResponse(DepositSchema, 'The deposit (bare)'), ...errorResponses },
});

const list = createRoute({
  method: 'get',
  path: '/deposits/list',
  tags,
  summary: 'List deposits',
  description: 'DEPOSIT transactions, newest first, each with related_transactions_count.',
  ...extension,
  middleware: guard('read:payments'),
  request: { query: DepositListQuery },
  responses: { 200: jsonResponse(DepositListEnvelope, 'A page of deposits'), ...errorResponses },
});

export function depositsRouter() {
  const router = newRouter();
  router.openapi(list, async (c) => {
    const { deposits, pageInfo } = await listDeposits(readerFor(c), c.var.auth.merchantId, c.req.valid('query'));
    return c.json({ deposits, page_info: pageInfo }, 200);
  });
  router.openapi(get, async (c) => {
    const { uuid } = c.req.valid('param');
    const found = await getDeposit(c.var.deps.db, c.var.auth.merchantId, uuid);
    if (!found) throw notFound('deposit', uuid);
    return c.json(serializeDeposit(found.deposit, found.related), 200);
  });
  return router;
}
