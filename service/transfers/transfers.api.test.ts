import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, transactions } from '../db/schema';
import { insertAccount, insertEndUser } from '../test/fixtures';
import { startTestService, type TestMerchant, type TestService } from '../test/harness';

let svc: TestService;
let origin: Awaited<ReturnType<typeof insertAccount>>;
let destination: Awaited<ReturnType<typeof insertAccount>>;

beforeAll(async () => {
  svc = await startTestService();
  origin = await insertAccount(svc.database.db, svc.merchant);
  destination = await insertAccount(svc.database.db, svc.merchant);
});
afterAll(() => svc.close());

const db = () => svc.database.db;
const body = (overrides: Record<string, unknown> = {}) => ({
  tenant_id: svc.merchant.tenantIds[0],
  amount: 750,
  description: 'Rent share',
  statement_descriptor: 'ACME RENT',
  auto_send_receipt: true,
  origin_account_id: origin.id,
  destination_account_id: destination.id,
  currency: 'USD',
  ...overrides,
});
const create = (overrides: Record<string, unknown> = {}, m?: TestMerchant) =>
  (m ? svc.as(m) : svc.request)('POST', '/transfers/create', { body: body(overrides) });

describe('POST /transfers/create', () => {
  it('creates a PENDING transfer between two accounts with a balanced ledger posting', async () => {
    const res = await create({ secondary_reference: 'T-9' });
    expect(res.status).toBe(201);
    const t = res.body.transfer;
    expect(t.code).toMatch(/^TRF-/);
    expect(t).toMatchObject({
      type: 'TRANSFER',
      status: 'PENDING',
      amount: 750,
      currency: { code: 'USD' },
      origin_account: { uuid: origin.id },
      destination_account: { uuid: destination.id },
      funding_source: null,
      statement_descriptor: 'ACME RENT',
      auto_send_receipt: true,
      description: 'Rent share',
      secondary_reference: 'T-9',
      total_fee: null,
      creation_source: 'MERCHANT_API',
    });
    const ledger = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, t.uuid))
      .orderBy(ledgerEntries.id);
    expect(ledger.map((l) => [l.ledgerAccount, l.amount])).toEqual([
      [`account:${origin.id}`, -750],
      [`account:${destination.id}`, 750],
    ]);
  });

  it.each([
    'tenant_id',
    'amount',
    'description',
    'statement_descriptor',
    'auto_send_receipt',
    'origin_account_id',
    'destination_account_id',
    'currency',
  ])('400 naming %s when it is missing', async (field) => {
    const b = body();
    delete (b as Record<string, unknown>)[field];
    const res = await svc.request('POST', '/transfers/create', { body: b });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toMatchObject({ param: field, code: 'required' });
  });

  it('400 for the same account on both sides, an origin that cannot pay, or unknown accounts', async () => {
    expect((await create({ destination_account_id: origin.id })).body.error.details[0]).toMatchObject({
      param: 'destination_account_id',
      code: 'same_account',
    });
    const readOnly = await insertAccount(db(), svc.merchant, { capabilities: ['BALANCE'] });
    expect((await create({ origin_account_id: readOnly.id })).body.error.details[0]).toMatchObject({
      param: 'origin_account_id',
      code: 'missing_capability',
    });
    const res = await create({ origin_account_id: 'acc_x', destination_account_id: 'acc_y' });
    expect(res.body.error.details.map((d: { param: string }) => d.param)).toEqual([
      'origin_account_id',
      'destination_account_id',
    ]);
    expect((await create({ statement_descriptor: '1234' })).body.error.param).toBe('statement_descriptor');
  });
});

describe('GET /transfers/list, /transfer/list/ and /transfers/{uuid}', () => {
  let m: TestMerchant;
  const ids: Record<string, string> = {};
  let a: Awaited<ReturnType<typeof insertAccount>>;
  let b: Awaited<ReturnType<typeof insertAccount>>;
  let c: Awaited<ReturnType<typeof insertAccount>>;

  beforeAll(async () => {
    m = await svc.newMerchant();
    a = await insertAccount(db(), m, {
      endUser: await insertEndUser(db(), m, { email: 'alice@example.com', localId: 'A-1' }),
      last4: '1001',
      institutionId: svc.institutions[0].id,
    });
    b = await insertAccount(db(), m, {
      endUser: await insertEndUser(db(), m, { email: 'bob@example.com', localId: 'B-1' }),
      last4: '2002',
      institutionId: svc.institutions[1].id,
    });
    c = await insertAccount(db(), m, {
      endUser: await insertEndUser(db(), m, { email: 'carol@example.com', localId: 'C-1' }),
      last4: '3003',
      institutionId: svc.institutions[3].id,
    });
    const make = async (key: string, from: string, to: string, extra: Record<string, unknown>, at: string) => {
      const res = await create(
        { tenant_id: m.tenantIds[0], origin_account_id: from, destination_account_id: to, ...extra },
        m,
      );
      expect(res.status).toBe(201);
      ids[key] = res.body.transfer.uuid;
      await db()
        .update(transactions)
        .set({ dateCreated: new Date(at) })
        .where(eq(transactions.id, ids[key]));
    };
    await make('ab', a.id, b.id, { amount: 100, description: 'Alice to Bob' }, '2026-02-01T00:00:00Z');
    await make(
      'bc',
      b.id,
      c.id,
      { amount: 200, description: 'Bob to Carol', tenant_id: m.tenantIds[1] },
      '2026-02-02T00:00:00Z',
    );
    await make(
      'ca',
      c.id,
      a.id,
      { amount: 300, description: 'Carol to Alice', primary_reference: 'R-3' },
      '2026-02-03T00:00:00Z',
    );
  });

  const uuids = async (query: Record<string, string>, path = '/transfers/list') => {
    const res = await svc.as(m)('GET', path, { query });
    expect(res.status).toBe(200);
    return res.body.transfers.map((t: { uuid: string }) => t.uuid);
  };

  it.each(['/transfers/list', '/transfer/list/', '/transfers/list/', '/transfer/list'])(
    '%s lists the transfers newest first',
    async (path) => {
      expect(await uuids({}, path)).toEqual([ids.ca, ids.bc, ids.ab]);
    },
  );

  it('filters by the origin and destination account (uuid, code, last 4, institution)', async () => {
    expect(await uuids({ origin_account_uuid: a.id })).toEqual([ids.ab]);
    expect(await uuids({ destination_account_uuid: a.id })).toEqual([ids.ca]);
    expect(await uuids({ origin_account_code: b.code })).toEqual([ids.bc]);
    expect(await uuids({ destination_account_code: b.code })).toEqual([ids.ab]);
    expect(await uuids({ origin_account_last_4: '3003' })).toEqual([ids.ca]);
    expect(await uuids({ destination_account_last_4: '3003' })).toEqual([ids.bc]);
    expect(await uuids({ origin_account_institution_uuid: svc.institutions[1].id })).toEqual([ids.bc]);
    expect(await uuids({ destination_account_institution_uuid: svc.institutions[1].id })).toEqual([ids.ab]);
    expect(await uuids({ origin_account_uuid: a.id, destination_account_uuid: c.id })).toEqual([]);
  });

  it('end_user_* match either side of a transfer', async () => {
    expect(await uuids({ end_user_email: 'ALICE@example.com' })).toEqual([ids.ca, ids.ab]);
    expect(await uuids({ end_user_local_id: 'B-1' })).toEqual([ids.bc, ids.ab]);
    expect(await uuids({ end_user_uuid: c.endUserId! })).toEqual([ids.ca, ids.bc]);
  });

  it('filters by the other fields', async () => {
    expect(await uuids({ description: 'to alice' })).toEqual([ids.ca]);
    expect(await uuids({ tenant_uuid: m.tenantIds[1] })).toEqual([ids.bc]);
    expect(await uuids({ primary_reference: 'R-3' })).toEqual([ids.ca]);
    expect(await uuids({ amount: '200' })).toEqual([ids.bc]);
    expect(await uuids({ status: 'PENDING', date_from: '2026-02-02', date_to: '2026-02-02' })).toEqual([ids.bc]);
    expect(await uuids({ merchant_id: m.merchantId })).toEqual([ids.ca, ids.bc, ids.ab]);
  });

  it('GET /transfers/{uuid}; 404 for another merchant or another type', async () => {
    const res = await svc.as(m)('GET', `/transfers/${ids.ab}`);
    expect(res.status).toBe(200);
    expect(res.body.transfer).toMatchObject({ uuid: ids.ab, type: 'TRANSFER' });
    expect((await svc.request('GET', `/transfers/${ids.ab}`)).status).toBe(404);
    expect((await svc.as(m)('GET', `/payouts/${ids.ab}`)).status).toBe(404);
  });
});
