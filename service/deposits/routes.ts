import { createRoute } from '@hono/zod-openapi';
import { notFound } from '../http/errors';
import { readerFor } from '../http/readers';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonResponse } from '../http/route-spec';
import { uuidParam } from '../transactions/schemas';
import { invalidField } from '../http/errors';
import { depositLinesPage, getDeposit, getDepositOnly, listDeposits, serializeDeposit } from './queries';
import { DepositGetQuery, DepositListEnvelope, DepositListQuery, DepositSchema } from './schemas';
import { serializeTransaction, noRelations } from '../transactions/serialize';

const tags = ['Deposits'];

const get = createRoute({
  method: 'get',
  path: '/deposits/{uuid}',
  tags,
  summary: 'Get a deposit',
  description:
    'A bare DEPOSIT transaction with the transactions it groups; amount = Σ of their net_amount (refunds and reversals negative). ' +
    'Extension: `related_limit` (with `related_cursor`, `related_sort`) lists one page of them, keyset, with the totals of all (`related_totals`).',
  middleware: guard('read:payments'),
  request: { params: uuidParam('Deposit'), query: DepositGetQuery },
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
    const query = c.req.valid('query');
    if (query.related_limit !== undefined) {
      const deposit = await getDepositOnly(c.var.deps.db, c.var.auth.merchantId, uuid);
      if (!deposit) throw notFound('deposit', uuid);
      const page = await depositLinesPage(c.var.deps.db, c.var.auth.merchantId, uuid, {
        limit: query.related_limit,
        cursor: query.related_cursor,
        sort: query.related_sort,
      });
      return c.json({ ...serializeTransaction(deposit, noRelations()), ...page }, 200);
    }
    if (query.related_cursor !== undefined)
      throw invalidField('related_cursor', 'cursor_without_limit', "'related_cursor' needs 'related_limit'.");
    if (query.related_sort !== undefined)
      throw invalidField('related_sort', 'sort_without_limit', "'related_sort' needs 'related_limit'.");
    const found = await getDeposit(c.var.deps.db, c.var.auth.merchantId, uuid);
    if (!found) throw notFound('deposit', uuid);
    return c.json(serializeDeposit(found.deposit, found.related), 200);
  });
  return router;
}
