import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/lib/merchant-api/fake-api';
import type { ApprovalRequest } from './requests';
import { beforeResend, KEY_PROTECTS_MS, lookupReference, withLookupReference } from './resend';

const KEY = '3f1c2a9e-5b7d-4c1e-9a2b-0123456789ab';
const SENT = new Date(Date.UTC(2026, 10, 20, 9, 0, 0));
const hours = (h: number) => new Date(SENT.getTime() + h * 3_600_000);

function request(action: string, payload: Record<string, unknown>, amount = 250_000): ApprovalRequest {
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    ruleId: null,
    action,
    currency: 'USD',
    amount,
    target: null,
    makerId: '00000000-0000-4000-8000-000000000001',
    makerEmail: 'finance@example.com',
    makerRole: 'finance',
    summary: {},
    payload,
    idempotencyKey: KEY,
    approvalsRequired: 1,
    approverRoles: ['admin'],
    status: 'executing',
    result: null,
    apiRequestId: null,
    createdAt: hours(-1),
    expiresAt: hours(23),
    decidedAt: SENT,
  };
}

const payoutBody = withLookupReference(
  'payout',
  { amount: 250_000, currency: 'USD', destination_account_id: 'acc_1', primary_reference: 'INV-7' },
  KEY,
);

describe('the reference a held request carries', () => {
  it("fills an empty reference with the form key, keeping the maker's own", () => {
    expect(payoutBody).toMatchObject({ primary_reference: 'INV-7', secondary_reference: lookupReference(KEY) });
    expect(lookupReference(KEY).length).toBeLessThanOrEqual(40);
    expect(withLookupReference('payout', { secondary_reference: 'S' }, KEY)).toMatchObject({
      primary_reference: lookupReference(KEY),
      secondary_reference: 'S',
    });
    expect(withLookupReference('refund', { reason: 'DUPLICATE' }, KEY)).toEqual({ reason: 'DUPLICATE' });
  });
});

describe('"Send again" on an unconfirmed request', () => {
  it('finds a first send that landed, by its reference, and sends nothing (even a day later)', async () => {
    const fake = fakeApi({
      'GET /payouts/list': (_request, url) =>
        json(200, {
          payouts:
            url.searchParams.get('secondary_reference') === lookupReference(KEY)
              ? [{ uuid: 'trx_landed', code: 'PO-1', status: 'PENDING', amount: 250_000, currency: 'USD' }]
              : [],
          page_info: { has_next_page: false, page: 1, page_size: 100 },
        }),
    });
    const decision = await beforeResend(request('payout', { body: payoutBody }), fake.api, hours(30));
    expect(decision).toEqual({
      kind: 'landed',
      found: { uuid: 'trx_landed', code: 'PO-1', status: 'PENDING', amount: 250_000, currency: 'USD' },
    });
    expect(fake.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['GET /v1/payouts/list']);
    const query = new URL(fake.requests[0].url).searchParams;
    expect(query.get('primary_reference')).toBe('INV-7');
    expect(query.get('secondary_reference')).toBe(lookupReference(KEY));
  });

  it('sends again when the API holds nothing with the reference', async () => {
    const fake = fakeApi({
      'GET /payouts/list': () =>
        json(200, { payouts: [], page_info: { has_next_page: false, page: 1, page_size: 100 } }),
    });
    expect(await beforeResend(request('payout', { body: payoutBody }), fake.api, hours(30))).toEqual({ kind: 'send' });
  });

  it('does not take an object of another amount with the same reference for the request', async () => {
    const fake = fakeApi({
      'GET /payouts/list': () =>
        json(200, {
          payouts: [{ uuid: 'trx_other', amount: 1, currency: 'USD' }],
          page_info: { has_next_page: false, page: 1, page_size: 100 },
        }),
    });
    expect(await beforeResend(request('payout', { body: payoutBody }), fake.api, hours(1))).toEqual({ kind: 'send' });
  });

  it('refuses a request with nothing to search by once the key can no longer protect it', async () => {
    const fake = fakeApi({});
    const refund = request('refund', { payment_id: 'trx_pay', body: { reason: 'DUPLICATE' } });
    expect(await beforeResend(refund, fake.api, new Date(SENT.getTime() + KEY_PROTECTS_MS - 60_000))).toEqual({
      kind: 'send',
    });
    expect(await beforeResend(refund, fake.api, new Date(SENT.getTime() + KEY_PROTECTS_MS))).toEqual({
      kind: 'refuse',
      reason: 'key_expired',
    });
    // A request held before references were added has none to search by: the same.
    expect(
      await beforeResend(request('payout', { body: { amount: 250_000, currency: 'USD' } }), fake.api, hours(24)),
    ).toEqual({ kind: 'refuse', reason: 'key_expired' });
    expect(fake.requests).toHaveLength(0);
  });

  it('says so, sending nothing, when the search itself fails', async () => {
    const fake = fakeApi({
      'GET /payouts/list': () =>
        json(503, {
          error: {
            type: 'api_error',
            code: 'unavailable',
            message: 'Try later.',
            param: null,
            details: [],
            request_id: 'req_9',
          },
        }),
    });
    expect(await beforeResend(request('payout', { body: payoutBody }), fake.api, hours(2))).toMatchObject({
      kind: 'unknown',
    });
  });

  it("always sends a plan's activation again (activating twice moves nothing twice)", async () => {
    expect(
      await beforeResend(request('recurring_plan_activate', { plan_id: 'rcp_1' }), fakeApi({}).api, hours(48)),
    ).toEqual({ kind: 'send' });
  });

  it('finds a recurring plan by its reference, comparing the amount of its transaction', async () => {
    const body = withLookupReference(
      'recurring_plan_create',
      { transaction: { type: 'PAYOUT', amount: 250_000, currency: 'USD' } },
      KEY,
    );
    const fake = fakeApi({
      'GET /recurring-plans/list': () =>
        json(200, {
          recurring_plans: [
            { uuid: 'rcp_9', code: 'RP-9', status: 'ACTIVE', transaction: { amount: 250_000, currency: 'USD' } },
          ],
          page_info: { has_next_page: false, page: 1, page_size: 100 },
        }),
    });
    expect(await beforeResend(request('recurring_plan_create', { body }), fake.api, hours(30))).toMatchObject({
      kind: 'landed',
      found: { uuid: 'rcp_9' },
    });
  });
});
