import { randomUUID } from 'node:crypto';
import { expect, signIn, STAFF, test, type Role } from './fixtures/auth';
import { addStaffMember, freshPage } from './support/staff';

const ROLES: Role[] = ['admin', 'support', 'finance', 'viewer'];

test.describe('staff sign-in', () => {
  for (const role of ROLES) {
    test(`${role} signs in and sees their role`, async ({ signInAs }) => {
      const page = await signInAs(role);
      await page.goto('/settings');
      await expect(page.getByTestId('role-badge')).toHaveText(STAFF[role].label);
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      const auditLink = page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' });
      if (role === 'admin') await expect(auditLink).toBeVisible();
      else await expect(auditLink).toHaveCount(0);
    });
  }

  test('a wrong password is refused with a message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(STAFF.support.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('status')).toContainText('do not match');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByLabel('Email')).toHaveValue(STAFF.support.email);
  });

  test('a signed-out visitor is sent to sign in and back to the page they asked for', async ({ page }) => {
    await page.goto('/audit?outcome=denied');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Faudit%3Foutcome%3Ddenied$/);
    await page.getByLabel('Email').fill(STAFF.admin.email);
    await page.getByLabel('Password').fill(STAFF.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/audit\?outcome=denied$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  });

  test('the sign-in page never sends anyone to another site', async ({ page }) => {
    await signIn(page, STAFF.viewer.email, STAFF.viewer.password, { callbackUrl: 'https://evil.example/' });
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
  });
});

test.describe('roles', () => {
  test('a viewer is refused staff management and the audit log', async ({ pageAs }) => {
    const page = await pageAs('viewer');
    for (const path of ['/settings/staff', '/audit']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    }
  });

  test('support and finance cannot open staff management either', async ({ pageAs }) => {
    for (const role of ['support', 'finance'] as const) {
      const page = await pageAs(role);
      await page.goto('/settings/staff');
      await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    }
  });
});

test.describe('staff management', () => {
  test('an admin adds a member, who signs in; disabling them ends their session', async ({ pageAs, browser }) => {
    const admin = await pageAs('admin');
    const { email, password } = await addStaffMember(admin, { label: 'staff', name: 'Eve Tester', role: 'support' });
    const row = admin.getByTestId(`staff-row-${email}`);
    await expect(row).toContainText('Active');

    const member = await freshPage(browser);
    await signIn(member, email, password);
    await member.goto('/settings');
    await expect(member.getByTestId('role-badge')).toHaveText('Support');

    await row.getByRole('button', { name: 'Disable Eve Tester' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Disable Eve Tester?' });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(row).toContainText('Disabled');

    await member.goto('/settings');
    await expect(member).toHaveURL(/\/login\?callbackUrl=%2Fsettings$/);

    await member.getByLabel('Email').fill(email);
    await member.getByLabel('Password').fill(password);
    await member.getByRole('button', { name: 'Sign in' }).click();
    await expect(member.getByRole('status')).toContainText('disabled');
    await member.context().close();

    await admin.goto(`/audit?action=staff.disable`);
    await expect(admin.getByRole('table')).toContainText(email);
  });

  test('an admin cannot change their own role or disable themselves', async ({ pageAs }) => {
    const admin = await pageAs('admin');
    await admin.goto('/settings/staff');
    const self = admin.getByTestId(`staff-row-${STAFF.admin.email}`);
    await expect(self).toContainText('(you)');
    await expect(self.getByRole('combobox')).toHaveCount(0);
    await expect(self.getByRole('button')).toHaveCount(0);
  });
});

test.describe('shell', () => {
  test('on a phone the navigation sits behind a menu button', async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signIn(page, STAFF.finance.email, STAFF.finance.password, { callbackUrl: '/settings' });
    const nav = page.getByRole('navigation', { name: 'Console' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Payouts' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('role-badge')).toHaveText('Finance');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  test('the search box jumps to an object by its id', async ({ pageAs }) => {
    const page = await pageAs('support');
    await page.goto('/settings');
    const search = page.getByRole('searchbox', { name: 'Search or jump to an id' });
    const id = `trx_${randomUUID()}`;
    await search.fill(id);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/payments/${id}$`));
    await page.goto('/settings');
    await search.fill('jane@example.com');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=jane%40example\.com$/);
  });
});
