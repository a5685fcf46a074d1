import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, splitEntries, transactions } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { insertAccount, transactionRow } from '../test/fixtures';
import { startTestService, type TestService } from '../test/harness';
import { processDue, type ProcessorOptions } from './run';

let svc: TestService;
let clock: ManualClock;
let funding: Awaited<ReturnType<typeof insertAccount>>;
let payee: Awaited<ReturnType<typeof insertAccount>>;

const options: ProcessorOptions = {
  batchSize: 500,
  retryMs: 60_000,
  delays: { pendingMs: 5_000, processingMs: 10_000, disputeMs: 60_000 },
};
const db = () => svc.database.db;
const tick = (o: Partial<ProcessorOptions> = {}) => processDue(db(), clock, { ...options, ...o });

beforeAll(async () => {
  clock = new ManualClock('2026-03-02T10:00:00.000Z');
  svc = await startTestService({ clock });
  funding = await insertAccount(db(), svc.merchant);
  payee = await insertAccount(db(), svc.merchant);
});
afterAll(() => svc.close());

async function pay(amount: number, extra: Record<string, unknown> = {}) {
  const res = await svc.request('POST', '/payments/create', {
    body: {
      tenant_id: svc.merchant.tenantIds[0],
      amount,
      description: `Order ${amount}`,
      auto_send_receipt: false,
      funding_source_id: funding.id,
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return res.body.payment.uuid as string;
}

async function ledgerSum(transactionId: string) {
  const [row] = await db()
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`, rows: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, transactionId));
  return { total: Number(row.total), rows: row.rows };
}

async function merchantBalance(transactionId: string) {
  const [row] = await db()
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.transactionId, transactionId), sql`${ledgerEntries.ledgerAccount} like 'merchant:%'`));
  return Number(row.total);
}

/** Runs ticks until the queue is empty at this time. */
async function drain() {
  for (let i = 0; i < 20; i++) if ((await tick()).processed === 0) return;
}

describe('sandbox processor', () => {
  it('moves a payment PENDING → PROCESSING (fees) → SUCCESSFUL on the configured delays', async () => {
    const id = await pay(10_000);
    await tick();
    expect((await transactionRow(db(), id)).status).toBe('PENDING');

    clock.advance(4_999);
    await tick();
    expect((await transactionRow(db(), id)).status).toBe('PENDING');

    clock.advance(1);
    expect((await tick()).processed).toBe(1);
    let row = await transactionRow(db(), id);
    // default pricing 290 bps + 30: 2.90 % of 100.00 = 2.90, plus 0.30
    expect(row).toMatchObject({
      status: 'PROCESSING',
      variableFee: 290,
      fixedFee: 30,
      totalFee: 320,
      netAmount: 9_680,
      settledAt: null,
    });
    expect(row.processAfter?.toISOString()).toBe(clock.now().toISOString());

    clock.advance(9_999);
    await tick();
    expect((await transactionRow(db(), id)).status).toBe('PROCESSING');
    clock.advance(1);
    await tick();
    row = await transactionRow(db(), id);
    expect(row).toMatchObject({ status: 'SUCCESSFUL', remarks: null, declineReason: null, processAfter: null });
    expect(row.settledAt?.toISOString()).toBe(clock.now().toISOString());
    expect(await ledgerSum(id)).toMatchObject({ total: 0 });
    expect(await merchantBalance(id)).toBe(9_680);

    const api = await svc.request('GET', `/payments/${id}`);
    expect(api.body.payment).toMatchObject({ status: 'SUCCESSFUL', total_fee: 320, net_amount: 9_680 });
  });

  it.each([
    [10_013, 'INSUFFICIENT_FUNDS'],
    [2_514, 'ACCOUNT_CLOSED'],
    [715, 'ACCOUNT_NOT_FOUND'],
    [316, 'INVALID_ACCOUNT_NUMBER'],
    [117, 'AUTHORIZATION_REVOKED'],
    [9_918, 'ACCOUNT_FROZEN'],
  ])('fails a payment of %i with %s and reverses its ledger, fees included', async (amount, remarks) => {
    const id = await pay(amount);
    clock.advance(5_000);
    await drain();
    clock.advance(10_000);
    await drain();
    const row = await transactionRow(db(), id);
    expect(row).toMatchObject({ status: 'FAILED', remarks, settledAt: null, processAfter: null });
    expect(row.declineReason).toEqual(expect.any(String));
    expect(await ledgerSum(id)).toMatchObject({ total: 0 });
    expect(await merchantBalance(id)).toBe(0);
    const api = await svc.request('GET', `/payments/${id}`);
    expect(api.body.payment).toMatchObject({ status: 'FAILED', remarks, decline_reason: row.declineReason });
  });

  it('disputes a payment ending in 66 after the dispute delay, giving the money back with a REVERSAL', async () => {
    const id = await pay(4_566);
    clock.advance(5_000);
    await drain();
    clock.advance(10_000);
    await drain();
    expect((await transactionRow(db(), id)).status).toBe('SUCCESSFUL');

    clock.advance(59_999);
    await drain();
    expect((await transactionRow(db(), id)).status).toBe('SUCCESSFUL');
    clock.advance(1);
    await drain();
    const payment = await transactionRow(db(), id);
    expect(payment).toMatchObject({ status: 'DISPUTED', remarks: 'DISPUTED_BY_CUSTOMER', processAfter: null });
    const [reversal] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.parentId, id), eq(transactions.type, 'REVERSAL')));
    expect(reversal).toMatchObject({
      status: 'SUCCESSFUL',
      amount: 4_566,
      netAmount: 4_566,
      totalFee: 0,
      destinationAccountId: funding.id,
    });
    expect(reversal.settledAt).not.toBeNull();
    expect(await ledgerSum(reversal.id)).toMatchObject({ total: 0 });
    // The merchant keeps nothing of it but pays the fee.
    expect((await merchantBalance(id)) + (await merchantBalance(reversal.id))).toBe(-payment.totalFee!);

    // A second dispute tick changes nothing.
    clock.advance(120_000);
    await drain();
    expect(await db().select().from(transactions).where(eq(transactions.parentId, id))).toHaveLength(1);
  });

  it('shares the fee of a split payment across its entries to the unit', async () => {
    const [sub1, sub2] = svc.merchant.subMerchantIds;
    const id = await pay(10_001, {
      additional_recipients: [
        { merchant_uuid: sub1, amount: '33.33%' },
        { merchant_uuid: sub2, amount: '1000' },
      ],
    });
    clock.advance(5_000);
    await drain();
    const row = await transactionRow(db(), id);
    const entries = await db()
      .select()
      .from(splitEntries)
      .where(eq(splitEntries.transactionId, id))
      .orderBy(splitEntries.position);
    const sum = (k: 'variableFee' | 'fixedFee' | 'totalFee' | 'netAmount' | 'amount') =>
      entries.reduce((s, e) => s + (e[k] ?? 0), 0);
    expect(sum('amount')).toBe(10_001);
    expect(sum('variableFee')).toBe(row.variableFee);
    expect(sum('fixedFee')).toBe(row.fixedFee);
    expect(sum('totalFee')).toBe(row.totalFee);
    expect(sum('netAmount')).toBe(row.netAmount);
    for (const e of entries) expect(e.netAmount).toBe(e.amount - e.totalFee!);
  });

  it('takes payouts and transfers through the same states', async () => {
    const payout = await svc.request('POST', '/payouts/create', {
      body: { tenant_id: svc.merchant.tenantIds[0], amount: 2_500, currency: 'USD', destination_account_id: payee.id },
    });
    const transfer = await svc.request('POST', '/transfers/create', {
      body: {
        tenant_id: svc.merchant.tenantIds[0],
        amount: 7_713,
        currency: 'USD',
        description: 'Rent',
        statement_descriptor: 'ACME RENT',
        auto_send_receipt: false,
        origin_account_id: funding.id,
        destination_account_id: payee.id,
      },
    });
    expect([payout.status, transfer.status]).toEqual([201, 201]);
    clock.advance(15_000);
    await drain();
    clock.advance(15_000);
    await drain();
    expect((await transactionRow(db(), payout.body.payout.uuid)).status).toBe('SUCCESSFUL');
    expect(await transactionRow(db(), transfer.body.transfer.uuid)).toMatchObject({
      status: 'FAILED',
      remarks: 'INSUFFICIENT_FUNDS',
    });
  });

  it('handles a bounded batch per tick and says when there is more', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => pay(100 + n)));
    clock.advance(5_000);
    expect(await tick({ batchSize: 2 })).toEqual({ processed: 2, more: true });
    expect(await tick({ batchSize: 2 })).toEqual({ processed: 2, more: true });
    expect(await tick({ batchSize: 2 })).toEqual({ processed: 1, more: false });
    for (const id of ids) expect((await transactionRow(db(), id)).status).toBe('PROCESSING');
  });

  it('never moves a transaction twice when ticks run at the same time', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, (_, n) => pay(2_000 + n * 100)));
    clock.advance(5_000);
    await Promise.all([tick({ batchSize: 7 }), tick({ batchSize: 7 }), tick({ batchSize: 7 }), tick({ batchSize: 7 })]);
    await drain();
    clock.advance(10_000);
    await Promise.all([tick({ batchSize: 7 }), tick({ batchSize: 7 }), tick({ batchSize: 7 })]);
    await drain();
    for (const id of ids) {
      expect((await transactionRow(db(), id)).status).toBe('SUCCESSFUL');
      const fees = await db()
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.transactionId, id), eq(ledgerEntries.kind, 'fee')));
      expect(fees).toHaveLength(2);
    }
  });
});
