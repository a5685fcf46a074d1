import fc from 'fast-check';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../db/schema';
import { settle } from '../deposits/settle';
import { systemClock } from '../lib/clock';
import { fail, insertAccount, succeed } from '../test/fixtures';
import { startTestService, type TestMerchant, type TestService } from '../test/harness';

/**
 * Property: whatever sequence of money operations runs (payments with random splits, processing
 * outcomes, partial, full and concurrent refunds, payouts, transfers, authorizations, settlements),
 * after every step the ledger balances and every transaction reconciles.
 */

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const db = () => svc.database.db;

async function rows(query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db().execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** Every invariant, as queries that must return no rows. */
const invariants: Record<string, SQL> = {
  'each transaction’s ledger rows sum to zero per currency': sql`
    select transaction_id, currency, sum(amount) as off from ledger_entries group by transaction_id, currency having sum(amount) <> 0`,
  'the whole ledger sums to zero per currency': sql`
    select currency, sum(amount) as off from ledger_entries group by currency having sum(amount) <> 0`,
  'net_amount = amount − total_fee, fees within the amount': sql`
    select id from transactions where total_fee is not null and (
      net_amount <> amount - total_fee or variable_fee + fixed_fee <> total_fee or total_fee < 0 or (type <> 'DEPOSIT' and total_fee > amount))`,
  'split entries add up to the amount, their fees to the fee': sql`
    select t.id from transactions t join split_entries s on s.transaction_id = t.id
    group by t.id, t.amount, t.total_fee, t.net_amount
    having sum(s.amount) <> t.amount or (t.total_fee is not null and (sum(s.total_fee) <> t.total_fee or sum(s.net_amount) <> t.net_amount))`,
  'amount_refunded = Σ refunds ≤ amount; REFUNDED exactly when fully refunded': sql`
    select p.id from transactions p left join transactions r on r.parent_id = p.id and r.type = 'REFUND'
    where p.type = 'PAYMENT'
    group by p.id, p.amount, p.amount_refunded, p.status
    having p.amount_refunded <> coalesce(sum(r.amount), 0) or p.amount_refunded > p.amount
      or ((p.status = 'REFUNDED') <> (p.amount_refunded = p.amount))`,
  'refunds only of payments that succeeded': sql`
    select r.id from transactions r join transactions p on p.id = r.parent_id
    where r.type = 'REFUND' and p.status not in ('SUCCESSFUL', 'REFUNDED')`,
  // A party is a merchant: one named in two split entries (allowed) is compared with both together.
  'no split party gives back more than it received': sql`
    select s.transaction_id, s.merchant_id from (
      select transaction_id, merchant_id, sum(amount) as amount from split_entries group by transaction_id, merchant_id
    ) s
    join transactions p on p.id = s.transaction_id and p.type = 'PAYMENT'
    left join (
      select r.parent_id, l.ledger_account, sum(l.amount) as amount from transactions r
      join ledger_entries l on l.transaction_id = r.id and l.kind = 'principal'
      where r.type = 'REFUND' group by r.parent_id, l.ledger_account
    ) g on g.parent_id = p.id and g.ledger_account = 'merchant:' || s.merchant_id
    where -coalesce(g.amount, 0) > s.amount`,
  'deposit amount = Σ related net amounts (give-backs negative)': sql`
    select d.id from transactions d join transactions t on t.deposit_id = d.id
    where d.type = 'DEPOSIT'
    group by d.id, d.amount
    having d.amount <> sum(case when t.type = 'PAYMENT' then t.net_amount else -t.net_amount end)`,
  'a failed transaction leaves no trace on any ledger account': sql`
    select l.transaction_id, l.ledger_account from ledger_entries l join transactions t on t.id = l.transaction_id
    where t.status = 'FAILED' group by l.transaction_id, l.ledger_account having sum(l.amount) <> 0`,
};

async function checkInvariants(step: string) {
  for (const [name, query] of Object.entries(invariants)) {
    const broken = await rows(query);
    expect(broken, `${name} — after ${step}`).toEqual([]);
  }
}

type Action =
  | { kind: 'pay'; amount: number; recipients: { sub: number; share: string }[] }
  | { kind: 'succeed' | 'fail'; pick: number }
  | { kind: 'refund'; pick: number; amount: number | null; concurrent: number }
  | { kind: 'payout' | 'transfer'; amount: number }
  | { kind: 'authorize'; amount: number; type: string }
  | { kind: 'settle' };

const shareArb = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 99 }))
    .map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}%`),
  fc.integer({ min: 1, max: 3000 }).map(String),
  fc.integer({ min: 1, max: 3 }).map(String),
);
/** Small amounts make rounding and exhaustion cases (ties, last units) common. */
const amountArb = (max: number) => fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max }));

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      amount: amountArb(100_000),
      recipients: fc.array(fc.record({ sub: fc.integer({ min: 0, max: 2 }), share: shareArb }), { maxLength: 3 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('succeed' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fail' as const), pick: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      pick: fc.nat(),
      amount: fc.option(amountArb(60_000), { nil: null }),
      concurrent: fc.integer({ min: 1, max: 4 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('payout' as const, 'transfer' as const),
      amount: fc.integer({ min: 1, max: 50_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('authorize' as const),
      amount: fc.integer({ min: 1, max: 50_000 }),
      type: fc.constantFrom('PAYMENT', 'REFUND', 'PAYOUT', 'TRANSFER'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('settle' as const) }) },
);

async function idsOf(merchantId: string, types: string[], statuses: string[]): Promise<string[]> {
  const found = await db()
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.merchantId, merchantId),
        inArray(transactions.type, types),
        inArray(transactions.status, statuses),
      ),
    )
    .orderBy(asc(transactions.dateCreated), asc(transactions.id));
  return found.map((r) => r.id);
}

async function run(
  m: TestMerchant,
  accounts: { a: string; aUser: string | null; b: string; bUser: string | null },
  action: Action,
) {
  const as = svc.as(m);
  switch (action.kind) {
    case 'pay': {
      const res = await as('POST', '/payments/create', {
        body: {
          tenant_id: m.tenantIds[0],
          amount: action.amount,
          description: 'Property payment',
          auto_send_receipt: false,
          funding_source_id: accounts.a,
          additional_recipients: action.recipients.length
            ? action.recipients.map((r) => ({ merchant_uuid: m.subMerchantIds[r.sub], amount: r.share }))
            : undefined,
        },
      });
      expect([201, 400]).toContain(res.status);
      if (res.status === 201) {
        const entries = res.body.payment.additional_recipients;
        if (entries) expect(entries.reduce((s: number, e: { amount: number }) => s + e.amount, 0)).toBe(action.amount);
      }
      return;
    }
    case 'succeed':
    case 'fail': {
      const open = await idsOf(m.merchantId, ['PAYMENT', 'PAYOUT', 'TRANSFER'], ['PENDING', 'PROCESSING']);
      if (open.length === 0) return;
      const id = open[action.pick % open.length];
      if (action.kind === 'succeed') await succeed(db(), id);
      else await fail(db(), id);
      return;
    }
    case 'refund': {
      const refundable = await idsOf(m.merchantId, ['PAYMENT'], ['SUCCESSFUL', 'REFUNDED', 'PENDING']);
      if (refundable.length === 0) return;
      const id = refundable[action.pick % refundable.length];
      const results = await Promise.all(
        Array.from({ length: action.concurrent }, () =>
          as('PUT', `/payments/${id}/refund`, {
            body: { reason: 'OTHER', ...(action.amount ? { amount: action.amount } : {}) },
          }),
        ),
      );
      for (const r of results) expect([200, 409]).toContain(r.status);
      return;
    }
    case 'payout': {
      const res = await as('POST', '/payouts/create', {
        body: { tenant_id: m.tenantIds[0], amount: action.amount, destination_account_id: accounts.b, currency: 'USD' },
      });
      expect(res.status).toBe(201);
      return;
    }
    case 'transfer': {
      const res = await as('POST', '/transfers/create', {
        body: {
          tenant_id: m.tenantIds[0],
          amount: action.amount,
          description: 'T',
          statement_descriptor: 'ACME T',
          auto_send_receipt: false,
          origin_account_id: accounts.a,
          destination_account_id: accounts.b,
          currency: 'USD',
        },
      });
      expect(res.status).toBe(201);
      return;
    }
    case 'authorize': {
      const res = await as('POST', '/transactions/authorize', {
        body: {
          type: action.type,
          amount: action.amount,
          currency: 'USD',
          origin_account: { uuid: accounts.a, existing_end_user_id: accounts.aUser },
          destination_account: { uuid: accounts.b, existing_end_user_id: accounts.bUser },
        },
      });
      expect(res.status).toBe(201);
      return;
    }
    case 'settle': {
      await settle(db(), systemClock, m.merchantId, 'USD');
      return;
    }
  }
}

describe('ledger and reconciliation properties', () => {
  it('hold after every step of random sequences of money operations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { minLength: 5, maxLength: 22 }), async (actions) => {
        const m = await svc.newMerchant();
        const a = await insertAccount(db(), m);
        const b = await insertAccount(db(), m);
        const accounts = { a: a.id, aUser: a.endUserId, b: b.id, bUser: b.endUserId };
        for (const [i, action] of actions.entries()) {
          await run(m, accounts, action);
          await checkInvariants(`step ${i} ${JSON.stringify(action)}`);
        }
        // Settle whatever is left: afterwards the merchants' balances hold exactly what is not deposited yet.
        await settle(db(), systemClock, m.merchantId, 'USD');
        await checkInvariants('final settlement');
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
