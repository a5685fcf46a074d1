import { randomUUID } from 'node:crypto';
import { remoteURL } from '../playwright.config';
import { expect, signIn, STAFF, test } from './fixtures/auth';
import { DemoApi } from './support/api';

/** The request log (/developers/logs): the demo client's own requests, filtered, with redacted bodies. */
test.describe('Developers: request log', () => {
  test('an admin finds a request by id and by status class and reads its redacted bodies', async ({
    pageAs,
    request,
  }) => {
    test.setTimeout(90_000);
    const api = new DemoApi(request);
    const email = `logs-${randomUUID().slice(0, 8)}@example.com`;
    const created = await api.raw('POST', '/end-users/create', {
      type: 'INDIVIDUAL',
      first_name: 'Lucía',
      last_name: 'Request-Log',
      email,
      local_id: '1020304050',
      local_id_type: 'NATIONAL_ID',
      local_id_country: 'USA',
      phone_number: { country_code: '1', number: '4155550123' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const refused = await api.raw('POST', '/end-users/create', { type: 'INDIVIDUAL' });
    expect(refused.status).toBe(400);

    const page = await pageAs('admin');
    // Rows are written about a second after the request: reload until it is listed.
    await expect
      .poll(
        async () => {
          await page.goto(`/developers/logs?request_id=${created.requestId}`);
          return page.getByRole('link', { name: '/end-users/create' }).count();
        },
        { timeout: 30_000, intervals: [1000] },
      )
      .toBe(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Request log' })).toBeVisible();

    await page.goto(`/developers/logs?status_class=4xx&path=${encodeURIComponent('/end-users/create')}`);
    await expect(page.getByRole('region', { name: 'Request log' }).getByText(refused.requestId)).toBeVisible();
    await expect(page.getByText(created.requestId)).toHaveCount(0);

    await page.goto(`/developers/logs?request_id=${created.requestId}`);
    await page.getByRole('link', { name: '/end-users/create' }).click();
    await expect(page).toHaveURL(new RegExp(`/developers/logs/${created.requestId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('POST /end-users/create');
    const requestBody = page.getByTestId('request-body');
    await expect(requestBody).toContainText('"email": "[REDACTED]"');
    await expect(requestBody).toContainText('"type": "INDIVIDUAL"');
    await expect(page.getByTestId('response-body')).toContainText('"first_name": "[REDACTED]"');
    await expect(page.getByText(email)).toHaveCount(0);
    await expect(page.getByText('Lucía')).toHaveCount(0);

    // From an API key to its requests.
    await page.goto('/developers/api-keys');
    await page
      .getByTestId('api-key-row')
      .filter({ hasText: 'demo-client' })
      .getByRole('link', { name: 'Its requests' })
      .click();
    await expect(page).toHaveURL(/\/developers\/logs\?client_id=demo-client$/);
    await expect(page.getByRole('region', { name: 'Request log' }).getByRole('link').first()).toBeVisible();
  });

  for (const role of ['support', 'finance', 'viewer'] as const) {
    test(`${role}: the request log is refused`, async ({ pageAs }) => {
      const page = await pageAs(role);
      for (const path of ['/developers/logs', '/developers/logs/req_000000000000000000000000']) {
        expect((await page.goto(path))?.status()).toBe(403);
      }
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Request log' })).toHaveCount(0);
    });
  }
});

test.describe('Request log against a deployment without the extension', () => {
  test.use({ baseURL: remoteURL });

  test('the page says the API does not offer it', async ({ page }) => {
    await signIn(page, STAFF.admin.email, STAFF.admin.password);
    await page.goto('/developers/logs');
    await expect(page.getByText('Not available on this API')).toBeVisible();
  });
});
