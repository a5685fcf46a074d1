import { describe, expect, it } from 'vitest';
import { fakeApi, json, recordNotFound, type Handler } from '@/lib/merchant-api/fake-api';
import { merchantResources } from '@/lib/merchant-api/endpoints';
import { apiPaymentReader, BATCH, lookupPayments } from './csv-lookup';

/**
 * The refund CSV's payment reads against a deployment with the payments list's `code_in` / `uuid_in` extensions
 * and against deployments without them (spec-literal: refused with a 400, or ignored: the newest payments).
 */
const N = 250;
const codes = Array.from({ length: N }, (_, i) => `PAY-${i}`);
const ids = ['trx_a', 'trx_b'];
const payment = (i: number) => ({
  uuid: `trx_${i}`,
  code: `PAY-${i}`,
  status: 'SUCCESSFUL',
  type: 'PAYMENT',
  amount: 1000,
  currency: { code: 'USD' },
});
/** The deployment's payments: PAY-0 … PAY-(N-2) (the last code asked is unknown), trx_a; trx_b is a refund. */
const all = [
  ...Array.from({ length: N - 1 }, (_, i) => payment(i)),
  { ...payment(900), uuid: 'trx_a', code: 'PAY-A' },
  { ...payment(901), uuid: 'trx_b', code: 'REF-B', type: 'REFUND' },
];
const page = (items: unknown[], hasNext = false) =>
  json(200, { payments: items, page_info: { has_next_page: hasNext, page_size: items.length } });
const refused = (param: string) =>
  json(400, {
    error: {
      type: 'invalid_request_error',
      code: 'invalid_parameter',
      message: `Unknown query parameter: ${param}.`,
      param,
      details: [{ param, code: 'unrecognized_keys', message: 'Unknown parameter.' }],
      request_id: 'req_400',
    },
  });
/** A spec-literal deployment's payments: the list with `code`, and GET /payments/{uuid}. */
const spec = (list: Handler): Record<string, Handler> => ({
  'GET /payments/list': (request, url) => {
    const code = url.searchParams.get('code');
    return code ? page(all.filter((p) => p.code === code)) : list(request, url);
  },
  ...Object.fromEntries(all.map((p) => [`GET /payments/${p.uuid}`, () => json(200, { payment: p })])),
});
const expectFound = (found: Map<string, { uuid: string } | null>) => {
  expect(found.size).toBe(N + ids.length);
  expect(found.get('PAY-0')?.uuid).toBe('trx_0');
  expect(found.get(`PAY-${N - 2}`)?.uuid).toBe(`trx_${N - 2}`);
  expect(found.get(`PAY-${N - 1}`)).toBeNull();
  expect(found.get('trx_a')?.uuid).toBe('trx_a');
  // A refund's id names no payment.
  expect(found.get('trx_b')).toBeNull();
};
const listCalls = (requests: Request[], param: string) =>
  requests.filter((r) => new URL(r.url).searchParams.has(param)).length;

describe('refund CSV payment reads (lib/bulk-refunds/csv-lookup.ts)', () => {
  it('reads in batches through code_in and uuid_in, keeping only the payments asked for', async () => {
    const fake = fakeApi({
      'GET /payments/list': (_request, url) => {
        const wanted = (name: string) => url.searchParams.get(name)?.split(',');
        const byCode = wanted('code_in');
        const byId = wanted('uuid_in');
        if (!byCode && !byId) return page(all.slice(0, 2));
        expect((byCode ?? byId)!.length).toBeLessThanOrEqual(BATCH);
        return page(all.filter((p) => byCode?.includes(p.code) || byId?.includes(p.uuid)));
      },
    });
    const found = await lookupPayments(
      [...codes, ...ids, codes[0]],
      apiPaymentReader(merchantResources(fake.api).payments),
    );
    expectFound(found);
    expect(listCalls(fake.requests, 'code_in')).toBe(Math.ceil(N / BATCH));
    expect(listCalls(fake.requests, 'uuid_in')).toBe(1);
    expect(fake.requests).toHaveLength(Math.ceil(N / BATCH) + 1);
  });

  it('reads one by one on a deployment that refuses the extensions, and remembers it', async () => {
    const fake = fakeApi(
      spec((_request, url) =>
        url.searchParams.has('code_in')
          ? refused('code_in')
          : url.searchParams.has('uuid_in')
            ? refused('uuid_in')
            : page(all),
      ),
    );
    const reader = apiPaymentReader(merchantResources(fake.api).payments);
    expectFound(await lookupPayments([...codes, ...ids], reader));
    const batchCalls = listCalls(fake.requests, 'code_in') + listCalls(fake.requests, 'uuid_in');
    expect(batchCalls).toBeGreaterThan(0);
    expect(listCalls(fake.requests, 'code')).toBe(N);
    // The next file does not ask for a batch again.
    expectFound(await lookupPayments([...codes, ...ids], reader));
    expect(listCalls(fake.requests, 'code_in') + listCalls(fake.requests, 'uuid_in')).toBe(batchCalls);
  });

  it('does not trust a deployment that ignores the extensions (it answers its newest payments)', async () => {
    // The newest page holds some payments asked for and some not: not an answer to the batch.
    const fake = fakeApi(
      spec((_request, url) => page([...all].reverse().slice(0, Number(url.searchParams.get('page_size'))))),
    );
    const found = await lookupPayments([...codes, ...ids], apiPaymentReader(merchantResources(fake.api).payments));
    expectFound(found);
    expect(listCalls(fake.requests, 'code')).toBe(N);
  });

  it('does not take a page that has a next page for the whole batch', async () => {
    const fake = fakeApi(spec(() => page([all[0]], true)));
    const found = await lookupPayments(codes.slice(0, 3), apiPaymentReader(merchantResources(fake.api).payments));
    expect([...found.values()].map((p) => p?.uuid)).toEqual(['trx_0', 'trx_1', 'trx_2']);
    expect(listCalls(fake.requests, 'code')).toBe(3);
  });

  it('says "not found" for an unknown id, and throws when a single read fails', async () => {
    const fake = fakeApi({
      'GET /payments/list': (_request, url) => (url.searchParams.has('code') ? json(500, {}) : refused('uuid_in')),
      'GET /payments/trx_gone': () => recordNotFound(),
    });
    const reader = apiPaymentReader(merchantResources(fake.api).payments);
    expect((await lookupPayments(['trx_gone'], reader)).get('trx_gone')).toBeNull();
    await expect(lookupPayments(['PAY-1'], reader)).rejects.toThrow();
  });
});
