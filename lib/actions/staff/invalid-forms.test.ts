import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listAudit } from '@/lib/audit/queries';
import { seedDemoStaff } from '@/lib/auth/demo';
import { findStaffByEmail } from '@/lib/auth/staff';
import { openTestConsoleDb } from '@/lib/db/test-db';
import { translator } from '@/lib/i18n';
import { actAs, formOf, harness } from '@/lib/test/action-harness';

const { actionMocks } = await vi.hoisted(() => import('@/lib/test/action-mocks'));
vi.mock('@/lib/auth/config', actionMocks.session);
vi.mock('next/headers', actionMocks.headers);
vi.mock('next/cache', actionMocks.cache);
vi.mock('@/lib/db', actionMocks.consoleDb);
vi.mock('react', actionMocks.react);

/**
 * How the staff and password forms, declared with the one builder (lib/actions/define.ts), answer an invalid form:
 * the builder's refusal (each field's rule, the values as submitted, audited) where the form shows it, and the
 * action's own answer where it differs: a password is never handed back to the form, and a row's control answers with
 * one sentence.
 */

const { createStaffAction } = await import('./create');
const { inviteStaffAction } = await import('./invite');
const { changeStaffRoleAction } = await import('./change-role');
const { changePasswordAction } = await import('@/lib/actions/sign-in/change-password');
const { saveRoleAction } = await import('./save-role');

const t = translator('en');
let close: () => Promise<void>;
let admin: NonNullable<Awaited<ReturnType<typeof findStaffByEmail>>>;
let viewer: NonNullable<Awaited<ReturnType<typeof findStaffByEmail>>>;

beforeAll(async () => {
  const opened = await openTestConsoleDb();
  harness.db = opened.db;
  close = opened.close;
  await seedDemoStaff(harness.db);
  admin = (await findStaffByEmail(harness.db, 'admin@example.com'))!;
  viewer = (await findStaffByEmail(harness.db, 'viewer@example.com'))!;
});
afterAll(() => close());

describe('invalid staff and password forms', () => {
  it('adding a member: the fields named, what was typed kept, the password not handed back', async () => {
    actAs(admin);
    const answer = await createStaffAction(
      null,
      formOf({ email: 'not-an-email', name: 'Ana', role: 'viewer', password: 'typed-initial-secret' }),
    );
    expect(answer).toMatchObject({
      ok: false,
      message: t('forms.checkFields'),
      fieldErrors: { email: t('forms.error.validEmail') },
      values: { email: 'not-an-email', name: 'Ana', role: 'viewer' },
    });
    expect(JSON.stringify(answer)).not.toContain('typed-initial-secret');
  });

  it('inviting: the builder’s refusal, with the email kept and the refusal audited', async () => {
    actAs(admin);
    const answer = await inviteStaffAction(null, formOf({ email: 'nobody@', role: 'viewer' }));
    expect(answer).toMatchObject({
      ok: false,
      message: t('forms.checkFields'),
      fieldErrors: { email: t('forms.error.validEmail') },
      values: { email: 'nobody@', role: 'viewer' },
    });
    const { entries } = await listAudit(harness.db, { action: 'staff.invite', page: 1, pageSize: 10 });
    expect(entries.find((e) => e.outcome === 'failure')).toMatchObject({ actorEmail: admin.email });
  });

  it('a role change sent with no member answers with the row’s one sentence', async () => {
    actAs(admin);
    expect(await changeStaffRoleAction(null, formOf({ id: 'nobody', role: 'viewer' }))).toEqual({
      ok: false,
      message: t('actions.staff.chooseRole'),
    });
  });

  it('changing one’s password: the fields named, no password handed back', async () => {
    actAs(admin);
    const answer = await changePasswordAction(
      null,
      formOf({ current_password: '', new_password: 'typed-new-secret', confirm_password: 'typed-new-secret' }),
    );
    expect(answer).toMatchObject({
      ok: false,
      message: t('forms.checkFields'),
      fieldErrors: { current_password: t('actions.password.enterCurrent') },
    });
    expect(JSON.stringify(answer)).not.toContain('typed-new-secret');
  });

  it('a role form: each field’s rule in its own words, what was typed kept (ceilings too), not audited', async () => {
    actAs(admin);
    const answer = await saveRoleAction(
      null,
      formOf({
        mode: 'create',
        key: 'Bad Key',
        name: '  Desk  ',
        'ceiling:refund': 'USD ten',
        permissions: ['refund'],
      }),
    );
    expect(answer).toMatchObject({
      ok: false,
      message: t('forms.checkFields'),
      fieldErrors: {
        key: t('actions.roles.chooseKey'),
        'ceiling:refund': t('actions.roles.badCeiling'),
        'permission:refund': t('actions.roles.needs', { needed: t('roles.permission.read') }),
      },
      values: { key: 'Bad Key', name: 'Desk', 'ceiling:refund': 'USD ten' },
    });
    const { entries } = await listAudit(harness.db, { action: 'role.create', page: 1, pageSize: 10 });
    expect(entries).toEqual([]);
  });

  it('a role form refused to a member without the permission is audited as what it tried: create or update', async () => {
    actAs(viewer);
    for (const mode of ['create', 'edit'])
      expect(await saveRoleAction(null, formOf({ mode, key: 'desk', name: 'Desk' }))).toMatchObject({ ok: false });
    for (const action of ['role.create', 'role.update']) {
      const { entries } = await listAudit(harness.db, { action, page: 1, pageSize: 10 });
      expect(entries.map((e) => [e.outcome, e.actorEmail])).toEqual([['denied', viewer.email]]);
    }
  });
});
