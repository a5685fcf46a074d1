import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '@/core/calendar';
import { businessDayOf } from '@/core/business-day';
import { seedDemoStaff } from '@/lib/auth/demo';
import { presetOf } from '@/lib/auth/permissions';
import { createRole, resolveAccess } from '@/lib/auth/roles';
import { createStaff, findStaffByEmail } from '@/lib/auth/staff';
import { staffDailyMovements } from '@/lib/db/schema';
import { openTestConsoleDb } from '@/lib/db/test-db';
import { actAs, formOf, harness } from '@/lib/test/action-harness';

/**
 * A recurring plan's runs within the maker's movement ceiling, and a role's daily ceiling per member (docs/roles.md, "Daily ceilings"), through the real server actions: the member's
 * movements of the merchant's business day count together; the refusal names the ceiling and what is left today; a
 * movement the API refuses is given back; the role editor stores the line and refuses one above the actor's.
 */

const BUSINESS_DAY = { timeZone: 'America/Bogota', cutoff: '17:00' };
const state = vi.hoisted(() => ({ sent: [] as { write: string; amount: number }[], refuseNext: false }));

const { actionMocks } = await vi.hoisted(() => import('@/lib/test/action-mocks'));
vi.mock('@/lib/auth/config', actionMocks.session);
vi.mock('next/headers', actionMocks.headers);
vi.mock('next/cache', actionMocks.cache);
vi.mock('@/lib/db', actionMocks.consoleDb);
vi.mock('react', actionMocks.react);
vi.mock('@/lib/reports/run', () => ({ currentBusinessDay: async () => BUSINESS_DAY }));
// The Merchant API's writes are recorded (what reached it, and how much); `refuseNext` answers one with a 422.
vi.mock('@/lib/merchant-api/writes', () => ({
  merchantWrites: () =>
    new Proxy(
      {},
      {
        get: (_target, write: string) => async (body: { amount: number }) => {
          if (state.refuseNext) {
            state.refuseNext = false;
            const { ApiError: Refusal } = await import('@/lib/merchant-api/errors');
            throw new Refusal({
              status: 422,
              code: 'invalid_request',
              message: 'destination closed',
              fieldErrors: {},
              requestId: 'req_refused',
            });
          }
          state.sent.push({ write, amount: body.amount });
          return { data: { uuid: randomUUID(), status: 'PENDING' }, requestId: 'req_test' };
        },
      },
    ),
}));

const { createPayoutAction } = await import('@/lib/actions/transactions/create-payout');
const { saveRoleAction } = await import('@/lib/actions/staff/save-role');
const { createRecurringPlanAction } = await import('@/lib/actions/recurring-plans/create');

let close: () => Promise<void>;
type Member = Awaited<ReturnType<typeof createStaff>>;
let admin: Member;
let payer: Member;
let other: Member;

const payout = (amount: string, currency = 'USD', key: string = randomUUID()) =>
  createPayoutAction(
    null,
    formOf({ idempotency_key: key, tenant_id: 'ten_demo', destination_account_id: 'acc_demo', amount, currency }),
  );

beforeAll(async () => {
  const opened = await openTestConsoleDb();
  harness.db = opened.db;
  close = opened.close;
  await seedDemoStaff(harness.db);
  admin = (await findStaffByEmail(harness.db, 'admin@example.com'))!;
  await createRole(
    harness.db,
    presetOf('admin'),
    {
      key: 'payouts-daily',
      name: 'Payouts daily',
      description: '',
      permissions: ['read', 'payouts:create'],
      ceilings: { 'payouts:create': { USD: 50_000 } },
      daily: { 'payouts:create': { USD: 80_000 } },
    },
    admin.id,
  );
  const member = (email: string) =>
    createStaff(harness.db, { email, name: email, role: 'payouts-daily', password: 'x'.repeat(12) });
  payer = await member('payer@example.com');
  other = await member('other-payer@example.com');
});
afterAll(() => close());

describe('a daily ceiling per member', () => {
  it('counts the member’s movements of the business day together and names what is left', async () => {
    actAs(payer);
    expect(await payout('400.00')).toMatchObject({ ok: true });
    expect(await payout('300.00')).toMatchObject({ ok: true });
    const refused = await payout('200.00');
    expect(refused).toMatchObject({ ok: false });
    expect(refused.message).toMatch(/up to 800\.00 USD a day without an approval; you have 100\.00 USD left today/);
    expect(state.sent.map((s) => s.amount)).toEqual([40_000, 30_000]);
    // What is left still goes; then nothing more today.
    expect(await payout('100.00')).toMatchObject({ ok: true });
    expect(await payout('0.01')).toMatchObject({ ok: false, message: expect.stringMatching(/0\.00 USD left today/) });
  });

  it('is each member’s own, and a currency without a daily line is refused', async () => {
    actAs(other);
    expect(await payout('500.00')).toMatchObject({ ok: true });
    expect(await payout('1.00', 'EUR')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/no ceiling in EUR/),
    });
  });

  it('gives back what the API refused, and counts the same form sent twice once', async () => {
    actAs(other);
    state.refuseNext = true;
    expect(await payout('300.00')).toMatchObject({ ok: false, message: expect.stringMatching(/destination closed/) });
    const key = randomUUID();
    expect(await payout('300.00', 'USD', key)).toMatchObject({ ok: true });
    expect(await payout('300.00', 'USD', key)).toMatchObject({ ok: true });
    expect(await payout('0.01')).toMatchObject({ ok: false, message: expect.stringMatching(/0\.00 USD left today/) });
  });

  it('counts the merchant’s business day: yesterday’s movements do not', async () => {
    const fresh = await createStaff(harness.db, {
      email: 'fresh-payer@example.com',
      name: 'Fresh',
      role: 'payouts-daily',
      password: 'x'.repeat(12),
    });
    const today = businessDayOf(new Date(), BUSINESS_DAY);
    await harness.db.insert(staffDailyMovements).values({
      memberId: fresh.id,
      idempotencyKey: randomUUID(),
      permission: 'payouts:create',
      currency: 'USD',
      amount: 80_000,
      businessDay: addDays(today, -1),
    });
    actAs(fresh);
    expect(await payout('500.00')).toMatchObject({ ok: true });
    // The movement just sent is recorded on the merchant's business day.
    const rows = await harness.db.select().from(staffDailyMovements).where(eq(staffDailyMovements.memberId, fresh.id));
    expect(rows.map((r) => r.businessDay).sort()).toEqual([addDays(today, -1), today]);
  });
});

describe('the role editor’s daily line', () => {
  it('stores a daily ceiling, and refuses one above the actor’s own', async () => {
    actAs(admin);
    const saved = await saveRoleAction(
      null,
      formOf({
        mode: 'create',
        key: 'refunds-day',
        name: 'Refunds per day',
        permissions: ['read', 'refund'],
        'daily:refund': 'USD 250.00\n* 0',
      }),
    );
    expect(saved).toMatchObject({ ok: true });
    expect((await resolveAccess(harness.db, 'refunds-day')).daily).toEqual({ refund: { USD: 25_000, '*': 0 } });

    const bad = await saveRoleAction(
      null,
      formOf({ mode: 'create', key: 'bad-day', name: 'Bad', permissions: ['read', 'refund'], 'daily:refund': 'lots' }),
    );
    expect(bad).toMatchObject({ ok: false, fieldErrors: { 'daily:refund': expect.stringMatching(/USD 500\.00/) } });

    // A member whose role carries a daily ceiling grants no role without one (or with a higher one).
    await createRole(
      harness.db,
      presetOf('admin'),
      {
        key: 'staff-daily',
        name: 'Staff daily',
        description: '',
        permissions: ['read', 'staff:manage', 'payouts:create'],
        ceilings: {},
        daily: { 'payouts:create': { '*': 10_000 } },
      },
      admin.id,
    );
    const manager = await createStaff(harness.db, {
      email: 'staff-daily@example.com',
      name: 'Manager',
      role: 'staff-daily',
      password: 'x'.repeat(12),
    });
    actAs(manager);
    const beyond = await saveRoleAction(
      null,
      formOf({ mode: 'create', key: 'more-daily', name: 'More', permissions: ['read', 'payouts:create'] }),
    );
    expect(beyond).toMatchObject({ ok: false, message: expect.stringMatching(/payouts:create\/day/) });
    const within = await saveRoleAction(
      null,
      formOf({
        mode: 'create',
        key: 'less-daily',
        name: 'Less',
        permissions: ['read', 'payouts:create'],
        'daily:payouts:create': 'USD 50.00',
      }),
    );
    expect(within).toMatchObject({ ok: true });
  });
});

describe('a payout or transfer plan is bounded by the movement ceilings', () => {
  const plan = (type: 'PAYOUT' | 'TRANSFER', amount: string) =>
    createRecurringPlanAction(
      null,
      formOf({
        idempotency_key: randomUUID(),
        processing_method: 'AUTOMATIC',
        existing_end_user_id: 'eur_demo',
        cycle_frequency: 'MONTHLY',
        end: 'count',
        total_cycle_count: '2',
        origin_account_id: 'acc_origin',
        destination_account_id: 'acc_demo',
        'transaction.type': type,
        'transaction.tenant_id': 'ten_demo',
        'transaction.amount': amount,
        'transaction.currency': 'USD',
      }),
    );

  it('each run within the creator’s payouts:create and transfers:create ceilings, not only the plan’s', async () => {
    await createRole(
      harness.db,
      presetOf('admin'),
      {
        key: 'plans-capped',
        name: 'Plans capped',
        description: '',
        permissions: ['read', 'plans:manage', 'plans:payout', 'plans:transfer', 'payouts:create', 'transfers:create'],
        // The plans may move 1,000.00 in all; one payout or transfer at most 5.00.
        ceilings: {
          'plans:payout': { USD: 100_000 },
          'plans:transfer': { USD: 100_000 },
          'payouts:create': { USD: 500 },
          'transfers:create': { USD: 500 },
        },
      },
      admin.id,
    );
    const maker = await createStaff(harness.db, {
      email: 'plans-capped@example.com',
      name: 'Plans',
      role: 'plans-capped',
      password: 'x'.repeat(12),
    });
    actAs(maker);
    const before = state.sent.length;
    for (const type of ['PAYOUT', 'TRANSFER'] as const) {
      const refused = await plan(type, '6.00');
      expect(refused, type).toMatchObject({ ok: false, message: expect.stringMatching(/up to 5\.00 USD at once/) });
    }
    expect(state.sent.length).toBe(before);
    expect(await plan('PAYOUT', '5.00')).toMatchObject({ ok: true });
    expect(state.sent.slice(before).map((s) => s.write)).toEqual(['createRecurringPlan']);
  });
});
