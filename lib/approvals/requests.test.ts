import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestConsoleDb } from '@/lib/db/test-db';
import type { ConsoleDb } from '@/lib/db/types';
import { approvalDecisions, approvalRequests } from '@/lib/db/schema';
import { createRequest, decide, expireDue, finishRequest, getRequest, listRequests, type Member } from './requests';
import { insertRule, matchRule, type ApprovalRule } from './rules';

const maker: Member = { id: '00000000-0000-4000-8000-000000000001', email: 'finance@example.com', role: 'finance' };
const admin: Member = { id: '00000000-0000-4000-8000-000000000002', email: 'admin@example.com', role: 'admin' };
const admin2: Member = { id: '00000000-0000-4000-8000-000000000003', email: 'admin2@example.com', role: 'admin' };
const support: Member = { id: '00000000-0000-4000-8000-000000000004', email: 'support@example.com', role: 'support' };

let db: ConsoleDb;
let close: () => Promise<void>;
let rule: ApprovalRule;
let twoRule: ApprovalRule;

beforeAll(async () => {
  ({ db, close } = await openTestConsoleDb());
  rule = await insertRule(
    db,
    {
      action: 'payout',
      currency: 'USD',
      threshold: 100_000,
      makerRole: null,
      approvalsRequired: 1,
      approverRoles: ['admin'],
      expiryHours: 24,
      enabled: true,
    },
    admin.id,
  );
  twoRule = await insertRule(
    db,
    {
      action: 'payout',
      currency: 'USD',
      threshold: 1_000_000,
      makerRole: 'finance',
      approvalsRequired: 2,
      approverRoles: ['admin', 'finance'],
      expiryHours: 24,
      enabled: true,
    },
    admin.id,
  );
});
afterAll(() => close());

let keys = 0;
const hold = (r: ApprovalRule, amount = 150_000) =>
  createRequest(db, {
    rule: r,
    action: 'payout',
    currency: 'USD',
    amount,
    target: null,
    maker,
    summary: {},
    payload: { body: { amount, currency: 'USD' } },
    idempotencyKey: `key-${(keys += 1)}`,
  });

describe('approval rules', () => {
  it('match at or above the threshold, in the currency, for the maker role; the strictest wins', async () => {
    expect(
      await matchRule(db, { action: 'payout', currency: 'USD', amount: 99_999, makerRole: 'finance' }),
    ).toBeUndefined();
    expect(
      (await matchRule(db, { action: 'payout', currency: 'USD', amount: 100_000, makerRole: 'finance' }))?.id,
    ).toBe(rule.id);
    expect(
      await matchRule(db, { action: 'payout', currency: 'EUR', amount: 500_000, makerRole: 'finance' }),
    ).toBeUndefined();
    expect(
      await matchRule(db, { action: 'transfer', currency: 'USD', amount: 500_000, makerRole: 'finance' }),
    ).toBeUndefined();
    expect(
      (await matchRule(db, { action: 'payout', currency: 'USD', amount: 2_000_000, makerRole: 'finance' }))?.id,
    ).toBe(twoRule.id);
    expect(
      (await matchRule(db, { action: 'payout', currency: 'USD', amount: 2_000_000, makerRole: 'admin' }))?.id,
    ).toBe(rule.id);
  });
});

describe('rules for every other currency', () => {
  it('hold a payout in a currency no rule names, by its threshold in minor units; never one whose currency has its own rule', async () => {
    const other = await insertRule(
      db,
      {
        action: 'transfer',
        currency: '*',
        threshold: 0,
        makerRole: null,
        approvalsRequired: 1,
        approverRoles: ['admin'],
        expiryHours: 24,
        enabled: true,
      },
      admin.id,
    );
    const eur = await insertRule(
      db,
      {
        action: 'transfer',
        currency: 'EUR',
        threshold: 500_000,
        makerRole: null,
        approvalsRequired: 1,
        approverRoles: ['finance'],
        expiryHours: 24,
        enabled: true,
      },
      admin.id,
    );
    // An unlisted (even made-up, ISO-shaped) currency is held by the rule for every other currency.
    expect((await matchRule(db, { action: 'transfer', currency: 'XTS', amount: 1, makerRole: 'finance' }))?.id).toBe(
      other.id,
    );
    expect((await matchRule(db, { action: 'transfer', currency: 'COP', amount: 0, makerRole: 'finance' }))?.id).toBe(
      other.id,
    );
    // EUR has a rule of its own: below its threshold nothing holds it.
    expect(
      await matchRule(db, { action: 'transfer', currency: 'EUR', amount: 499_999, makerRole: 'finance' }),
    ).toBeUndefined();
    expect(
      (await matchRule(db, { action: 'transfer', currency: 'EUR', amount: 500_000, makerRole: 'finance' }))?.id,
    ).toBe(eur.id);
    // A disabled rule of its own leaves the currency to the catch-all.
    await db.execute(sql`UPDATE console.approval_rules SET enabled = false WHERE id = ${eur.id}`);
    expect((await matchRule(db, { action: 'transfer', currency: 'EUR', amount: 1, makerRole: 'finance' }))?.id).toBe(
      other.id,
    );
    // The case: a payout in a currency no payout rule names is held too.
    const payouts = await insertRule(
      db,
      {
        action: 'payout',
        currency: '*',
        threshold: 0,
        makerRole: null,
        approvalsRequired: 1,
        approverRoles: ['admin'],
        expiryHours: 24,
        enabled: true,
      },
      admin.id,
    );
    expect((await matchRule(db, { action: 'payout', currency: 'CLP', amount: 50_000, makerRole: 'finance' }))?.id).toBe(
      payouts.id,
    );
    expect(
      (await matchRule(db, { action: 'payout', currency: 'USD', amount: 50_000, makerRole: 'finance' }))?.id,
    ).toBeUndefined();
    await db.execute(sql`UPDATE console.approval_rules SET enabled = false WHERE id = ${payouts.id}`);
    // Other actions are not touched by a transfer rule.
    expect(await matchRule(db, { action: 'refund', currency: 'XTS', amount: 1, makerRole: 'finance' })).toBeUndefined();
  });

  it('a rule scoped to one maker role for a currency leaves the catch-all holding that currency for every other maker', async () => {
    const everyOther = await insertRule(
      db,
      {
        action: 'transfer',
        currency: '*',
        threshold: 100_000,
        makerRole: null,
        approvalsRequired: 1,
        approverRoles: ['admin'],
        expiryHours: 24,
        enabled: true,
      },
      admin.id,
    );
    const supportGbp = await insertRule(
      db,
      {
        action: 'transfer',
        currency: 'GBP',
        threshold: 1_000_000,
        makerRole: 'support',
        approvalsRequired: 1,
        approverRoles: ['admin'],
        expiryHours: 24,
        enabled: true,
      },
      admin.id,
    );
    try {
      // The review's case: finance's 5,000.00 is held by the every-other-currency rule, whoever else GBP is scoped to.
      expect(
        (await matchRule(db, { action: 'transfer', currency: 'GBP', amount: 500_000, makerRole: 'finance' }))?.id,
      ).toBe(everyOther.id);
      // For the maker the GBP rule names, that rule is their own: below its threshold nothing holds them…
      expect(
        await matchRule(db, { action: 'transfer', currency: 'GBP', amount: 500_000, makerRole: 'support' }),
      ).toBeUndefined();
      // …and at it, it does.
      expect(
        (await matchRule(db, { action: 'transfer', currency: 'GBP', amount: 1_000_000, makerRole: 'support' }))?.id,
      ).toBe(supportGbp.id);
    } finally {
      await db.execute(
        sql`UPDATE console.approval_rules SET enabled = false WHERE id IN (${everyOther.id}, ${supportGbp.id})`,
      );
    }
  });

  it('compare the threshold as-is, and an unbounded amount (a plan with no end) reaches any threshold', async () => {
    const other = await insertRule(
      db,
      {
        action: 'split_payment',
        currency: '*',
        threshold: 1_000_000,
        makerRole: null,
        approvalsRequired: 1,
        approverRoles: ['admin'],
        expiryHours: 24,
        enabled: true,
      },
      admin.id,
    );
    expect(
      await matchRule(db, { action: 'split_payment', currency: 'JPY', amount: 999_999, makerRole: 'finance' }),
    ).toBeUndefined();
    expect(
      (await matchRule(db, { action: 'split_payment', currency: 'JPY', amount: 1_000_000, makerRole: 'finance' }))?.id,
    ).toBe(other.id);
    expect(
      (await matchRule(db, { action: 'payout', currency: 'USD', amount: Infinity, makerRole: 'finance' }))?.id,
    ).toBe(twoRule.id);
  });

  it('are refused by the database unless the currency is a code or *', async () => {
    await expect(
      insertRule(
        db,
        {
          action: 'payout',
          currency: 'usd',
          threshold: 0,
          makerRole: null,
          approvalsRequired: 1,
          approverRoles: ['admin'],
          expiryHours: 24,
          enabled: true,
        },
        admin.id,
      ),
    ).rejects.toThrow();
  });
});

describe('deciding a request', () => {
  it('keeps one request per form key', async () => {
    const first = await createRequest(db, {
      rule,
      action: 'payout',
      currency: 'USD',
      amount: 150_000,
      target: null,
      maker,
      summary: {},
      payload: {},
      idempotencyKey: 'same-key',
    });
    const again = await createRequest(db, {
      rule,
      action: 'payout',
      currency: 'USD',
      amount: 150_000,
      target: null,
      maker,
      summary: {},
      payload: {},
      idempotencyKey: 'same-key',
    });
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.request.id).toBe(first.request.id);
  });

  it('never lets the maker approve, nor a role the rule does not name', async () => {
    const { request } = await hold(rule);
    expect(await decide(db, { id: request.id, member: maker, decision: 'approve', note: null })).toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/another member/),
    });
    expect(await decide(db, { id: request.id, member: support, decision: 'approve', note: null })).toMatchObject({
      kind: 'refused',
    });
    await expect(
      db.insert(approvalDecisions).values({
        requestId: request.id,
        memberId: maker.id,
        memberEmail: maker.email,
        memberRole: maker.role,
        decision: 'approve',
      }),
    ).rejects.toThrow();
  });

  it('executes on the last approval only, once, and refuses a second decision by the same member', async () => {
    const { request } = await hold(twoRule, 1_500_000);
    const first = await decide(db, { id: request.id, member: admin, decision: 'approve', note: null });
    expect(first).toMatchObject({ kind: 'recorded', approvals: 1 });
    expect(await decide(db, { id: request.id, member: admin, decision: 'approve', note: null })).toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/already/),
    });
    const [second, third] = await Promise.all([
      decide(db, { id: request.id, member: admin2, decision: 'approve', note: null }),
      decide(db, {
        id: request.id,
        member: { ...support, role: 'finance', id: '00000000-0000-4000-8000-000000000005' },
        decision: 'approve',
        note: null,
      }),
    ]);
    expect([second.kind, third.kind].sort()).toEqual(['execute', 'refused']);
    expect(
      await finishRequest(db, request.id, { status: 'executed', result: { uuid: 'trx_1' }, apiRequestId: 'req_1' }),
    ).toMatchObject({ status: 'executed' });
    expect(await finishRequest(db, request.id, { status: 'executed', result: {}, apiRequestId: null })).toBeUndefined();
  });

  it('lists what waits for a member: not their own, not decided, only their role', async () => {
    const { request } = await hold(rule);
    const mine = await listRequests(db, 'mine', admin);
    expect(mine.map((r) => r.id)).toContain(request.id);
    expect((await listRequests(db, 'mine', maker)).map((r) => r.id)).not.toContain(request.id);
    expect((await listRequests(db, 'mine', support)).map((r) => r.id)).not.toContain(request.id);
    await decide(db, { id: request.id, member: admin, decision: 'reject', note: 'wrong account' });
    expect((await listRequests(db, 'mine', admin)).map((r) => r.id)).not.toContain(request.id);
    expect((await listRequests(db, 'decided', admin)).map((r) => r.id)).toContain(request.id);
  });

  it('reads a request past its time as expired without writing: the stored change waits for expireDue', async () => {
    const { request } = await hold(rule);
    await db.execute(
      sql`UPDATE console.approval_requests SET expires_at = now() - interval '1 minute' WHERE id = ${request.id}`,
    );
    const read = await getRequest(db, request.id);
    expect(read?.request).toMatchObject({ status: 'expired', decidedAt: read?.request.expiresAt });
    expect((await listRequests(db, 'mine', admin)).map((r) => r.id)).not.toContain(request.id);
    expect((await listRequests(db, 'all', admin)).map((r) => r.id)).not.toContain(request.id);
    expect((await listRequests(db, 'decided', admin)).find((r) => r.id === request.id)).toMatchObject({
      status: 'expired',
    });
    const [stored] = await db
      .select({ status: approvalRequests.status })
      .from(approvalRequests)
      .where(eq(approvalRequests.id, request.id));
    expect(stored.status).toBe('pending');
    expect((await expireDue(db)).map((r) => r.id)).toEqual([request.id]);
  });

  it('expires pending requests past their time; an expired request cannot be approved', async () => {
    const { request } = await hold(rule);
    await db.execute(
      sql`UPDATE console.approval_requests SET expires_at = now() - interval '1 minute' WHERE id = ${request.id}`,
    );
    expect((await expireDue(db)).map((r) => r.id)).toEqual([request.id]);
    expect(await decide(db, { id: request.id, member: admin, decision: 'approve', note: null })).toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/expired/),
    });
  });
});
