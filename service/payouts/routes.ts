import { createRoute } from '@hono/zod-openapi';
import { notFound } from '../http/errors';
import { readerFor } from '../http/readers';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonBody, jsonResponse } from '../http/route-spec';
import { getTransaction, listTransactionPage } from '../transactions/queries';
import { listEnvelope, TransactionListQuery, uuidParam } from '../transactions/schemas';
import { noRelations, serializeTransaction, transactionJson } from '../transactions/serialize';
import { createPayout } from './create';
import { CreatePayoutBody, PayoutEnvelope } from './schemas';

const tags = ['Payouts'];
const PayoutListEnvelope = listEnvelope('payouts', 'PayoutList');

const create = createRoute({
  method: 'post',
  path: '/payouts/create',
  tags,
  summary: 'Create a payout',
  description:
    'Pays `amount` from the balance of `merchant_id` (default: you) to `destination_account_id`. Answers it PENDING; fees stay null until it is processed.',
  middleware: guard('write:payments', { idempotent: true }),
  request: { body: jsonBody(CreatePayoutBody) },
  responses: { 201: jsonResponse(PayoutEnvelope, 'The payout, PENDING'), ...errorResponses },
});

const list = createRoute({
  method: 'get',
  path: '/payouts/list',
  tags,
  summary: 'List payouts',
  description: 'PAYOUT transactions, newest first, with the payments filters.',
  ...extension,
  middleware: guard('read:payments'),
  request: { query: TransactionListQuery },
  responses: { 200: jsonResponse(PayoutListEnvelope, 'A page of payouts'), ...errorResponses },
});

const get = createRoute({
  method: 'get',
  path: '/payouts/{uuid}',
  tags,
  summary: 'Get a payout',
  ...extension,
  middleware: guard('read:payments'),
  request: { params: uuidParam('Payout') },
  responses: { 200: jsonResponse(PayoutEnvelope, 'The payout'), ...errorResponses },
});

export function payoutsRouter() {
  const router = newRouter();
  router.openapi(create, async (c) => {
    const { db, clock } = c.var.deps;
    const row = await createPayout(db, c.var.auth.merchantId, c.req.valid('json'), clock.now());
    return c.json({ payout: serializeTransaction(row, noRelations()) }, 201);
  });
  router.openapi(list, async (c) => {
    // The page, its split entries and refunds in one query (service/transactions/queries.ts).
    const { items, pageInfo } = await listTransactionPage(
      readerFor(c),
      c.var.auth.merchantId,
      'PAYOUT',
      c.req.valid('query'),
    );
    return c.json({ payouts: items, page_info: pageInfo }, 200);
  });
  router.openapi(get, async (c) => {
    const { db } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const row = await getTransaction(db, c.var.auth.merchantId, uuid, ['PAYOUT']);
    if (!row) throw notFound('payout', uuid);
    return c.json({ payout: await transactionJson(db, row) }, 200);
  });
  return router;
}
