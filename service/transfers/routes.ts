import { createRoute } from '@hono/zod-openapi';
import { notFound } from '../http/errors';
import { readerFor } from '../http/readers';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonBody, jsonResponse } from '../http/route-spec';
import { getTransaction, listTransactionPage } from '../transactions/queries';
import { listEnvelope, TransactionListQuery, uuidParam } from '../transactions/schemas';
import { noRelations, serializeTransaction, transactionJson } from '../transactions/serialize';
import { createTransfer } from './create';
import { CreateTransferBody, TransferEnvelope } from './schemas';

const tags = ['Transfers'];
const TransferListEnvelope = listEnvelope('transfers', 'TransferList');

const create = createRoute({
  method: 'post',
  path: '/transfers/create',
  tags,
  summary: 'Create a transfer',
  description:
    'Moves `amount` from `origin_account_id` to `destination_account_id`. Answers it PENDING; fees stay null until it is processed.',
  middleware: guard('write:payments', { idempotent: true }),
  request: { body: jsonBody(CreateTransferBody) },
  responses: { 201: jsonResponse(TransferEnvelope, 'The transfer, PENDING'), ...errorResponses },
});

/** The spec names the list /transfer/list/ and /transfers/list: both answer, with or without the trailing slash. */
const listRoute = (path: string, hide = false) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary: path === '/transfers/list' ? 'List transfers' : `List transfers (alias ${path})`,
    description: 'TRANSFER transactions, newest first, with every filter of spec 4.8 (the same as payments).',
    hide,
    middleware: guard('read:payments'),
    request: { query: TransactionListQuery },
    responses: { 200: jsonResponse(TransferListEnvelope, 'A page of transfers'), ...errorResponses },
  });

const get = createRoute({
  method: 'get',
  path: '/transfers/{uuid}',
  tags,
  summary: 'Get a transfer',
  ...extension,
  middleware: guard('read:payments'),
  request: { params: uuidParam('Transfer') },
  responses: { 200: jsonResponse(TransferEnvelope, 'The transfer'), ...errorResponses },
});

export function transfersRouter() {
  const router = newRouter();
  router.openapi(create, async (c) => {
    const row = await createTransfer(c.var.deps.db, c.var.auth.merchantId, c.req.valid('json'), c.var.deps.clock.now());
    return c.json({ transfer: serializeTransaction(row, noRelations()) }, 201);
  });
  for (const route of [
    listRoute('/transfers/list'),
    listRoute('/transfer/list/'),
    listRoute('/transfers/list/', true),
    listRoute('/transfer/list', true),
  ]) {
    router.openapi(route, async (c) => {
      // The page, its split entries and refunds in one query (service/transactions/queries.ts).
      const { items, pageInfo } = await listTransactionPage(
        readerFor(c),
        c.var.auth.merchantId,
        'TRANSFER',
        c.req.valid('query'),
      );
      return c.json({ transfers: items, page_info: pageInfo }, 200);
    });
  }
  router.openapi(get, async (c) => {
    const { db } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const row = await getTransaction(db, c.var.auth.merchantId, uuid, ['TRANSFER']);
    if (!row) throw notFound('transfer', uuid);
    return c.json({ transfer: await transactionJson(db, row) }, 200);
  });
  return router;
}
