import { randomUUID } from 'node:crypto';
import { expect, signIn, test } from './fixtures/auth';
import { signedInNewMember } from './support/staff';

test.describe.configure({ timeout: 120_000 });

test('a member changes their password: current one required, 12+ characters, no common password; every session ends', async ({
  pageAs,
  browser,
}) => {
  const admin = await pageAs('admin');
  const {
    email,
    password,
    page: member,
  } = await signedInNewMember(browser, admin, { label: 'pw', name: 'Pat Word', role: 'viewer' });
  await member.goto('/settings');
  const form = member.getByRole('form', { name: 'Change password' });
  const fill = async (current: string, next: string, again = next) => {
    await form.getByLabel('Current password').fill(current);
    await form.getByLabel('New password', { exact: true }).fill(next);
    await form.getByLabel('New password again').fill(again);
    await form.getByRole('button', { name: 'Change password' }).click();
  };

  await fill('not-my-password', 'short');
  await expect(form.locator('#pw-current_password-error')).toHaveText('That is not your current password.');
  await expect(form.locator('#pw-new_password-error')).toHaveText('Use at least 12 characters (5 now).');
  await fill(password, 'password1234');
  await expect(form.locator('#pw-new_password-error')).toHaveText(
    'This password is on a list of common passwords. Choose another.',
  );
  const next = `violet-harbour-${randomUUID().slice(0, 6)}`;
  await fill(password, next, `${next}x`);
  await expect(form.locator('#pw-confirm_password-error')).toHaveText('The two new passwords differ.');
  await fill(password, next);
  await expect(member.getByText('Password changed.')).toBeVisible();

  await member.goto('/settings');
  await expect(member).toHaveURL(/\/login/);
  await signIn(member, email, next);
  await member.goto('/settings');
  await expect(member.getByTestId('role-badge')).toHaveText('Viewer');
});
