import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositSums, ledgerEntries, transactions } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { processDue } from '../processor/run';
import { settleDue } from '../settlement/run';
import { decimalToMinor } from '../../core/money/units';
import { insertAccount } from '../test/fixtures';
import { startTestService, type TestMerchant, type TestService } from '../test/harness';

/**
 * The reports add up to the unit against the ledger: lines = item totals = report totals = the ledger's legs on the
 * bank accounts; opening + activity = closing = the next period's opening; a day ends at the business zone's cut-off.
 */

let svc: TestService;
let clock: ManualClock;
let m: TestMerchant;
let call: TestService['request'];

const db = () => svc.database.db;
const delays = { pendingMs: 5_000, processingMs: 10_000, disputeMs: 30_000 };
const big = (v: unknown) => BigInt(String(v));

async function runProcessor() {
  for (let step = 0; step < 8; step++) {
    clock.advance(10_000);
    while ((await processDue(db(), clock, { delays, batchSize: 100, retryMs: 60_000 })).more);
  }
}

/** Σ of the merchant's balance legs before an instant, straight from the ledger. */
async function ledgerBalanceBefore(instant: string): Promise<bigint> {
  const [row] = await db()
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.merchantId, m.merchantId),
        sql`${ledgerEntries.ledgerAccount} like 'merchant:%'`,
        sql`${ledgerEntries.dateCreated} < ${instant}`,
      ),
    );
  return big(row.total);
}

beforeAll(async () => {
  // 2026-04-10 20:00 UTC = 15:00 in Bogotá (UTC−5, no DST).
  clock = new ManualClock('2026-04-10T20:00:00.000Z');
  svc = await startTestService({ clock });
  m = await svc.newMerchant();
  call = svc.as(m);
  expect(
    (await call('PUT', '/reports/business-day', { body: { time_zone: 'America/Bogota', cutoff: '00:00' } })).status,
  ).toBe(200);

  const funding = await insertAccount(db(), m);
  const destination = await insertAccount(db(), m);
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
  // Day one (business day 2026-04-10): payments, a split, a failure, a dispute, refunds; settled; a payout.
  await pay(12_345);
  const refunded = await pay(20_000);
  await pay(8_813); // fails in the sandbox
  await pay(9_966); // disputed in the sandbox
  await pay(50_000, { additional_recipients: [{ merchant_uuid: m.subMerchantIds[0], amount: '12.5%' }] });
  await runProcessor();
  expect((await call('PUT', `/payments/${refunded}/refund`, { body: { reason: 'OTHER', amount: 7_001 } })).status).toBe(
    200,
  );
  await runProcessor();
  await settleDue(db(), clock);
  const payout = await call('POST', '/payouts/create', {
    body: { tenant_id: m.tenantIds[0], amount: 10_000, destination_account_id: destination.id, currency: 'USD' },
  });
  expect(payout.status).toBe(201);
  await runProcessor();

  // 23:30 in Bogotá, 04:30 UTC on the 11th: still business day 2026-04-10.
  clock.set(new Date('2026-04-11T04:30:00.000Z'));
  await pay(777);
  await runProcessor();
  // Business day 2026-04-11, then settled.
  clock.set(new Date('2026-04-11T18:00:00.000Z'));
  await pay(4_444);
  await runProcessor();
  await settleDue(db(), clock);
});
afterAll(() => svc.close());

const day = (from: string, to = from) => ({ query: { date_from: from, date_to: to } });

describe('business day', () => {
  it('is kept per merchant, validated, and named on every report', async () => {
    const res = await call('GET', '/reports/business-day');
    expect(res.body.business_day).toEqual({
      time_zone: 'America/Bogota',
      cutoff: '00:00',
      label: 'Days in America/Bogota',
    });
    const bad = await call('PUT', '/reports/business-day', { body: { time_zone: '+05:00', cutoff: '24:00' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { param: string }) => d.param).sort()).toEqual(['cutoff', 'time_zone']);
    expect((await svc.request('GET', '/reports/business-day')).body.business_day.time_zone).toBe('UTC');
    const report = await call('GET', '/reports/balance', day('2026-04-10'));
    expect(report.body.report.business_day.label).toBe('Days in America/Bogota');
    expect(report.body.report.period).toMatchObject({
      starts_at: '2026-04-10T05:00:00.000Z',
      ends_at: '2026-04-11T05:00:00.000Z',
    });
  });

  it('the overview defaults to the business zone', async () => {
    const res = await call('GET', '/analytics/overview', day('2026-04-10'));
    expect(res.status).toBe(200);
    expect(res.body.overview.time_zone).toBe('America/Bogota');
    expect(res.body.overview.payments.count).toBe(6);
  });
});

describe('balance report', () => {
  it('opening + activity = closing = the ledger, and one day’s closing is the next day’s opening', async () => {
    const first = (await call('GET', '/reports/balance', day('2026-04-10'))).body.report;
    const second = (await call('GET', '/reports/balance', day('2026-04-11'))).body.report;
    const both = (await call('GET', '/reports/balance', day('2026-04-10', '2026-04-11'))).body.report;
    for (const r of [first, second, both]) {
      const activity = r.activity.reduce((s: bigint, a: { amount: unknown }) => s + big(a.amount), 0n);
      expect(big(r.opening_balance) + activity).toBe(big(r.closing_balance));
      expect(big(r.closing_balance)).toBe(await ledgerBalanceBefore(r.period.ends_at));
      expect(big(r.opening_balance)).toBe(await ledgerBalanceBefore(r.period.starts_at));
    }
    expect(first.opening_balance).toBe(0);
    expect(second.opening_balance).toBe(first.closing_balance);
    expect(both.opening_balance).toBe(first.opening_balance);
    expect(both.closing_balance).toBe(second.closing_balance);
    const cat = (r: typeof first, c: string) => r.activity.find((a: { category: string }) => a.category === c);
    expect(cat(first, 'payments').count).toBe(5 + 1); // the 23:30 payment is the 10th's in Bogotá
    expect(cat(second, 'payments').count).toBe(1);
    expect(cat(first, 'refunds').amount).toBe(-7_001);
    expect(cat(first, 'disputes_and_returns').amount).toBeLessThan(0);
    expect(cat(first, 'fees').amount).toBeLessThan(0);
    expect(cat(first, 'payouts').amount).toBeLessThan(0);
    expect(cat(first, 'deposits').amount).toBeLessThan(0);
  });

  it('a day ends at the cut-off: at 17:00 the 15:00 payments stay on the 10th, the 23:30 one moves to the 11th', async () => {
    await call('PUT', '/reports/business-day', { body: { time_zone: 'America/Bogota', cutoff: '17:00' } });
    try {
      const tenth = (await call('GET', '/reports/balance', day('2026-04-10'))).body.report;
      expect(tenth.business_day.label).toBe('Days in America/Bogota, ending at 17:00');
      expect(tenth.period.starts_at).toBe('2026-04-09T22:00:00.000Z');
      const payments = (r: typeof tenth) => r.activity.find((a: { category: string }) => a.category === 'payments');
      expect(payments(tenth).count).toBe(5);
      const eleventh = (await call('GET', '/reports/balance', day('2026-04-11'))).body.report;
      expect(payments(eleventh).count).toBe(2); // 23:30 on the 10th and 13:00 on the 11th
      const twelfth = (await call('GET', '/reports/balance', day('2026-04-12'))).body.report;
      expect(payments(twelfth).count).toBe(0);
      // The overview's days follow the same cut-off (hourly rollups and raw rows alike).
      const overview = (await call('GET', '/analytics/overview', day('2026-04-10'))).body.overview;
      expect(overview.payments.count).toBe(5);
    } finally {
      await call('PUT', '/reports/business-day', { body: { time_zone: 'America/Bogota', cutoff: '00:00' } });
    }
  });

  it('its hourly rollup (kept by a trigger on the ledger, folded or not) agrees with the ledger, to the unit', async () => {
    // Per merchant, currency, UTC hour and category: Σ legs, and the transactions whose first merchant leg of the
    // category fell in the hour (payments, a split, a failure, a dispute, a refund, deposits and a payout above).
    const fromLedger = sql`select l.merchant_id, l.currency, analytics_hour(l.date_created_gmt) as hour,
        balance_category(l.kind, t.type, t.remarks) as category,
        count(*) filter (where l.first)::text as count, sum(l.amount)::text as amount
      from (select e.*, row_number() over (partition by e.transaction_id, e.merchant_id, e.currency, e.kind = 'fee'
          order by e.date_created_gmt, e.id) = 1 as first
        from ledger_entries e where e.merchant_id = ${m.merchantId} and e.ledger_account like 'merchant:%') l
      join transactions t on t.id = l.transaction_id
      group by 1, 2, 3, 4`;
    const fromRollup = sql`select merchant_id, currency, hour, category, sum(count)::text as count,
        sum(amount)::text as amount
      from (select merchant_id, currency, hour, category, count, amount from balance_hourly
        union all select merchant_id, currency, hour, category, count, amount from balance_deltas) r
      where merchant_id = ${m.merchantId}
      group by 1, 2, 3, 4`;
    const sorted = async (query: ReturnType<typeof sql>) =>
      ((await db().execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
        .map((r) => JSON.stringify([r.currency, new Date(String(r.hour)).toISOString(), r.category, r.count, r.amount]))
        .sort();
    const expected = await sorted(fromLedger);
    expect(expected.length).toBeGreaterThan(4);
    expect(new Set(expected.map((r) => JSON.parse(r)[2]))).toEqual(
      new Set(['payments', 'refunds', 'disputes_and_returns', 'fees', 'deposits', 'payouts']),
    );
    expect(await sorted(fromRollup)).toEqual(expected); // deltas as written
    await db().execute(sql`select balance_compact()`);
    expect(await sorted(fromRollup)).toEqual(expected); // folded
    await db().execute(sql`select balance_rebuild(${m.merchantId})`);
    expect(await sorted(fromRollup)).toEqual(expected); // rebuilt from the legs, as the seed does
  });

  it('a zone off the whole hour reads its edges from the legs and still adds up to the ledger', async () => {
    await call('PUT', '/reports/business-day', { body: { time_zone: 'Asia/Kolkata', cutoff: '00:00' } });
    try {
      const tenth = (await call('GET', '/reports/balance', day('2026-04-10'))).body.report;
      const eleventh = (await call('GET', '/reports/balance', day('2026-04-11'))).body.report;
      const twelfth = (await call('GET', '/reports/balance', day('2026-04-12'))).body.report;
      expect(tenth.period.starts_at).toBe('2026-04-09T18:30:00.000Z');
      // The 11th ends at 18:30 UTC: the 18:00 UTC payment's legs are in its last, partial hour.
      for (const r of [tenth, eleventh, twelfth]) {
        const activity = r.activity.reduce((s: bigint, a: { amount: unknown }) => s + big(a.amount), 0n);
        expect(big(r.opening_balance)).toBe(await ledgerBalanceBefore(r.period.starts_at));
        expect(big(r.closing_balance)).toBe(await ledgerBalanceBefore(r.period.ends_at));
        expect(big(r.opening_balance) + activity).toBe(big(r.closing_balance));
      }
      expect(eleventh.opening_balance).toBe(tenth.closing_balance);
      expect(twelfth.opening_balance).toBe(eleventh.closing_balance);
      const payments = (r: typeof tenth) => r.activity.find((a: { category: string }) => a.category === 'payments');
      // 20:00 UTC on the 10th is 01:30 on the 11th in Kolkata, 18:00 UTC on the 11th is 23:30: all seven are the 11th's.
      expect(payments(tenth).count).toBe(0);
      expect(payments(eleventh).count).toBe(7);
    } finally {
      await call('PUT', '/reports/business-day', { body: { time_zone: 'America/Bogota', cutoff: '00:00' } });
    }
  });

  it('refuses a backwards or over-long period', async () => {
    expect((await call('GET', '/reports/balance', day('2026-04-11', '2026-04-10'))).status).toBe(400);
    expect((await call('GET', '/reports/balance', day('2025-01-01', '2026-04-10'))).status).toBe(400);
  });
});

describe('payout reconciliation report', () => {
  it('lines = item totals = report totals = what the ledger put on the bank accounts', async () => {
    const res = await call('GET', '/reports/payout-reconciliation', day('2026-04-10', '2026-04-11'));
    expect(res.status).toBe(200);
    const report = res.body.report;
    const items = report.items as { uuid: string; type: string; net: number; bank_amount: number }[];
    expect(items.filter((i) => i.type === 'DEPOSIT')).toHaveLength(2);
    expect(items.filter((i) => i.type === 'PAYOUT')).toHaveLength(1);

    let lines = 0;
    for (const item of report.items) {
      const detail = (
        await call('GET', `/reports/payout-reconciliation/items/${item.uuid}`, day('2026-04-10', '2026-04-11'))
      ).body;
      expect(detail.lines).toHaveLength(item.line_count);
      lines += detail.lines.length;
      const sum = (k: string) => detail.lines.reduce((s: bigint, l: Record<string, unknown>) => s + big(l[k]), 0n);
      expect(sum('gross')).toBe(big(item.gross));
      expect(sum('fees')).toBe(big(item.fees));
      expect(sum('net')).toBe(big(item.net));
      for (const l of detail.lines) expect(big(l.gross) + big(l.fees)).toBe(big(l.net));
      expect(big(item.net)).toBe(big(item.bank_amount));
    }
    expect(lines).toBe(report.totals.lines);
    const total = (k: string) => items.reduce((s, i) => s + big((i as Record<string, unknown>)[k]), 0n);
    expect(total('net')).toBe(big(report.totals.net));
    expect(total('bank_amount')).toBe(big(report.totals.bank_amount));

    // What the bank received, from the ledger: the items' legs off the merchant balances and the fee account.
    const [bank] = await db()
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerEntries)
      .where(
        and(
          inArray(
            ledgerEntries.transactionId,
            items.map((i) => i.uuid),
          ),
          sql`${ledgerEntries.ledgerAccount} not like 'merchant:%' and ${ledgerEntries.ledgerAccount} <> 'fees'`,
        ),
      );
    expect(big(report.totals.bank_amount)).toBe(big(bank.total));
    const deposits = await db()
      .select({ amount: transactions.amount })
      .from(transactions)
      .where(and(eq(transactions.merchantId, m.merchantId), eq(transactions.type, 'DEPOSIT')));
    const depositTotal = deposits.reduce((s, d) => s + BigInt(d.amount), 0n);
    const payoutNet = items.filter((i) => i.type === 'PAYOUT').reduce((s, i) => s + big(i.net), 0n);
    expect(big(report.totals.net)).toBe(depositTotal + payoutNet);
    expect(payoutNet).toBe(10_000n);
    // Money in (the deposits) apart from money out (the payouts), and their net.
    const bankOf = (type: string) => items.filter((i) => i.type === type).reduce((s, i) => s + big(i.bank_amount), 0n);
    expect(big(report.totals.money_in)).toBe(bankOf('DEPOSIT'));
    expect(big(report.totals.money_in)).toBe(depositTotal);
    expect(big(report.totals.money_out)).toBe(10_000n);
    expect(big(report.totals.money_net)).toBe(depositTotal - 10_000n);
  });

  it('with limit (extension): the whole period’s totals, its items a keyset page at a time', async () => {
    const period = { date_from: '2026-04-10', date_to: '2026-04-11' };
    const full = (await call('GET', '/reports/payout-reconciliation', { query: period })).body.report;
    expect(full.next_cursor).toBeUndefined();
    const pages: { uuid: string }[][] = [];
    let cursor: string | undefined;
    for (;;) {
      const res = await call('GET', '/reports/payout-reconciliation', {
        query: { ...period, limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(res.status).toBe(200);
      // Totals from one set-based query equal the sums over every item, to the unit.
      expect(res.body.report.totals).toEqual(full.totals);
      pages.push(res.body.report.items);
      cursor = res.body.report.next_cursor ?? undefined;
      if (!cursor) break;
    }
    expect(pages.map((p) => p.length)).toEqual([2, 1]);
    expect(pages.flat()).toEqual(full.items);
    // And back (`before` = a page's previous_cursor): one item a page, the last page to the first, then forward again.
    const page = async (q: Record<string, string>) =>
      (await call('GET', '/reports/payout-reconciliation', { query: { ...period, limit: '1', ...q } })).body.report;
    const forward = [await page({})];
    while (forward.at(-1).next_cursor) forward.push(await page({ cursor: forward.at(-1).next_cursor }));
    expect(forward.map((p) => p.items[0])).toEqual(full.items);
    expect(forward[0].previous_cursor).toBeNull();
    const backward = [forward.at(-1)];
    while (backward.at(-1).previous_cursor) backward.push(await page({ before: backward.at(-1).previous_cursor }));
    expect(backward.map((p) => p.items[0]).reverse()).toEqual(full.items);
    expect(backward.at(-1).next_cursor).toBe(forward[0].next_cursor);
    expect(backward.every((p) => p.totals.items === full.totals.items)).toBe(true);
    const both = await call('GET', '/reports/payout-reconciliation', {
      query: { ...period, limit: '1', cursor: forward[1].previous_cursor, before: forward[1].previous_cursor },
    });
    expect(both.status).toBe(400);
    // Deposits' sums are kept with the deposit (deposit_sums); without their row they are summed live, alike.
    const deposits = full.items
      .filter((i: { type: string }) => i.type === 'DEPOSIT')
      .map((i: { uuid: string }) => i.uuid);
    expect(deposits.length).toBeGreaterThan(0);
    await db().delete(depositSums).where(inArray(depositSums.depositId, deposits));
    const live = (await call('GET', '/reports/payout-reconciliation', { query: { ...period, limit: '10' } })).body
      .report;
    expect(live.totals).toEqual(full.totals);
    expect(live.items).toEqual(full.items);
    expect((await call('GET', '/reports/payout-reconciliation', { query: period })).body.report).toEqual(full);
    const bad = await call('GET', '/reports/payout-reconciliation', { query: { ...period, limit: '2', cursor: 'x' } });
    expect(bad.status).toBe(400);
    const cursorOnly = await call('GET', '/reports/payout-reconciliation', { query: { ...period, cursor: 'x' } });
    expect(cursorOnly.status).toBe(400);
    expect((await call('GET', '/reports/payout-reconciliation', { query: { ...period, limit: '0' } })).status).toBe(
      400,
    );
  });

  it('exports every line as CSV and as JSON Lines, adding up to the report', async () => {
    const period = day('2026-04-10', '2026-04-11');
    const report = (await call('GET', '/reports/payout-reconciliation', period)).body.report;
    const csv = await call('GET', '/reports/payout-reconciliation/export', {
      query: { ...period.query, format: 'csv' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('payout-reconciliation-2026-04-10-2026-04-11.csv');
    expect(csv.headers.get('x-business-day')).toBe('Days in America/Bogota');
    const rows = csv.text.trimEnd().split('\r\n');
    const header = rows[0].split(',');
    expect(rows).toHaveLength(1 + report.totals.lines);
    // Amounts in major units beside the currency column (12.34 USD); minor units only when asked, so named.
    const netAt = header.indexOf('net');
    const currencyAt = header.indexOf('currency');
    const minorOf = (r: string) => BigInt(decimalToMinor(r.split(',')[netAt], r.split(',')[currencyAt])!);
    expect(rows.slice(1).every((r) => /^-?\d+\.\d{2}$/.test(r.split(',')[netAt]))).toBe(true);
    expect(rows.slice(1).reduce((s, r) => s + minorOf(r), 0n)).toBe(big(report.totals.net));
    const minor = await call('GET', '/reports/payout-reconciliation/export', {
      query: { ...period.query, format: 'csv', units: 'minor' },
    });
    const minorRows = minor.text.trimEnd().split('\r\n');
    const netMinorAt = minorRows[0].split(',').indexOf('net_minor');
    expect(minorRows[0].split(',')).not.toContain('net');
    expect(minorRows.slice(1).reduce((s, r) => s + BigInt(r.split(',')[netMinorAt]), 0n)).toBe(big(report.totals.net));

    const jsonl = await call('GET', '/reports/payout-reconciliation/export', {
      query: { ...period.query, format: 'jsonl' },
    });
    expect(jsonl.headers.get('content-type')).toContain('application/x-ndjson');
    const records = jsonl.text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(records).toHaveLength(report.totals.lines);
    expect(records.reduce((s, r) => s + BigInt(decimalToMinor(r.gross, r.currency)!), 0n)).toBe(
      big(report.totals.gross),
    );
    expect(new Set(records.map((r) => r.business_day))).toEqual(new Set(['2026-04-10', '2026-04-11']));

    const balance = await call('GET', '/reports/balance/export', {
      query: { ...day('2026-04-10').query, format: 'jsonl' },
    });
    const balanceRows = balance.text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(balanceRows[0].row).toBe('opening_balance');
    expect(balanceRows.at(-1).row).toBe('closing_balance');
  });

  it('sees only the calling merchant’s deposits', async () => {
    const other = await svc.request('GET', '/reports/payout-reconciliation', day('2026-04-10', '2026-04-11'));
    expect(other.body.report.items).toHaveLength(0);
    const item = (await call('GET', '/reports/payout-reconciliation', day('2026-04-10'))).body.report.items[0];
    expect(
      (await svc.request('GET', `/reports/payout-reconciliation/items/${item.uuid}`, day('2026-04-10'))).status,
    ).toBe(404);
  });
  // Last: it adds a failed payout to the 11th (the token the tests use expires 24 h after the 10th's 20:00).
  it('books a failed payout’s fee and its return in the same category: the balance’s fees agree with the payouts’', async () => {
    const before = (await call('GET', '/reports/balance', day('2026-04-11'))).body.report;
    clock.set(new Date('2026-04-11T19:00:00.000Z'));
    const destination = await insertAccount(db(), m);
    // An amount ending in 13 fails in the sandbox (docs/sandbox.md), after its fee was charged.
    const payout = await call('POST', '/payouts/create', {
      body: { tenant_id: m.tenantIds[0], amount: 5_013, destination_account_id: destination.id, currency: 'USD' },
    });
    expect(payout.status).toBe(201);
    const id = payout.body.payout.uuid as string;
    await runProcessor();
    const [row] = await db().select().from(transactions).where(eq(transactions.id, id));
    expect(row.status).toBe('FAILED');
    // The fee was charged, then given back, both as fee legs; the principal came back as a reversal.
    const legs = await db()
      .select({
        category: sql<string>`balance_category(${ledgerEntries.kind}, 'PAYOUT', null)`,
        charged: sql<string>`count(*) filter (where ${ledgerEntries.amount} < 0)::text`,
        total: sql<string>`sum(${ledgerEntries.amount})::text`,
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.transactionId, id), sql`${ledgerEntries.ledgerAccount} like 'merchant:%'`))
      .groupBy(sql`1`);
    expect(Object.fromEntries(legs.map((l) => [l.category, big(l.total)]))).toEqual({ fees: 0n, payouts: 0n });
    expect(legs.find((l) => l.category === 'fees')?.charged).toBe('1');
    const after = (await call('GET', '/reports/balance', day('2026-04-11'))).body.report;
    const cat = (r: typeof before, c: string) => r.activity.find((a: { category: string }) => a.category === c);
    for (const c of ['fees', 'payouts']) expect(cat(after, c).amount).toBe(cat(before, c).amount);
    const recon = (await call('GET', '/reports/payout-reconciliation', day('2026-04-11'))).body.report;
    const failed = recon.items.find((i: { uuid: string }) => i.uuid === id);
    expect(failed).toMatchObject({ fees: 0, net: 0, bank_amount: 0 });
  });
});
