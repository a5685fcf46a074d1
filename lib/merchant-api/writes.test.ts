import { describe, expect, it } from 'vitest';
import { fakeApi, json } from './fake-api';
import { merchantWrites } from './writes';

const payment = {
  uuid: 'trx_1',
  code: 'PAY-1',
  status: 'REFUNDED',
  type: 'PAYMENT',
  amount: 1000,
  amount_refunded: 1000,
  currency: { code: 'USD' },
  refunds: [{ uuid: 'trx_r', amount: 1000, status: 'SUCCESSFUL' }],
};

describe('merchant writes', () => {
  it('sends the form’s Idempotency-Key and body, and reads the envelope', async () => {
    const fake = fakeApi({ 'PUT /payments/trx_1/refund': () => json(200, { payment }, { 'request-id': 'req_9' }) });
    const result = await merchantWrites(fake.api).refundPayment(
      'trx_1',
      { reason: 'FRAUDULENT', amount: 1000 },
      'key-1',
    );
    expect(result).toMatchObject({
      requestId: 'req_9',
      data: { uuid: 'trx_1', status: 'REFUNDED', amountRefunded: 1000, refunds: [{ uuid: 'trx_r' }] },
    });
    const [request] = fake.requests;
    expect(request.headers.get('idempotency-key')).toBe('key-1');
    expect(await request.json()).toEqual({ reason: 'FRAUDULENT', amount: 1000 });
  });

  it('waits for a duplicate still in flight and takes the replayed answer, with the same key', async () => {
    let calls = 0;
    const fake = fakeApi({
      'PUT /payments/trx_1/refund': () =>
        ++calls === 1
          ? json(409, {
              error: { code: 'idempotency_key_in_flight', message: 'still running', details: [], request_id: 'req_1' },
            })
          : json(200, { payment }, { 'request-id': 'req_2', 'idempotent-replayed': 'true' }),
    });
    const result = await merchantWrites(fake.api).refundPayment('trx_1', { reason: 'FRAUDULENT' }, 'key-2');
    expect(result.data?.status).toBe('REFUNDED');
    expect(fake.requests.map((r) => r.headers.get('idempotency-key'))).toEqual(['key-2', 'key-2']);
  });

  it('throws the API’s refusal with its field errors', async () => {
    const fake = fakeApi({
      'POST /payouts/create': () =>
        json(400, {
          error: {
            code: 'invalid_request',
            message: 'Invalid',
            details: [{ param: 'destination_account_id', code: 'unknown_account', message: 'is not your account' }],
            request_id: 'req_3',
          },
        }),
    });
    await expect(merchantWrites(fake.api).createPayout({ amount: 1 }, 'key-3')).rejects.toMatchObject({
      status: 400,
      fieldErrors: { destination_account_id: 'is not your account' },
      requestId: 'req_3',
    });
  });

  it('reports an acknowledged write whose answer cannot be read, instead of failing it', async () => {
    const fake = fakeApi({
      'PUT /recurring-plans/rcp_1/pause': () =>
        json(200, { recurring_plan: { nothing: true } }, { 'request-id': 'req_4' }),
    });
    const result = await merchantWrites(fake.api).pauseRecurringPlan('rcp_1', 'key-4');
    expect(result).toMatchObject({ data: null, requestId: 'req_4', unreadable: expect.any(String) });
  });
});
