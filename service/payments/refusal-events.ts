import { createMiddleware } from 'hono/factory';
import { insertEvent } from '../events/queries';
import type { AppEnv } from '../http/env';
import { Problem } from '../lib/problems';
import { getTransaction } from '../transactions/queries';
import { transactionJson } from '../transactions/serialize';

/** The refusals of a refund that the payment's state explains (core/refunds.ts, service/payments/refund.ts). */
const REFUSALS = new Set(['payment_not_refundable', 'refund_exceeds_remaining', 'payment_has_case']);

/**
 * `payment.refund_refused` (docs/developers.md): a refund the API refused for the payment's state is an event of its
 * own, so whoever watches the merchant's events (the console's audit trail, a webhook) sees attempts made by any
 * client. Runs outside the idempotency middleware, whose transaction the refusal rolled back: the event is written
 * after, in a statement of its own, with the payment as it now stands.
 */
export const recordRefundRefusal = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const error = c.error;
  if (!(error instanceof Problem) || error.kind !== 'conflict' || !REFUSALS.has(error.code)) return;
  const { db, clock } = c.var.deps;
  const { merchantId, clientId } = c.var.auth;
  const payment = await getTransaction(db, merchantId, c.req.param('uuid') ?? '', ['PAYMENT']);
  if (!payment) return;
  const body = (await c.req.json().catch(() => ({}))) as { amount?: unknown; reason?: unknown };
  await insertEvent(db, {
    merchantId,
    type: 'payment.refund_refused',
    objectType: 'transaction',
    objectId: payment.id,
    data: {
      object: await transactionJson(db, payment),
      refusal: {
        code: error.code,
        message: error.message,
        amount: Number.isSafeInteger(Number(body.amount)) && body.amount != null ? Number(body.amount) : null,
        reason: typeof body.reason === 'string' ? body.reason : null,
      },
      client_id: clientId,
      request_id: c.var.requestId ?? null,
    },
    now: clock.now(),
  });
});
