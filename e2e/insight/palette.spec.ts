import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures/auth';
import { DemoApi } from '../support/api';

test.describe('command palette and shortcuts', () => {
  test('Ctrl K finds a payment by its code and opens it', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const account = await api.connectAccount('palette');
    const payment = await api.createPayment({ funding: account.uuid, amount: 4321, description: `palette ${randomUUID().slice(0, 8)}` });
    const page = await pageAs('viewer');
    await page.goto('/settings');

    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
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
    await finance.goto('/');
    await finance.getByRole('button', { name: /Search and commands/ }).click();
    const palette = finance.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox').fill('new');
    await expect(palette.getByRole('option', { name: 'New payout' })).toBeVisible();
    await expect(palette.getByRole('option', { name: 'New end user' })).toHaveCount(0);
    await palette.getByRole('combobox').fill('deposits');
    await palette.getByRole('combobox').press('Enter');
    await expect(finance).toHaveURL(/\/deposits$/);

    const viewer = await pageAs('viewer');
    await viewer.goto('/');
    await viewer.keyboard.press('Control+K');
    await viewer.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox').fill('new');
    await expect(viewer.getByRole('dialog', { name: 'Command palette' }).getByRole('group', { name: 'Actions' })).toHaveCount(0);
  });

  test('g-shortcuts navigate, / focuses search, ? lists them, and typing in a field triggers nothing', async ({ pageAs }) => {
    const page = await pageAs('support');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await page.keyboard.press('g');
    await page.keyboard.press('p');
    await expect(page).toHaveURL(/\/payments$/);
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
