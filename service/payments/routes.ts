import { createRoute } from '@hono/zod-openapi';
import { notFound } from '../http/errors';
import { readerFor } from '../http/readers';
import { newRouter } from '../http/router';
import { errorResponses, extension, guard, jsonBody, jsonResponse } from '../http/route-spec';
import { getTransaction, listTransactionPage } from '../transactions/queries';
import { processAfterFor } from '../transactions/references';
import { listEnvelope, PaymentListQuery, uuidParam } from '../transactions/schemas';
import { serializeTransaction, transactionJson, type SplitRow, type TransactionRow } from '../transactions/serialize';
import { writeWithKey } from '../http/middleware/idempotency';
import { insertPayment, planPayment } from './create';
import { refundPayment } from './refund';
import { recordRefundRefusal } from './refusal-events';
import { CreatePaymentBody, PaymentEnvelope, RefundBody } from './schemas';

const tags = ['Payments'];

const PaymentListEnvelope = listEnvelope('payments', 'PaymentList');

const create = createRoute({
  method: 'post',
  path: '/payments/create',
  tags,
  summary: 'Create a payment',
  description:
    'Collects `amount` from `funding_source_id` for `merchant_id` (default: you), optionally split with sub-merchants ' +
    '(`additional_recipients`, exact to the unit by the largest-remainder method). Answers the payment PENDING; fees stay null until it is processed.',
  middleware: guard('write:payments', { idempotent: 'inline' }),
  request: { body: jsonBody(CreatePaymentBody) },
  responses: { 201: jsonResponse(PaymentEnvelope, 'The payment, PENDING'), ...errorResponses },
});

const list = createRoute({
  method: 'get',
  path: '/payments/list',
  tags,
  summary: 'List payments',
  description:
    'PAYMENT transactions, newest first, with every filter of spec 4.8. Refunds appear on their payment (`refunds`, `amount_refunded`). ' +
    'Extensions: `code_in` and `uuid_in` (many payments in one call).',
  middleware: guard('read:payments'),
  request: { query: PaymentListQuery },
  responses: { 200: jsonResponse(PaymentListEnvelope, 'A page of payments'), ...errorResponses },
});

const get = createRoute({
  method: 'get',
  path: '/payments/{uuid}',
  tags,
  summary: 'Get a payment or a refund',
  description: 'A payment, or a REFUND transaction by its own id.',
  ...extension,
  middleware: guard('read:payments'),
  request: { params: uuidParam('Payment or refund') },
  responses: { 200: jsonResponse(PaymentEnvelope, 'The payment or refund'), ...errorResponses },
});

const refund = createRoute({
  method: 'put',
  path: '/payments/{uuid}/refund',
  tags,
  summary: 'Refund a payment',
  description:
    'Refunds a SUCCESSFUL payment: everything not yet refunded, or `amount` (partial, extension). Creates a SUCCESSFUL REFUND transaction; ' +
    'the payment stays SUCCESSFUL until fully refunded, then turns REFUNDED. A payment in any other state, or an amount beyond what is left, is a 409. ' +
    'Answers the original payment, updated. Supports Idempotency-Key. A refusal for the payment’s state is also the event `payment.refund_refused`.',
  middleware: [recordRefundRefusal, ...guard('write:payments', { idempotent: true })],
  request: { params: uuidParam('Payment'), body: jsonBody(RefundBody) },
  responses: {
    200: jsonResponse(PaymentEnvelope, 'The refunded payment, with refunds and amount_refunded'),
    ...errorResponses,
  },
});

export function paymentsRouter() {
  const router = newRouter();
  router.openapi(create, async (c) => {
    const { db, clock } = c.var.deps;
    const { merchantId } = c.var.auth;
    const input = c.req.valid('json');
    const now = clock.now();
    const plan = await planPayment(db, merchantId, input, { now });
    const answer = (row: TransactionRow, splits: SplitRow[]) => ({
      payment: serializeTransaction(row, { splits: new Map([[row.id, splits]]), refunds: new Map() }),
    });
    // One statement (transaction, split entries, ledger and the Idempotency-Key with its answer together):
    // atomic without BEGIN/COMMIT round trips (service/http/middleware/idempotency.ts, InlineKey).
    const key = c.var.idempotencyKey;
    const write = () =>
      insertPayment(db, merchantId, plan, input, {
        now,
        creationSource: 'MERCHANT_API',
        processAfter: processAfterFor(now, input.due_date),
        key: key && { ...key, status: 201, answer: (row, splits) => JSON.stringify(answer(row, splits)) },
      });
    const { row, splits, stored } = key ? await writeWithKey(db, key, write) : await write();
    if (key) key.stored = stored!;
    return c.json(answer(row, splits), 201);
  });
  router.openapi(list, async (c) => {
    // The page, its split entries and refunds in one query (service/transactions/queries.ts).
    const { items, pageInfo } = await listTransactionPage(
      readerFor(c),
      c.var.auth.merchantId,
      'PAYMENT',
      c.req.valid('query'),
    );
    return c.json({ payments: items, page_info: pageInfo }, 200);
  });
  router.openapi(get, async (c) => {
    const { db } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const row = await getTransaction(db, c.var.auth.merchantId, uuid, ['PAYMENT', 'REFUND']);
    if (!row) throw notFound('payment', uuid);
    return c.json({ payment: await transactionJson(db, row) }, 200);
  });
  router.openapi(refund, async (c) => {
    const { db, clock } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const body = c.req.valid('json');
    const payment = await db.transaction((tx) => refundPayment(tx, c.var.auth.merchantId, uuid, body, clock.now()));
    return c.json({ payment: await transactionJson(db, payment) }, 200);
  });
  return router;
}
