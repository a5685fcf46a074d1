import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoStaff } from '@/lib/auth/demo';
import { createInvitation, getInvitation } from '@/lib/auth/invitations';
import { presetOf } from '@/lib/auth/permissions';
import { createRole } from '@/lib/auth/roles';
import { createStaff, findStaffByEmail, getStaff } from '@/lib/auth/staff';
import { openTestConsoleDb } from '@/lib/db/test-db';
import { actAs, formOf, harness } from '@/lib/test/action-harness';

const { actionMocks } = await vi.hoisted(() => import('@/lib/test/action-mocks'));
vi.mock('@/lib/auth/config', actionMocks.session);
vi.mock('next/headers', actionMocks.headers);
vi.mock('next/cache', actionMocks.cache);
vi.mock('@/lib/db', actionMocks.consoleDb);
vi.mock('react', actionMocks.react);

const { resetPasswordAction } = await import('./reset-password');
const { resetTwoFactorAction } = await import('./reset-two-factor');
const { setStaffDisabledAction } = await import('./set-disabled');
const { endStaffSessionsAction } = await import('./end-sessions');
const { changeStaffRoleAction } = await import('./change-role');
const { revokeInvitationAction } = await import('./revoke-invitation');

let close: () => Promise<void>;
type Member = NonNullable<Awaited<ReturnType<typeof findStaffByEmail>>>;
let admin: Member;
let desk: Member;

beforeAll(async () => {
  const opened = await openTestConsoleDb();
  harness.db = opened.db;
  close = opened.close;
  await seedDemoStaff(harness.db);
  admin = (await findStaffByEmail(harness.db, 'admin@example.com'))!;
  // The review's attacker: a custom role holding `read`, `deposits:read` and `staff:manage`.
  await createRole(
    harness.db,
    presetOf('admin'),
    {
      key: 'staff-desk',
      name: 'Staff desk',
      description: '',
      permissions: ['read', 'deposits:read', 'staff:manage'],
      ceilings: {},
    },
    admin.id,
  );
  await createStaff(harness.db, {
    email: 'desk@example.com',
    name: 'Desk',
    role: 'staff-desk',
    password: 'x'.repeat(12),
  });
  desk = (await findStaffByEmail(harness.db, 'desk@example.com'))!;
});
afterAll(() => close());

const ACTIONS = {
  'reset the password': (id: string) => resetPasswordAction(null, formOf({ id })),
  'reset the two-factor': (id: string) => resetTwoFactorAction(null, formOf({ id })),
  disable: (id: string) => setStaffDisabledAction(null, formOf({ id, disabled: 'true' })),
  'end the sessions': (id: string) => endStaffSessionsAction(null, formOf({ id })),
  'change the role': (id: string) => changeStaffRoleAction(null, formOf({ id, role: 'viewer' })),
};

describe('acting on another member needs holding everything they hold', () => {
  for (const [name, act] of Object.entries(ACTIONS)) {
    it(`refuses a staff manager who holds less than an admin to ${name} of the admin`, async () => {
      const before = (await getStaff(harness.db, admin.id))!;
      actAs(desk);
      const result = await act(admin.id);
      expect(result).toMatchObject({
        ok: false,
        message: expect.stringContaining('their role grants what yours does not'),
      });
      expect(result).not.toHaveProperty('result.generatedPassword');
      const after = (await getStaff(harness.db, admin.id))!;
      expect(after).toMatchObject({ role: 'admin', disabled: false, sessionVersion: before.sessionVersion });
    });

    it(`lets the same manager ${name} of a viewer`, async () => {
      const viewer = await createStaff(harness.db, {
        email: `viewer-${name.replaceAll(' ', '-')}@example.com`,
        name: 'V',
        role: 'viewer',
        password: 'x'.repeat(12),
      });
      actAs(desk);
      expect(await act(viewer.id)).toMatchObject({ ok: true });
    });
  }

  it('withdraws only invitations the actor sent or whose role they hold', async () => {
    const { invitation: forAdmin } = await createInvitation(harness.db, {
      email: 'new-admin@example.com',
      role: 'admin',
      invitedBy: admin.id,
    });
    const { invitation: forViewer } = await createInvitation(harness.db, {
      email: 'new-viewer@example.com',
      role: 'viewer',
      invitedBy: admin.id,
    });
    actAs(desk);
    expect(await revokeInvitationAction(null, formOf({ id: forAdmin.id }))).toMatchObject({ ok: false });
    expect((await getInvitation(harness.db, forAdmin.id))?.revokedAt).toBeNull();
    expect(await revokeInvitationAction(null, formOf({ id: forViewer.id }))).toMatchObject({ ok: true });
    actAs(admin);
    expect(await revokeInvitationAction(null, formOf({ id: forAdmin.id }))).toMatchObject({ ok: true });
  });
});
