import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { insertRule } from '@/lib/approvals/rules';
import { seedDemoStaff } from '@/lib/auth/demo';
import { findStaffByEmail } from '@/lib/auth/staff';
import { auditLog } from '@/lib/db/schema';
import type { ActionState } from '@/lib/forms/state';
import { openTestConsoleDb } from '@/lib/db/test-db';
import { actAs, formOf, harness } from '@/lib/test/action-harness';

const { actionMocks } = await vi.hoisted(() => import('@/lib/test/action-mocks'));
vi.mock('@/lib/auth/config', actionMocks.session);
vi.mock('next/headers', actionMocks.headers);
vi.mock('next/cache', actionMocks.cache);
vi.mock('@/lib/db', actionMocks.consoleDb);
vi.mock('react', actionMocks.react);

const { action } = await import('./define');

/**
 * The one action builder (lib/actions/define.ts; docs/design.md, "Server actions"), through a declared action on a
 * real console database: each step answers before the next one runs, so `run` (the write) is reached only by a member
 * who holds the permission, with valid values, and a movement no approval rule holds.
 */

type Member = NonNullable<Awaited<ReturnType<typeof findStaffByEmail>>>;
let close: () => Promise<void>;
let admin: Member;
let support: Member;
let viewer: Member;
/** What reached `run`, call by call. */
const written: unknown[] = [];

beforeAll(async () => {
  const opened = await openTestConsoleDb();
  harness.db = opened.db;
  close = opened.close;
  await seedDemoStaff(harness.db);
  admin = (await findStaffByEmail(harness.db, 'admin@example.com'))!;
  support = (await findStaffByEmail(harness.db, 'support@example.com'))!;
  viewer = (await findStaffByEmail(harness.db, 'viewer@example.com'))!;
  // Refunds of 1,000.00 USD or more wait for an admin.
  await insertRule(
    harness.db,
    {
      action: 'refund',
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
}, 120_000);
afterAll(() => close());
beforeEach(() => {
  written.length = 0;
});

const schema = z.object({
  payment_id: z.string().regex(/^trx_\w+$/, 'actions.payment.error.unknown'),
  amount: z.coerce.number({ error: 'forms.error.amount' }).int('forms.error.amount').min(1, 'forms.error.amount'),
});

/** A refund-shaped action: `refund` permission, the refund approval rules on its amount, and a write that is counted. */
const probe = action(
  {
    permission: 'refund',
    audit: 'probe.refund',
    schema,
    target: (values) => values.payment_id || null,
    money: ({ input }) => ({
      action: 'refund',
      currency: 'USD',
      amount: input.amount,
      target: input.payment_id,
      deniedAs: 'probe.refund',
      summary: { amount: input.amount },
      payload: { payment_id: input.payment_id },
      idempotencyKey: randomUUID(),
    }),
  },
  async ({ input, session }): Promise<ActionState> => {
    written.push({ input, by: session.user.email });
    return { ok: true, message: 'written' };
  },
);

const entries = async (outcome: 'denied' | 'failure') =>
  harness.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'probe.refund'), eq(auditLog.outcome, outcome)))
    .orderBy(auditLog.id);

describe('action(): authorize → parse → refuse → hold → write', () => {
  it('refuses a member without the permission before reading the form, audited as denied', async () => {
    actAs(viewer);
    const before = (await entries('denied')).length;
    // Even an invalid form is not looked at: the permission answers first.
    const result = await probe(null, formOf({ payment_id: 'nope', amount: 'x' }));
    expect(result.ok).toBe(false);
    expect(result.fieldErrors).toBeUndefined();
    expect(written).toEqual([]);
    expect((await entries('denied')).length).toBe(before + 1);
  });

  it('answers an invalid form per field with the values as submitted, audited as a failure, and writes nothing', async () => {
    actAs(support);
    const before = (await entries('failure')).length;
    const result = await probe(null, formOf({ payment_id: 'trx_1', amount: 'ten' }));
    expect(result).toMatchObject({ ok: false, values: { payment_id: 'trx_1', amount: 'ten' } });
    expect(Object.keys(result.fieldErrors ?? {})).toEqual(['amount']);
    expect(written).toEqual([]);
    const failures = await entries('failure');
    expect(failures.length).toBe(before + 1);
    expect(failures.at(-1)).toMatchObject({ target: 'trx_1', summary: { stage: 'validation', fields: ['amount'] } });
  });

  it('holds a movement an approval rule catches: the answer names the request and nothing is written', async () => {
    actAs(support);
    const result = await probe(null, formOf({ payment_id: 'trx_held', amount: '250000' }));
    expect(result.ok).toBe(true);
    expect(result.approval?.id).toEqual(expect.any(String));
    expect(written).toEqual([]);
  });

  it('writes a valid movement below every rule, with the parsed values and the member', async () => {
    actAs(support);
    const result = await probe(null, formOf({ payment_id: 'trx_small', amount: '500' }));
    expect(result).toEqual({ ok: true, message: 'written' });
    expect(written).toEqual([{ input: { payment_id: 'trx_small', amount: 500 }, by: 'support@example.com' }]);
  });
});

describe('action(): the form as the declaration reads it', () => {
  it('answers with one sentence (no field errors, no audit) when the declaration names an `invalid` message', async () => {
    const byId = action(
      {
        permission: 'read',
        audit: 'probe.one_id',
        schema: z.uuid(),
        input: (formData) => formData.get('id'),
        invalid: 'actions.approvals.unknownRequest',
      },
      async ({ input }): Promise<ActionState> => {
        written.push(input);
        return { ok: true };
      },
    );
    actAs(viewer);
    const refused = await byId(null, formOf({ id: 'not-an-id' }));
    expect(refused.ok).toBe(false);
    expect(refused.message).toEqual(expect.any(String));
    expect(refused.fieldErrors).toBeUndefined();
    const audited = await harness.db.select().from(auditLog).where(eq(auditLog.action, 'probe.one_id'));
    expect(audited).toEqual([]);
    const id = randomUUID();
    expect(await byId(null, formOf({ id }))).toEqual({ ok: true });
    expect(written).toEqual([id]);
  });

  it('builds a schema per submission from the member and the form (the repeated values `input` collects)', async () => {
    const seen: string[] = [];
    const perMember = action(
      {
        permission: 'read',
        audit: 'probe.per_member',
        schema: ({ session, values }) => {
          seen.push(`${session.user.email} ${values.note ?? ''}`);
          // Only the member's own address may be named.
          return z.object({ owner: z.literal(session.user.email), tags: z.array(z.string()).min(2) });
        },
        input: (formData, values) => ({ ...values, tags: formData.getAll('tags') }),
      },
      async ({ input }): Promise<ActionState> => {
        written.push(input);
        return { ok: true };
      },
    );
    actAs(viewer);
    const wrongOwner = await perMember(null, formOf({ owner: 'admin@example.com', tags: ['a', 'b'], note: 'n' }));
    expect(Object.keys(wrongOwner.fieldErrors ?? {})).toEqual(['owner']);
    const own = await perMember(null, formOf({ owner: 'viewer@example.com', tags: ['a', 'b'], note: 'm' }));
    expect(own).toEqual({ ok: true });
    expect(written).toEqual([{ owner: 'viewer@example.com', tags: ['a', 'b'] }]);
    expect(seen).toEqual(['viewer@example.com n', 'viewer@example.com m']);
  });
});

describe('action(): the steps a declaration adds', () => {
  const audited = (action: string) =>
    harness.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

  it('audits under the name the form’s values choose, a permission refusal included', async () => {
    const twoWays = action(
      {
        permission: 'staff:manage',
        audit: (values) => (values.mode === 'edit' ? 'probe.edit' : 'probe.create'),
        schema: z.object({ mode: z.string() }),
      },
      async ({ audit }): Promise<ActionState> => {
        written.push(audit);
        return { ok: true };
      },
    );
    actAs(viewer);
    expect((await twoWays(null, formOf({ mode: 'create' }))).ok).toBe(false);
    expect((await twoWays(null, formOf({ mode: 'edit' }))).ok).toBe(false);
    expect((await audited('probe.create')).map((e) => e.outcome)).toEqual(['denied']);
    expect((await audited('probe.edit')).map((e) => e.outcome)).toEqual(['denied']);
    actAs(admin);
    await twoWays(null, formOf({ mode: 'edit' }));
    expect(written).toEqual(['probe.edit']);
  });

  it('answers an invalid form the declaration’s own way (a password never handed back), unaudited', async () => {
    const secret = action(
      {
        permission: 'read',
        audit: 'probe.secret',
        schema: z.object({ name: z.string().min(1), password: z.string().min(12, 'actions.staff.passwordMin') }),
        invalid: (error, { values, t }): ActionState => ({
          ok: false,
          message: t('forms.checkFields'),
          fieldErrors: { password: error.issues[0].message },
          values: { name: values.name },
        }),
      },
      async (): Promise<ActionState> => ({ ok: true }),
    );
    actAs(viewer);
    const refused = await secret(null, formOf({ name: 'Ana', password: 'short' }));
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { password: 'actions.staff.passwordMin' },
      values: { name: 'Ana' },
    });
    expect(JSON.stringify(refused)).not.toContain('short');
    expect(await audited('probe.secret')).toEqual([]);
  });

  it('checks the permissions the form calls for (`also`, then the money rule’s `require`) before any hold', async () => {
    const calls: string[] = [];
    const guarded = action(
      {
        permission: 'read',
        audit: 'probe.also',
        schema: z.object({ amount: z.coerce.number().int() }),
        also: ['refund'],
        money: ({ input }) => {
          calls.push('money');
          return {
            require: 'payouts:create',
            action: 'payout',
            currency: 'USD',
            amount: input.amount,
            summary: {},
            payload: {},
            idempotencyKey: randomUUID(),
          };
        },
      },
      async ({ input }): Promise<ActionState> => {
        written.push(input);
        return { ok: true };
      },
    );
    // A viewer reads but does not refund: refused before the money rule is asked.
    actAs(viewer);
    expect((await guarded(null, formOf({ amount: '100' }))).ok).toBe(false);
    expect(calls).toEqual([]);
    // Support refunds but does not pay out: refused by the movement's own permission, before any hold.
    actAs(support);
    expect((await guarded(null, formOf({ amount: '100' }))).ok).toBe(false);
    expect(calls).toEqual(['money']);
    expect(
      (await audited('probe.also')).map((e) => [e.outcome, (e.summary as { permission: string }).permission]),
    ).toEqual([
      ['denied', 'refund'],
      ['denied', 'payouts:create'],
    ]);
    actAs(admin);
    expect(await guarded(null, formOf({ amount: '100' }))).toEqual({ ok: true });
    expect(written).toEqual([{ amount: 100 }]);
  });

  it('answers with the money rule’s refusal, and nothing is held or written', async () => {
    const gone = action(
      {
        permission: 'read',
        audit: 'probe.gone',
        schema: z.object({ id: z.string() }),
        money: ({ input }) => (input.id === 'gone' ? { refuse: { ok: false, message: 'gone' } } : null),
      },
      async ({ input }): Promise<ActionState> => {
        written.push(input.id);
        return { ok: true };
      },
    );
    actAs(viewer);
    expect(await gone(null, formOf({ id: 'gone' }))).toEqual({ ok: false, message: 'gone' });
    expect(await gone(null, formOf({ id: 'here' }))).toEqual({ ok: true });
    expect(written).toEqual(['here']);
  });
});
