import { describe, expect, it } from 'vitest';
import { merchantResources } from './endpoints';
import { fakeApi, json, recordNotFound, routeNotFound } from './fake-api';

const trx = (uuid: string, over: Record<string, unknown> = {}) => ({
  uuid,
  code: uuid.toUpperCase(),
  status: 'SUCCESSFUL',
  type: 'PAYMENT',
  amount: 1000,
  currency: { code: 'USD' },
  ...over,
});
const pageOf = (key: string, items: unknown[], hasNext = false) =>
  json(200, { [key]: items, page_info: { has_next_page: hasNext, page_size: items.length } });

describe('lists', () => {
  it('sends paging and only the filters the list knows, without empty ones', async () => {
    const fake = fakeApi({ 'GET /payments/list': () => pageOf('payments', [trx('trx_1')]) });
    const r = merchantResources(fake.api);
    const result = await r.payments.list({
      page: 2,
      pageSize: 50,
      filters: { status: 'PENDING', code: '  ', amount_greater_than: 1000, ...({ bogus: 'x' } as object) },
    });
    expect(result.kind).toBe('page');
    expect(Object.fromEntries(new URL(fake.requests[0].url).searchParams)).toEqual({
      page: '2',
      page_size: '50',
      status: 'PENDING',
      amount_greater_than: '1000',
    });
  });

  it('falls back from /transfers/list to /transfer/list/ and remembers it', async () => {
    const fake = fakeApi({ 'GET /transfer/list/': () => pageOf('transfers', [trx('trx_t', { type: 'TRANSFER' })]) });
    const r = merchantResources(fake.api);
    const first = await r.transfers.list({});
    expect(first.kind === 'page' && first.page.items[0].uuid).toBe('trx_t');
    await r.transfers.list({});
    expect(fake.requests.map((q) => new URL(q.url).pathname)).toEqual([
      '/v1/transfers/list',
      '/v1/transfer/list/',
      '/v1/transfer/list/',
    ]);
  });

  it('falls back on a 404 that is not in our error shape too', async () => {
    const fake = fakeApi({
      'GET /transfers/list': () => new Response('Not Found', { status: 404 }),
      'GET /transfer/list/': () => pageOf('transfers', []),
    });
    expect((await merchantResources(fake.api).transfers.list({})).kind).toBe('page');
  });

  it('reports an extension list the API lacks as unsupported', async () => {
    const fake = fakeApi({});
    const r = merchantResources(fake.api);
    expect(await r.payouts.list({})).toMatchObject({ kind: 'unsupported' });
    expect(await r.deposits.list({})).toMatchObject({ kind: 'unsupported' });
    expect(await r.recurringPlans.list({})).toMatchObject({ kind: 'unsupported' });
    expect(await r.merchants.list()).toMatchObject({ kind: 'unsupported' });
  });

  it('lets other errors through', async () => {
    const fake = fakeApi({
      'GET /payments/list': () => json(400, { error: { code: 'invalid', message: 'bad date', param: 'date_from' } }),
    });
    await expect(merchantResources(fake.api).payments.list({ filters: { date_from: 'x' } })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { date_from: 'bad date' },
    });
  });

  it('reports a list body without its array as an invalid response', async () => {
    const fake = fakeApi({ 'GET /payments/list': () => json(200, { items: [] }) });
    await expect(merchantResources(fake.api).payments.list({})).rejects.toMatchObject({
      status: 502,
      code: 'invalid_response',
    });
  });
});

describe('gets', () => {
  it('reads a payment by id (extension), wrapped or bare', async () => {
    const fake = fakeApi({
      'GET /payments/trx_1': () => json(200, { payment: trx('trx_1') }),
      'GET /deposits/trx_d': () => json(200, trx('trx_d', { type: 'DEPOSIT' })),
    });
    const r = merchantResources(fake.api);
    expect(await r.payments.get('trx_1')).toMatchObject({ kind: 'found', data: { uuid: 'trx_1', amount: 1000 } });
    expect(await r.deposits.get('trx_d')).toMatchObject({ kind: 'found', data: { type: 'DEPOSIT' } });
  });

  it('says not found for a missing record', async () => {
    const fake = fakeApi({ 'GET /payments/trx_x': recordNotFound });
    expect(await merchantResources(fake.api).payments.get('trx_x')).toEqual({ kind: 'not_found' });
  });

  it('finds a payment in the newest page when GET /payments/{uuid} is missing', async () => {
    const fake = fakeApi({ 'GET /payments/list': () => pageOf('payments', [trx('trx_a'), trx('trx_b')]) });
    const r = merchantResources(fake.api);
    expect(await r.payments.get('trx_b')).toMatchObject({ kind: 'found', data: { uuid: 'trx_b' } });
    expect(new URL(fake.requests[1].url).searchParams.get('page_size')).toBe('1000');
    expect(await r.payments.get('trx_zzz')).toEqual({ kind: 'not_found' });
    // The missing route is remembered: no second GET /payments/{uuid}.
    expect(fake.requests.filter((q) => new URL(q.url).pathname.startsWith('/v1/payments/trx_')).length).toBe(1);
  });

  it('says unsupported when the scan cannot be exhaustive', async () => {
    const fake = fakeApi({ 'GET /payments/list': () => pageOf('payments', [trx('trx_a')], true) });
    expect(await merchantResources(fake.api).payments.get('trx_old')).toMatchObject({ kind: 'unsupported' });
  });

  it('uses the uuid filter of the list when GET /end-users/{uuid} or GET /checkout/link/{uuid} is missing', async () => {
    const fake = fakeApi({
      'GET /end-users/eur_1': routeNotFound,
      'GET /end-users/list': (_r, url) =>
        pageOf('end_users', url.searchParams.get('uuid') === 'eur_1' ? [{ uuid: 'eur_1', type: 'INDIVIDUAL' }] : []),
      'GET /checkout/link/list': (_r, url) =>
        pageOf(
          'checkout_links',
          url.searchParams.get('uuid') === 'chl_1' ? [{ uuid: 'chl_1', delivary_status: 'OPENNED' }] : [],
        ),
    });
    const r = merchantResources(fake.api);
    expect(await r.endUsers.get('eur_1')).toMatchObject({ kind: 'found', data: { uuid: 'eur_1' } });
    expect(await r.checkoutLinks.get('chl_1')).toMatchObject({
      kind: 'found',
      data: { uuid: 'chl_1', deliveryStatus: 'OPENED' },
    });
    expect(await r.checkoutLinks.get('chl_2')).toEqual({ kind: 'not_found' });
  });

  it('checks the fallback on a 404 that does not say what is missing', async () => {
    const fake = fakeApi({
      'GET /accounts/acc_1': () => new Response('Not Found', { status: 404 }),
      'GET /accounts/list': (_r, url) =>
        pageOf('accounts', url.searchParams.get('uuid') === 'acc_1' ? [{ uuid: 'acc_1' }] : []),
    });
    expect(await merchantResources(fake.api).accounts.get('acc_1')).toMatchObject({ kind: 'found' });
  });

  it('says unsupported when neither a get nor a list exists', async () => {
    const fake = fakeApi({});
    expect(await merchantResources(fake.api).recurringPlans.get('rcp_1')).toMatchObject({ kind: 'unsupported' });
    expect(await merchantResources(fake.api).payouts.get('trx_1')).toMatchObject({ kind: 'unsupported' });
  });

  it('encodes ids in paths', async () => {
    const fake = fakeApi({});
    await merchantResources(fake.api).accounts.get('acc_1/../x');
    expect(new URL(fake.requests[0].url).pathname).toBe('/v1/accounts/acc_1%2F..%2Fx');
  });
});

describe('finding a transaction of any kind', () => {
  it('finds a transfer by id when asked for a trx_ of unknown kind', async () => {
    const fake = fakeApi({
      'GET /payments/trx_t': recordNotFound,
      'GET /transfers/trx_t': () => json(200, { transfer: trx('trx_t', { type: 'TRANSFER' }) }),
      'GET /payouts/trx_t': recordNotFound,
      'GET /deposits/trx_t': recordNotFound,
    });
    expect(await merchantResources(fake.api).transactions.find('trx_t')).toMatchObject({
      kind: 'found',
      list: 'transfers',
      data: { type: 'TRANSFER' },
    });
  });

  it('says not found when no kind has it', async () => {
    const fake = fakeApi({
      'GET /payments/trx_x': recordNotFound,
      'GET /transfers/trx_x': recordNotFound,
      'GET /payouts/trx_x': recordNotFound,
      'GET /deposits/trx_x': recordNotFound,
    });
    expect(await merchantResources(fake.api).transactions.find('trx_x')).toEqual({ kind: 'not_found' });
  });
});
