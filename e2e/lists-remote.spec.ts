import { expect, test } from '@playwright/test';
import { remoteURL } from '../playwright.config';
import { signIn, STAFF } from './fixtures/auth';

/**
 * The console pointed at another deployment (e2e/quirks/server.ts): spec-shaped responses with every quirk
 * and none of the extensions. Lists and details must read, and missing extensions must be said, not fail.
 */
test.describe('lists against a quirky deployment without extensions', () => {
  test.use({ baseURL: remoteURL });

  test.beforeEach(async ({ page }) => {
    await signIn(page, STAFF.viewer.email, STAFF.viewer.password);
  });

  test('payments read amounts, fees and currencies in every spelling', async ({ page }) => {
    await page.goto('/payments?hide=');
    const table = page.getByRole('region', { name: 'Payments' });
    const first = table.getByRole('row').filter({ hasText: 'PAY-QUIRK-1' });
    await expect(first).toContainText('$1,250.50');
    await expect(first).toContainText('$36.56');
    await expect(first).toContainText('Successful');
    await expect(table.getByRole('row').filter({ hasText: 'PAY-QUIRK-2' })).toContainText('COP 99.13');
  });

  test('transfers come from /transfer/list/, checkout links read delivary_status OPENNED', async ({ page }) => {
    await page.goto('/transfers');
    await expect(page.getByRole('region', { name: 'Transfers' })).toContainText('TRF-QUIRK-1');
    await page.goto('/checkout-links');
    await expect(
      page.getByRole('region', { name: 'Checkout links' }).getByRole('row').filter({ hasText: 'CO-QUIRK-1' }),
    ).toContainText('Opened');
  });

  test('a list the API lacks offers a lookup by id instead of failing', async ({ page }) => {
    await page.goto('/payouts');
    await expect(page.getByText('This Merchant API does not list payouts')).toBeVisible();
    await page.goto('/deposits');
    await page.getByLabel('Deposit id').fill('trx_4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page).toHaveURL(/\/deposits\/trx_4e5f6a7b/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('$1,213.94');
  });

  test('search without GET /search falls back to exact lookups and says so', async ({ page }) => {
    await page.goto('/search?q=PAY-QUIRK-1');
    await expect(page.getByRole('note')).toHaveText(
      'This API has no search extension: only exact ids, codes, primary references and end user emails were looked up.',
    );
    await expect(page.locator('main li').filter({ hasText: 'PAY-QUIRK-1' }).first()).toBeVisible();
  });

  test('a payment opens without GET /payments/{uuid}, and a transfer id finds its own page', async ({ page }) => {
    await page.goto('/payments/trx_1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('$1,250.50');
    await expect(page.getByRole('region', { name: 'Split recipients' })).toContainText('$250.10');
    await page.goto('/payments/trx_3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a');
    await expect(page).toHaveURL(/\/transfers\/trx_3d4e5f6a/);
  });
});

test.describe('exports against a deployment without list extensions', () => {
  test.use({ baseURL: remoteURL });

  test('a list the API lacks offers no export, a list it has does', async ({ page }) => {
    await signIn(page, STAFF.finance.email, STAFF.finance.password);
    for (const path of ['/payouts', '/deposits', '/recurring-plans']) {
      await page.goto(path);
      await expect(page.getByText('This Merchant API does not list')).toBeVisible();
      await expect(
        page.getByRole('button', { name: /^Export / }).or(page.getByRole('link', { name: /^Export / })),
        path,
      ).toHaveCount(0);
    }
    await page.goto('/payments');
    await expect(
      page.getByRole('button', { name: 'Export CSV' }).or(page.getByRole('link', { name: 'Export CSV' })),
    ).toHaveCount(1);
  });
});
