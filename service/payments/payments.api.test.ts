import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endUsers, ledgerEntries, merchants, transactions } from '../db/schema';
import { createClient } from '../oauth/clients';
import { fail, insertAccount, insertEndUser, succeed, transactionRow } from '../test/fixtures';
import { startTestService, type TestMerchant, type TestService } from '../test/harness';

let svc: TestService;
let funding: Awaited<ReturnType<typeof insertAccount>>;
let tenant: string;

beforeAll(async () => {
  svc = await startTestService();
  funding = await insertAccount(svc.database.db, svc.merchant);
  tenant = svc.merchant.tenantIds[0];
});
afterAll(() => svc.close());

const db = () => svc.database.db;
const paymentBody = (overrides: Record<string, unknown> = {}) => ({
  tenant_id: tenant,
  amount: 1000,
  description: 'Order #6735',
  auto_send_receipt: false,
  funding_source_id: funding.id,
  ...overrides,
});
const createPayment = (overrides: Record<string, unknown> = {}, m?: TestMerchant) =>
  (m ? svc.as(m) : svc.request)('POST', '/payments/create', { body: paymentBody(overrides) });
const params = (res: { body: { error: { details: { param: string }[] } } }) =>
  res.body.error.details.map((d) => d.param);
const codes = (res: { body: { error: { details: { code: string }[] } } }) => res.body.error.details.map((d) => d.code);

async function successfulPayment(overrides: Record<string, unknown> = {}) {
  const res = await createPayment(overrides);
  expect(res.status).toBe(201);
  await succeed(db(), res.body.payment.uuid);
  return res.body.payment;
}

async function ledgerOf(transactionId: string) {
  return db()
    .select({ account: ledgerEntries.ledgerAccount, kind: ledgerEntries.kind, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, transactionId))
    .orderBy(ledgerEntries.id);
}

describe('POST /payments/create', () => {
  it('creates a PENDING payment from the MERCHANT_API with fees null until computed', async () => {
    const res = await createPayment({
      primary_reference: 'INV-1',
      secondary_reference: 'B-1',
      metadata: { order_id: '6735' },
      statement_descriptor: 'ACME STORE',
    });
    expect(res.status).toBe(201);
    const p = res.body.payment;
    expect(p.uuid).toMatch(/^trx_/);
    expect(p.code).toMatch(/^PAY-/);
    expect(p).toMatchObject({
      status: 'PENDING',
      type: 'PAYMENT',
      tenant: { uuid: tenant },
      creation_source: 'MERCHANT_API',
      amount: 1000,
      variable_fee: null,
      fixed_fee: null,
      total_fee: null,
      net_amount: null,
      currency: { code: 'USD' },
      description: 'Order #6735',
      remarks: null,
      funding_source: { uuid: funding.id },
      origin_account: { uuid: funding.id },
      destination_account: null,
      statement_descriptor: 'ACME STORE',
      primary_reference: 'INV-1',
      secondary_reference: 'B-1',
      metadata: { order_id: '6735' },
      decline_reason: null,
      auto_send_receipt: false,
      due_date: null,
      additional_recipients: null,
      merchant_id: svc.merchant.merchantId,
      amount_refunded: 0,
      refunds: [],
    });
    expect(Date.parse(p.date_created_gmt)).not.toBeNaN();
  });

  it('queues it for the processor now and records the counterparty end user', async () => {
    const before = Date.now();
    const res = await createPayment();
    const row = await transactionRow(db(), res.body.payment.uuid);
    expect(row.processAfter!.getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(row.processAfter!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row.originEndUserId).toBe(funding.endUserId);
  });

  it('posts a balanced ledger entry: the funding account pays, the merchant is credited', async () => {
    const res = await createPayment({ amount: 2500 });
    expect(await ledgerOf(res.body.payment.uuid)).toEqual([
      { account: `account:${funding.id}`, kind: 'principal', amount: -2500 },
      { account: `merchant:${svc.merchant.merchantId}`, kind: 'principal', amount: 2500 },
    ]);
  });

  it('accepts the amount as a digit string, a bare tenant UUID, a lower-case currency and "true"', async () => {
    const res = await createPayment({
      amount: '1500',
      tenant_id: tenant.slice(4),
      currency: 'usd',
      auto_send_receipt: 'true',
    });
    expect(res.status).toBe(201);
    expect(res.body.payment).toMatchObject({
      amount: 1500,
      tenant: { uuid: tenant },
      currency: { code: 'USD' },
      auto_send_receipt: true,
    });
  });

  it('defaults the currency to the merchant’s', async () => {
    await db().update(merchants).set({ defaultCurrency: 'CAD' }).where(eq(merchants.id, svc.merchant.merchantId));
    try {
      const res = await createPayment();
      expect(res.body.payment.currency).toEqual({ code: 'CAD' });
    } finally {
      await db().update(merchants).set({ defaultCurrency: 'USD' }).where(eq(merchants.id, svc.merchant.merchantId));
    }
  });

  it('is for a sub-merchant when merchant_id names one', async () => {
    const sub = svc.merchant.subMerchantIds[0];
    const res = await createPayment({ merchant_id: sub });
    expect(res.status).toBe(201);
    expect(res.body.payment.merchant_id).toBe(sub);
    expect((await ledgerOf(res.body.payment.uuid)).find((l) => l.amount > 0)?.account).toBe(`merchant:${sub}`);
  });

  it('takes a due date of today or later and holds processing until then', async () => {
    const res = await createPayment({ due_date: '2099-01-02' });
    expect(res.status).toBe(201);
    expect(res.body.payment.due_date).toBe('2099-01-02');
    expect((await transactionRow(db(), res.body.payment.uuid)).processAfter?.toISOString()).toBe(
      '2099-01-02T00:00:00.000Z',
    );
  });

  it.each(['tenant_id', 'amount', 'description', 'auto_send_receipt', 'funding_source_id'])(
    '400 naming %s when it is missing',
    async (field) => {
      const body = paymentBody();
      delete (body as Record<string, unknown>)[field];
      const res = await svc.request('POST', '/payments/create', { body });
      expect(res.status).toBe(400);
      expect(res.body.error.param).toBe(field);
      expect(res.body.error.details[0].code).toBe('required');
    },
  );

  it.each([
    ['amount', 0],
    ['amount', -5],
    ['amount', 10.5],
    ['amount', '12a'],
    ['amount', 1_000_000_000_000],
    ['statement_descriptor', 'abc'],
    ['statement_descriptor', 'A'.repeat(23)],
    ['statement_descriptor', '12345'],
    ['primary_reference', 'x'.repeat(41)],
    ['secondary_reference', 'x'.repeat(41)],
    ['currency', 'US'],
    ['due_date', '2026-13-01'],
    ['due_date', '01/02/2026'],
    ['auto_send_receipt', 'yes'],
    ['metadata', { k: 'v'.repeat(501) }],
  ])('400 naming %s for %j', async (field, value) => {
    const res = await createPayment({ [field]: value });
    expect(res.status).toBe(400);
    expect(params(res).some((p: string) => p === field || p.startsWith(`${field}.`))).toBe(true);
  });

  it('400 for metadata with more than 50 keys or a key over 40 characters', async () => {
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    expect((await createPayment({ metadata: many })).body.error.details[0]).toMatchObject({
      param: 'metadata',
      code: 'too_many_keys',
    });
    const long = await createPayment({ metadata: { ['k'.repeat(41)]: 'v' } });
    expect(long.body.error.details[0].code).toBe('key_too_long');
  });

  it('accepts a due_date in the past (the spec sets no rule) and stores it as sent', async () => {
    const res = await createPayment({ due_date: '2020-01-01' });
    expect(res.status).toBe(201);
    expect(res.body.payment).toMatchObject({ status: 'PENDING', due_date: '2020-01-01' });
  });

  it('400 naming tenant_id for an unknown tenant or another merchant’s', async () => {
    for (const tenantId of ['ten_00000000-0000-4000-8000-000000000000', svc.other.tenantIds[0]]) {
      const res = await createPayment({ tenant_id: tenantId });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0]).toMatchObject({ param: 'tenant_id', code: 'unknown_tenant' });
    }
  });

  it('400 naming funding_source_id for an unknown, foreign, unconnected or non-paying account', async () => {
    const foreign = await insertAccount(db(), svc.other);
    const disconnected = await insertAccount(db(), svc.merchant, { currentStatus: 'DISCONNECTED' });
    const pending = await insertAccount(db(), svc.merchant, { currentStatus: 'VERIFICATION_PENDING' });
    const noPayments = await insertAccount(db(), svc.merchant, { capabilities: ['BALANCE'] });
    const cases: [string, string][] = [
      ['acc_00000000-0000-4000-8000-000000000000', 'unknown_account'],
      [foreign.id, 'unknown_account'],
      [disconnected.id, 'account_not_connected'],
      [pending.id, 'account_not_connected'],
      [noPayments.id, 'missing_capability'],
    ];
    for (const [id, code] of cases) {
      const res = await createPayment({ funding_source_id: id });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0]).toMatchObject({ param: 'funding_source_id', code });
    }
  });

  it('400 naming merchant_id when it is not the merchant or one of its sub-merchants', async () => {
    const res = await createPayment({ merchant_id: svc.other.merchantId });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toMatchObject({ param: 'merchant_id', code: 'unknown_merchant' });
  });

  it('lists every field error at once', async () => {
    const res = await createPayment({
      tenant_id: 'ten_nope',
      funding_source_id: 'acc_nope',
      merchant_id: svc.other.merchantId,
    });
    expect(res.status).toBe(400);
    expect(params(res).sort()).toEqual(['funding_source_id', 'merchant_id', 'tenant_id']);
  });

  it('403 without the write:payments scope', async () => {
    const limited = await svc.newMerchant({ scopes: ['read:payments'] });
    const res = await svc.as(limited)('POST', '/payments/create', { body: paymentBody() });
    expect(res.status).toBe(403);
  });
});

describe('split payments (additional_recipients)', () => {
  const subs = () => svc.merchant.subMerchantIds;

  it('three recipients of 33.33% of 1000: 334/333/333 and a remainder entry of 0 for the merchant', async () => {
    const res = await createPayment({
      additional_recipients: subs().map((merchant_uuid, i) => ({
        merchant_uuid,
        amount: '33.33%',
        description: `Share ${i}`,
        primary_reference: `S-${i}`,
      })),
    });
    expect(res.status).toBe(201);
    const r = res.body.payment.additional_recipients;
    expect(r.map((e: { amount: number }) => e.amount)).toEqual([334, 333, 333, 0]);
    expect(r.map((e: { merchant_uuid: string }) => e.merchant_uuid)).toEqual([...subs(), svc.merchant.merchantId]);
    expect(r[0]).toMatchObject({
      tenant_id: tenant,
      description: 'Share 0',
      primary_reference: 'S-0',
      requested_amount: '33.33%',
      net_amount: null,
      total_fee: null,
      fixed_fee: null,
      variable_fee: null,
    });
    expect(r[0].uuid).toMatch(/^trx_/);
    expect(r[3]).toMatchObject({ requested_amount: null, description: 'Order #6735' });
  });

  it('mixes percentages and absolute amounts; the merchant keeps the rest; the ledger credits each', async () => {
    const res = await createPayment({
      amount: 999,
      additional_recipients: [
        { merchant_uuid: subs()[0], amount: '25%' },
        { merchant_uuid: subs()[1], amount: '12.5%' },
        { merchant_uuid: subs()[2], amount: '100' },
      ],
    });
    expect(res.status).toBe(201);
    const amounts = res.body.payment.additional_recipients.map((e: { amount: number }) => e.amount);
    expect(amounts).toEqual([250, 125, 100, 524]);
    const ledger = await ledgerOf(res.body.payment.uuid);
    expect(ledger.reduce((s, l) => s + l.amount, 0)).toBe(0);
    expect(ledger.filter((l) => l.amount > 0).map((l) => [l.account, l.amount])).toEqual([
      [`merchant:${subs()[0]}`, 250],
      [`merchant:${subs()[1]}`, 125],
      [`merchant:${subs()[2]}`, 100],
      [`merchant:${svc.merchant.merchantId}`, 524],
    ]);
  });

  it('shares the fee across entries once computed (entries reconcile to the payment)', async () => {
    const res = await createPayment({
      amount: 1000,
      additional_recipients: [{ merchant_uuid: subs()[0], amount: '70%' }],
    });
    await succeed(db(), res.body.payment.uuid);
    const got = await svc.request('GET', `/payments/${res.body.payment.uuid}`);
    const p = got.body.payment;
    expect(p).toMatchObject({ status: 'SUCCESSFUL', variable_fee: 29, fixed_fee: 30, total_fee: 59, net_amount: 941 });
    const entries = p.additional_recipients;
    expect(entries.map((e: { total_fee: number }) => e.total_fee)).toEqual([41, 18]);
    expect(entries.reduce((s: number, e: { net_amount: number }) => s + e.net_amount, 0)).toBe(941);
    expect(entries.reduce((s: number, e: { variable_fee: number }) => s + e.variable_fee, 0)).toBe(29);
    expect(entries.reduce((s: number, e: { fixed_fee: number }) => s + e.fixed_fee, 0)).toBe(30);
  });

  it('the list form leaves out the entries’ fee fields', async () => {
    const merchant = await svc.newMerchant();
    const account = await insertAccount(db(), merchant);
    const res = await createPayment(
      {
        tenant_id: merchant.tenantIds[0],
        funding_source_id: account.id,
        additional_recipients: [{ merchant_uuid: merchant.subMerchantIds[0], amount: '10%' }],
      },
      merchant,
    );
    expect(res.status).toBe(201);
    const list = await svc.as(merchant)('GET', '/payments/list');
    const entry = list.body.payments[0].additional_recipients[0];
    expect(Object.keys(entry)).toEqual(expect.arrayContaining(['tenant_id', 'amount', 'description', 'uuid']));
    for (const key of ['net_amount', 'total_fee', 'fixed_fee', 'variable_fee']) expect(entry).not.toHaveProperty(key);
  });

  it('400 naming additional_recipients[i].merchant_uuid for a merchant that is not yours', async () => {
    const res = await createPayment({
      additional_recipients: [
        { merchant_uuid: subs()[0], amount: '10%' },
        { merchant_uuid: svc.other.merchantId, amount: '10%' },
        { merchant_uuid: 'mer_unknown', amount: '10%' },
      ],
    });
    expect(res.status).toBe(400);
    expect(params(res)).toEqual(['additional_recipients[1].merchant_uuid', 'additional_recipients[2].merchant_uuid']);
    expect(codes(res)).toEqual(['unknown_merchant', 'unknown_merchant']);
  });

  it('accepts a recipient named twice and one equal to the payment’s merchant_id (the spec sets no such rule): one split each, summing exactly', async () => {
    const dup = await createPayment({
      amount: 1_000,
      additional_recipients: [
        { merchant_uuid: subs()[0], amount: '100' },
        { merchant_uuid: subs()[0], amount: '250' },
      ],
    });
    expect(dup.status).toBe(201);
    const dupSplits = dup.body.payment.additional_recipients as { amount: number | string }[];
    expect(dupSplits.map((s) => Number(s.amount))).toEqual([100, 250, 650]);
    const self = await createPayment({
      amount: 1_000,
      merchant_id: subs()[0],
      additional_recipients: [
        { merchant_uuid: subs()[0], amount: '10%' },
        { merchant_uuid: svc.merchant.merchantId, amount: '1' },
      ],
    });
    expect(self.status).toBe(201);
    const selfSplits = self.body.payment.additional_recipients as { amount: number | string }[];
    expect(selfSplits.map((s) => Number(s.amount))).toEqual([100, 1, 899]);
  });

  it.each([['abc'], ['0'], ['0%'], ['101%'], ['10.123456%'], ['-1'], [true]])(
    '400 naming additional_recipients[0].amount for %j',
    async (amount) => {
      const res = await createPayment({ additional_recipients: [{ merchant_uuid: subs()[0], amount }] });
      expect(res.status).toBe(400);
      expect(params(res)).toContain('additional_recipients[0].amount');
    },
  );

  it('400 when the shares add up to more than the amount', async () => {
    const res = await createPayment({
      amount: 1000,
      additional_recipients: [
        { merchant_uuid: subs()[0], amount: '60%' },
        { merchant_uuid: subs()[1], amount: '401' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toMatchObject({ param: 'additional_recipients', code: 'exceeds_amount' });
  });

  it('400 when a percentage comes to less than one minor unit', async () => {
    const res = await createPayment({
      amount: 10,
      additional_recipients: [{ merchant_uuid: subs()[0], amount: '1%' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toMatchObject({
      param: 'additional_recipients[0].amount',
      code: 'allocation_zero',
    });
  });

  it('exactly 100% leaves a 0 remainder and sums to the amount', async () => {
    const res = await createPayment({
      amount: 7,
      additional_recipients: [
        { merchant_uuid: subs()[0], amount: '50%' },
        { merchant_uuid: subs()[1], amount: '50%' },
      ],
    });
    expect(res.body.payment.additional_recipients.map((e: { amount: number }) => e.amount)).toEqual([4, 3, 0]);
  });
});

describe('GET /payments/{uuid}', () => {
  it('returns the payment; 404 for an unknown id or another merchant’s payment', async () => {
    const created = await createPayment();
    const res = await svc.request('GET', `/payments/${created.body.payment.uuid}`);
    expect(res.status).toBe(200);
    expect(res.body.payment).toEqual(created.body.payment);
    expect((await svc.as(svc.other)('GET', `/payments/${created.body.payment.uuid}`)).status).toBe(404);
    expect((await svc.request('GET', '/payments/trx_00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('403 without read:payments', async () => {
    const limited = await createClient(db(), {
      merchantId: svc.merchant.merchantId,
      name: 'w',
      scopes: ['write:payments'],
    });
    const tok = await svc.request('POST', '/oauth/token', {
      token: null,
      body: {
        client_id: limited.clientId,
        client_secret: limited.clientSecret,
        audience: 'merchant-api',
        grant_type: 'client_credentials',
      },
    });
    expect((await svc.request('GET', '/payments/list', { token: tok.body.access_token })).status).toBe(403);
  });
});

describe('GET /payments/list?code_in=…&uuid_in=… (extensions)', () => {
  it('answers exactly the payments named, the merchant’s only, ignoring unknown and repeated values', async () => {
    const [a, b, c] = [await createPayment(), await createPayment(), await createPayment()].map((r) => r.body.payment);
    const theirs = (
      await createPayment(
        { funding_source_id: (await insertAccount(db(), svc.other)).id, tenant_id: svc.other.tenantIds[0] },
        svc.other,
      )
    ).body.payment;
    expect(theirs.uuid).toMatch(/^trx_/);
    const list = async (query: Record<string, string>) => {
      const res = await svc.request('GET', '/payments/list', { query });
      expect(res.status).toBe(200);
      return (res.body.payments as { uuid: string; code: string }[]).map((p) => p.uuid).sort();
    };
    const sorted = (...ids: string[]) => [...ids].sort();
    expect(await list({ code_in: `${a.code}, ${c.code},${a.code},PAY-NOPE,${theirs.code}` })).toEqual(
      sorted(a.uuid, c.uuid),
    );
    expect(await list({ uuid_in: `${b.uuid},${theirs.uuid},trx_nope` })).toEqual([b.uuid]);
    // One prepared query serves any number of values (= any($n)): a second call with another count still answers.
    expect(await list({ uuid_in: [a.uuid, b.uuid, c.uuid].join(',') })).toEqual(sorted(a.uuid, b.uuid, c.uuid));
    // They combine with the spec's filters like any other.
    expect(await list({ code_in: [a.code, b.code].join(','), uuid_in: [b.uuid, c.uuid].join(',') })).toEqual([b.uuid]);
    const many = Array.from({ length: 101 }, (_, i) => `PAY-${i}`).join(',');
    const refused = await svc.request('GET', '/payments/list', { query: { code_in: many } });
    expect(refused.status).toBe(400);
    expect(params(refused)).toEqual(['code_in']);
    // Not on the other transaction lists: spec-literal there (an unknown parameter is a 400 naming it).
    const transfers = await svc.request('GET', '/transfers/list', { query: { code_in: a.code } });
    expect(transfers.status).toBe(400);
  });

  it('are marked as extensions in the OpenAPI document', async () => {
    const doc = (await svc.request('GET', '/openapi.json', { token: null })).body;
    const parameters = doc.paths['/api/v1/payments/list'].get.parameters as {
      name: string;
      'x-extension'?: boolean;
      schema?: { 'x-extension'?: boolean };
    }[];
    const marked = (name: string) => {
      const p = parameters.find((q) => q.name === name)!;
      return p['x-extension'] ?? p.schema?.['x-extension'];
    };
    expect(marked('code_in')).toBe(true);
    expect(marked('uuid_in')).toBe(true);
    expect(marked('code')).toBeUndefined();
  });
});

describe('PUT /payments/{uuid}/refund', () => {
  const refund = (
    uuid: string,
    body: Record<string, unknown> = { reason: 'REQUESTED_BY_CUSTOMER' },
    headers?: Record<string, string>,
  ) => svc.request('PUT', `/payments/${uuid}/refund`, { body, headers });

  it('refunds a SUCCESSFUL payment fully: REFUNDED, amount_refunded, refunds[], a SUCCESSFUL REFUND transaction', async () => {
    const payment = await successfulPayment({ amount: 1200 });
    const res = await refund(payment.uuid, { reason: 'ACCIDENTAL_OR_DUPLICATE_CHARGE', note: 'charged twice' });
    expect(res.status).toBe(200);
    const p = res.body.payment;
    expect(p).toMatchObject({ uuid: payment.uuid, status: 'REFUNDED', amount_refunded: 1200 });
    expect(p.refunds).toHaveLength(1);
    expect(p.refunds[0]).toMatchObject({
      status: 'SUCCESSFUL',
      amount: 1200,
      reason: 'ACCIDENTAL_OR_DUPLICATE_CHARGE',
      note: 'charged twice',
    });

    const r = await svc.request('GET', `/payments/${p.refunds[0].uuid}`);
    expect(r.status).toBe(200);
    expect(r.body.payment).toMatchObject({
      type: 'REFUND',
      status: 'SUCCESSFUL',
      amount: 1200,
      parent_id: payment.uuid,
      reason: 'ACCIDENTAL_OR_DUPLICATE_CHARGE',
      note: 'charged twice',
      destination_account: { uuid: funding.id },
      total_fee: 0,
      net_amount: 1200,
      tenant: { uuid: tenant },
    });
    expect(r.body.payment.code).toMatch(/^REF-/);
    expect(r.body.payment).not.toHaveProperty('refunds');
    expect(await ledgerOf(p.refunds[0].uuid)).toEqual([
      { account: `merchant:${svc.merchant.merchantId}`, kind: 'principal', amount: -1200 },
      { account: `account:${funding.id}`, kind: 'principal', amount: 1200 },
    ]);
  });

  it('refunds partly (extension): the payment stays SUCCESSFUL until nothing is left', async () => {
    const payment = await successfulPayment({ amount: 1000 });
    const first = await refund(payment.uuid, { reason: 'OTHER', amount: 300 });
    expect(first.body.payment).toMatchObject({ status: 'SUCCESSFUL', amount_refunded: 300 });
    const second = await refund(payment.uuid, { reason: 'OTHER', amount: '200' });
    expect(second.body.payment).toMatchObject({ status: 'SUCCESSFUL', amount_refunded: 500 });
    const rest = await refund(payment.uuid, { reason: 'product_unacceptable' });
    expect(rest.status).toBe(200);
    expect(rest.body.payment).toMatchObject({ status: 'REFUNDED', amount_refunded: 1000 });
    expect(rest.body.payment.refunds.map((r: { amount: number }) => r.amount)).toEqual([300, 200, 500]);
    expect(rest.body.payment.refunds[2].reason).toBe('PRODUCT_UNACCEPTABLE');
  });

  it('409 beyond the remaining amount, naming what is left', async () => {
    const payment = await successfulPayment({ amount: 1000 });
    await refund(payment.uuid, { reason: 'OTHER', amount: 700 });
    const res = await refund(payment.uuid, { reason: 'OTHER', amount: 301 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('refund_exceeds_remaining');
    expect(res.body.error.message).toContain('300 of 1000');
    const over = await refund((await successfulPayment({ amount: 50 })).uuid, { reason: 'OTHER', amount: 51 });
    expect(over.status).toBe(409);
  });

  it('409 for a payment that is not SUCCESSFUL (PENDING, FAILED, already REFUNDED)', async () => {
    const pending = await createPayment();
    expect((await refund(pending.body.payment.uuid)).status).toBe(409);
    const failed = await createPayment();
    await fail(db(), failed.body.payment.uuid);
    const res = await refund(failed.body.payment.uuid);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('payment_not_refundable');
    expect(res.body.error.message).toContain('FAILED');
    const done = await successfulPayment();
    await refund(done.uuid);
    const again = await refund(done.uuid);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain('already fully refunded');
  });

  it('400 for a missing or unknown reason, a bad amount or a long note; 404 for an unknown or foreign payment', async () => {
    const payment = await successfulPayment();
    expect((await refund(payment.uuid, {})).body.error.details[0]).toMatchObject({ param: 'reason', code: 'required' });
    const unknown = await refund(payment.uuid, { reason: 'BECAUSE' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain('ACCIDENTAL_OR_DUPLICATE_CHARGE');
    expect((await refund(payment.uuid, { reason: 'OTHER', amount: 0 })).body.error.param).toBe('amount');
    expect((await refund(payment.uuid, { reason: 'OTHER', note: 'x'.repeat(501) })).body.error.param).toBe('note');
    expect((await refund('trx_00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(
      (await svc.as(svc.other)('PUT', `/payments/${payment.uuid}/refund`, { body: { reason: 'OTHER' } })).status,
    ).toBe(404);
    expect((await transactionRow(db(), payment.uuid)).amountRefunded).toBe(0);
  });

  it('cannot refund a refund', async () => {
    const payment = await successfulPayment({ amount: 400 });
    const res = await refund(payment.uuid, { reason: 'OTHER', amount: 100 });
    expect((await refund(res.body.payment.refunds[0].uuid)).status).toBe(404);
  });

  it('replays with the same Idempotency-Key instead of refunding twice', async () => {
    const payment = await successfulPayment({ amount: 1000 });
    const headers = { 'Idempotency-Key': `refund-${payment.uuid}` };
    const first = await refund(payment.uuid, { reason: 'OTHER', amount: 100 }, headers);
    const second = await refund(payment.uuid, { reason: 'OTHER', amount: 100 }, headers);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect((await transactionRow(db(), payment.uuid)).amountRefunded).toBe(100);
    const conflict = await refund(payment.uuid, { reason: 'OTHER', amount: 200 }, headers);
    expect(conflict.status).toBe(409);
  });

  it('50 concurrent partial refunds never refund more than the payment', async () => {
    const payment = await successfulPayment({ amount: 1000 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => refund(payment.uuid, { reason: 'OTHER', amount: 30 })),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(33);
    expect(results.filter((r) => r.status === 409)).toHaveLength(17);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const row = await transactionRow(db(), payment.uuid);
    expect(row.amountRefunded).toBe(990);
    const refunds = await db()
      .select({ total: sql<string>`coalesce(sum(${transactions.amount}), 0)`, count: sql<number>`count(*)::int` })
      .from(transactions)
      .where(and(eq(transactions.parentId, payment.uuid), eq(transactions.type, 'REFUND')));
    expect(Number(refunds[0].total)).toBe(990);
    expect(refunds[0].count).toBe(33);
    const full = await Promise.all(Array.from({ length: 10 }, () => refund(payment.uuid, { reason: 'OTHER' })));
    expect(full.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await transactionRow(db(), payment.uuid)).amountRefunded).toBe(1000);
  });

  it('takes a split payment’s refund back from each party in proportion to what it still holds', async () => {
    const subs = svc.merchant.subMerchantIds;
    const payment = await successfulPayment({
      amount: 3,
      additional_recipients: [
        { merchant_uuid: subs[0], amount: '1' },
        { merchant_uuid: subs[1], amount: '1' },
      ],
    });
    const taken = new Map<string, number>();
    for (let i = 0; i < 3; i++) {
      const res = await refund(payment.uuid, { reason: 'OTHER', amount: 1 });
      expect(res.status).toBe(200);
      const refundId = res.body.payment.refunds[i].uuid;
      for (const l of await ledgerOf(refundId))
        if (l.account.startsWith('merchant:')) taken.set(l.account, (taken.get(l.account) ?? 0) - l.amount);
    }
    expect(taken).toEqual(
      new Map([
        [`merchant:${subs[0]}`, 1],
        [`merchant:${subs[1]}`, 1],
        [`merchant:${svc.merchant.merchantId}`, 1],
      ]),
    );
  });

  it('refunds, in steps, a split payment that names one recipient twice: each party gives back what it holds, never more', async () => {
    const subs = svc.merchant.subMerchantIds;
    const payment = await successfulPayment({
      amount: 100,
      additional_recipients: [
        { merchant_uuid: subs[0], amount: '30' },
        { merchant_uuid: subs[0], amount: '20' },
      ],
    });
    const taken = new Map<string, number>();
    for (const [i, amount] of [60, 30, 10].entries()) {
      const res = await refund(payment.uuid, { reason: 'OTHER', amount });
      expect(res.status).toBe(200);
      for (const l of await ledgerOf(res.body.payment.refunds[i].uuid))
        if (l.account.startsWith('merchant:')) taken.set(l.account, (taken.get(l.account) ?? 0) - l.amount);
    }
    expect(taken).toEqual(
      new Map([
        [`merchant:${subs[0]}`, 50],
        [`merchant:${svc.merchant.merchantId}`, 50],
      ]),
    );
  });
});

describe('GET /payments/list', () => {
  let m: TestMerchant;
  let a1: Awaited<ReturnType<typeof insertAccount>>;
  let a2: Awaited<ReturnType<typeof insertAccount>>;
  const ids: Record<string, string> = {};
  const list = (query: Record<string, string | number>) => svc.as(m)('GET', '/payments/list', { query });
  const uuids = async (query: Record<string, string | number>) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    return res.body.payments.map((p: { uuid: string }) => p.uuid);
  };

  beforeAll(async () => {
    m = await svc.newMerchant();
    const eu1 = await insertEndUser(db(), m, { email: 'Zoe.Field@Example.com', localId: 'LOC-1' });
    const eu2 = await insertEndUser(db(), m, { email: 'max@example.com', localId: 'LOC-2' });
    a1 = await insertAccount(db(), m, { endUser: eu1, last4: '1111', institutionId: svc.institutions[0].id });
    a2 = await insertAccount(db(), m, { endUser: eu2, last4: '2222', institutionId: svc.institutions[1].id });
    const make = async (key: string, body: Record<string, unknown>, created: string) => {
      const res = await createPayment({ tenant_id: m.tenantIds[0], funding_source_id: a1.id, ...body }, m);
      expect(res.status).toBe(201);
      ids[key] = res.body.payment.uuid;
      await db()
        .update(transactions)
        .set({ dateCreated: new Date(created) })
        .where(eq(transactions.id, ids[key]));
    };
    await make(
      'a',
      { amount: 100, description: 'Hiking boots 50% OFF', primary_reference: 'P-A', secondary_reference: 'S-A' },
      '2026-03-01T10:00:00Z',
    );
    await make(
      'b',
      { amount: 200, description: 'Tent', tenant_id: m.tenantIds[1], funding_source_id: a2.id },
      '2026-03-02T10:00:00Z',
    );
    await make(
      'c',
      { amount: 300, description: 'hiking poles', merchant_id: m.subMerchantIds[0] },
      '2026-03-02T23:59:59Z',
    );
    await make('d', { amount: 400, description: 'Stove', funding_source_id: a2.id }, '2026-03-04T00:00:00Z');
    await succeed(db(), ids.d);
    // A refund is not a payment row of the list; another type never shows up either.
    await svc.as(m)('PUT', `/payments/${ids.d}/refund`, { body: { reason: 'OTHER', amount: 10 } });
  });

  it('lists PAYMENT transactions newest first with page_info', async () => {
    const res = await list({});
    expect(res.body.payments.map((p: { uuid: string }) => p.uuid)).toEqual([ids.d, ids.c, ids.b, ids.a]);
    expect(res.body.page_info).toEqual({ has_next_page: false, page: 1, page_size: 1000 });
    expect(res.body.payments[0].refunds).toHaveLength(1);
  });

  it('pages exactly', async () => {
    const p1 = await list({ page_size: 3 });
    expect(p1.body.payments).toHaveLength(3);
    expect(p1.body.page_info).toEqual({ has_next_page: true, page: 1, page_size: 3 });
    const p2 = await list({ page_size: 3, page: 2 });
    expect(p2.body.payments.map((p: { uuid: string }) => p.uuid)).toEqual([ids.a]);
    expect(p2.body.page_info.has_next_page).toBe(false);
  });

  it.each<[string, Record<string, string | number>, string[]]>([
    ['status', { status: 'SUCCESSFUL' }, ['d']],
    ['description (contains, case-insensitive)', { description: 'HIKING' }, ['c', 'a']],
    ['description (wildcards are literal)', { description: '50%' }, ['a']],
    ['description (underscore is literal)', { description: 'Hiking_boots' }, []],
    ['amount', { amount: 200 }, ['b']],
    ['amount_less_than (inclusive)', { amount_less_than: 200 }, ['b', 'a']],
    ['amount_greater_than (inclusive)', { amount_greater_than: 300 }, ['d', 'c']],
    ['amount range', { amount_greater_than: 150, amount_less_than: 350 }, ['c', 'b']],
    ['primary_reference', { primary_reference: 'P-A' }, ['a']],
    ['secondary_reference', { secondary_reference: 'S-A' }, ['a']],
    ['date_from', { date_from: '2026-03-02' }, ['d', 'c', 'b']],
    ['date_to (a whole day)', { date_to: '2026-03-02' }, ['c', 'b', 'a']],
    ['date range with date-times', { date_from: '2026-03-02T00:00:00Z', date_to: '2026-03-02T12:00:00Z' }, ['b']],
    // After the whole-day date_to above: a date-time is inclusive (<=), not the day's exclusive next midnight (<).
    ['date_to at a payment’s instant (inclusive)', { date_to: '2026-03-02T10:00:00Z' }, ['b', 'a']],
    ['merchant_id', { merchant_id: 'SUB0' }, ['c']],
    ['end_user_email (case-insensitive)', { end_user_email: 'zoe.field@example.COM' }, ['c', 'a']],
    ['end_user_local_id', { end_user_local_id: 'LOC-2' }, ['d', 'b']],
    ['origin_account_last_4', { origin_account_last_4: '2222' }, ['d', 'b']],
    ['destination_account_uuid (payments have none)', { destination_account_uuid: 'A1' }, []],
  ])('filters by %s', async (_name, query, expected) => {
    const q = Object.fromEntries(
      Object.entries(query).map(([k, v]) => [k, v === 'SUB0' ? m.subMerchantIds[0] : v === 'A1' ? a1.id : v]),
    );
    expect(await uuids(q)).toEqual(expected.map((k) => ids[k]));
  });

  it('filters by code, tenant_uuid (with or without ten_), accounts and end users by id and code', async () => {
    const b = (await svc.as(m)('GET', `/payments/${ids.b}`)).body.payment;
    expect(await uuids({ code: b.code })).toEqual([ids.b]);
    expect(await uuids({ tenant_uuid: m.tenantIds[1] })).toEqual([ids.b]);
    expect(await uuids({ tenant_uuid: m.tenantIds[1].slice(4) })).toEqual([ids.b]);
    expect(await uuids({ origin_account_uuid: a2.id })).toEqual([ids.d, ids.b]);
    expect(await uuids({ origin_account_code: a1.code })).toEqual([ids.c, ids.a]);
    expect(await uuids({ origin_account_institution_uuid: svc.institutions[1].id })).toEqual([ids.d, ids.b]);
    expect(await uuids({ end_user_uuid: a2.endUserId! })).toEqual([ids.d, ids.b]);
    const [eu] = await db().select().from(endUsers).where(eq(endUsers.id, a1.endUserId!));
    expect(await uuids({ end_user_code: eu.code })).toEqual([ids.c, ids.a]);
    expect(await uuids({ end_user_code: eu.code, amount: 100 })).toEqual([ids.a]);
  });

  it('never shows another merchant’s payments, even by their filters', async () => {
    expect(await uuids({ origin_account_uuid: funding.id })).toEqual([]);
    expect(await uuids({ end_user_uuid: funding.endUserId! })).toEqual([]);
  });

  it('400 naming an unknown parameter or a bad value', async () => {
    const unknown = await list({ colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.param).toBe('colour');
    expect((await list({ status: 'DONE' })).body.error.param).toBe('status');
    expect((await list({ amount: 'ten' })).body.error.param).toBe('amount');
    expect((await list({ date_from: 'yesterday' })).body.error.param).toBe('date_from');
    expect((await list({ page_size: 1001 })).body.error.param).toBe('page_size');
  });
});
