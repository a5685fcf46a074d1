import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../db/client';
import { transactions } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { newCode, newId } from '../lib/ids';
import { DISPUTE_REMARKS } from '../payments/give-back';
import { insertAccount, insertEndUser } from '../test/fixtures';
import { resolvePeriod, type Period } from './period';
import { getOverview } from './queries';
import fs from 'node:fs';
import path from 'node:path';
import { ALL_OWNERS, compactRollups, periodOnWholeHours } from './rollups';
import { startTestService, type TestMerchant, type TestService } from '../test/harness';

let svc: TestService;

type TrxInput = Partial<typeof transactions.$inferInsert> & {
  type: string;
  status: string;
  amount: number;
  at: string;
};

/** A transaction row as the processor would have left it, created at `at`. */
async function insertTrx(db: DbOrTx, merchant: TestMerchant, input: TrxInput) {
  const { at, ...rest } = input;
  const [row] = await db
    .insert(transactions)
    .values({
      id: newId('trx'),
      code: newCode('TRX'),
      merchantId: merchant.merchantId,
      ownerMerchantId: merchant.merchantId,
      tenantId: merchant.tenantIds[0],
      currency: 'USD',
      dateCreated: new Date(at),
      dateUpdated: new Date(at),
      ...rest,
    })
    .returning();
  return row;
}

const overview = (query: Record<string, string> = {}, as?: TestMerchant) =>
  (as ? svc.as(as) : svc.request)('GET', '/analytics/overview', { query }).then((res) => {
    if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
    return res.body.overview;
  });

beforeAll(async () => {
  svc = await startTestService({ clock: new ManualClock('2026-11-20T12:00:00.000Z') });
  const db = svc.database.db;
  const m = svc.merchant;
  const [ana, ben, cai, dia] = await Promise.all([
    insertEndUser(db, m, { firstName: 'Ana', lastName: 'Gómez', email: 'ana@example.com' }),
    insertEndUser(db, m, {
      type: 'ORGANIZATION',
      firstName: null,
      lastName: null,
      organization: 'Ben Corp',
      email: 'ben@example.com',
    }),
    insertEndUser(db, m, { firstName: 'Cai', lastName: 'Li', email: 'cai@example.com' }),
    insertEndUser(db, m, {
      firstName: 'Dia',
      lastName: 'Ro',
      email: 'dia@example.com',
      ownerMerchantId: m.subMerchantIds[0],
    }),
  ]);
  const acc = async (endUser: typeof ana) => insertAccount(db, m, { endUser });
  const [accA, accB, accC, accD] = await Promise.all([acc(ana), acc(ben), acc(cai), acc(dia)]);
  const payment = (a: typeof accA, input: Omit<TrxInput, 'type'>) =>
    insertTrx(db, m, { type: 'PAYMENT', originAccountId: a.id, originEndUserId: a.endUserId, ...input });

  const p1 = await payment(accA, {
    status: 'SUCCESSFUL',
    amount: 10_000,
    totalFee: 320,
    netAmount: 9_680,
    amountRefunded: 1_000,
    at: '2026-11-18T10:00:00Z',
  });
  // 03:00 GMT on the 19th is still the 18th in Bogotá (GMT−5).
  const p2 = await payment(accA, {
    status: 'REFUNDED',
    amount: 5_000,
    totalFee: 175,
    netAmount: 4_825,
    amountRefunded: 5_000,
    at: '2026-11-19T03:00:00Z',
  });
  const p3 = await payment(accB, {
    status: 'DISPUTED',
    amount: 20_000,
    totalFee: 610,
    netAmount: 19_390,
    at: '2026-11-19T12:00:00Z',
  });
  await payment(accB, { status: 'FAILED', amount: 7_013, remarks: 'INSUFFICIENT_FUNDS', at: '2026-11-19T13:00:00Z' });
  await payment(accC, { status: 'PENDING', amount: 3_000, at: '2026-11-20T09:00:00Z' });
  await payment(accD, {
    status: 'SUCCESSFUL',
    amount: 4_000,
    totalFee: 146,
    netAmount: 3_854,
    ownerMerchantId: m.subMerchantIds[0],
    at: '2026-11-20T01:00:00Z',
  });
  // Outside the default 30 days, in another currency, and another merchant's: none of them count by default.
  await payment(accA, {
    status: 'SUCCESSFUL',
    amount: 50_000,
    totalFee: 1_480,
    netAmount: 48_520,
    at: '2026-09-01T12:00:00Z',
  });
  await payment(accC, {
    status: 'SUCCESSFUL',
    amount: 100_000,
    currency: 'COP',
    totalFee: 0,
    netAmount: 100_000,
    at: '2026-11-19T12:00:00Z',
  });
  await insertTrx(db, svc.other, { type: 'PAYMENT', status: 'SUCCESSFUL', amount: 77_777, at: '2026-11-19T12:00:00Z' });

  await insertTrx(db, m, {
    type: 'REFUND',
    status: 'SUCCESSFUL',
    amount: 5_000,
    parentId: p2.id,
    at: '2026-11-19T08:00:00Z',
  });
  await insertTrx(db, m, {
    type: 'REFUND',
    status: 'SUCCESSFUL',
    amount: 1_000,
    parentId: p1.id,
    at: '2026-11-20T08:00:00Z',
  });
  await insertTrx(db, m, {
    type: 'REVERSAL',
    status: 'SUCCESSFUL',
    amount: 20_000,
    parentId: p3.id,
    remarks: DISPUTE_REMARKS,
    at: '2026-11-20T10:00:00Z',
  });
  // A reversal sent through authorize is not a dispute.
  await insertTrx(db, m, { type: 'REVERSAL', status: 'SUCCESSFUL', amount: 999, at: '2026-11-20T10:00:00Z' });
  await insertTrx(db, m, {
    type: 'PAYOUT',
    status: 'SUCCESSFUL',
    amount: 2_500,
    destinationAccountId: accA.id,
    at: '2026-11-10T10:00:00Z',
  });
  await insertTrx(db, m, {
    type: 'PAYOUT',
    status: 'FAILED',
    amount: 1_500,
    destinationAccountId: accA.id,
    at: '2026-11-11T10:00:00Z',
  });
  await insertTrx(db, m, {
    type: 'TRANSFER',
    status: 'PENDING',
    amount: 8_000,
    originAccountId: accA.id,
    destinationAccountId: accB.id,
    at: '2026-11-12T10:00:00Z',
  });
});

afterAll(() => svc.close());

describe('GET /analytics/overview', () => {
  it('defaults to the last 30 days in UTC and the merchant’s currency, with exact sums', async () => {
    const o = await overview();
    expect(o).toMatchObject({
      currency: 'USD',
      time_zone: 'UTC',
      date_from: '2026-10-22',
      date_to: '2026-11-20',
      merchant_id: null,
    });
    expect(o.available_currencies).toEqual(['COP', 'USD']);
    expect(o.payments).toEqual({
      count: 6,
      amount: 49_013,
      succeeded_count: 4,
      succeeded_amount: 39_000,
      finished_count: 5,
      success_rate: 0.8,
      total_fee: 1_251,
      net_amount: 37_749,
    });
    const statuses = Object.fromEntries(
      o.statuses.map((s: { status: string; count: number; amount: number }) => [s.status, [s.count, s.amount]]),
    );
    expect(statuses).toEqual({
      CREATED: [0, 0],
      PENDING: [1, 3_000],
      PROCESSING: [0, 0],
      SUCCESSFUL: [2, 14_000],
      REFUNDED: [1, 5_000],
      DISPUTED: [1, 20_000],
      FAILED: [1, 7_013],
      CANCELED: [0, 0],
      REVERSED: [0, 0],
    });
    expect(o.refunds).toEqual({ count: 2, amount: 6_000 });
    expect(o.disputes).toEqual({ count: 1, amount: 20_000 });
    expect(o.payouts).toEqual({ count: 2, amount: 4_000, succeeded_count: 1, succeeded_amount: 2_500 });
    expect(o.transfers).toEqual({ count: 1, amount: 8_000, succeeded_count: 0, succeeded_amount: 0 });
    expect(o.generated_at).toBe('2026-11-20T12:00:00.000Z');
  });

  it('has one zero-filled entry per day, oldest first', async () => {
    const { daily } = await overview();
    expect(daily).toHaveLength(30);
    expect(daily[0]).toEqual({ date: '2026-10-22', count: 0, amount: 0, succeeded_count: 0, succeeded_amount: 0 });
    expect(daily.slice(-3)).toEqual([
      { date: '2026-11-18', count: 1, amount: 10_000, succeeded_count: 1, succeeded_amount: 10_000 },
      { date: '2026-11-19', count: 3, amount: 32_013, succeeded_count: 2, succeeded_amount: 25_000 },
      { date: '2026-11-20', count: 2, amount: 7_000, succeeded_count: 1, succeeded_amount: 4_000 },
    ]);
    const total = daily.reduce((n: number, d: { amount: number }) => n + d.amount, 0);
    expect(total).toBe(49_013);
  });

  it('cuts days in the requested time zone', async () => {
    const o = await overview({ time_zone: 'America/Bogota', date_from: '2026-11-18', date_to: '2026-11-20' });
    expect(o.daily).toEqual([
      { date: '2026-11-18', count: 2, amount: 15_000, succeeded_count: 2, succeeded_amount: 15_000 },
      { date: '2026-11-19', count: 3, amount: 31_013, succeeded_count: 2, succeeded_amount: 24_000 },
      { date: '2026-11-20', count: 1, amount: 3_000, succeeded_count: 0, succeeded_amount: 0 },
    ]);
    expect(o.time_zone).toBe('America/Bogota');
  });

  it('ranks the top end users by succeeded volume', async () => {
    const { top_end_users: top } = await overview();
    expect(
      top.map((u: { name: string; email: string; count: number; amount: number }) => [
        u.name,
        u.email,
        u.count,
        u.amount,
      ]),
    ).toEqual([
      ['Ben Corp', 'ben@example.com', 1, 20_000],
      ['Ana Gómez', 'ana@example.com', 2, 15_000],
      ['Dia Ro', 'dia@example.com', 1, 4_000],
    ]);
    expect(top[0].uuid).toMatch(/^eur_/);
    expect(top[0].code).toMatch(/^EUR-/);
  });

  it('narrows to a period, a currency or a sub-merchant', async () => {
    const day = await overview({ date_from: '2026-11-19', date_to: '2026-11-19' });
    expect(day.daily).toHaveLength(1);
    expect(day.payments).toMatchObject({ count: 3, amount: 32_013 });
    expect(day.refunds).toEqual({ count: 1, amount: 5_000 });

    const wide = await overview({ date_from: '2026-09-01' });
    expect(wide.date_to).toBe('2026-11-20');
    expect(wide.payments).toMatchObject({ count: 7, amount: 99_013, succeeded_amount: 89_000 });

    const cop = await overview({ currency: 'cop' });
    expect(cop.currency).toBe('COP');
    expect(cop.payments).toMatchObject({ count: 1, amount: 100_000 });
    expect(cop.top_end_users.map((u: { name: string }) => u.name)).toEqual(['Cai Li']);

    const sub = await overview({ merchant_id: svc.merchant.subMerchantIds[0] });
    expect(sub.merchant_id).toBe(svc.merchant.subMerchantIds[0]);
    expect(sub.payments).toMatchObject({ count: 1, amount: 4_000, succeeded_amount: 4_000 });
    expect(sub.refunds).toEqual({ count: 0, amount: 0 });
  });

  it('shows a merchant only its own rows', async () => {
    const o = await overview({}, svc.other);
    expect(o.payments).toMatchObject({ count: 1, amount: 77_777 });
    expect(o.top_end_users).toEqual([]);
    expect(o.refunds).toEqual({ count: 0, amount: 0 });
    const res = await svc.request('GET', '/analytics/overview', { query: { merchant_id: svc.other.merchantId } });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('merchant_id');
  });

  it('refuses bad periods, zones and parameters with 400', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ date_from: '2026-11-20', date_to: '2026-11-19' }, 'date_from'],
      [{ date_from: '2024-01-01', date_to: '2026-11-19' }, 'date_to'],
      [{ date_from: '2026-02-30' }, 'date_from'],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ time_zone: '+05:00' }, 'time_zone'],
      [{ currency: 'US' }, 'currency'],
      [{ page: '2' }, 'page'],
    ];
    for (const [query, param] of cases) {
      const res = await svc.request('GET', '/analytics/overview', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.details.map((d: { param: string }) => d.param)).toContain(param);
    }
  });

  it('needs read:payments', async () => {
    const limited = await svc.newMerchant({ scopes: ['read:accounts'] });
    const res = await svc.as(limited)('GET', '/analytics/overview');
    expect(res.status).toBe(403);
    expect((await svc.request('GET', '/analytics/overview', { token: null })).status).toBe(401);
  });

  it('is documented as an extension', async () => {
    const doc = (await svc.request('GET', '/openapi.json', { token: null })).body;
    expect(doc.paths['/api/v1/analytics/overview'].get['x-extension']).toBe(true);
  });
});

describe('overview rollups', () => {
  const zones = ['UTC', 'America/Bogota', 'Europe/London', 'Asia/Tokyo'];
  const periods: [string, string][] = [
    ['2026-11-18', '2026-11-20'],
    ['2026-10-22', '2026-11-20'],
    ['2026-08-01', '2026-11-20'],
    ['2026-11-19', '2026-11-19'],
    // A partial month read as the month minus its days outside the period, at the end and at the start.
    ['2026-07-29', '2026-11-18'],
    ['2026-08-05', '2026-10-31'],
  ];

  /** Every scope: each zone, period, currency, and the sub-merchant alone; rollups against a full recomputation. */
  async function expectRollupsMatchTransactions() {
    const db = svc.database.db;
    const m = svc.merchant;
    for (const timeZone of zones) {
      for (const [from, to] of periods) {
        for (const currency of ['USD', 'COP']) {
          for (const ownerMerchantId of [undefined, m.subMerchantIds[0]]) {
            const scope = {
              merchantId: m.merchantId,
              ownerMerchantId,
              currency,
              period: resolvePeriod({ dateFrom: from, dateTo: to, timeZone, now: new Date() }) as Period,
            };
            const now = new Date('2026-11-20T12:00:00.000Z');
            const label = JSON.stringify({ timeZone, from, to, currency, ownerMerchantId });
            expect(await getOverview(db, scope, now, 'rollups'), label).toEqual(
              await getOverview(db, scope, now, 'transactions'),
            );
          }
        }
      }
    }
  }

  /** The rollup tables kept for all owners too, their keys without the owner, and their sums (migration 0008). */
  const rollupTables = [
    {
      table: 'analytics_hourly',
      keys: 'merchant_id, currency, type, hour, status',
      sums: 'count, amount, total_fee, net_amount',
    },
    { table: 'analytics_payer_monthly', keys: 'merchant_id, currency, month, end_user_id', sums: 'count, amount' },
  ];

  /** Every group's all-owners row is the sum of its per-owner rows (none missing, none extra), for each rollup. */
  async function expectAllOwnersRowsAreSums() {
    const db = svc.database.db;
    for (const { table, keys, sums } of rollupTables) {
      const summed = sql.raw(
        `select ${keys}, ${sums
          .split(', ')
          .map((c) => `sum(${c}) as ${c}`)
          .join(', ')} from ${table} where owner_merchant_id <> '${ALL_OWNERS}' group by ${keys}`,
      );
      const all = sql.raw(`select ${keys}, ${sums} from ${table} where owner_merchant_id = '${ALL_OWNERS}'`);
      const [{ missing, extra, total }] = (
        (await db.execute(sql`select
          (select count(*)::int from (${summed} except ${all}) x) as missing,
          (select count(*)::int from (${all} except ${summed}) x) as extra,
          (select count(*)::int from (${all}) x) as total`)) as unknown as {
          rows: { missing: number; extra: number; total: number }[];
        }
      ).rows;
      expect({ table, missing, extra }).toEqual({ table, missing: 0, extra: 0 });
      expect(total, table).toBeGreaterThan(0);
    }
  }

  // The rollup checks run hundreds of statements and rebuild every rollup: 38–42 s at load 13–17, past the 60 s default
  // at load 25 (27 Nov); a test that then timed out kept its statements running into the next one's time.
  it('give the same figures as the transactions after creates, status changes, fees, refunds and disputes, folded or not', async () => {
    const db = svc.database.db;
    const m = svc.merchant;
    const payers = await Promise.all(
      [0, 1, 2].map((i) => insertEndUser(db, m, { firstName: `Payer${i}`, email: `payer${i}@example.com` })),
    );
    const accounts = await Promise.all(payers.map((endUser) => insertAccount(db, m, { endUser })));
    // A deterministic walk over hours, payers, owners, currencies and statuses.
    let state = 7;
    const next = (n: number) => ((state = (state * 1_103_515_245 + 12_345) % 2_147_483_648), state % n);
    const created = [];
    for (let i = 0; i < 60; i++) {
      const account = accounts[next(accounts.length)];
      const at = new Date(
        Date.parse('2026-10-20T00:00:00Z') + next(32 * 24) * 3_600_000 + next(3_600_000),
      ).toISOString();
      created.push(
        await insertTrx(db, m, {
          type: 'PAYMENT',
          status: 'PENDING',
          amount: 100 + next(100_000),
          currency: next(4) === 0 ? 'COP' : 'USD',
          ownerMerchantId: next(3) === 0 ? m.subMerchantIds[0] : m.merchantId,
          originAccountId: account.id,
          originEndUserId: account.endUserId,
          at,
        }),
      );
    }
    await expectRollupsMatchTransactions();
    expect(await compactRollups(db)).toBeGreaterThan(0);
    await expectRollupsMatchTransactions();

    for (const [i, row] of created.entries()) {
      const fee = Math.floor(row.amount / 40);
      const outcome =
        i % 5 === 0
          ? { status: 'FAILED', remarks: 'INSUFFICIENT_FUNDS' }
          : { status: 'SUCCESSFUL', totalFee: fee, netAmount: row.amount - fee };
      await db.update(transactions).set(outcome).where(eq(transactions.id, row.id));
      if (i % 7 === 1) {
        await db
          .update(transactions)
          .set({ status: 'REFUNDED', amountRefunded: row.amount })
          .where(eq(transactions.id, row.id));
        await insertTrx(db, m, {
          type: 'REFUND',
          status: 'SUCCESSFUL',
          amount: row.amount,
          parentId: row.id,
          currency: row.currency,
          ownerMerchantId: row.ownerMerchantId,
          at: row.dateCreated.toISOString(),
        });
      }
      if (i % 11 === 3) {
        await db.update(transactions).set({ status: 'DISPUTED' }).where(eq(transactions.id, row.id));
        await insertTrx(db, m, {
          type: 'REVERSAL',
          status: 'SUCCESSFUL',
          amount: row.amount,
          parentId: row.id,
          remarks: DISPUTE_REMARKS,
          currency: row.currency,
          at: row.dateCreated.toISOString(),
        });
      }
      if (i === 20) expect(await compactRollups(db)).toBeGreaterThan(0);
    }
    await expectRollupsMatchTransactions();
    await compactRollups(db);
    const [{ pending }] = (
      (await db.execute(sql`select count(*)::int as pending from analytics_deltas`)) as unknown as {
        rows: { pending: number }[];
      }
    ).rows;
    expect(pending).toBe(0);
    await expectRollupsMatchTransactions();
    await expectAllOwnersRowsAreSums();
  }, 180_000);

  it('keep each group for all owners when rebuilt, and migration 0008 backfills those rows from the per-owner ones', async () => {
    const db = svc.database.db;
    await db.execute(sql`select analytics_rebuild(${svc.merchant.merchantId})`);
    await expectAllOwnersRowsAreSums();
    await expectRollupsMatchTransactions();

    // A database folded before 0008 has per-owner rows only: the migration's backfill adds the rest.
    const migration = fs.readFileSync(
      path.join(process.cwd(), 'service/db/migrations/0008_analytics_all_owners.sql'),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => /^INSERT INTO analytics_/m.test(statement) && !/CREATE OR REPLACE/.test(statement));
    expect(backfill).toHaveLength(2);
    for (const { table } of rollupTables)
      await db.execute(sql.raw(`delete from ${table} where owner_merchant_id = '${ALL_OWNERS}'`));
    for (const statement of backfill) await db.execute(sql.raw(statement));
    await expectAllOwnersRowsAreSums();
    await expectRollupsMatchTransactions();
  }, 180_000);

  it('are used for whole-hour zones and not for others, with the same answer through HTTP', async () => {
    const period = (timeZone: string) =>
      resolvePeriod({ dateFrom: '2026-11-01', dateTo: '2026-11-20', timeZone, now: new Date() }) as Period;
    expect(await periodOnWholeHours(svc.database.db, period('America/Bogota'))).toBe(true);
    expect(await periodOnWholeHours(svc.database.db, period('Asia/Kolkata'))).toBe(false);
    const viaHttp = await overview({ date_from: '2026-11-01', date_to: '2026-11-20', time_zone: 'Asia/Kolkata' });
    const scope = { merchantId: svc.merchant.merchantId, currency: 'USD', period: period('Asia/Kolkata') };
    const direct = await getOverview(svc.database.db, scope, new Date(viaHttp.generated_at), 'transactions');
    expect({ ...viaHttp, merchant_id: null }).toEqual(direct);
  });
});
