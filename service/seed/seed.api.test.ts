import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashAccountNumber } from '../accounts/queries';
import { accounts, ledgerEntries, recurringCycles, splitEntries, transactions } from '../db/schema';
import { depositEligible } from '../deposits/settle';
import {
  accountToAccountLegs,
  balances,
  feeLegs,
  giveBackLegs,
  isMerchantAccount,
  ledgerAccount,
  paymentLegs,
  paymentShares,
  payoutLegs,
  settlementLegs,
  type Leg,
} from '../ledger/postings';
import { ManualClock } from '../lib/clock';
import { createClient } from '../oauth/clients';
import { processDue } from '../processor/run';
import { runScheduler } from '../scheduler/run';
import { settleDue } from '../settlement/run';
import { startTestService, type TestService } from '../test/harness';
import { DEMO_MERCHANT_ID, ensureDemoMerchant } from './demo';
import { loadDataset, type LoadResult } from './load';

let svc: TestService;
let clock: ManualClock;
let loaded: LoadResult;
const db = () => svc.database.db;

beforeAll(async () => {
  clock = new ManualClock('2026-11-20T15:30:00.000Z');
  svc = await startTestService({ clock });
  await ensureDemoMerchant(db());
  loaded = await loadDataset(db(), {
    merchantId: DEMO_MERCHANT_ID,
    transactions: 2_000,
    seed: 5,
    now: clock.now(),
    serviceName: 'Merchant Console',
    marker: 'demo_data',
  });
});
afterAll(() => svc.close());

async function unbalancedPostings() {
  const rows = await db()
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.merchantId, DEMO_MERCHANT_ID))
    .groupBy(ledgerEntries.transactionId, ledgerEntries.currency, ledgerEntries.kind)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  return rows.length;
}

describe('demo data load', () => {
  it('loads about the asked number of transactions with a balanced ledger, indexes back in place', async () => {
    expect(loaded.transactions).toBeGreaterThan(1_700);
    expect(loaded.transactions).toBeLessThan(2_300);
    expect(await unbalancedPostings()).toBe(0);
    const indexes = (await db().execute(
      sql`select indexname from pg_indexes where tablename = 'transactions'`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(indexes.rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining(['trx_process_after_idx', 'trx_description_trgm_idx', 'trx_unsettled_idx']),
    );
  });

  it('has, for every transaction, the ledger the posting rules give for it; every posting and the whole ledger balance', async () => {
    const trx = await db().select().from(transactions).where(eq(transactions.merchantId, DEMO_MERCHANT_ID));
    const byId = new Map(trx.map((t) => [t.id, t]));
    const splitsOf = new Map<string, (typeof splitEntries.$inferSelect)[]>();
    for (const s of await db().select().from(splitEntries).orderBy(splitEntries.transactionId, splitEntries.position)) {
      if (byId.has(s.transactionId)) splitsOf.set(s.transactionId, [...(splitsOf.get(s.transactionId) ?? []), s]);
    }
    // What each transaction leaves on each ledger account, by the rules: a failed or canceled one leaves nothing
    // (its reversal undoes its movement and its fees); a deposit takes what its transactions left on the merchant balances.
    const expected = new Map<string, number>();
    const deposited = new Map<string, Leg[]>();
    const left = (id: string, legs: Leg[]) => {
      for (const b of balances(legs)) if (b.amount !== 0) expected.set(`${id} ${b.account}`, b.amount);
    };
    for (const t of trx) {
      if (t.type === 'DEPOSIT' || t.status === 'FAILED' || t.status === 'CANCELED') continue;
      const splits = splitsOf.get(t.id) ?? [];
      const legs: Leg[] = [];
      if (t.type === 'PAYMENT') {
        if (t.originAccountId) legs.push(...paymentLegs(t, paymentShares(t, splits)));
      } else if (t.type === 'PAYOUT') legs.push(...payoutLegs(t));
      else if (t.parentId) {
        const payment = byId.get(t.parentId)!;
        expect(splitsOf.has(payment.id)).toBe(false);
        legs.push(...giveBackLegs(t.amount, payment, [{ merchantId: payment.ownerMerchantId, amount: t.amount }]));
      } else legs.push(...accountToAccountLegs(t));
      if (t.totalFee)
        legs.push(
          ...feeLegs(
            splits.length
              ? splits.map((s) => ({ merchantId: s.merchantId, fee: s.totalFee! }))
              : [{ merchantId: t.ownerMerchantId, fee: t.totalFee }],
          ),
        );
      left(t.id, legs);
      if (t.depositId)
        deposited.set(t.depositId, [
          ...(deposited.get(t.depositId) ?? []),
          ...legs.filter((l) => isMerchantAccount(l.account)),
        ]);
    }
    for (const d of trx.filter((t) => t.type === 'DEPOSIT')) {
      left(
        d.id,
        settlementLegs(
          balances(deposited.get(d.id) ?? []),
          ledgerAccount.settlement(d.merchantId, d.destinationAccountId),
        ),
      );
    }

    const actual = await db()
      .select({
        id: ledgerEntries.transactionId,
        account: ledgerEntries.ledgerAccount,
        amount: sql<string>`sum(${ledgerEntries.amount})`,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.merchantId, DEMO_MERCHANT_ID))
      .groupBy(ledgerEntries.transactionId, ledgerEntries.ledgerAccount)
      .having(sql`sum(${ledgerEntries.amount}) <> 0`);
    expect(new Map(actual.map((a) => [`${a.id} ${a.account}`, Number(a.amount)]))).toEqual(expected);
    expect(expected.size).toBeGreaterThan(5_000);
    expect(await unbalancedPostings()).toBe(0);
    const perCurrency = await db()
      .select({ currency: ledgerEntries.currency, amount: sql<string>`sum(${ledgerEntries.amount})` })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.currency);
    expect(perCurrency.map((c) => [c.currency, Number(c.amount)]).sort()).toEqual([
      ['COP', 0],
      ['USD', 0],
    ]);
  });

  it('leaves every table it filled with statistics, the overview rollups too (PGlite has no autovacuum)', async () => {
    const analyzed = await db().execute(
      sql`select relname from pg_stat_user_tables where last_analyze is not null or last_autoanalyze is not null`,
    );
    const names = (Array.isArray(analyzed) ? analyzed : (analyzed as { rows: { relname: string }[] }).rows).map(
      (r) => (r as { relname: string }).relname,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'transactions',
        'analytics_hourly',
        'analytics_payer_daily',
        'analytics_payer_monthly',
        'balance_hourly',
      ]),
    );
  });

  it('fills the balance report’s rollup as the ledger’s trigger would have (a seeded database reports as one built by requests)', async () => {
    // The trigger's rule (migration 0017, checked against postings made by requests in service/reports): per hour and
    // category, Σ merchant legs and the transactions whose first merchant leg of the category fell in it.
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await db().execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
        .map((r) => JSON.stringify([r.currency, new Date(String(r.hour)).toISOString(), r.category, r.count, r.amount]))
        .sort();
    const expected = await rows(sql`select l.currency, analytics_hour(l.date_created_gmt) as hour,
        balance_category(l.kind, t.type, t.remarks) as category, count(*) filter (where l.first)::text as count,
        sum(l.amount)::text as amount
      from (select e.*, row_number() over (partition by e.transaction_id, e.merchant_id, e.currency, e.kind = 'fee'
          order by e.date_created_gmt, e.id) = 1 as first
        from ledger_entries e where e.merchant_id = ${DEMO_MERCHANT_ID} and e.ledger_account like 'merchant:%') l
      join transactions t on t.id = l.transaction_id
      group by 1, 2, 3`);
    expect(expected.length).toBeGreaterThan(10);
    expect(
      await rows(sql`select currency, hour, category, sum(count)::text as count, sum(amount)::text as amount
        from (select currency, hour, category, count, amount from balance_hourly where merchant_id = ${DEMO_MERCHANT_ID}
          union all select currency, hour, category, count, amount from balance_deltas
          where merchant_id = ${DEMO_MERCHANT_ID}) r
        group by 1, 2, 3`),
    ).toEqual(expected);
  });

  it('refuses to load twice into the same merchant', async () => {
    await expect(
      loadDataset(db(), { merchantId: DEMO_MERCHANT_ID, transactions: 10, now: clock.now(), serviceName: 'x' }),
    ).rejects.toThrow(/already has transactions/);
  });

  it('hashes account numbers as service/accounts does', async () => {
    const [row] = await db().select().from(accounts).where(eq(accounts.merchantId, DEMO_MERCHANT_ID)).limit(1);
    expect(row.accountNumberHash).toMatch(/^[0-9a-f]{64}$/);
    const again = await hashAccountNumber(db(), DEMO_MERCHANT_ID, '000123456789');
    const [key] = (
      (await db().execute(sql`select value from service_settings where key = 'account_number_key'`)) as unknown as {
        rows: { value: string }[];
      }
    ).rows;
    const { createHmac } = await import('node:crypto');
    expect(again).toBe(createHmac('sha256', key.value).update(`${DEMO_MERCHANT_ID}:000123456789`).digest('hex'));
  });

  it('reads back through the API: deposits reconcile with their related transactions', async () => {
    const creds = await createClient(db(), { merchantId: DEMO_MERCHANT_ID, name: 'test' });
    const token = await svc.request('POST', '/oauth/token', {
      token: null,
      body: {
        client_id: creds.clientId,
        client_secret: creds.clientSecret,
        audience: svc.config.audience,
        grant_type: 'client_credentials',
      },
    });
    const call = (path: string, query?: Record<string, string>) =>
      svc.request('GET', path, { token: token.body.access_token, query });
    const deposits = await call('/deposits/list', { page_size: '5' });
    expect(deposits.status).toBe(200);
    expect(deposits.body.deposits.length).toBe(5);
    for (const d of deposits.body.deposits) {
      const full = await call(`/deposits/${d.uuid}`);
      const related = full.body.related_transactions ?? full.body.deposit.related_transactions;
      expect(
        related.reduce(
          (s: number, r: { type: string; net_amount: number }) =>
            s + (r.type === 'PAYMENT' ? r.net_amount : -r.net_amount),
          0,
        ),
      ).toBe(d.amount);
    }
    for (const status of ['SUCCESSFUL', 'FAILED', 'REFUNDED', 'DISPUTED']) {
      const res = await call('/payments/list', { status, page_size: '1' });
      expect(res.status).toBe(200);
      expect(res.body.payments).toHaveLength(1);
    }
    // Every generated dispute has its case (docs/disputes.md), naming its payment and the reversal that took the money.
    const disputed = await call('/payments/list', { status: 'DISPUTED', page_size: '1000' });
    const cases = await call('/cases/list', { kind: 'DISPUTE', page_size: '1000' });
    expect(cases.status).toBe(200);
    const byPayment = new Map(cases.body.cases.map((c: { payment_id: string }) => [c.payment_id, c]));
    for (const p of disputed.body.payments as { uuid: string; amount: number }[]) {
      const c = byPayment.get(p.uuid) as { amount: number; transaction_id: string } | undefined;
      expect(c, p.uuid).toBeDefined();
      expect((await call(`/transactions/${c!.transaction_id}`)).body.transaction).toMatchObject({
        type: 'REVERSAL',
        amount: c!.amount,
      });
    }
    const links = await call('/checkout/link/list/', { page_size: '1000' });
    expect(links.status).toBe(200);
    expect(links.body.checkout_links.some((l: { expired: boolean }) => l.expired)).toBe(true);
  });

  it('comes alive: the processor, settlement and the scheduler take over where the data leaves off', async () => {
    const queued = await db()
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.merchantId, DEMO_MERCHANT_ID), isNotNull(transactions.processAfter)));
    expect(queued.length).toBeGreaterThan(0);
    const cyclesBefore = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(recurringCycles);

    clock.advance(2 * 60_000);
    const delays = { pendingMs: 5_000, processingMs: 10_000, disputeMs: 60_000 };
    for (let i = 0; i < 3; i++) {
      while ((await processDue(db(), clock, { delays, batchSize: 200, retryMs: 60_000 })).more);
      clock.advance(61_000);
    }
    const stillQueued = await db()
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.merchantId, DEMO_MERCHANT_ID), isNotNull(transactions.processAfter)));
    expect(stillQueued).toHaveLength(0);

    const settled = await settleDue(db(), clock);
    expect(settled.deposits.length).toBeGreaterThan(0);
    const left = await db()
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.merchantId, DEMO_MERCHANT_ID),
          isNotNull(transactions.settledAt),
          isNull(transactions.depositId),
          depositEligible,
        ),
      );
    expect(left).toHaveLength(0);

    const tick = await runScheduler(db(), clock, { batchSize: 500 });
    const cyclesAfter = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(recurringCycles);
    // Only today's cycles can be new: the data set holds every earlier one (created or skipped).
    expect(cyclesAfter[0].n - cyclesBefore[0].n).toBe(tick.created + tick.skipped);
    expect(tick.created + tick.skipped).toBeLessThan(20);
    expect(await unbalancedPostings()).toBe(0);
  });
});
