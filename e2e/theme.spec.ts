import { expect, signIn, test } from './fixtures/auth';
import { addStaffMember, freshPage } from './support/staff';

/**
 * The user menu's theme switch saves the member's choice through its server action (a one-field form), so the theme
 * follows the member to another browser, and a stale choice on this one is overridden by the saved one.
 */
test('the theme a member chooses follows them to another browser', async ({ pageAs, browser }) => {
  const admin = await pageAs('admin');
  const { email, password } = await addStaffMember(admin, { label: 'theme', name: 'Theo Theme', role: 'viewer' });

  const laptop = await freshPage(browser);
  await signIn(laptop, email, password);
  await laptop.goto('/payments');
  await expect(laptop.locator('html')).not.toHaveClass(/\bdark\b/);
  await laptop.getByRole('button', { name: /Theo Theme/ }).click();
  const saved = laptop.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/payments'));
  await laptop.getByRole('group', { name: 'Theme' }).getByText('Dark', { exact: true }).click();
  await expect(laptop.locator('html')).toHaveClass(/\bdark\b/);
  expect((await saved).ok()).toBe(true);

  // Another browser, never told: the saved choice applies as soon as the member signs in there.
  const phone = await freshPage(browser);
  await signIn(phone, email, password);
  await phone.goto('/payments');
  await expect(phone.locator('html')).toHaveClass(/\bdark\b/);

  // Back to light on the phone: the laptop's local "dark" is stale and gives way to the saved choice on its next load.
  await phone.getByRole('button', { name: /Theo Theme/ }).click();
  const back = phone.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/payments'));
  await phone.getByRole('group', { name: 'Theme' }).getByText('Light', { exact: true }).click();
  expect((await back).ok()).toBe(true);
  await laptop.reload();
  await expect(laptop.locator('html')).not.toHaveClass(/\bdark\b/);
});
