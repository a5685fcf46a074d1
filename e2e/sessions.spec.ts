import { expect, signIn, test } from './fixtures/auth';
import { addStaffMember, freshPage } from './support/staff';

test('a member sees where they are signed in and ends another session; an admin signs a member out everywhere', async ({
  pageAs,
  browser,
}) => {
  const admin = await pageAs('admin');
  const { email, password } = await addStaffMember(admin, {
    label: 'sessions',
    name: 'Sasha Sessions',
    role: 'viewer',
  });

  // Two browsers signed in as the member.
  const laptop = await freshPage(browser);
  await signIn(laptop, email, password);
  const phone = await freshPage(browser);
  await signIn(phone, email, password);

  await laptop.goto('/settings');
  const list = laptop.getByRole('list', { name: 'Your sessions' });
  await expect(list.getByTestId('session-row')).toHaveCount(2);
  await expect(list.getByTestId('session-row').filter({ hasText: 'This browser' })).toHaveCount(1);
  await expect(list).toContainText(/Chrome on (Windows|Linux|macOS)/);

  // Ending the other session signs that browser out on its next request; this one stays.
  await list.getByRole('button', { name: /^End session/ }).click();
  // The ended session leaves the list (the page is re-rendered from the server).
  await expect(list.getByTestId('session-row')).toHaveCount(1);
  await phone.goto('/payments');
  await expect(phone).toHaveURL(/\/login/);
  await laptop.goto('/payments');
  await expect(laptop.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await laptop.goto('/settings');
  await expect(laptop.getByRole('list', { name: 'Your sessions' }).getByTestId('session-row')).toHaveCount(1);

  // An admin signs the member out everywhere.
  await admin.goto('/settings/staff');
  await admin.getByRole('button', { name: 'Sign out everywhere: Sasha Sessions' }).click();
  await expect(admin.getByText('Sasha Sessions is signed out everywhere.')).toBeVisible();
  await laptop.goto('/payments');
  await expect(laptop).toHaveURL(/\/login/);
  await laptop.context().close();
  await phone.context().close();
});
