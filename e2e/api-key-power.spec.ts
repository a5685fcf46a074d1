import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures/auth';
import { DemoApi } from './support/api';
import { createRoleInPage } from './support/roles';
import { signedInNewMember } from './support/staff';

/**
 * An API key carries no more than the member who makes it (docs/security.md, "API keys and their creator's power"):
 * a member holding only `read` and `developers` asks the API-keys form for `write:payments`. The action refuses,
 * naming the field, and no key exists to pay out with through the API; the same member still makes a read key.
 */
test('a member with read and developers cannot mint a key that pays out through the API', async ({
  browser,
  pageAs,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await pageAs('admin');
  const role = await createRoleInPage(admin, { label: 'keymaker', permissions: ['read', 'developers'] });
  const { page } = await signedInNewMember(browser, admin, { label: 'keymaker', name: 'Kim Keys', role: role.key });
  const name = `e2e payout key ${randomBytes(3).toString('hex')}`;

  await page.goto('/developers/api-keys');
  await page.getByLabel('Name').fill(name);
  for (const box of await page.getByRole('checkbox').all()) await box.uncheck();
  await page.getByRole('checkbox', { name: 'write:payments' }).check();
  await page.getByRole('button', { name: 'Create API key' }).click();
  await expect(
    page.getByText(/A key cannot carry more than you hold .*write:payments: refund, payouts:create/).first(),
  ).toBeVisible();
  await expect(page.getByTestId('secret-value')).toHaveCount(0);

  // Nothing was made that the API would accept a payout from.
  const api = new DemoApi(request);
  const { clients } = await api.get<{ clients: { name: string }[] }>('/clients/list', { page_size: '1000' });
  expect(clients.filter((client) => client.name === name)).toHaveLength(0);

  // Within the member's power, the form still works.
  await page.getByLabel('Name').fill(`${name} reader`);
  await page.getByRole('checkbox', { name: 'write:payments' }).uncheck();
  await page.getByRole('checkbox', { name: 'read:accounts' }).check();
  await page.getByRole('button', { name: 'Create API key' }).click();
  await expect(page.getByTestId('secret-value')).toHaveText(/^sk_/);
  await page.context().close();
});
