import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries, merchants, transactions } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { processDue } from '../processor/run';
import { insertAccount } from '../test/fixtures';
import { startTestService, type TestMerchant, type TestService } from '../test/harness';
import { settleDue } from './run';

let svc: TestService;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock('2026-04-10T08:00:00.000Z');
  svc = await startTestService({ clock });
});
afterAll(() => svc.close());

const db = () => svc.database.db;
const delays = { pendingMs: 5_000, processingMs: 10_000, disputeMs: 30_000 };

/** Lets the processor run everything due over the next minute of sandbox time. */
async function runProcessor() {
  for (let step = 0; step < 8; step++) {
    clock.advance(10_000);
    while ((await processDue(db(), clock, { delays, batchSize: 100, retryMs: 60_000 })).more);
  }
}

async function merchantWithActivity(m: TestMerchant) {
  const funding = await insertAccount(db(), m);
  const call = svc.as(m);
  const pay = async (amount: number, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/payments/create', {
      body: {
        tenant_id: m.tenantIds[0],
        amount,
        description: 'Order',
        auto_send_receipt: false,
        funding_source_id: funding.id,
        ...extra,
      },
    });
    expect(res.status).toBe(201);
    return res.body.payment.uuid as string;
  };
  const ids = {
    plain: await pay(12_345),
    refundedInPart: await pay(20_000),
    refundedInFull: await pay(3_050),
    failed: await pay(8_813),
    disputed: await pay(9_966),
    split: await pay(50_000, {
      additional_recipients: [
        { merchant_uuid: m.subMerchantIds[0], amount: '12.5%' },
        { merchant_uuid: m.subMerchantIds[1], amount: '777' },
      ],
    }),
  };
  await runProcessor();
  expect(
    (await call('PUT', `/payments/${ids.refundedInPart}/refund`, { body: { reason: 'OTHER', amount: 7_001 } })).status,
  ).toBe(200);
  expect(
    (await call('PUT', `/payments/${ids.refundedInFull}/refund`, { body: { reason: 'REQUESTED_BY_CUSTOMER' } })).status,
  ).toBe(200);
  await runProcessor();
  return { ids, call };
}

describe('settlement', () => {
  it('deposits every settled transaction exactly once, into a settlement account it opens, and the deposit reconciles to the unit', async () => {
    const m = await svc.newMerchant();
    const { ids, call } = await merchantWithActivity(m);
    const [before] = await db().select().from(merchants).where(eq(merchants.id, m.merchantId));
    expect(before.settlementAccountId).toBeNull();

    const tick = await settleDue(db(), clock);
    const [after] = await db().select().from(merchants).where(eq(merchants.id, m.merchantId));
    expect(after.settlementAccountId).toMatch(/^acc_/);
    const [settlementAccount] = await db().select().from(accounts).where(eq(accounts.id, after.settlementAccountId!));
    expect(settlementAccount).toMatchObject({
      merchantId: m.merchantId,
      endUserId: null,
      currentStatus: 'CONNECTED',
      currency: 'USD',
    });

    const deposits = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.merchantId, m.merchantId), eq(transactions.type, 'DEPOSIT')));
    expect(deposits).toHaveLength(1);
    expect(tick.deposits).toContain(deposits[0].id);
    const deposit = deposits[0];
    expect(deposit.destinationAccountId).toBe(after.settlementAccountId);

    const res = await call('GET', `/deposits/${deposit.id}`);
    expect(res.status).toBe(200);
    const related: { uuid: string; type: string; net_amount: number }[] =
      res.body.related_transactions ?? res.body.deposit?.related_transactions;
    const signed = related.reduce((sum, r) => sum + (r.type === 'PAYMENT' ? r.net_amount : -r.net_amount), 0);
    expect(signed).toBe(deposit.amount);

    const inDeposit = new Set(related.map((r) => r.uuid));
    for (const id of [ids.plain, ids.refundedInPart, ids.refundedInFull, ids.disputed, ids.split])
      expect(inDeposit.has(id)).toBe(true);
    expect(inDeposit.has(ids.failed)).toBe(false);
    expect(related.filter((r) => r.type === 'REFUND')).toHaveLength(2);
    expect(related.filter((r) => r.type === 'REVERSAL')).toHaveLength(1);

    // The settlement account received exactly the deposit; every merchant balance it drew on is back to zero.
    const [received] = await db()
      .select({ total: sql<string>`sum(${ledgerEntries.amount})` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.ledgerAccount, `account:${after.settlementAccountId}`));
    expect(Number(received.total)).toBe(deposit.amount);
    const balances = await db()
      .select({ account: ledgerEntries.ledgerAccount, total: sql<string>`sum(${ledgerEntries.amount})` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.merchantId, m.merchantId), sql`${ledgerEntries.ledgerAccount} like 'merchant:%'`))
      .groupBy(ledgerEntries.ledgerAccount);
    for (const b of balances) expect(Number(b.total)).toBe(0);

    // Nothing left: the next run deposits nothing.
    await settleDue(db(), clock);
    expect(
      await db()
        .select()
        .from(transactions)
        .where(and(eq(transactions.merchantId, m.merchantId), eq(transactions.type, 'DEPOSIT'))),
    ).toHaveLength(1);
  });

  it('never puts a transaction in two deposits when settlements run at the same time', async () => {
    const m = await svc.newMerchant();
    await merchantWithActivity(m);
    await Promise.all([settleDue(db(), clock), settleDue(db(), clock), settleDue(db(), clock)]);
    const deposits = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.merchantId, m.merchantId), eq(transactions.type, 'DEPOSIT')));
    expect(deposits).toHaveLength(1);
    const grouped = await db()
      .select({
        depositId: transactions.depositId,
        n: sql<number>`count(*)::int`,
        net: sql<string>`sum(case when ${transactions.type} = 'PAYMENT' then ${transactions.netAmount} else -${transactions.netAmount} end)`,
      })
      .from(transactions)
      .where(and(eq(transactions.merchantId, m.merchantId), isNotNull(transactions.depositId)))
      .groupBy(transactions.depositId);
    expect(grouped).toHaveLength(1);
    expect(Number(grouped[0].net)).toBe(deposits[0].amount);
    const [merchant] = await db().select().from(merchants).where(eq(merchants.id, m.merchantId));
    const settlementAccounts = await db()
      .select()
      .from(accounts)
      .where(and(eq(accounts.merchantId, m.merchantId), sql`${accounts.metadata} ->> 'purpose' = 'settlement'`));
    expect(settlementAccounts.map((a) => a.id)).toEqual([merchant.settlementAccountId]);
  });
});
