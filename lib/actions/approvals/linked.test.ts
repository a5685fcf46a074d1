import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertRule } from '@/lib/approvals/rules';
import { seedDemoStaff } from '@/lib/auth/demo';
import { createStaff, findStaffByEmail } from '@/lib/auth/staff';
import { approvalDecisions, approvalRequests } from '@/lib/db/schema';
import { openTestConsoleDb } from '@/lib/db/test-db';
import { actAs, formOf, harness } from '@/lib/test/action-harness';

const { actionMocks } = await vi.hoisted(() => import('@/lib/test/action-mocks'));
vi.mock('@/lib/auth/config', actionMocks.session);
vi.mock('next/headers', actionMocks.headers);
vi.mock('next/cache', actionMocks.cache);
vi.mock('@/lib/db', actionMocks.consoleDb);
vi.mock('react', actionMocks.react);
// The rule needs two approvals, so no approval here completes a request: nothing may reach the Merchant API.
vi.mock('@/lib/merchant-api/writes', () => ({
  merchantWrites: () => {
    throw new Error('nothing may be sent here');
  },
}));

const { createPayoutAction } = await import('@/lib/actions/transactions/create-payout');
const { createStaffAction } = await import('@/lib/actions/staff/create');
const { approveRequestAction } = await import('./approve');
const { rejectRequestAction } = await import('./reject');

let close: () => Promise<void>;
type Member = NonNullable<Awaited<ReturnType<typeof findStaffByEmail>>>;
let admin: Member;

beforeAll(async () => {
  const opened = await openTestConsoleDb();
  harness.db = opened.db;
  close = opened.close;
  await seedDemoStaff(harness.db);
  admin = (await findStaffByEmail(harness.db, 'admin@example.com'))!;
  await insertRule(
    harness.db,
    {
      action: 'payout',
      currency: '*',
      threshold: 0,
      makerRole: null,
      approvalsRequired: 2,
      approverRoles: ['admin'],
      expiryHours: 24,
      enabled: true,
    },
    admin.id,
  );
});
afterAll(() => close());

/** A payout held by the two-approval rule, made by whoever is signed in: its request's id. */
async function heldPayout(): Promise<string> {
  const result = await createPayoutAction(
    null,
    formOf({
      idempotency_key: randomUUID(),
      tenant_id: 'ten_demo',
      destination_account_id: 'acc_demo',
      amount: '9000.00',
      currency: 'USD',
    }),
  );
  expect(result).toMatchObject({ ok: true, approval: { id: expect.any(String) } });
  return result.approval!.id;
}

const approve = (id: string) => approveRequestAction(null, formOf({ id }));

async function decisionsOf(id: string) {
  return harness.db.select().from(approvalDecisions).where(eq(approvalDecisions.requestId, id));
}

describe('maker-checker is not defeated alone', () => {
  it('an admin cannot approve their own payout with a second admin they just created with a password of their choosing', async () => {
    actAs(admin);
    const created = await createStaffAction(
      null,
      formOf({ email: 'puppet@example.com', name: 'Puppet', role: 'admin', password: 'chosen-by-admin-1' }),
    );
    expect(created).toMatchObject({ ok: true });
    const puppet = (await findStaffByEmail(harness.db, 'puppet@example.com'))!;
    const request = await heldPayout();

    actAs(puppet);
    const result = await approve(request);
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('created, invited or changed') });
    expect(await decisionsOf(request)).toEqual([]);

    // A member neither of them created or changed approves as before (one of the two approvals).
    const independent = await createStaff(harness.db, {
      email: 'independent@example.com',
      name: 'Independent',
      role: 'admin',
      password: 'x'.repeat(12),
    });
    actAs(independent);
    expect(await approve(request)).toMatchObject({ ok: true });
    expect(await decisionsOf(request)).toHaveLength(1);

    // Rejecting stops money: the linked member may still do that.
    actAs(puppet);
    expect(await rejectRequestAction(null, formOf({ id: request, note: 'Not mine to approve.' }))).toMatchObject({
      ok: true,
    });
    const [row] = await harness.db.select().from(approvalRequests).where(eq(approvalRequests.id, request));
    expect(row.status).toBe('rejected');
  });

  it('nor through two members of their own making: one approving what the other made', async () => {
    actAs(admin);
    for (const email of ['twin-one@example.com', 'twin-two@example.com'])
      expect(
        await createStaffAction(null, formOf({ email, name: 'Twin', role: 'admin', password: 'chosen-by-admin-3' })),
      ).toMatchObject({ ok: true });
    const one = (await findStaffByEmail(harness.db, 'twin-one@example.com'))!;
    const two = (await findStaffByEmail(harness.db, 'twin-two@example.com'))!;
    actAs(one);
    const request = await heldPayout();
    actAs(two);
    expect(await approve(request)).toMatchObject({
      ok: false,
      message: expect.stringContaining('created, invited or changed'),
    });
    expect(await decisionsOf(request)).toEqual([]);
  });

  it('nor the other way round: the creator approves nothing the member they created made', async () => {
    actAs(admin);
    await createStaffAction(
      null,
      formOf({ email: 'maker-puppet@example.com', name: 'Maker', role: 'admin', password: 'chosen-by-admin-2' }),
    );
    const puppet = (await findStaffByEmail(harness.db, 'maker-puppet@example.com'))!;
    actAs(puppet);
    const request = await heldPayout();
    actAs(admin);
    expect(await approve(request)).toMatchObject({ ok: false });
    expect(await decisionsOf(request)).toEqual([]);
  });
});
