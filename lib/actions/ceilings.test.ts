import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoStaff } from '@/lib/auth/demo';
import { presetOf } from '@/lib/auth/permissions';
import { createRole, getRole } from '@/lib/auth/roles';
import { createStaff, findStaffByEmail } from '@/lib/auth/staff';
import { createBatch, getBatch } from '@/lib/bulk-refunds/batches';
import { insertRule } from '@/lib/approvals/rules';
import { approvalRequests } from '@/lib/db/schema';
import { translator } from '@/lib/i18n';
import { openTestConsoleDb } from '@/lib/db/test-db';
import { actAs, formOf, harness } from '@/lib/test/action-harness';

const { actionMocks } = await vi.hoisted(() => import('@/lib/test/action-mocks'));
vi.mock('@/lib/auth/config', actionMocks.session);
vi.mock('next/headers', actionMocks.headers);
vi.mock('next/cache', actionMocks.cache);
vi.mock('@/lib/db', actionMocks.consoleDb);
vi.mock('react', actionMocks.react);
// Every case here must be refused before anything reaches the Merchant API: a write that gets there is recorded.
const sent = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/merchant-api/writes', () => ({
  merchantWrites: () =>
    new Proxy(
      {},
      {
        get: (_target, name) => async () => {
          sent.push(String(name));
          throw new Error(`nothing may be sent here (${String(name)})`);
        },
      },
    ),
}));

const { createPayoutAction } = await import('@/lib/actions/transactions/create-payout');
const { startBulkRefundAction } = await import('@/lib/actions/bulk-refunds/start');
const { saveRoleAction } = await import('@/lib/actions/staff/save-role');
const { checkRefundCsvAction } = await import('@/lib/actions/bulk-refunds/check-csv');

let close: () => Promise<void>;
type Member = NonNullable<Awaited<ReturnType<typeof findStaffByEmail>>>;
let admin: Member;

async function memberWith(key: string, permissions: string[], ceilings: Record<string, Record<string, number>>) {
  await createRole(
    harness.db,
    presetOf('admin'),
    { key, name: key, description: '', permissions: permissions as never, ceilings },
    admin.id,
  );
  return createStaff(harness.db, { email: `${key}@example.com`, name: key, role: key, password: 'x'.repeat(12) });
}

beforeAll(async () => {
  const opened = await openTestConsoleDb();
  harness.db = opened.db;
  close = opened.close;
  await seedDemoStaff(harness.db);
  admin = (await findStaffByEmail(harness.db, 'admin@example.com'))!;
});
afterAll(() => close());

describe('a currency without a ceiling is refused, never unlimited', () => {
  it('a role capped at USD 5.00 pays out neither EUR 10,000 nor JPY 10,000', async () => {
    const capped = await memberWith('usd-five', ['read', 'payouts:create'], { 'payouts:create': { USD: 500 } });
    actAs(capped);
    for (const [currency, amount] of [
      ['EUR', '10000.00'],
      ['JPY', '10000'],
      ['USD', '5.01'],
    ]) {
      const result = await createPayoutAction(
        null,
        formOf({
          idempotency_key: randomUUID(),
          tenant_id: 'ten_demo',
          destination_account_id: 'acc_demo',
          amount,
          currency,
        }),
      );
      expect(result, currency).toMatchObject({ ok: false });
      expect(result.message).toMatch(currency === 'USD' ? /up to 5\.00 USD/ : new RegExp(`no ceiling in ${currency}`));
    }
    expect(sent).toEqual([]);
    expect(await harness.db.select().from(approvalRequests)).toEqual([]);
  });
});

describe('a role’s refund ceiling bounds each payment of a bulk refund', () => {
  it('refuses a 60.00 row to a role that refunds up to 50.00 and has no bulk ceiling', async () => {
    const desk = await memberWith('refunds-fifty', ['read', 'refund', 'refunds:bulk'], { refund: { USD: 5_000 } });
    const item = (amount: number, n: number) => ({
      paymentId: `trx_bulk-${n}`,
      paymentCode: null,
      currency: 'USD',
      amount,
      paymentStatus: 'SUCCESSFUL',
      reason: 'REQUESTED_BY_CUSTOMER',
      line: n + 1,
    });
    const batch = await createBatch(harness.db, desk, { kind: 'csv', rows: 2 }, [item(1_000, 1), item(6_000, 2)]);
    actAs(desk);
    const result = await startBulkRefundAction(null, formOf({ bulk_refund_id: batch.id }));
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/up to 50\.00 USD/) });
    expect((await getBatch(harness.db, batch.id))?.status).toBe('refused');
    expect(sent).toEqual([]);
  });
});

describe('a permission that needs another', () => {
  it('the role editor refuses refund without read, naming the field', async () => {
    actAs(admin);
    const result = await saveRoleAction(
      null,
      formOf({ mode: 'create', key: 'refund-blind', name: 'Refund blind', permissions: ['refund', 'refunds:bulk'] }),
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { 'permission:refund': expect.stringContaining('Read payments') },
    });
    expect(await getRole(harness.db, 'refund-blind')).toBeUndefined();
  });

  it('the CSV check answers no member without read (nor without bulk refunds)', async () => {
    const blind = await createStaff(harness.db, {
      email: 'blind@example.com',
      name: 'Blind',
      role: 'blind-refunds',
      password: 'x'.repeat(12),
    });
    // A role stored before the editor refused it: refund and bulk refunds, no read.
    await createRole(
      harness.db,
      presetOf('admin'),
      { key: 'blind-refunds', name: 'Blind', description: '', permissions: ['refund', 'refunds:bulk'], ceilings: {} },
      admin.id,
    );
    actAs(blind);
    const result = await checkRefundCsvAction(null, formOf({ csv: 'payment_id,amount\ntrx_x,1.00\n' }));
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/permission/i) });
  });
});

describe('a bulk refund’s money rule, declared with the builder', () => {
  it('refuses another member’s draft, holds the maker’s as one request, and answers a second confirmation', async () => {
    const maker = await memberWith('refunds-held', ['read', 'refund', 'refunds:bulk'], {});
    const other = await memberWith('refunds-other', ['read', 'refund', 'refunds:bulk'], {});
    // Refunds of 10.00 USD or more wait for an admin.
    await insertRule(
      harness.db,
      {
        action: 'refund',
        currency: 'USD',
        threshold: 1_000,
        makerRole: null,
        approvalsRequired: 1,
        approverRoles: ['admin'],
        expiryHours: 24,
        enabled: true,
      },
      admin.id,
    );
    const item = (amount: number, n: number) => ({
      paymentId: `trx_held-${n}`,
      paymentCode: null,
      currency: 'USD',
      amount,
      paymentStatus: 'SUCCESSFUL',
      reason: 'REQUESTED_BY_CUSTOMER',
      line: n + 1,
    });
    const batch = await createBatch(harness.db, maker, { kind: 'csv', rows: 2 }, [item(600, 1), item(700, 2)]);
    const t = translator('en');
    const form = formOf({ bulk_refund_id: batch.id });

    actAs(other);
    expect(await startBulkRefundAction(null, form)).toMatchObject({
      ok: false,
      message: t('actions.bulkRefund.error.notMaker'),
    });
    actAs(maker);
    const held = await startBulkRefundAction(null, form);
    expect(held).toMatchObject({ ok: true, message: t.plural('actions.bulkRefund.held', 2) });
    const stored = await getBatch(harness.db, batch.id);
    expect(stored).toMatchObject({ status: 'held', approvalRequestId: held.approval?.id });
    expect(await startBulkRefundAction(null, form)).toEqual({
      ok: true,
      message: t('actions.bulkRefund.alreadyConfirmed'),
    });
    expect(sent).toEqual([]);
  });
});
