import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/auth';
import { DemoApi } from '../support/api';
import { signedInNewMember } from '../support/staff';

/**
 * The console as staff use it all day — layout, zones, phone, keyboard (docs/decisions.md, "Console as used all day").
 */

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

test('the sidebar runs the full height and stays put while a long page scrolls', async ({ pageAs }) => {
  const page = await pageAs('finance');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/payments?page_size=100');
  const sidebar = page.locator('aside').first();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1600);
  for (const y of [0, 1500, 100_000]) {
    await page.evaluate((top) => window.scrollTo({ top }), y);
    await expect
      .poll(() => sidebar.boundingBox().then((b) => [Math.round(b!.y), Math.round(b!.height)]))
      .toEqual([0, 800]);
  }
  const background = await sidebar.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  await shot(page, 'payments-1280-scrolled');
});

test('a member in America/Bogota sees Bogota times, UTC on hover, and filters by Bogota days', async ({
  pageAs,
  browser,
  request,
}) => {
  const api = new DemoApi(request);
  // A payment made between 00:00 and 05:00 UTC belongs to the previous day in Bogota.
  const { payments } = await api.get<{ payments: { code: string; date_created_gmt: string }[] }>('/payments/list', {
    page_size: '1000',
  });
  const early = payments.find((p) => new Date(p.date_created_gmt).getUTCHours() < 5);
  expect(early, 'a demo payment made before 05:00 UTC').toBeTruthy();
  const created = new Date(early!.date_created_gmt);
  const utcDay = created.toISOString().slice(0, 10);
  const bogotaDay = new Date(created.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
  const bogotaWall = new Date(created.getTime() - 5 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

  // A member of the test's own: preferences are per member, and the demo members are shared by every test.
  const { page } = await signedInNewMember(browser, await pageAs('admin'), {
    label: 'bogota',
    name: 'Bogota Member',
    role: 'viewer',
  });
  await page.goto('/settings');
  await page.getByLabel('Time zone').selectOption('America/Bogota');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  // Saved on the server: the list, rendered there, speaks Bogota.
  await expect
    .poll(async () => (await page.request.get(`/payments?code=${early!.code}`)).text())
    .toContain('UTC-05:00');

  await page.goto(`/payments?code=${early!.code}`);
  const time = page.getByRole('row').filter({ hasText: early!.code }).locator('time');
  await expect(time).toHaveText(`${bogotaWall} UTC-05:00`);
  await expect(time).toHaveAttribute('title', `${created.toISOString().slice(0, 19).replace('T', ' ')} UTC`);
  await expect(page.getByRole('group', { name: /Created/ })).toContainText('(days in America/Bogota)');

  // The Bogota day finds it; its UTC day (the next Bogota day) does not.
  await page.goto(`/payments?code=${early!.code}&date_from=${bogotaDay}&date_to=${bogotaDay}`);
  await expect(page.getByRole('row').filter({ hasText: early!.code })).toHaveCount(1);
  await page.goto(`/payments?code=${early!.code}&date_from=${utcDay}&date_to=${utcDay}`);
  await expect(page.getByText('No payments match these filters')).toBeVisible();

  // Every list's "Created" filter speaks the member's zone, not only the transaction lists.
  for (const list of [
    '/accounts',
    '/end-users',
    '/connect-links',
    '/checkout-links',
    '/recurring-plans',
    '/deposits',
  ]) {
    await page.goto(list);
    await expect(page.getByRole('group', { name: /Created/ }), list).toContainText('(days in America/Bogota)');
  }
  // An end user created before 05:00 UTC is found on its Bogota day, not on its UTC day.
  const { end_users } = await api.get<{ end_users: { code: string; date_created_gmt: string }[] }>('/end-users/list', {
    page_size: '1000',
  });
  const earlyUser = end_users.find((u) => new Date(u.date_created_gmt).getUTCHours() < 5);
  expect(earlyUser, 'a demo end user created before 05:00 UTC').toBeTruthy();
  const userCreated = new Date(earlyUser!.date_created_gmt);
  const userBogotaDay = new Date(userCreated.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
  const userUtcDay = userCreated.toISOString().slice(0, 10);
  await page.goto(`/end-users?code=${earlyUser!.code}&date_from=${userBogotaDay}&date_to=${userBogotaDay}`);
  await expect(page.getByRole('row').filter({ hasText: earlyUser!.code })).toHaveCount(1);
  await page.goto(`/end-users?code=${earlyUser!.code}&date_from=${userUtcDay}&date_to=${userUtcDay}`);
  await expect(page.getByText('No end users match these filters')).toBeVisible();
  await page.context().close();
});

test('on a phone, filters sit behind "Filters (n)" in a sheet, active ones are chips, rows are cards', async ({
  pageAs,
}) => {
  const page = await pageAs('finance');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payments');
  const button = page.getByRole('button', { name: 'Filters (0)' });
  await expect(button).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toBeHidden();
  await expect(page.getByRole('table')).toBeHidden();
  const cards = page.locator('ul[data-cards] > li');
  await expect(cards.first()).toBeVisible();
  // A card: code, status, amount, who, date — and nothing scrolls sideways.
  await expect(cards.first().locator('time')).toBeVisible();
  await expect(cards.first().locator('[data-party]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'payments-390');

  await button.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await shot(page, 'payments-390-sheet');
  await sheet.getByLabel('Status').selectOption('SUCCESSFUL');
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/status=SUCCESSFUL/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  const chip = page
    .getByRole('list', { name: 'Active filters' })
    .getByRole('button', { name: 'Remove filter Status: Successful' });
  await expect(chip).toBeVisible();
  await shot(page, 'payments-390-chips');
  await chip.click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByRole('button', { name: 'Filters (0)' })).toBeVisible();
});

test('j/k move between rows, Enter opens, and back keeps the filters and the scroll', async ({ pageAs }) => {
  const page = await pageAs('finance');
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/payments?status=SUCCESSFUL&page_size=100');
  const rows = page.locator('tbody tr[data-row-nav]');
  await expect(rows.nth(20)).toBeAttached();
  await page.locator('h1').click();
  await page.keyboard.press('j');
  await expect(rows.nth(0)).toBeFocused();
  for (let i = 0; i < 19; i++) await page.keyboard.press('j');
  await expect(rows.nth(19)).toBeFocused();
  await page.keyboard.press('k');
  await expect(rows.nth(18)).toBeFocused();
  // Focus is visible: an outline on the focused row.
  expect(await rows.nth(18).evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  const scrolled = await page.evaluate(() => Math.round(window.scrollY));
  expect(scrolled).toBeGreaterThan(200);
  const href = await rows.nth(18).locator('a').first().getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: /Payments/ })
    .click();
  await expect(page).toHaveURL(/\/payments\?status=SUCCESSFUL&page_size=100$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);
  await shot(page, 'payments-1280-back');
});
