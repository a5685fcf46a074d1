import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endUsers, recurringCycles, recurringPlans } from '../db/schema';
import { insertAccount, insertEndUser } from '../test/fixtures';
import { endUserBody, startTestService, type TestMerchant, type TestService } from '../test/harness';

let svc: TestService;
let payer: Awaited<ReturnType<typeof insertAccount>>;
let payee: Awaited<ReturnType<typeof insertAccount>>;

// The manual clock starts on 2026-01-15T12:00Z: "today" is 2026-01-15.
beforeAll(async () => {
  svc = await startTestService({ manualClock: true });
  payer = await insertAccount(svc.database.db, svc.merchant);
  payee = await insertAccount(svc.database.db, svc.merchant);
});
afterAll(() => svc.close());

const db = () => svc.database.db;
const body = (overrides: Record<string, unknown> = {}) => ({
  processing_method: 'AUTOMATIC',
  transaction: {
    tenant_id: svc.merchant.tenantIds[0],
    type: 'PAYMENT',
    amount: 2500,
    statement_descriptor: 'ACME GYM',
    primary_reference: 'MEMBER-77',
    metadata: { tier: 'gold' },
  },
  existing_end_user_id: payer.endUserId,
  origin_account_id: payer.id,
  ...overrides,
});
const create = (overrides: Record<string, unknown> = {}, m?: TestMerchant) =>
  (m ? svc.as(m) : svc.request)('POST', '/recurring-plans/create', { body: body(overrides) });
const params = (res: { body: { error: { details: { param: string }[] } } }) =>
  res.body.error.details.map((d) => d.param);

describe('POST /recurring-plans/create', () => {
  it('creates an ACTIVE plan starting today, MONTHLY by default', async () => {
    const res = await create({
      description: 'Gym membership',
      primary_reference: 'PLAN-1',
      metadata: { crm: '1' },
      total_cycle_count: '12',
    });
    expect(res.status).toBe(201);
    const p = res.body.recurring_plan;
    expect(p.uuid).toMatch(/^rcp_/);
    expect(p.code).toMatch(/^RCP-/);
    expect(p).toMatchObject({
      description: 'Gym membership',
      processing_method: 'AUTOMATIC',
      status: 'ACTIVE',
      start_date: '2026-01-15',
      end_date: null,
      total_cycle_count: '12',
      cycle_frequency: 'MONTHLY',
      origin_account: { uuid: payer.id },
      destination_account: null,
      transaction: {
        tenant: { uuid: svc.merchant.tenantIds[0] },
        type: 'PAYMENT',
        currency: { code: 'USD' },
        amount: 2500,
        description: 'Gym membership',
        statement_descriptor: 'ACME GYM',
        primary_reference: 'MEMBER-77',
        secondary_reference: null,
        metadata: { tier: 'gold' },
      },
      primary_reference: 'PLAN-1',
      metadata: { crm: '1' },
      merchant_id: svc.merchant.merchantId,
      cycles_completed: 0,
      next_cycle_date: '2026-01-15',
    });
    expect(p.end_user.uuid).toBe(payer.endUserId);
  });

  it('takes dates, frequency, a numeric count, lower-case enums and a bare tenant UUID', async () => {
    const res = await create({
      processing_method: 'automatic',
      cycle_frequency: 'weekly',
      start_date: '2026-01-31',
      end_date: '2026-03-31',
      total_cycle_count: 4,
      transaction: { tenant_id: svc.merchant.tenantIds[1].slice(4), type: 'payment', amount: '990', currency: 'eur' },
    });
    expect(res.status).toBe(201);
    expect(res.body.recurring_plan).toMatchObject({
      processing_method: 'AUTOMATIC',
      cycle_frequency: 'WEEKLY',
      start_date: '2026-01-31',
      end_date: '2026-03-31',
      total_cycle_count: '4',
      transaction: {
        tenant: { uuid: svc.merchant.tenantIds[1] },
        type: 'PAYMENT',
        amount: 990,
        currency: { code: 'EUR' },
      },
      next_cycle_date: '2026-01-31',
    });
  });

  it('PAYOUT plans pay a destination account; TRANSFER plans move between two', async () => {
    const payout = await create({
      transaction: { ...body().transaction, type: 'PAYOUT' },
      origin_account_id: undefined,
      destination_account_id: payee.id,
    });
    expect(payout.status).toBe(201);
    expect(payout.body.recurring_plan).toMatchObject({ origin_account: null, destination_account: { uuid: payee.id } });
    const transfer = await create({
      transaction: { ...body().transaction, type: 'TRANSFER' },
      destination_account_id: payee.id,
    });
    expect(transfer.status).toBe(201);
    expect(transfer.body.recurring_plan).toMatchObject({
      origin_account: { uuid: payer.id },
      destination_account: { uuid: payee.id },
    });
  });

  it('SEND_REQUEST payment plans need no account (a checkout link each cycle)', async () => {
    const res = await create({ processing_method: 'SEND_REQUEST', origin_account_id: undefined });
    expect(res.status).toBe(201);
    expect(res.body.recurring_plan).toMatchObject({ processing_method: 'SEND_REQUEST', origin_account: null });
  });

  it('creates the end user from new_end_user_details, for the sub-merchant of merchant_id', async () => {
    const sub = svc.merchant.subMerchantIds[0];
    const res = await create({
      existing_end_user_id: undefined,
      new_end_user_details: endUserBody({ email: 'member@example.com' }),
      merchant_id: sub,
    });
    expect(res.status).toBe(201);
    expect(res.body.recurring_plan.merchant_id).toBe(sub);
    const [eu] = await db().select().from(endUsers).where(eq(endUsers.id, res.body.recurring_plan.end_user.uuid));
    expect(eu).toMatchObject({ email: 'member@example.com', ownerMerchantId: sub });
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['missing processing_method', { processing_method: undefined }, ['processing_method']],
    ['unknown processing_method', { processing_method: 'MANUAL' }, ['processing_method']],
    ['missing transaction', { transaction: undefined }, ['transaction']],
    ['missing transaction.type', { transaction: { tenant_id: 'x', amount: 1 } }, ['transaction.type']],
    ['missing transaction.amount', { transaction: { tenant_id: 'x', type: 'PAYMENT' } }, ['transaction.amount']],
    ['unknown transaction.type', { transaction: { tenant_id: 'x', type: 'REFUND', amount: 1 } }, ['transaction.type']],
    ['bad cycle_frequency', { cycle_frequency: 'HOURLY' }, ['cycle_frequency']],
    ['zero cycles', { total_cycle_count: '0' }, ['total_cycle_count']],
    ['fractional cycles', { total_cycle_count: '1.5' }, ['total_cycle_count']],
    ['negative cycles', { total_cycle_count: -3 }, ['total_cycle_count']],
    ['words for cycles', { total_cycle_count: 'twelve' }, ['total_cycle_count']],
    ['bad start_date', { start_date: '2026-02-30' }, ['start_date']],
    ['neither end user form', { existing_end_user_id: undefined }, ['existing_end_user_id']],
    ['both end user forms', { new_end_user_details: endUserBody() }, ['new_end_user_details']],
    ['long reference', { primary_reference: 'x'.repeat(41) }, ['primary_reference']],
  ])('400: %s', async (_case, overrides, expected) => {
    const res = await create(overrides);
    expect(res.status).toBe(400);
    expect(params(res)).toEqual(expected);
  });

  it.each([
    ['a start_date in the past', { start_date: '2025-11-03' }],
    ['an end_date before the start_date', { start_date: '2026-03-01', end_date: '2026-02-28' }],
    ['an end_date before today', { end_date: '2026-01-01' }],
  ])('accepts %s (the spec sets no rule on the dates) and stores them as sent', async (_case, dates) => {
    const res = await create(dates);
    expect(res.status).toBe(201);
    expect(res.body.recurring_plan).toMatchObject({ status: 'ACTIVE', ...dates });
  });

  it('accepts every combination of the optional account ids (the spec sets no condition) and stores them as sent', async () => {
    const payout = (extra: Record<string, unknown>) => ({
      transaction: { ...body().transaction, type: 'PAYOUT' },
      ...extra,
    });
    const transfer = (extra: Record<string, unknown>) => ({
      transaction: { ...body().transaction, type: 'TRANSFER' },
      ...extra,
    });
    const cases: Record<string, unknown>[] = [
      { processing_method: 'SEND_REQUEST', origin_account_id: payer.id },
      { origin_account_id: undefined },
      { destination_account_id: payer.id },
      payout({ origin_account_id: undefined }),
      payout({ origin_account_id: payer.id }),
      transfer({ origin_account_id: payer.id }),
      {
        processing_method: 'SEND_REQUEST',
        ...payout({ origin_account_id: undefined, destination_account_id: payer.id }),
      },
    ];
    for (const overrides of cases) {
      const res = await create(overrides);
      expect(res.status, JSON.stringify(overrides)).toBe(201);
      const sent = body(overrides) as { origin_account_id?: string; destination_account_id?: string };
      expect(res.body.recurring_plan.origin_account?.uuid ?? null).toBe(sent.origin_account_id ?? null);
      expect(res.body.recurring_plan.destination_account?.uuid ?? null).toBe(sent.destination_account_id ?? null);
    }
  });

  it('400 naming the field for unknown or foreign references', async () => {
    const foreign = await insertAccount(db(), svc.other);
    const off = await insertAccount(db(), svc.merchant, { currentStatus: 'DISCONNECTED' });
    const res = await create({
      transaction: { ...body().transaction, tenant_id: svc.other.tenantIds[0] },
      origin_account_id: foreign.id,
      existing_end_user_id: (await insertEndUser(db(), svc.other)).id,
      merchant_id: svc.other.merchantId,
    });
    expect(res.status).toBe(400);
    expect(params(res).sort()).toEqual([
      'existing_end_user_id',
      'merchant_id',
      'origin_account_id',
      'transaction.tenant_id',
    ]);
    const disconnected = await create({ origin_account_id: off.id });
    expect(disconnected.body.error.details[0]).toMatchObject({
      param: 'origin_account_id',
      code: 'account_not_connected',
    });
  });

  it('needs write:payments', async () => {
    const limited = await svc.newMerchant({ scopes: ['read:payments'] });
    expect((await svc.as(limited)('POST', '/recurring-plans/create', { body: body() })).status).toBe(403);
  });
});

describe('pause and activate', () => {
  it('ACTIVE → PAUSED → ACTIVE; pausing a paused or activating an active plan is a 409', async () => {
    const plan = (await create()).body.recurring_plan;
    const paused = await svc.request('PUT', `/recurring-plans/${plan.uuid}/pause`);
    expect(paused.status).toBe(200);
    expect(paused.body.recurring_plan).toMatchObject({ uuid: plan.uuid, status: 'PAUSED' });
    const again = await svc.request('PUT', `/recurring-plans/${plan.uuid}/pause`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('plan_not_active');
    const active = await svc.request('PUT', `/recurring-plans/${plan.uuid}/activate`);
    expect(active.body.recurring_plan.status).toBe('ACTIVE');
    const twice = await svc.request('PUT', `/recurring-plans/${plan.uuid}/activate`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('plan_not_paused');
  });

  it('404 for an unknown or foreign plan', async () => {
    const plan = (await create()).body.recurring_plan;
    expect((await svc.as(svc.other)('PUT', `/recurring-plans/${plan.uuid}/pause`)).status).toBe(404);
    expect((await svc.request('PUT', '/recurring-plans/rcp_nope/activate')).status).toBe(404);
  });

  it('concurrent pauses: exactly one succeeds', async () => {
    const plan = (await create()).body.recurring_plan;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => svc.request('PUT', `/recurring-plans/${plan.uuid}/pause`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });
});

describe('GET /recurring-plans/list and /recurring-plans/{uuid}', () => {
  it('lists newest first with filters; shows progress from generated cycles', async () => {
    const m = await svc.newMerchant();
    const account = await insertAccount(db(), m);
    const mk = async (extra: Record<string, unknown>, at: string) => {
      const res = await create(
        {
          transaction: { tenant_id: m.tenantIds[0], type: 'PAYMENT', amount: 100 },
          existing_end_user_id: account.endUserId,
          origin_account_id: account.id,
          ...extra,
        },
        m,
      );
      expect(res.status).toBe(201);
      await db()
        .update(recurringPlans)
        .set({ dateCreated: new Date(at) })
        .where(eq(recurringPlans.id, res.body.recurring_plan.uuid));
      return res.body.recurring_plan.uuid as string;
    };
    const a = await mk({ cycle_frequency: 'DAILY', primary_reference: 'A' }, '2026-01-10T00:00:00Z');
    const b = await mk(
      {
        processing_method: 'SEND_REQUEST',
        origin_account_id: undefined,
        secondary_reference: 'B',
        merchant_id: m.subMerchantIds[0],
      },
      '2026-01-11T00:00:00Z',
    );
    await svc.as(m)('PUT', `/recurring-plans/${a}/pause`);
    const list = async (query: Record<string, string> = {}) => {
      const res = await svc.as(m)('GET', '/recurring-plans/list', { query });
      expect(res.status).toBe(200);
      return res.body.recurring_plans.map((p: { uuid: string }) => p.uuid);
    };
    expect(await list()).toEqual([b, a]);
    expect(await list({ status: 'PAUSED' })).toEqual([a]);
    expect(await list({ processing_method: 'SEND_REQUEST' })).toEqual([b]);
    expect(await list({ cycle_frequency: 'DAILY' })).toEqual([a]);
    expect(await list({ primary_reference: 'A' })).toEqual([a]);
    expect(await list({ secondary_reference: 'B' })).toEqual([b]);
    expect(await list({ merchant_id: m.subMerchantIds[0] })).toEqual([b]);
    expect(await list({ end_user_uuid: account.endUserId! })).toEqual([b, a]);
    expect(await list({ date_to: '2026-01-10' })).toEqual([a]);
    expect((await svc.as(m)('GET', '/recurring-plans/list', { query: { status: 'DONE' } })).status).toBe(400);

    await db()
      .insert(recurringCycles)
      .values([
        { planId: a, cycle: 1, dueDate: '2026-01-15' },
        { planId: a, cycle: 2, dueDate: '2026-01-16' },
      ]);
    const got = await svc.as(m)('GET', `/recurring-plans/${a}`);
    expect(got.status).toBe(200);
    expect(got.body.recurring_plan).toMatchObject({
      uuid: a,
      status: 'PAUSED',
      cycles_completed: 2,
      next_cycle_date: '2026-01-17',
    });
    expect((await svc.request('GET', `/recurring-plans/${a}`)).status).toBe(404);
  });

  it('next_cycle_date is null once the plan is finished', async () => {
    const plan = (await create({ total_cycle_count: '1' })).body.recurring_plan;
    await db().insert(recurringCycles).values({ planId: plan.uuid, cycle: 1, dueDate: plan.start_date });
    expect((await svc.request('GET', `/recurring-plans/${plan.uuid}`)).body.recurring_plan).toMatchObject({
      cycles_completed: 1,
      next_cycle_date: null,
    });
  });

  it('needs read:payments', async () => {
    const limited = await svc.newMerchant({ scopes: ['write:payments'] });
    expect((await svc.as(limited)('GET', '/recurring-plans/list')).status).toBe(403);
  });
});
