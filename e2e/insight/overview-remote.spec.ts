import { expect, test } from '@playwright/test';
import { remoteURL } from '../../playwright.config';
import { signIn, STAFF } from '../fixtures/auth';

/** The console pointed at another deployment of the API (e2e/quirks/server.ts) that has no analytics extension. */
test.describe('overview against a deployment without analytics', () => {
  test.use({ baseURL: remoteURL });

  test('says analytics are not available and still shows what the lists can give', async ({ page }) => {
    await signIn(page, STAFF.viewer.email, STAFF.viewer.password);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByText('Analytics are not available on this API')).toBeVisible();
    await expect(page.getByText('GET /analytics/overview')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Recent payments' })
        .or(page.getByRole('table', { name: 'Recent payments' }))
        .first(),
    ).toContainText('PAY-QUIRK-1');
  });
});
