import { createRoute } from '@hono/zod-openapi';
import { withBodyRules } from '../http/body-rules';
import { newRouter } from '../http/router';
import { z } from '@hono/zod-openapi';
import { notFound } from '../http/errors';
import { errorResponses, extension, guard, jsonBody, jsonResponse } from '../http/route-spec';
import { getMerchant } from '../merchants/owner';
import { authorizeTransaction, serializeAuthorized } from './authorize';
import { accountDetailsRules } from './authorize-rules';
import { AuthorizeBody, AuthorizedTransactionSchema } from './authorize-schemas';
import { getTransaction } from './queries';
import { today } from './references';
import { TRANSACTION_TYPES, TransactionSchema, uuidParam } from './schemas';
import { transactionJson } from './serialize';

const ALL_TYPES = [...TRANSACTION_TYPES, 'DEPOSIT'];

const get = createRoute({
  method: 'get',
  path: '/transactions/{uuid}',
  tags: ['Transactions'],
  summary: 'Get any transaction',
  description:
    'Any transaction of yours by its id, whatever its type: payments, refunds, payouts, transfers, deposits, and the REVERSAL and RETURN ' +
    'items a deposit or a dispute lists, which no typed endpoint serves. Every transaction id the API returns can be read here.',
  ...extension,
  middleware: guard('read:payments'),
  request: { params: uuidParam('Transaction') },
  responses: {
    200: jsonResponse(z.object({ transaction: TransactionSchema }).openapi('TransactionResponse'), 'The transaction'),
    ...errorResponses,
  },
});

const authorize = createRoute({
  method: 'post',
  path: '/transactions/authorize',
  tags: ['Transactions'],
  summary: 'Authorize a transaction',
  description:
    'Moves `amount` from `origin_account` to `destination_account`, for any of the eight types. Each account is named by uuid, by token, or by ' +
    'institution_uuid + account_number (the end user’s live connection of that number is reused, or the account is connected); its holder is ' +
    '`existing_end_user_id` or `new_end_user_details` (created). All of it happens in one database transaction. Answers the bare transaction, ' +
    'PROCESSING with its fees computed.',
  middleware: guard('write:transaction', { idempotent: true }),
  request: { body: jsonBody(AuthorizeBody) },
  responses: { 201: jsonResponse(AuthorizedTransactionSchema, 'The authorized transaction (bare)'), ...errorResponses },
});

const authorizeRules = withBodyRules(async (c, body) => {
  const merchant = await getMerchant(c.var.deps.db, c.var.auth.merchantId);
  const context = { merchantCountry: merchant?.country ?? 'USA', today: today(c.var.deps.clock.now()) };
  return [
    ...accountDetailsRules(body.origin_account, 'origin_account', context),
    ...accountDetailsRules(body.destination_account, 'destination_account', context),
  ];
});

export function transactionsRouter() {
  const router = newRouter();
  router.openapi(
    authorize,
    async (c) => {
      const row = await authorizeTransaction(
        c.var.deps.db,
        c.var.auth.merchantId,
        c.req.valid('json'),
        c.var.deps.clock.now(),
      );
      return c.json(serializeAuthorized(row), 201);
    },
    authorizeRules,
  );
  router.openapi(get, async (c) => {
    const { db } = c.var.deps;
    const { uuid } = c.req.valid('param');
    const row = await getTransaction(db, c.var.auth.merchantId, uuid, ALL_TYPES);
    if (!row) throw notFound('transaction', uuid);
    return c.json({ transaction: await transactionJson(db, row) }, 200);
  });
  return router;
}
