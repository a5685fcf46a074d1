import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures/auth';
import { DemoApi } from './support/api';

/** Seeds payments funded by a fresh account of a fresh end user, so each test filters down to its own rows. */
async function seedPayments(api: DemoApi, amounts: number[]) {
  const account = await api.connectAccount('lists');
  const tenant = await api.tenantId();
  const tag = randomUUID().slice(0, 8);
  const codes: string[] = [];
  for (const [i, amount] of amounts.entries()) {
    const created = await api.send<{ payment: { code: string } }>('POST', '/payments/create', {
      tenant_id: tenant,
      amount,
      description: `e2e list ${tag} #${i}`,
      auto_send_receipt: false,
      funding_source_id: account.uuid,
      primary_reference: `L-${tag}-${i}`,
    });
    codes.push(created.payment.code);
  }
  return { account, tag, codes };
}

test.describe('lists', () => {
  test('a filter goes into the URL, back to page 1, and narrows the rows', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const { account } = await seedPayments(api, [1111, 2222, 3333]);
    const page = await pageAs('viewer');

    await page.goto('/payments?page=2');
    await page.getByText('More filters').click();
    await page.getByLabel('End user email').fill(account.email);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('end_user_email') === account.email && !url.searchParams.has('page'),
    );
    const table = page.getByRole('region', { name: 'Payments' });
    await expect(table.getByRole('row')).toHaveCount(1 + 3);

    // Amounts are typed in major units and sent in minor units, exactly.
    await page.getByLabel('At least').fill('22.22');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('amount_greater_than') === '2222');
    await expect(table.getByRole('row')).toHaveCount(1 + 2);
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('≥ $22.22');

    // Removing a filter from its chip widens the list again.
    await page.getByRole('button', { name: /Remove filter Amount/ }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('amount_greater_than'));
    await expect(table.getByRole('row')).toHaveCount(1 + 3);
  });

  test('pages with Previous and Next, and changes the page size', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const { account } = await seedPayments(
      api,
      Array.from({ length: 26 }, (_, i) => 100 + i),
    );
    const page = await pageAs('viewer');

    await page.goto(`/payments?end_user_email=${encodeURIComponent(account.email)}`);
    const table = page.getByRole('region', { name: 'Payments' });
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(table.getByRole('row')).toHaveCount(1 + 25);
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pagination.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expect(table.getByRole('row')).toHaveCount(1 + 1);
    await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
    await pagination.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('page'));

    await page.getByLabel('Rows per page').selectOption('50');
    await expect(page).toHaveURL((url) => url.searchParams.get('page_size') === '50');
    await expect(table.getByRole('row')).toHaveCount(1 + 26);
  });

  test('hides and shows columns from the column menu', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const { account } = await seedPayments(api, [500]);
    const page = await pageAs('viewer');
    await page.goto(`/payments?end_user_email=${encodeURIComponent(account.email)}`);
    const table = page.getByRole('region', { name: 'Payments' });
    await expect(table.getByRole('columnheader', { name: 'Fee' })).toHaveCount(0);
    await page.getByText('Columns', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Fee' }).check();
    await expect(table.getByRole('columnheader', { name: 'Fee' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Description' }).uncheck();
    await expect(table.getByRole('columnheader', { name: 'Description' })).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.searchParams.has('hide'));
  });

  test('a row opens its detail page, which links to the account and the end user', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const { account, tag } = await seedPayments(api, [4321]);
    const page = await pageAs('viewer');
    await page.goto(`/payments?primary_reference=L-${tag}-0`);
    const table = page.getByRole('region', { name: 'Payments' });
    // A row opens by script: click once the page is interactive (the party's copy button is then a button).
    await expect(table.locator('tbody button.copy-id').first()).toBeVisible();
    await table.getByText(`e2e list ${tag} #0`).click();
    await expect(page).toHaveURL(/\/payments\/trx_/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('$43.21');
    await expect(page.getByRole('link', { name: new RegExp(`···· ${account.last4}`) })).toHaveAttribute(
      'href',
      `/accounts/${account.uuid}`,
    );
    await expect(page.getByRole('link', { name: account.name })).toHaveAttribute(
      'href',
      `/end-users/${account.endUserId}`,
    );
    // Back to the list as it was left: its filter kept (docs/decisions.md, "Console as used all day").
    const back = page.getByRole('link', { name: '← Payments' });
    await expect(back).toHaveAttribute('href', `/payments?primary_reference=L-${tag}-0`);
    await back.click();
    await expect(page).toHaveURL(new RegExp(`/payments\\?primary_reference=L-${tag}-0$`));
  });

  test('search finds a payment by reference and an end user by email', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const { account, tag, codes } = await seedPayments(api, [777]);
    const page = await pageAs('viewer');
    await page.goto(`/search?q=L-${tag}-0`);
    await expect(page.getByRole('heading', { name: 'Payments (1)' })).toBeVisible();
    // A code typed in lower case finds its payment (codes are upper case).
    await page.goto(`/search?q=${codes[0].toLowerCase()}`);
    await expect(page.getByRole('heading', { name: 'Payments (1)' })).toBeVisible();
    await expect(page.getByText(codes[0]).first()).toBeVisible();
    await page.goto(`/search?q=${encodeURIComponent(account.email)}`);
    await expect(page.getByRole('heading', { name: 'End users (1)' })).toBeVisible();
    // The end user's own hit (the account hit names its owner too).
    await expect(
      page.getByRole('link', { name: account.name }).and(page.locator(`[href="/end-users/${account.endUserId}"]`)),
    ).toBeVisible();
    // An id opens its record directly.
    await page.goto(`/search?q=${account.uuid}`);
    await expect(page).toHaveURL(`/accounts/${account.uuid}`);
  });
});
