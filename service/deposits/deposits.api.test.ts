import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositSums, ledgerEntries, merchants, transactions } from '../db/schema';
import { systemClock } from '../lib/clock';
import { fail, insertAccount, succeed, transactionRow } from '../test/fixtures';
import { startTestService, type TestMerchant, type TestService } from '../test/harness';
import { settle, settleAll } from './settle';
import { recordDepositSums } from './sums';

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const db = () => svc.database.db;

/** A merchant of its own per test, with a funding account, so deposits are predictable. */
async function setup() {
  const m = await svc.newMerchant();
  const funding = await insertAccount(db(), m);
  const pay = async (amount: number, extra: Record<string, unknown> = {}) => {
    const res = await svc.as(m)('POST', '/payments/create', {
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
  const refund = async (uuid: string, amount?: number) => {
    const res = await svc.as(m)('PUT', `/payments/${uuid}/refund`, { body: { reason: 'OTHER', amount } });
    expect(res.status).toBe(200);
    return res.body.payment.refunds.at(-1).uuid as string;
  };
  return { m, funding, pay, refund };
}

async function ledgerSum(where: ReturnType<typeof eq>) {
  const [row] = await db()
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(where);
  return Number(row.total);
}

describe('settle()', () => {
  it('groups settled payments (+net) and refunds (−net) into one DEPOSIT with a balanced ledger posting', async () => {
    const { m, pay, refund } = await setup();
    const p1 = await pay(1000);
    const p2 = await pay(2000);
    await succeed(db(), p1);
    await succeed(db(), p2);
    const r1 = await refund(p1, 400);
    const pending = await pay(3000);

    const deposit = await settle(db(), systemClock, m.merchantId, 'USD');
    expect(deposit).not.toBeNull();
    // p1 net 941, p2 net 2000 − (58 + 30) = 1912, refund −400
    expect(deposit!).toMatchObject({
      type: 'DEPOSIT',
      status: 'SUCCESSFUL',
      amount: 941 + 1912 - 400,
      netAmount: 2453,
      currency: 'USD',
      totalFee: 0,
    });
    for (const id of [p1, p2, r1]) expect((await transactionRow(db(), id)).depositId).toBe(deposit!.id);
    expect((await transactionRow(db(), pending)).depositId).toBeNull();

    const ledger = await db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, deposit!.id));
    expect(ledger.map((l) => [l.ledgerAccount, l.kind, l.amount]).sort()).toEqual(
      [
        [`merchant:${m.merchantId}`, 'settlement', -2453],
        [`settlement:${m.merchantId}`, 'settlement', 2453],
      ].sort(),
    );
    // The merchant balance is back to what the pending payment holds.
    expect(await ledgerSum(eq(ledgerEntries.ledgerAccount, `merchant:${m.merchantId}`))).toBe(3000);
    expect(await settle(db(), systemClock, m.merchantId, 'USD')).toBeNull();
  });

  it('takes each sub-merchant’s share from its own balance and sends the deposit to the settlement account', async () => {
    const { m, pay } = await setup();
    const settlementAccount = await insertAccount(db(), m);
    await db()
      .update(merchants)
      .set({ settlementAccountId: settlementAccount.id })
      .where(eq(merchants.id, m.merchantId));
    const p = await pay(1000, { additional_recipients: [{ merchant_uuid: m.subMerchantIds[0], amount: '30%' }] });
    await succeed(db(), p);
    const deposit = await settle(db(), systemClock, m.merchantId, 'USD');
    expect(deposit!.amount).toBe(941);
    expect(deposit!.destinationAccountId).toBe(settlementAccount.id);
    const ledger = await db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, deposit!.id));
    const byAccount = Object.fromEntries(ledger.map((l) => [l.ledgerAccount, l.amount]));
    // fee 59 shared 41/18 → sub keeps 300 − 18 = 282, merchant 700 − 41 = 659
    expect(byAccount).toEqual({
      [`merchant:${m.subMerchantIds[0]}`]: -282,
      [`merchant:${m.merchantId}`]: -659,
      [`account:${settlementAccount.id}`]: 941,
    });
  });

  it('leaves out failed and unsettled payments, authorized account-to-account payments, payouts and other currencies', async () => {
    const { m, funding, pay } = await setup();
    const failed = await pay(1013);
    await fail(db(), failed);
    const other = await insertAccount(db(), m);
    const authorized = await svc.as(m)('POST', '/transactions/authorize', {
      body: {
        type: 'PAYMENT',
        amount: 500,
        currency: 'USD',
        origin_account: { uuid: funding.id, existing_end_user_id: funding.endUserId },
        destination_account: { uuid: other.id, existing_end_user_id: other.endUserId },
      },
    });
    await succeed(db(), authorized.body.uuid);
    const payout = await svc.as(m)('POST', '/payouts/create', {
      body: { tenant_id: m.tenantIds[0], amount: 100, destination_account_id: other.id, currency: 'USD' },
    });
    await succeed(db(), payout.body.payout.uuid);
    const eur = await pay(700, { currency: 'EUR' });
    await succeed(db(), eur);
    expect(await settle(db(), systemClock, m.merchantId, 'USD')).toBeNull();
    const deposit = await settle(db(), systemClock, m.merchantId, 'EUR');
    expect(deposit).toMatchObject({ currency: 'EUR', amount: 700 - 20 - 30 });
  });

  it('can be negative when refunds outweigh new payments', async () => {
    const { m, pay, refund } = await setup();
    const p = await pay(1000);
    await succeed(db(), p);
    await settle(db(), systemClock, m.merchantId, 'USD');
    await refund(p);
    const deposit = await settle(db(), systemClock, m.merchantId, 'USD');
    expect(deposit!.amount).toBe(-1000);
  });

  it('never puts a transaction in two deposits when settlements run at once', async () => {
    const { m, pay } = await setup();
    for (let i = 0; i < 5; i++) await succeed(db(), await pay(100 + i));
    const results = await Promise.all([1, 2, 3].map(() => settle(db(), systemClock, m.merchantId, 'USD')));
    const deposits = results.filter((d) => d !== null);
    expect(deposits).toHaveLength(1);
    const [grouped] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(eq(transactions.depositId, deposits[0]!.id));
    expect(grouped.n).toBe(5);
  });

  it('settleAll settles every merchant and currency with something to settle', async () => {
    const a = await setup();
    const b = await setup();
    await succeed(db(), await a.pay(1000));
    await succeed(db(), await b.pay(2000));
    await succeed(db(), await b.pay(3000, { currency: 'CAD' }));
    const deposits = await settleAll(db(), systemClock);
    const mine = deposits.filter((d) => d.merchantId === a.m.merchantId || d.merchantId === b.m.merchantId);
    expect(mine.map((d) => `${d.merchantId === a.m.merchantId ? 'a' : 'b'}:${d.currency}:${d.amount}`).sort()).toEqual([
      'a:USD:941',
      'b:CAD:2883',
      'b:USD:1912',
    ]);
  });
});

describe('GET /deposits/{uuid} and /deposits/list', () => {
  let m: TestMerchant;
  let depositId: string;
  let payment: string;
  let refundId: string;

  beforeAll(async () => {
    const s = await setup();
    m = s.m;
    payment = await s.pay(1000, { primary_reference: 'P-1', metadata: { order: '1' } });
    await succeed(db(), payment);
    refundId = await s.refund(payment, 100);
    depositId = (await settle(db(), systemClock, m.merchantId, 'USD'))!.id;
  });

  it('answers the bare deposit with its related transactions', async () => {
    const res = await svc.as(m)('GET', `/deposits/${depositId}`);
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('deposit');
    expect(res.body).toMatchObject({
      uuid: depositId,
      type: 'DEPOSIT',
      status: 'SUCCESSFUL',
      amount: 841,
      net_amount: 841,
      currency: { code: 'USD' },
      related_transactions_count: 2,
    });
    expect(res.body.code).toMatch(/^DEP-/);
    expect(res.body.related_transactions).toEqual([
      {
        uuid: payment,
        code: expect.stringMatching(/^PAY-/),
        type: 'PAYMENT',
        counterparty_account_uuid: expect.stringMatching(/^acc_/),
        amount: 1000,
        net_amount: 941,
        total_fee: 59,
        metadata: { order: '1' },
        primary_reference: 'P-1',
        secondary_reference: null,
        tertiary_reference: null,
        currency: { code: 'USD' },
      },
      expect.objectContaining({ uuid: refundId, type: 'REFUND', amount: 100, net_amount: 100, total_fee: 0 }),
    ]);
    // The payer's account on both sides: what the payment took from it, what the refund gave back.
    expect(res.body.related_transactions[1].counterparty_account_uuid).toBe(
      res.body.related_transactions[0].counterparty_account_uuid,
    );
    const signed = res.body.related_transactions.reduce(
      (s: number, r: { type: string; net_amount: number }) => s + (r.type === 'PAYMENT' ? r.net_amount : -r.net_amount),
      0,
    );
    expect(signed).toBe(res.body.amount);
    const p = await svc.as(m)('GET', `/payments/${payment}`);
    expect(p.body.payment.deposit_id).toBe(depositId);
  });

  it('404 for another merchant’s deposit or a transaction that is not a deposit', async () => {
    expect((await svc.request('GET', `/deposits/${depositId}`)).status).toBe(404);
    expect((await svc.as(m)('GET', `/deposits/${payment}`)).status).toBe(404);
  });

  it('lists deposits with related_transactions_count and filters', async () => {
    const res = await svc.as(m)('GET', '/deposits/list');
    expect(res.status).toBe(200);
    expect(res.body.deposits).toHaveLength(1);
    expect(res.body.deposits[0]).toMatchObject({ uuid: depositId, related_transactions_count: 2 });
    expect(res.body.deposits[0]).not.toHaveProperty('related_transactions');
    expect((await svc.as(m)('GET', '/deposits/list', { query: { currency: 'eur' } })).body.deposits).toEqual([]);
    expect((await svc.as(m)('GET', '/deposits/list', { query: { amount: '841' } })).body.deposits).toHaveLength(1);
    expect((await svc.as(m)('GET', '/deposits/list', { query: { date_to: '2000-01-01' } })).body.deposits).toEqual([]);
    expect((await svc.as(m)('GET', '/deposits/list', { query: { nope: '1' } })).status).toBe(400);
  });

  it('counts a deposit without a deposit_sums row from its lines', async () => {
    // The list reads line counts from deposit_sums (written with the deposit); a deposit without a row is counted live.
    await db().delete(depositSums).where(eq(depositSums.depositId, depositId));
    try {
      const res = await svc.as(m)('GET', '/deposits/list');
      expect(res.body.deposits[0]).toMatchObject({ uuid: depositId, related_transactions_count: 2 });
    } finally {
      await recordDepositSums(db(), depositId);
    }
    const [row] = await db().select().from(depositSums).where(eq(depositSums.depositId, depositId));
    expect(row?.lineCount).toBe(2);
  });

  it('needs read:payments', async () => {
    const limited = await svc.newMerchant({ scopes: ['write:payments'] });
    expect((await svc.as(limited)('GET', '/deposits/list')).status).toBe(403);
  });
});

describe('GET /deposits/{uuid}?related_limit=… (extension: a page of lines, the totals of all)', () => {
  let m: TestMerchant;
  let depositId: string;
  type Line = { uuid: string; type: string; amount: number; net_amount: number; total_fee: number };
  let all: Line[];
  let full: Record<string, unknown>;

  beforeAll(async () => {
    const s = await setup();
    m = s.m;
    const amounts = [500, 300, 500, 1200, 300, 800, 500, 100, 2000, 700, 300, 900];
    const paid: string[] = [];
    for (const amount of amounts) paid.push(await s.pay(amount));
    for (const id of paid) await succeed(db(), id);
    for (const [i, amount] of [
      [1, 100],
      [3, 1200],
      [8, 50],
    ] as const)
      await s.refund(paid[i], amount);
    depositId = (await settle(db(), systemClock, m.merchantId, 'USD'))!.id;
    const res = await svc.as(m)('GET', `/deposits/${depositId}`);
    expect(res.status).toBe(200);
    full = res.body;
    all = res.body.related_transactions;
  });

  const get = (query: Record<string, string | number>) =>
    svc.as(m)('GET', `/deposits/${depositId}`, {
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });

  it('leaves the spec’s answer as it was: every line, no paging fields', () => {
    expect(full.related_transactions_count).toBe(15);
    expect(all).toHaveLength(15);
    for (const key of ['related_next_cursor', 'related_previous_cursor', 'related_totals'])
      expect(full).not.toHaveProperty(key);
  });

  it('pages every line exactly once in each order, forwards and back', async () => {
    const orders: [string | undefined, (a: Line, b: Line) => number][] = [
      [undefined, () => 0],
      ['amount', (a, b) => a.amount - b.amount],
      ['-amount', (a, b) => b.amount - a.amount],
      ['type', (a, b) => a.type.localeCompare(b.type)],
      ['-type', (a, b) => b.type.localeCompare(a.type)],
    ];
    for (const [sort, compare] of orders) {
      // Ties oldest first: the spec's order, sorted stably.
      const expected = [...all].sort(compare).map((l) => l.uuid);
      const pages: string[][] = [];
      let cursor: string | null = null;
      let res;
      do {
        res = await get({
          related_limit: 4,
          ...(sort ? { related_sort: sort } : {}),
          ...(cursor ? { related_cursor: cursor } : {}),
        });
        expect(res.status).toBe(200);
        expect(res.body.related_transactions_count).toBe(15);
        expect(res.body.related_previous_cursor === null).toBe(pages.length === 0);
        pages.push(res.body.related_transactions.map((l: Line) => l.uuid));
        cursor = res.body.related_next_cursor;
      } while (cursor);
      expect(pages.map((p) => p.length)).toEqual([4, 4, 4, 3]);
      expect(pages.flat()).toEqual(expected);
      // Back from the last page to the first, through the previous cursors.
      const back: string[][] = [pages.at(-1)!];
      cursor = res.body.related_previous_cursor;
      while (cursor) {
        res = await get({ related_limit: 4, ...(sort ? { related_sort: sort } : {}), related_cursor: cursor });
        expect(res.status).toBe(200);
        expect(res.body.related_next_cursor).not.toBeNull();
        back.unshift(res.body.related_transactions.map((l: Line) => l.uuid));
        cursor = res.body.related_previous_cursor;
      }
      expect(back).toEqual(pages);
    }
  });

  it('totals every line per type, to the unit of the lines, the ledger and the deposit', async () => {
    const res = await get({ related_limit: 1 });
    expect(res.body).toMatchObject({ uuid: depositId, type: 'DEPOSIT', amount: full.amount });
    const totals = res.body.related_totals;
    const sum = (lines: Line[], key: 'amount' | 'net_amount' | 'total_fee') => lines.reduce((s, l) => s + l[key], 0);
    const of = (type: string) => all.filter((l) => l.type === type);
    expect(totals.by_type).toEqual(
      ['PAYMENT', 'REFUND'].map((type) => ({
        type,
        count: of(type).length,
        amount: sum(of(type), 'amount'),
        total_fee: sum(of(type), 'total_fee'),
        net_amount: sum(of(type), 'net_amount'),
        contribution: (type === 'PAYMENT' ? 1 : -1) * sum(of(type), 'net_amount'),
      })),
    );
    expect(totals.count).toBe(15);
    expect(totals.contribution).toBe(full.amount);
    // The ledger's own sums over the deposit's lines: fees charged, and what reached the merchant's balance.
    const lineIds = sql`(select ${transactions.id} from ${transactions} where ${transactions.depositId} = ${depositId})`;
    // The fees account receives every fee the lines were charged; the merchant's balance, what the lines count.
    const fees = await ledgerSum(
      sql`${ledgerEntries.transactionId} in ${lineIds} and ${ledgerEntries.ledgerAccount} = 'fees'` as never,
    );
    const net = await ledgerSum(
      sql`${ledgerEntries.transactionId} in ${lineIds} and ${ledgerEntries.ledgerAccount} like 'merchant:%'` as never,
    );
    expect(totals.by_type.reduce((s: number, g: { total_fee: number }) => s + g.total_fee, 0)).toBe(fees);
    expect(totals.contribution).toBe(net);
    // And the deposit_sums row written with the deposit (docs/reports.md).
    const result = (await db().execute(
      sql`select line_count, net from deposit_sums where deposit_id = ${depositId}`,
    )) as unknown as { rows: { line_count: number; net: string | number }[] };
    const row = result.rows[0];
    expect([row.line_count, Number(row.net)]).toEqual([totals.count, totals.contribution]);
  });

  it('refuses a cursor it did not give, or paging fields without related_limit', async () => {
    const params = (res: { body: { error?: { details: { param: string }[] } } }) =>
      res.body.error?.details.map((d) => d.param);
    const first = await get({ related_limit: 2 });
    const cursor = first.body.related_next_cursor as string;
    expect(params(await get({ related_cursor: cursor }))).toEqual(['related_cursor']);
    expect((await get({ related_sort: 'amount' })).status).toBe(400);
    expect(params(await get({ related_limit: 2, related_cursor: 'nope' }))).toEqual(['related_cursor']);
    const stranger = Buffer.from(`n ${depositId}`).toString('base64url');
    expect(params(await get({ related_limit: 2, related_cursor: stranger }))).toEqual(['related_cursor']);
    expect((await get({ related_limit: 0 })).status).toBe(400);
    expect((await get({ related_limit: 501 })).status).toBe(400);
    expect((await get({ related_limit: 2, related_sort: 'date' })).status).toBe(400);
    // A name the API does not know is still ignored, as the spec's GET has no query.
    expect((await get({ whatever: 1 })).status).toBe(200);
  });

  it('marks the paging parameters as extensions in the OpenAPI document', async () => {
    const doc = (await svc.request('GET', '/openapi.json', { token: null })).body;
    const parameters = doc.paths['/api/v1/deposits/{uuid}'].get.parameters as {
      name: string;
      'x-extension'?: boolean;
      schema?: { 'x-extension'?: boolean };
    }[];
    for (const name of ['related_limit', 'related_cursor', 'related_sort']) {
      const p = parameters.find((q) => q.name === name)!;
      expect(p['x-extension'] ?? p.schema?.['x-extension']).toBe(true);
    }
  });
});
