import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, transactions } from '../db/schema';
import { insertAccount, insertEndUser, transactionRow } from '../test/fixtures';
import { startTestService, type TestMerchant, type TestService } from '../test/harness';

let svc: TestService;
let destination: Awaited<ReturnType<typeof insertAccount>>;

beforeAll(async () => {
  svc = await startTestService();
  destination = await insertAccount(svc.database.db, svc.merchant);
});
afterAll(() => svc.close());

const db = () => svc.database.db;
const body = (overrides: Record<string, unknown> = {}) => ({
  tenant_id: svc.merchant.tenantIds[0],
  amount: 5000,
  destination_account_id: destination.id,
  currency: 'USD',
  ...overrides,
});
const create = (overrides: Record<string, unknown> = {}, m?: TestMerchant) =>
  (m ? svc.as(m) : svc.request)('POST', '/payouts/create', { body: body(overrides) });

describe('POST /payouts/create', () => {
  it('creates a PENDING payout to the destination account, fees null, queued for the processor', async () => {
    const res = await create({ description: 'Weekly payout', primary_reference: 'PO-1', metadata: { batch: '7' } });
    expect(res.status).toBe(201);
    const p = res.body.payout;
    expect(p.uuid).toMatch(/^trx_/);
    expect(p.code).toMatch(/^PYO-/);
    expect(p).toMatchObject({
      type: 'PAYOUT',
      status: 'PENDING',
      creation_source: 'MERCHANT_API',
      amount: 5000,
      currency: { code: 'USD' },
      tenant: { uuid: svc.merchant.tenantIds[0] },
      destination_account: { uuid: destination.id },
      origin_account: null,
      funding_source: null,
      total_fee: null,
      net_amount: null,
      description: 'Weekly payout',
      primary_reference: 'PO-1',
      metadata: { batch: '7' },
      merchant_id: svc.merchant.merchantId,
    });
    expect(p).not.toHaveProperty('refunds');
    const row = await transactionRow(db(), p.uuid);
    expect(row.processAfter).not.toBeNull();
    expect(row.destinationEndUserId).toBe(destination.endUserId);
    const ledger = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, p.uuid))
      .orderBy(ledgerEntries.id);
    expect(ledger.map((l) => [l.ledgerAccount, l.amount])).toEqual([
      [`merchant:${svc.merchant.merchantId}`, -5000],
      [`account:${destination.id}`, 5000],
    ]);
  });

  it('pays from a sub-merchant’s balance when merchant_id names one', async () => {
    const sub = svc.merchant.subMerchantIds[1];
    const res = await create({ merchant_id: sub });
    expect(res.body.payout.merchant_id).toBe(sub);
  });

  it.each(['tenant_id', 'amount', 'destination_account_id', 'currency'])(
    '400 naming %s when it is missing',
    async (field) => {
      const b = body();
      delete (b as Record<string, unknown>)[field];
      const res = await svc.request('POST', '/payouts/create', { body: b });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0]).toMatchObject({ param: field, code: 'required' });
    },
  );

  it('400 naming the field for a bad tenant, account, merchant or value', async () => {
    const disconnected = await insertAccount(db(), svc.merchant, { currentStatus: 'DISCONNECTED' });
    const foreign = await insertAccount(db(), svc.other);
    expect((await create({ destination_account_id: disconnected.id })).body.error.details[0]).toMatchObject({
      param: 'destination_account_id',
      code: 'account_not_connected',
    });
    expect((await create({ destination_account_id: foreign.id })).body.error.details[0]).toMatchObject({
      param: 'destination_account_id',
      code: 'unknown_account',
    });
    expect((await create({ tenant_id: svc.other.tenantIds[0] })).body.error.details[0]).toMatchObject({
      param: 'tenant_id',
      code: 'unknown_tenant',
    });
    expect((await create({ merchant_id: svc.other.merchantId })).body.error.details[0]).toMatchObject({
      param: 'merchant_id',
      code: 'unknown_merchant',
    });
    expect((await create({ amount: 0 })).body.error.param).toBe('amount');
    expect((await create({ currency: 'DOLLARS' })).body.error.param).toBe('currency');
    expect((await create({ primary_reference: 'x'.repeat(41) })).body.error.param).toBe('primary_reference');
  });

  it('400 currency_mismatch for a payout in another currency than its destination account holds', async () => {
    for (const currency of ['EUR', 'JPY', 'cop']) {
      const res = await create({ currency });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([
        expect.objectContaining({
          param: 'currency',
          code: 'currency_mismatch',
          message: expect.stringContaining('USD'),
        }),
      ]);
    }
    const cop = await insertAccount(db(), svc.merchant, { currency: 'COP' });
    expect((await create({ destination_account_id: cop.id, currency: 'USD' })).body.error.details[0]).toMatchObject({
      param: 'currency',
      code: 'currency_mismatch',
    });
    const paid = await create({ destination_account_id: cop.id, currency: 'cop', amount: 900_000 });
    expect(paid.status).toBe(201);
    expect(paid.body.payout.currency).toEqual({ code: 'COP' });
  });

  it('replays an Idempotency-Key instead of paying out twice', async () => {
    const headers = { 'Idempotency-Key': 'payout-once' };
    const a = await svc.request('POST', '/payouts/create', { body: body(), headers });
    const b = await svc.request('POST', '/payouts/create', { body: body(), headers });
    expect(b.body.payout.uuid).toBe(a.body.payout.uuid);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('GET /payouts/list and /payouts/{uuid}', () => {
  it('lists only PAYOUT transactions of the merchant, filtered like payments', async () => {
    const m = await svc.newMerchant();
    const eu = await insertEndUser(db(), m, { email: 'payee@example.com' });
    const a = await insertAccount(db(), m, { endUser: eu, last4: '4321' });
    const b = await insertAccount(db(), m);
    const p1 = (await create({ tenant_id: m.tenantIds[0], destination_account_id: a.id, amount: 100 }, m)).body.payout;
    const p2 = (await create({ tenant_id: m.tenantIds[0], destination_account_id: b.id, amount: 200 }, m)).body.payout;
    await db()
      .update(transactions)
      .set({ dateCreated: new Date('2026-01-01T00:00:00Z') })
      .where(eq(transactions.id, p1.uuid));
    const list = (query: Record<string, string> = {}) => svc.as(m)('GET', '/payouts/list', { query });
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.payouts.map((p: { uuid: string }) => p.uuid)).toEqual([p2.uuid, p1.uuid]);
    expect(all.body.page_info).toMatchObject({ has_next_page: false });
    expect(
      (await list({ destination_account_last_4: '4321' })).body.payouts.map((p: { uuid: string }) => p.uuid),
    ).toEqual([p1.uuid]);
    expect(
      (await list({ end_user_email: 'PAYEE@example.com' })).body.payouts.map((p: { uuid: string }) => p.uuid),
    ).toEqual([p1.uuid]);
    expect((await list({ amount_greater_than: '150' })).body.payouts.map((p: { uuid: string }) => p.uuid)).toEqual([
      p2.uuid,
    ]);
    expect((await list({ date_to: '2026-01-01' })).body.payouts.map((p: { uuid: string }) => p.uuid)).toEqual([
      p1.uuid,
    ]);

    const got = await svc.as(m)('GET', `/payouts/${p1.uuid}`);
    expect(got.status).toBe(200);
    expect(got.body.payout.uuid).toBe(p1.uuid);
    expect((await svc.request('GET', `/payouts/${p1.uuid}`)).status).toBe(404);
    expect((await svc.as(m)('GET', `/payments/${p1.uuid}`)).status).toBe(404);
  });
});
