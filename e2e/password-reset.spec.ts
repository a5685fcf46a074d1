import { randomUUID } from 'node:crypto';
import { expect, signIn, STAFF, test } from './fixtures/auth';
import { signedInNewMember } from './support/staff';

test('an admin resets a member’s password: their session ends, and with the handed-over password they can do nothing but choose their own', async ({
  pageAs,
  browser,
}) => {
  const admin = await pageAs('admin');
  const { email, page: member } = await signedInNewMember(browser, admin, {
    label: 'reset',
    name: 'Rita Reset',
    role: 'support',
  });
  await member.goto('/payments');
  await expect(member.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();

  // The admin resets it; the generated password is shown once.
  const row = admin.getByTestId(`staff-row-${email}`);
  await row.getByRole('button', { name: 'Reset password for Rita Reset' }).click();
  await admin
    .getByRole('dialog', { name: "Reset Rita Reset's password?" })
    .getByRole('button', { name: 'Reset password' })
    .click();
  const handed = (await row.getByTestId('reset-password-value').textContent())!.trim();
  expect(handed.length).toBeGreaterThanOrEqual(12);

  // The member's session has ended: the next request goes to sign-in.
  await member.goto('/payments');
  await expect(member).toHaveURL(/\/login/);
  // The old password no longer works; the handed-over one does, but only to reach the change page.
  await signIn(member, email, handed);
  await member.goto('/payments');
  await expect(member).toHaveURL(/\/change-password$/);
  await expect(member.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // A route handler refuses them too.
  expect((await member.request.get('/payments/export?format=csv')).status()).toBe(403);

  const mine = `mine-${randomUUID()}`;
  await member.getByLabel('Current password').fill(handed);
  await member.getByLabel('New password', { exact: true }).fill(mine);
  await member.getByLabel('New password again').fill(mine);
  await member.getByRole('button', { name: 'Change password' }).click();
  await expect(member.getByText('Password changed.')).toBeVisible();

  await signIn(member, email, mine);
  await member.goto('/payments');
  await expect(member.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await member.context().close();

  await admin.goto('/audit?action=staff.reset_password');
  await expect(
    admin.getByRole('row').filter({ hasText: 'staff.reset_password' }).filter({ hasText: STAFF.admin.email }).first(),
  ).toBeVisible();
});
