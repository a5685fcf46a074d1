import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAudit } from '@/lib/audit/queries';
import { seedDemoStaff } from '@/lib/auth/demo';
import { findStaffByEmail } from '@/lib/auth/staff';
import { openTestConsoleDb } from '@/lib/db/test-db';
import type { ConsoleDb } from '@/lib/db/types';

/**
 * Finance's decisions on a statement line and an exception (docs/reconciliation.md, "In the console"): each action
 * checks the `reconciliation` permission itself (support and viewer are refused before the API is asked), names the
 * field and the rule a form breaks, and sends the member as the actor with their reason, audited.
 */

const state = vi.hoisted(() => ({
  session: null as unknown,
  db: null as unknown,
  calls: [] as { write: string; args: unknown[] }[],
}));

vi.mock('@/lib/auth/config', () => ({ auth: async () => state.session }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '192.0.2.9' }) }));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));
vi.mock('@/lib/db', () => ({ getConsoleDb: async () => state.db }));
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <T>(fn: T) => fn }));
vi.mock('@/lib/merchant-api/writes', () => ({
  merchantWrites: () =>
    new Proxy(
      {},
      {
        get:
          (_target, write: string) =>
          async (...args: unknown[]) => {
            state.calls.push({ write, args });
            return { data: null, requestId: 'req_test' };
          },
      },
    ),
}));

const { matchLineAction } = await import('./match');
const { unmatchLineAction } = await import('./unmatch');
const { annotateLineAction } = await import('./annotate');
const { assignExceptionAction } = await import('./assign');
const { resolveLineAction } = await import('./resolve-line');
const { voidStatementAction } = await import('./void-statement');
const { createBankAccountAction } = await import('./create-bank-account');
const { signOffMonthAction } = await import('./sign-off');
const { bulkExceptionsAction } = await import('./bulk');

const LINE = 'stl_5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
const EXCEPTION = 'rex_1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const TRX = 'trx_9d2f5a1e-7c3b-4d8e-a1f0-6b5c4d3e2f1a';
const KEY = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const STATEMENT = 'stm_2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const ACCOUNT = 'bac_4d5e6f7a-8b9c-4d0e-a1f2-3b4c5d6e7f80';

let db: ConsoleDb;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestConsoleDb());
  state.db = db;
  await seedDemoStaff(db);
});
afterAll(() => close());
beforeEach(() => {
  state.calls = [];
});

async function signInAs(role: 'finance' | 'support' | 'viewer') {
  const member = (await findStaffByEmail(db, `${role}@example.com`))!;
  state.session = {
    user: { id: member.id, email: member.email, name: role, role },
    signedInAt: Math.floor(Date.now() / 1000),
    expires: new Date(Date.now() + 3_600_000).toISOString(),
  };
  return member.email;
}

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
  return data;
};

describe('reconciliation decisions in the console', () => {
  it('refuses support and viewer, before the API, whatever the page showed', async () => {
    for (const role of ['support', 'viewer'] as const) {
      await signInAs(role);
      const results = await Promise.all([
        matchLineAction(null, form({ line_id: LINE, idempotency_key: KEY, transaction_ids: [TRX], reason: 'x' })),
        unmatchLineAction(null, form({ line_id: LINE, idempotency_key: KEY, reason: 'x' })),
        annotateLineAction(null, form({ line_id: LINE, idempotency_key: KEY, note: 'x' })),
        assignExceptionAction(null, form({ exception_id: EXCEPTION, idempotency_key: KEY, owner: '', note: '' })),
      ]);
      expect(results.map((r) => r.ok)).toEqual([false, false, false, false]);
    }
    expect(state.calls).toEqual([]);
  });

  it('names the field and the rule a form breaks', async () => {
    await signInAs('finance');
    const match = await matchLineAction(null, form({ line_id: LINE, idempotency_key: KEY, reason: ' ' }));
    expect(match).toMatchObject({
      ok: false,
      fieldErrors: {
        transaction_ids: 'Choose at least one deposit or payout.',
        reason: 'Say why: it is kept in the audit.',
      },
    });
    const assign = await assignExceptionAction(
      null,
      form({ exception_id: EXCEPTION, idempotency_key: KEY, owner: 'not-an-email', note: '' }),
    );
    expect(Object.keys(assign.fieldErrors ?? {})).toEqual(['owner']);
    expect(state.calls).toEqual([]);
  });

  it('sends the member as the actor with their reason, and audits who and why', async () => {
    const email = await signInAs('finance');
    const match = await matchLineAction(
      null,
      form({
        line_id: LINE,
        idempotency_key: KEY,
        transaction_ids: [TRX, 'trx_1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e'],
        reason: 'Two settlements in one credit',
        accept_difference: 'on',
      }),
    );
    expect(match.ok).toBe(true);
    await unmatchLineAction(null, form({ line_id: LINE, idempotency_key: KEY, reason: 'Wrong deposit' }));
    await annotateLineAction(null, form({ line_id: LINE, idempotency_key: KEY, note: '' }));
    await assignExceptionAction(
      null,
      form({ exception_id: EXCEPTION, idempotency_key: KEY, owner: 'luis@example.com', note: 'Called the bank' }),
    );
    expect(state.calls.map((c) => [c.write, c.args[0], c.args[1]])).toEqual([
      [
        'matchStatementLine',
        LINE,
        {
          transaction_ids: [TRX, 'trx_1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e'],
          reason: 'Two settlements in one credit',
          accept_difference: true,
          actor: email,
        },
      ],
      ['unmatchStatementLine', LINE, { reason: 'Wrong deposit', actor: email }],
      ['annotateStatementLine', LINE, { note: '', actor: email }],
      [
        'updateReconciliationException',
        EXCEPTION,
        { owner: 'luis@example.com', note: 'Called the bank', actor: email },
      ],
    ]);
    const { entries } = await listAudit(db, { action: 'reconciliation.match', page: 1, pageSize: 10 });
    expect(entries.find((e) => e.outcome === 'success')).toMatchObject({ target: LINE, actorEmail: email });
  });

  it('bank accounts, statements, line resolutions and the sign-off: finance only, the rules named, the member sent', async () => {
    const asks = () => [
      resolveLineAction(null, form({ line_id: LINE, idempotency_key: KEY, resolution: 'BANK_FEE', note: '' })),
      voidStatementAction(null, form({ statement_id: STATEMENT, idempotency_key: KEY, reason: 'Wrong account' })),
      createBankAccountAction(
        null,
        form({
          idempotency_key: KEY,
          name: 'Operating',
          currency: 'usd',
          account_number: 'de89 3704 0044',
          carries: 'BOTH',
        }),
      ),
      signOffMonthAction(null, form({ idempotency_key: KEY, month: '2026-11', bank_account_id: ACCOUNT, note: '' })),
    ];
    for (const role of ['support', 'viewer'] as const) {
      await signInAs(role);
      expect((await Promise.all(asks())).map((r) => r.ok)).toEqual([false, false, false, false]);
    }
    expect(state.calls).toEqual([]);

    const email = await signInAs('finance');
    const other = await resolveLineAction(null, form({ line_id: LINE, idempotency_key: KEY, resolution: 'OTHER' }));
    expect(other.fieldErrors).toEqual({ note: 'Say what the line is.' });
    const voidWithout = await voidStatementAction(
      null,
      form({ statement_id: STATEMENT, idempotency_key: KEY, reason: ' ' }),
    );
    expect(voidWithout.fieldErrors).toEqual({ reason: 'Say why: it is kept in the audit.' });
    const account = await createBankAccountAction(
      null,
      form({ idempotency_key: KEY, name: '', currency: 'dollars', account_number: '12', carries: 'ALL' }),
    );
    expect(Object.keys(account.fieldErrors ?? {}).sort()).toEqual(['account_number', 'carries', 'currency', 'name']);
    const month = await signOffMonthAction(
      null,
      form({ idempotency_key: KEY, month: '2026-13', bank_account_id: ACCOUNT }),
    );
    expect(month.fieldErrors).toEqual({ month: 'Choose a month.' });
    expect(state.calls).toEqual([]);

    expect((await Promise.all(asks())).map((r) => r.ok)).toEqual([true, true, true, true]);
    expect(state.calls.map((c) => [c.write, ...c.args.slice(0, -1)])).toEqual([
      ['resolveStatementLine', LINE, { resolution: 'BANK_FEE', note: undefined, actor: email }],
      ['voidStatement', STATEMENT, { reason: 'Wrong account', actor: email }],
      [
        'createBankAccount',
        {
          name: 'Operating',
          currency: 'USD',
          accountNumber: 'DE8937040044',
          bankName: undefined,
          carries: 'BOTH',
          actor: email,
        },
      ],
      ['signOffMonth', { month: '2026-11', bankAccountId: ACCOUNT, note: undefined, actor: email }],
    ]);
  });
  it('bulk: finance only, the selection and the resolution named, the member sent as the actor', async () => {
    const OTHER = 'rex_2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
    await signInAs('support');
    const refused = await bulkExceptionsAction(
      null,
      form({ idempotency_key: KEY, exception_ids: EXCEPTION, action: 'ASSIGN', owner: '' }),
    );
    expect(refused.ok).toBe(false);
    const email = await signInAs('finance');
    const none = await bulkExceptionsAction(null, form({ idempotency_key: KEY, exception_ids: '', action: 'RESOLVE' }));
    expect(none.fieldErrors).toEqual({
      exception_ids: 'Select at least one exception.',
      resolution: 'Choose a resolution.',
      note: 'Say why.',
    });
    expect(state.calls).toEqual([]);
    await bulkExceptionsAction(
      null,
      form({ idempotency_key: KEY, exception_ids: `${EXCEPTION},${OTHER},${EXCEPTION}`, action: 'ASSIGN', owner: '' }),
    );
    await bulkExceptionsAction(
      null,
      form({
        idempotency_key: KEY,
        exception_ids: OTHER,
        action: 'RESOLVE',
        resolution: 'TIMING',
        note: 'On the next statement',
      }),
    );
    expect(state.calls.map((c) => [c.write, c.args[0]])).toEqual([
      [
        'bulkReconciliationExceptions',
        { exception_ids: [EXCEPTION, OTHER], action: 'ASSIGN', owner: null, actor: email },
      ],
      [
        'bulkReconciliationExceptions',
        {
          exception_ids: [OTHER],
          action: 'RESOLVE',
          resolution: 'TIMING',
          note: 'On the next statement',
          actor: email,
        },
      ],
    ]);
  });
});
