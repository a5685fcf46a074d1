import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/auth';

/**
 * A viewer reads everything and changes nothing: no write control on any list or detail page, and the
 * pages that only write (or only admins read) are refused when opened directly.
 */

/** Names of the controls that change something (buttons, or links styled as buttons that lead to a form). */
const WRITE_CONTROL =
  /^(New |Add |Refund…|Disconnect…|Pause plan|Activate plan|Validate|Export|Disable$|Enable$|Create |Send |Submit response…|Accept…|Upload)/;

const LISTS = [
  ['/payments', 'Payments'],
  ['/transfers', 'Transfers'],
  ['/payouts', 'Payouts'],
  ['/deposits', 'Deposits'],
  ['/disputes', 'Disputes and returns'],
  ['/accounts', 'Accounts'],
  ['/end-users', 'End users'],
  ['/connect-links', 'Connect links'],
  ['/checkout-links', 'Checkout links'],
  ['/recurring-plans', 'Recurring plans'],
] as const;

async function expectNoWriteControls(main: Locator, where: string) {
  await expect(main.getByRole('button', { name: WRITE_CONTROL }), where).toHaveCount(0);
  await expect(main.getByRole('link', { name: WRITE_CONTROL }), where).toHaveCount(0);
  // The payments list's per-row menu (Refund…) is not there either.
  await expect(main.getByRole('button', { name: /^Actions for / }), where).toHaveCount(0);
}

async function firstRowHref(page: Page, list: string): Promise<string> {
  const href = await page.locator(`table tbody a[href^="${list}/"]`).first().getAttribute('href');
  expect(href, `a row on ${list}`).toBeTruthy();
  return href!;
}

test.describe('viewer: read-only everywhere', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const [list, title] of LISTS) {
    test(`${list} and its first row show no action`, async ({ pageAs }) => {
      const page = await pageAs('viewer');
      await page.goto(list);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('table tbody tr').first()).toBeVisible();
      // A row's menu is a placeholder until the page hydrates: judge the page once it is interactive (a party's
      // copy button, rendered by the same rows, is then a button).
      if (['/payments', '/transfers', '/payouts'].includes(list))
        await expect(page.locator('main table tbody button.copy-id').first()).toBeVisible();
      await expectNoWriteControls(page.locator('main'), list);

      const href = await firstRowHref(page, list);
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoWriteControls(page.locator('main'), href);
    });
  }

  // The records on which an admin does get a button: the viewer gets none on the very same pages.
  for (const [list, query, button] of [
    ['/payments', 'status=SUCCESSFUL', 'Refund…'],
    ['/accounts', 'status=CONNECTED', 'Disconnect…'],
    ['/recurring-plans', 'status=ACTIVE', 'Pause plan…'],
    ['/recurring-plans', 'status=PAUSED', 'Activate plan…'],
  ] as const) {
    test(`"${button}" on ${list}?${query}: admin has it, viewer does not`, async ({ pageAs }) => {
      const admin = await pageAs('admin');
      await admin.goto(`${list}?${query}`);
      const href = await firstRowHref(admin, list);
      await admin.goto(href);
      await expect(admin.getByRole('button', { name: button })).toBeVisible();

      const viewer = await pageAs('viewer');
      await viewer.goto(href);
      await expect(viewer.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(viewer.getByRole('button', { name: button })).toHaveCount(0);
      await expectNoWriteControls(viewer.locator('main'), href);
    });
  }

  test('the overview, search and settings offer no action', async ({ pageAs }) => {
    const page = await pageAs('viewer');
    for (const path of ['/', '/search?q=example.com', '/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoWriteControls(page.locator('main'), path);
    }
    // Settings: no way into staff management.
    await expect(page.getByRole('link', { name: 'Manage staff' })).toHaveCount(0);
  });

  test('a direct visit to a create form, staff management or the audit log is refused', async ({ pageAs }) => {
    const page = await pageAs('viewer');
    for (const path of [
      '/payouts/new',
      '/transfers/new',
      '/payments/new',
      '/end-users/new',
      '/connect-links/new',
      '/checkout-links/new',
      '/recurring-plans/new',
      '/settings/staff',
      '/settings/access',
      '/audit',
      '/payments/bulk-refunds/upload',
    ]) {
      const response = await page.goto(path);
      await expect(page.getByRole('heading', { name: 'You do not have access to this page' }), path).toBeVisible();
      // Nothing of the page itself reaches the browser: no form, no staff list, no log.
      await expect(page.locator('main form'), path).toHaveCount(0);
      await expect(page.locator('main table'), path).toHaveCount(0);
      // The refusal is the HTTP status too: no list's loading skeleton streams a 200 first.
      expect(response?.status(), path).toBe(403);
    }
  });
});
