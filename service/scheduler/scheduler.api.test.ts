import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client';
import { accounts, checkoutLinks, recurringCycles, recurringPlans, transactions } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { newCode, newId } from '../lib/ids';
import { createMerchant, ensureInstitutions } from '../seed/base';
import { insertAccount } from '../test/fixtures';
import { startTestService, templateDatabase, type TestService } from '../test/harness';
import { NO_MORE_CYCLES, runScheduler } from './run';

const tick = (db: Db, clock: ManualClock, batchSize = 100) => runScheduler(db, clock, { batchSize });

async function cyclesOf(db: Db, planId: string) {
  return db
    .select()
    .from(recurringCycles)
    .where(eq(recurringCycles.planId, planId))
    .orderBy(asc(recurringCycles.cycle));
}

describe('recurring scheduler (through the API)', () => {
  let svc: TestService;
  let clock: ManualClock;
  let payer: Awaited<ReturnType<typeof insertAccount>>;
  let payee: Awaited<ReturnType<typeof insertAccount>>;
  const db = () => svc.database.db;

  beforeAll(async () => {
    clock = new ManualClock('2026-01-15T12:00:00.000Z');
    svc = await startTestService({ clock });
    payer = await insertAccount(db(), svc.merchant);
    payee = await insertAccount(db(), svc.merchant);
  });
  afterAll(() => svc.close());

  /** The API as the merchant, with a token issued at the (moved) clock's now. */
  async function api(method: string, url: string, body?: unknown) {
    const m = svc.merchant;
    const token = await svc.request('POST', '/oauth/token', {
      token: null,
      body: {
        client_id: m.clientId,
        client_secret: m.clientSecret,
        audience: svc.config.audience,
        grant_type: 'client_credentials',
      },
    });
    return svc.request(method, url, { body, token: token.body.access_token });
  }

  async function plan(overrides: Record<string, unknown> = {}) {
    const res = await api('POST', '/recurring-plans/create', {
      processing_method: 'AUTOMATIC',
      description: 'Gym membership',
      transaction: {
        tenant_id: svc.merchant.tenantIds[0],
        type: 'PAYMENT',
        amount: 2_500,
        statement_descriptor: 'ACME GYM',
      },
      existing_end_user_id: payer.endUserId,
      origin_account_id: payer.id,
      ...overrides,
    });
    expect(res.status).toBe(201);
    return res.body.recurring_plan.uuid as string;
  }

  it('a plan whose start_date is in the past charges only the cycles due from its creation day on', async () => {
    const id = await plan({ cycle_frequency: 'WEEKLY', start_date: '2025-12-18' });
    const before = (await api('GET', `/recurring-plans/${id}`)).body.recurring_plan;
    expect(before).toMatchObject({ start_date: '2025-12-18', next_cycle_date: '2026-01-15' });
    await tick(db(), clock);
    const cycles = await cyclesOf(db(), id);
    expect(cycles.map((c) => [c.cycle, c.dueDate, c.transactionId !== null])).toEqual([
      [1, '2025-12-18', false],
      [2, '2025-12-25', false],
      [3, '2026-01-01', false],
      [4, '2026-01-08', false],
      [5, '2026-01-15', true],
    ]);
    const made = await db().select().from(transactions).where(eq(transactions.recurringPlanId, id));
    expect(made.map((t) => t.dueDate)).toEqual(['2026-01-15']);
  });

  it('creates one PENDING payment per due cycle, from the start date, and none twice', async () => {
    const id = await plan({ cycle_frequency: 'DAILY', start_date: '2026-01-15', total_cycle_count: '5' });
    await tick(db(), clock);
    expect((await cyclesOf(db(), id)).map((c) => c.cycle)).toEqual([1]);
    clock.advance(2 * 86_400_000);
    await tick(db(), clock);
    await tick(db(), clock);
    let cycles = await cyclesOf(db(), id);
    expect(cycles.map((c) => [c.cycle, c.dueDate])).toEqual([
      [1, '2026-01-15'],
      [2, '2026-01-16'],
      [3, '2026-01-17'],
    ]);
    const made = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.recurringPlanId, id))
      .orderBy(asc(transactions.dueDate));
    expect(made).toHaveLength(3);
    expect(made[0]).toMatchObject({
      type: 'PAYMENT',
      status: 'PENDING',
      amount: 2_500,
      originAccountId: payer.id,
      creationSource: 'RECURRING_PLAN',
      dueDate: '2026-01-15',
      description: 'Gym membership — cycle 1',
    });
    expect(made[0].processAfter).not.toBeNull();
    expect(cycles.map((c) => c.transactionId)).toEqual(made.map((m) => m.id));

    clock.advance(10 * 86_400_000);
    await tick(db(), clock);
    cycles = await cyclesOf(db(), id);
    expect(cycles.map((c) => c.cycle)).toEqual([1, 2, 3, 4, 5]);
    const [row] = await db().select().from(recurringPlans).where(eq(recurringPlans.id, id));
    expect(row.nextCycleDate).toBe(NO_MORE_CYCLES);
    const got = (await api('GET', `/recurring-plans/${id}`)).body.recurring_plan;
    expect(got).toMatchObject({ cycles_completed: 5, next_cycle_date: null });
  });

  it('makes nothing while PAUSED, and does not charge the cycles that fell due meanwhile once activated', async () => {
    clock.set('2026-03-01T08:00:00.000Z');
    const id = await plan({ cycle_frequency: 'WEEKLY', start_date: '2026-03-01' });
    await tick(db(), clock);
    expect((await api('PUT', `/recurring-plans/${id}/pause`)).status).toBe(200);
    clock.advance(15 * 86_400_000); // 2026-03-16: cycles of 03-08 and 03-15 fall due while paused
    await tick(db(), clock);
    expect((await api('PUT', `/recurring-plans/${id}/activate`)).status).toBe(200);
    await tick(db(), clock);
    clock.advance(6 * 86_400_000); // 2026-03-22
    await tick(db(), clock);
    const cycles = await cyclesOf(db(), id);
    expect(cycles.map((c) => [c.cycle, c.dueDate, c.transactionId !== null])).toEqual([
      [1, '2026-03-01', true],
      [2, '2026-03-08', false],
      [3, '2026-03-15', false],
      [4, '2026-03-22', true],
    ]);
    expect(await db().select().from(transactions).where(eq(transactions.recurringPlanId, id))).toHaveLength(2);
  });

  it('SEND_REQUEST sends the end user a checkout link per cycle instead of charging', async () => {
    clock.set('2026-03-10T08:00:00.000Z');
    const id = await plan({
      processing_method: 'SEND_REQUEST',
      origin_account_id: undefined,
      cycle_frequency: 'MONTHLY',
      start_date: '2026-03-10',
    });
    await tick(db(), clock);
    clock.set('2026-04-10T08:00:00.000Z');
    await tick(db(), clock);
    const cycles = await cyclesOf(db(), id);
    expect(cycles).toHaveLength(2);
    for (const c of cycles) {
      expect(c.transactionId).toBeNull();
      const [link] = await db().select().from(checkoutLinks).where(eq(checkoutLinks.id, c.checkoutLinkId!));
      expect(link).toMatchObject({ endUserId: payer.endUserId, recurringPlanId: id, deliveryStatus: 'CREATED' });
      expect(link.expirationDate!.getTime()).toBe(link.dateCreated.getTime() + 14 * 86_400_000);
      const [payment] = await db().select().from(transactions).where(eq(transactions.id, link.transactionId));
      expect(payment).toMatchObject({
        status: 'PENDING',
        originAccountId: null,
        processAfter: null,
        amount: 2_500,
        recurringPlanId: id,
      });
      expect((await api('GET', `/checkout/link/${link.id}`)).status).toBe(200);
    }
  });

  it('makes payouts and transfers, and records a cycle it cannot make as a FAILED transaction', async () => {
    clock.set('2026-05-01T08:00:00.000Z');
    const payout = await plan({
      transaction: { tenant_id: svc.merchant.tenantIds[0], type: 'PAYOUT', amount: 900 },
      origin_account_id: undefined,
      destination_account_id: payee.id,
      cycle_frequency: 'DAILY',
      total_cycle_count: '3',
    });
    const transfer = await plan({
      transaction: {
        tenant_id: svc.merchant.tenantIds[0],
        type: 'TRANSFER',
        amount: 700,
        statement_descriptor: 'ACME RENT',
      },
      destination_account_id: payee.id,
      cycle_frequency: 'DAILY',
      total_cycle_count: '3',
    });
    await tick(db(), clock);
    await db().update(accounts).set({ currentStatus: 'DISCONNECTED' }).where(eq(accounts.id, payee.id));
    clock.advance(86_400_000);
    await tick(db(), clock);
    for (const [id, type] of [
      [payout, 'PAYOUT'],
      [transfer, 'TRANSFER'],
    ] as const) {
      const made = await db()
        .select()
        .from(transactions)
        .where(eq(transactions.recurringPlanId, id))
        .orderBy(asc(transactions.dueDate));
      expect(made.map((m) => [m.type, m.status])).toEqual([
        [type, 'PENDING'],
        [type, 'FAILED'],
      ]);
      expect(made[1].remarks).toBe('ACCOUNT_NOT_CONNECTED');
      expect(made[1].declineReason).toContain('DISCONNECTED');
    }
    await db().update(accounts).set({ currentStatus: 'CONNECTED' }).where(eq(accounts.id, payee.id));
  });
});

/**
 * Two handles on one database: two pools on PostgreSQL (two "processes"), or PGlite in a folder; a copy of the run's
 * migrated template (templateDatabase).
 */
async function sharedDatabase(): Promise<{ open(): Promise<Database>; cleanup(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-scheduler-'));
  const { first, again } = await templateDatabase(path.join(dir, 'pglite'));
  let opened = false;
  return {
    open: () => openDatabase(opened ? again : ((opened = true), first)),
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function seedPlans(db: Db, count: number, startDate: string) {
  await ensureInstitutions(db);
  const merchant = await createMerchant(db, { name: 'Scheduler Co' });
  const payer = await insertAccount(db, merchant);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = newId('rcp');
    ids.push(id);
    await db.insert(recurringPlans).values({
      id,
      code: newCode('RCP'),
      merchantId: merchant.merchantId,
      ownerMerchantId: merchant.merchantId,
      endUserId: payer.endUserId!,
      description: `Plan ${i}`,
      processingMethod: 'AUTOMATIC',
      status: 'ACTIVE',
      startDate,
      // Created on its start day: cycles due before a plan existed are skipped, not charged.
      dateCreated: new Date(`${startDate}T00:00:00Z`),
      cycleFrequency: 'DAILY',
      totalCycleCount: 30,
      originAccountId: payer.id,
      transaction: {
        tenant_id: merchant.tenantIds[0],
        type: 'PAYMENT',
        currency: 'USD',
        amount: 1_000 + i,
        description: `Plan ${i}`,
        metadata: {},
      },
    });
  }
  return ids;
}

async function expectExactlyOnce(db: Db, planIds: string[], cyclesPerPlan: number) {
  const rows = await db
    .select({
      planId: recurringCycles.planId,
      n: sql<number>`count(*)::int`,
      last: sql<number>`max(${recurringCycles.cycle})::int`,
      made: sql<number>`count(distinct ${recurringCycles.transactionId})::int`,
    })
    .from(recurringCycles)
    .groupBy(recurringCycles.planId);
  const byPlan = new Map(rows.map((r) => [r.planId, r]));
  for (const id of planIds)
    expect(byPlan.get(id)).toEqual({ planId: id, n: cyclesPerPlan, last: cyclesPerPlan, made: cyclesPerPlan });
  const [trx] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(and(isNotNull(transactions.recurringPlanId), sql`${transactions.recurringPlanId} in ${planIds}`));
  expect(trx.n).toBe(planIds.length * cyclesPerPlan);
}

describe('recurring scheduler across restarts and processes', () => {
  it('creates exactly the due cycles across a restart (the schedule lives in the database only)', async () => {
    const shared = await sharedDatabase();
    const clock = new ManualClock('2026-06-03T06:00:00.000Z');
    try {
      let database = await shared.open();
      const ids = await seedPlans(database.db, 3, '2026-06-01');
      await tick(database.db, clock);
      await expectExactlyOnce(database.db, ids, 3);
      await database.close();

      // A new service process on the same database, later.
      database = await shared.open();
      await tick(database.db, clock);
      await expectExactlyOnce(database.db, ids, 3);
      clock.advance(4 * 86_400_000);
      await tick(database.db, clock);
      await tick(database.db, clock);
      await expectExactlyOnce(database.db, ids, 7);
      await database.close();
    } finally {
      shared.cleanup();
    }
  });

  it('never makes a cycle twice with two schedulers running at once', async () => {
    const shared = await sharedDatabase();
    const clock = new ManualClock('2026-06-10T06:00:00.000Z');
    const first = await shared.open();
    // PostgreSQL: a second pool, as a second service process has. PGlite (one connection): the same handle, ticks interleaved.
    const second = process.env.TEST_DATABASE_URL ? await shared.open() : first;
    try {
      const ids = await seedPlans(first.db, 12, '2026-06-01');
      for (let day = 0; day < 5; day++) {
        await Promise.all([
          tick(first.db, clock, 5),
          tick(second.db, clock, 5),
          tick(first.db, clock, 5),
          tick(second.db, clock, 5),
        ]);
        while ((await tick(second.db, clock, 5)).more);
        clock.advance(86_400_000);
      }
      // 2026-06-01 … 2026-06-14: 14 cycles each
      await expectExactlyOnce(first.db, ids, 14);
    } finally {
      if (second !== first) await second.close();
      await first.close();
      shared.cleanup();
    }
  });
});
