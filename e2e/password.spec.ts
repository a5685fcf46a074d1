import { randomUUID } from 'node:crypto';
import { expect, signIn, test } from './fixtures/auth';

test.describe.configure({ timeout: 120_000 });

test('a member changes their password: current one required, 12+ characters, no common password; every session ends', async ({ pageAs, browser }) => {
  const admin = await pageAs('admin');
  const email = `e2e-pw-${randomUUID().slice(0, 8)}@example.com`;
  const password = `pw-${randomUUID()}`;
  await admin.goto('/settings/staff');
  await admin.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add a staff member' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Name').fill('Pat Word');
  await dialog.getByLabel('Role').selectOption('viewer');
  await dialog.getByLabel('Initial password (optional)').fill(password);
  await dialog.getByRole('button', { name: 'Add staff member' }).click();
  await expect(dialog.getByRole('status')).toContainText(`can now sign in as ${email}`);

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const member = await context.newPage();
  await signIn(member, email, password);
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
  await expect(form.locator('#pw-new_password-error')).toHaveText('This password is on a list of common passwords. Choose another.');
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
