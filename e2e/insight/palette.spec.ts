import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures/auth';
import type { Page } from '@playwright/test';
import { DemoApi } from '../support/api';

/** Opens the palette, trying again while the page is still hydrating (a key press before that goes nowhere). */
async function openPalette(page: Page, open: () => Promise<void>) {
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(async () => {
    if (!(await palette.isVisible())) await open();
    await expect(palette).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return palette;
}

test.describe('command palette and shortcuts', () => {
  // Each test signs in two members and opens several pages: more than a minute when the machine is busy.
  test.describe.configure({ timeout: 120_000 });

  test('Ctrl K finds a payment by its code and opens it', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const account = await api.connectAccount('palette');
    const payment = await api.createPayment({
      funding: account.uuid,
      amount: 4321,
      description: `palette ${randomUUID().slice(0, 8)}`,
    });
    const page = await pageAs('viewer');
    await page.goto('/settings');

    const palette = await openPalette(page, () => page.keyboard.press('Control+K'));
    const input = palette.getByRole('combobox', { name: 'Find an object, a page or an action' });
    await expect(input).toBeFocused();
    await input.fill(payment.code);
    const option = palette.getByRole('option').filter({ hasText: payment.code });
    await expect(option).toBeVisible();
    await expect(option).toContainText('$43.21');
    await expect(palette.getByRole('status')).toContainText('1 result');
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/payments/${payment.uuid}$`));
    await expect(palette).toBeHidden();
  });

  test('the palette offers pages and only the actions the role allows', async ({ pageAs }) => {
    const finance = await pageAs('finance');
    await finance.goto('/settings');
    const palette = await openPalette(finance, () =>
      finance.getByRole('button', { name: /Search and commands/ }).click(),
    );
    await palette.getByRole('combobox').fill('new');
    await expect(palette.getByRole('option', { name: 'New payout' })).toBeVisible();
    await expect(palette.getByRole('option', { name: 'New end user' })).toHaveCount(0);
    await palette.getByRole('combobox').fill('deposits');
    await palette.getByRole('combobox').press('Enter');
    await expect(finance).toHaveURL(/\/deposits$/);

    const viewer = await pageAs('viewer');
    await viewer.goto('/settings');
    const viewerPalette = await openPalette(viewer, () => viewer.keyboard.press('Control+K'));
    await viewerPalette.getByRole('combobox').fill('new');
    await expect(viewerPalette.getByRole('group', { name: 'Actions' })).toHaveCount(0);
  });

  test('g-shortcuts navigate, / focuses search, ? lists them, and typing in a field triggers nothing', async ({
    pageAs,
  }) => {
    const page = await pageAs('support');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    // The heading is server-rendered: the shortcuts listen once the page has hydrated, so the first one is tried
    // until it is heard (a keypress before hydration goes nowhere, as it would for a member).
    await expect(async () => {
      await page.keyboard.press('g');
      await page.keyboard.press('p');
      await expect(page).toHaveURL(/\/payments$/, { timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await page.keyboard.press('g');
    await page.keyboard.press('e');
    await expect(page).toHaveURL(/\/end-users$/);

    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search or jump to an id' });
    await expect(search).toBeFocused();
    await page.keyboard.type('gp');
    await expect(search).toHaveValue('gp');
    await expect(page).toHaveURL(/\/end-users$/);
    await search.fill('');
    await search.blur();

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('row').filter({ hasText: 'Go to deposits' })).toContainText('g');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });
});
