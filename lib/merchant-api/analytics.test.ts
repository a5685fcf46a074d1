import { describe, expect, it } from 'vitest';
import { merchantResources } from './endpoints';
import { fakeApi, json } from './fake-api';

const overviewBody = (over: Record<string, unknown> = {}) => ({
  overview: {
    currency: 'USD',
    time_zone: 'America/Bogota',
    date_from: '2026-11-01',
    date_to: '2026-11-02',
    merchant_id: null,
    available_currencies: ['USD', 'COP'],
    payments: {
      count: 3,
      amount: 3000,
      succeeded_count: 2,
      succeeded_amount: '9007199254740993',
      finished_count: 2,
      success_rate: 1,
      total_fee: 60,
      net_amount: 1940,
    },
    statuses: [{ status: 'SUCCESSFUL', count: 2, amount: 2000 }],
    daily: [
      { date: '2026-11-01', count: 1, amount: 1000, succeeded_count: 1, succeeded_amount: 1000 },
      { date: '2026-11-02', count: 2, amount: 2000, succeeded_count: 1, succeeded_amount: 1000 },
    ],
    refunds: { count: 1, amount: 250 },
    disputes: { count: 0, amount: 0 },
    payouts: { count: 1, amount: 500, succeeded_count: 1, succeeded_amount: 500 },
    transfers: { count: 0, amount: 0, succeeded_count: 0, succeeded_amount: 0 },
    top_end_users: [
      { uuid: 'eur_1', code: 'EUR-1', name: 'Ana Gómez', email: 'ana@example.com', count: 2, amount: 2000 },
    ],
    generated_at: '2026-11-02T12:00:00Z',
    ...over,
  },
});

describe('analytics.overview', () => {
  it('sends the period, zone and currency, and reads sums exactly (beyond 2^53 as BigInt)', async () => {
    const fake = fakeApi({ 'GET /analytics/overview': () => json(200, overviewBody()) });
    const result = await merchantResources(fake.api).analytics.overview({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-02',
      timeZone: 'America/Bogota',
      currency: 'USD',
    });
    expect(Object.fromEntries(new URL(fake.requests[0].url).searchParams)).toEqual({
      date_from: '2026-11-01',
      date_to: '2026-11-02',
      time_zone: 'America/Bogota',
      currency: 'USD',
    });
    expect(result.kind).toBe('found');
    if (result.kind !== 'found') return;
    expect(result.data.payments.succeededAmount).toBe(9007199254740993n);
    expect(result.data.daily.map((d) => d.amount)).toEqual([1000n, 2000n]);
    expect(result.data.topEndUsers[0]).toMatchObject({ uuid: 'eur_1', amount: 2000n });
    expect(result.data.availableCurrencies).toEqual(['USD', 'COP']);
    expect(result.data.generatedAt).toBe('2026-11-02T12:00:00.000Z');
  });

  it('reports an API without the endpoint as unsupported, and remembers it', async () => {
    const fake = fakeApi({});
    const r = merchantResources(fake.api);
    expect(await r.analytics.overview()).toMatchObject({ kind: 'unsupported' });
    expect(await r.analytics.overview()).toMatchObject({ kind: 'unsupported' });
    expect(fake.requests).toHaveLength(1);
  });

  it('throws the API’s refusal of a bad period', async () => {
    const fake = fakeApi({
      'GET /analytics/overview': () =>
        json(400, {
          error: {
            code: 'invalid_request',
            message: 'bad',
            param: 'date_to',
            details: [{ param: 'date_to', code: 'range_too_long', message: 'too long' }],
            request_id: 'req_9',
          },
        }),
    });
    await expect(merchantResources(fake.api).analytics.overview({ dateFrom: '2020-01-01' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { date_to: 'too long' },
    });
  });

  it('refuses an answer without a period', async () => {
    const fake = fakeApi({ 'GET /analytics/overview': () => json(200, overviewBody({ date_from: null })) });
    await expect(merchantResources(fake.api).analytics.overview()).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
