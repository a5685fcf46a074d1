import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/auth';

const token = (request: APIRequestContext, clientId: string, clientSecret: string) =>
  request.post('/api/v1/oauth/token', {
    data: {
      client_id: clientId,
      client_secret: clientSecret,
      audience: 'merchant-api',
      grant_type: 'client_credentials',
    },
  });

test.describe('Developers: API keys', () => {
  test('an admin creates a key (secret once), sees it used, rotates it and revokes it', async ({ pageAs, request }) => {
    test.setTimeout(120_000);
    const name = `e2e key ${randomBytes(3).toString('hex')}`;
    const page = await pageAs('admin');
    await page.goto('/developers/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();

    // No scope chosen: refused, naming the rule.
    await page.getByLabel('Name').fill(name);
    for (const box of await page.getByRole('checkbox').all()) await box.uncheck();
    await page.getByRole('button', { name: 'Create API key' }).click();
    await expect(page.getByText('Choose at least one scope.')).toBeVisible();

    await page.getByRole('checkbox', { name: 'read:events' }).check();
    await page.getByRole('button', { name: 'Create API key' }).click();
    const secret = (await page.getByTestId('secret-value').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^sk_/);
    const clientId = (await page.locator('code').filter({ hasText: /^cli_/ }).first().textContent())?.trim() ?? '';

    const issued = await token(request, clientId, secret);
    expect(issued.status()).toBe(200);
    const accessToken = (await issued.json()).access_token as string;
    expect(
      (
        await request.get('/api/v1/events/list', {
          headers: { authorization: `Bearer ${accessToken}` },
          params: { page_size: '1' },
        })
      ).status(),
    ).toBe(200);

    await page.reload();
    const row = page.getByTestId('api-key-row').filter({ hasText: name });
    await expect(row).toContainText('read:events');
    await expect(row).toContainText('admin@example.com');
    await expect(row).not.toContainText('Never');

    // Rotate with no grace: the old secret stops at once, the new one works.
    await row.getByRole('combobox').selectOption('0');
    await row.getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = (await row.getByTestId('secret-value').textContent())?.trim() ?? '';
    expect(rotated).toMatch(/^sk_/);
    expect((await token(request, clientId, secret)).status()).toBe(401);
    expect((await token(request, clientId, rotated)).status()).toBe(200);

    // Revoke: the token issued earlier stops working.
    await row.getByRole('button', { name: 'Revoke…' }).click();
    await row.getByRole('button', { name: `Revoke ${name} now` }).click();
    await expect(row).toContainText('REVOKED');
    await expect
      .poll(
        async () =>
          (await request.get('/api/v1/events/list', { headers: { authorization: `Bearer ${accessToken}` } })).status(),
        { timeout: 30_000, intervals: [1000] },
      )
      .toBe(401);
    expect((await token(request, clientId, rotated)).status()).toBe(401);
  });
});
