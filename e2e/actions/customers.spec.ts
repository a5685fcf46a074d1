import { randomUUID } from 'node:crypto';
import { expect, STAFF, test } from '../fixtures/auth';
import { DemoApi } from '../support/api';
import { captureAction, expectDeniedInAudit, idempotencyKeyOf, replayAction } from './server-action';

// Role tests sign in as several members and read the audit log as admin: more than the default minute under load.
test.describe.configure({ timeout: 120_000 });

test.describe('end users', () => {
  test('support creates an end user; the API holds it', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const email = `e2e-eu-${randomUUID().slice(0, 8)}@example.com`;
    const page = await pageAs('support');
    await page.goto('/end-users');
    await page.getByRole('link', { name: 'New end user' }).click();
    await page.getByLabel('First name').fill('Lucía');
    await page.getByLabel('Last name').fill('Ramírez');
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.locator('#f-email-error')).toHaveText('Enter a valid email address.');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone number').fill('4155550123');
    await page.getByLabel('ID type').selectOption('PASSPORT');
    await page.getByLabel('Date of birth (optional)').fill('1990-04-12');
    await page.getByRole('button', { name: 'Create end user' }).click();
    await expect(page.getByTestId('created')).toContainText('Lucía Ramírez');
    const href = await page.getByRole('link', { name: 'Open the end user' }).getAttribute('href');
    const { end_user: user } = await api.get<{ end_user: Record<string, unknown> }>(
      `/end-users/${href!.split('/').pop()}`,
    );
    expect(user).toMatchObject({
      type: 'INDIVIDUAL',
      first_name: 'Lucía',
      last_name: 'Ramírez',
      email,
      local_id_type: 'PASSPORT',
      local_id_country: 'USA',
      date_of_birth: '1990-04-12',
      phone_number: { country_code: '1', number: '4155550123' },
    });
  });

  test('finance gets no button nor page; the action refuses finance and is audited', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const finance = await pageAs('finance');
    await finance.goto('/end-users');
    await expect(finance.getByRole('heading', { level: 1, name: 'End users' })).toBeVisible();
    await expect(finance.getByRole('link', { name: 'New end user' })).toHaveCount(0);
    await finance.goto('/end-users/new');
    await expect(finance.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();

    const email = `e2e-eu-denied-${randomUUID().slice(0, 8)}@example.com`;
    const support = await pageAs('support');
    await support.goto('/end-users/new');
    await support.getByLabel('Organization').check();
    await support.getByRole('textbox', { name: 'Organization', exact: true }).fill('Gómez Imports');
    await support.getByLabel('Email').fill(email);
    await support.getByLabel('Phone number').fill('3001234567');
    await support.getByLabel('ID type').selectOption('TAX_ID');
    const captured = await captureAction(support, () =>
      support.getByRole('button', { name: 'Create end user' }).click(),
    );
    await expect(support.getByTestId('created')).toBeVisible();

    const answer = await replayAction(finance, captured, { [idempotencyKeyOf(captured)]: randomUUID() });
    expect(answer.text).toContain('You do not have permission to do this');
    expect((await api.get<{ end_users: unknown[] }>('/end-users/list', { email })).end_users).toHaveLength(1);
    await expectDeniedInAudit(await pageAs('admin'), 'end_user.create', STAFF.finance.email);
  });
});

test.describe('links', () => {
  test('support creates a connect link for a new end user; the intro text rules show as typed; the URL comes with copy and a QR code', async ({
    pageAs,
    request,
  }) => {
    const api = new DemoApi(request);
    const page = await pageAs('support');
    await page.goto('/connect-links/new');
    await page.getByLabel('A new end user').check();
    await page.getByLabel('First name').fill('Tomás');
    await page.getByLabel('Last name').fill('Link');

    const intro = page.getByLabel('Introduction text', { exact: true });
    const checks = page.getByTestId('intro-checks').getByRole('listitem');
    await intro.fill('Connect your bank');
    await expect(checks.nth(0)).toHaveAttribute('data-ok', 'false');
    await expect(checks.nth(0)).toContainText('(17 now)');
    await expect(checks.nth(1)).toHaveAttribute('data-ok', 'false');
    await intro.fill('Acme Outdoor Co asks you to connect the bank you pay with');
    await expect(checks.nth(0)).toHaveAttribute('data-ok', 'true');
    await expect(checks.nth(1)).toHaveAttribute('data-ok', 'true');
    await expect(checks.nth(2)).toHaveAttribute('data-ok', 'false');
    await page.getByRole('button', { name: 'Create connect link' }).click();
    await expect(page.getByTestId('error-summary')).toContainText('Introduction text');
    const text = 'Acme Outdoor Co uses Merchant Console to link your bank';
    await intro.fill(text);
    await expect(page.locator('[data-testid="intro-checks"] [data-ok="false"]')).toHaveCount(0);

    await page.getByLabel('Button', { exact: true }).fill('0A2540');
    await page.getByLabel('Redirect address (optional)').fill('ftp://example.com');
    await expect(page.locator('#f-redirect_url-error')).toHaveText('Use an http:// or https:// address.');
    await page.getByLabel('Redirect address (optional)').fill('https://shop.example.com/done');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Expires (optional)').fill(`${tomorrow}T12:30`);
    await page.getByRole('button', { name: 'Create connect link' }).click();

    const created = page.getByTestId('created');
    await expect(created).toContainText('Connect link created');
    const url = (await created.getByTestId('link-url').textContent())!;
    expect(url).toMatch(/\/connect\/[A-Za-z0-9_-]{20,}$/);
    await expect(created.getByRole('img', { name: 'QR code of the connect link' })).toBeVisible();
    await expect(created.getByRole('button', { name: 'Copy address' })).toBeVisible();
    const href = await created.getByRole('link', { name: 'Open the connect link' }).getAttribute('href');
    const { connect_link: link } = await api.get<{ connect_link: Record<string, unknown> }>(
      `/connect/link/${href!.split('/').pop()}`,
    );
    expect(link).toMatchObject({
      url,
      button_color: '#0a2540',
      redirect_url: 'https://shop.example.com/done',
      intro_text: { en_US: text },
      end_user: { first_name: 'Tomás', last_name: 'Link' },
    });
    // Demo members see dates in UTC: 12:30 UTC tomorrow.
    expect(link.expiration_date).toBe(`${tomorrow}T12:30:00.000Z`);
  });

  test('support creates a checkout link for an existing end user', async ({ pageAs, request }) => {
    const api = new DemoApi(request);
    const account = await api.connectAccount('checkout');
    const page = await pageAs('support');
    await page.goto('/checkout-links');
    await page.getByRole('link', { name: 'New checkout link' }).click();
    await page.getByRole('combobox', { name: 'End user' }).fill(account.email);
    await page.getByRole('option').filter({ hasText: account.email }).click();
    await page.getByLabel('Title', { exact: true }).fill('Order #6735');
    await page.getByLabel('Amount', { exact: true }).fill('49.99');
    await page.getByLabel('Tenant').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByTestId('review')).toContainText('$49.99');
    await page.getByRole('button', { name: 'Create checkout link' }).click();
    const created = page.getByTestId('created');
    await expect(created.getByTestId('link-url')).toContainText('/checkout/');
    await expect(created.getByRole('img', { name: 'QR code of the checkout link' })).toBeVisible();
    const href = await created.getByRole('link', { name: 'Open the checkout link' }).getAttribute('href');
    const { checkout_link: link } = await api.get<{
      checkout_link: { link_name: string; transaction: { amount: number; status: string }; end_user: { uuid: string } };
    }>(`/checkout/link/${href!.split('/').pop()}`);
    expect(link).toMatchObject({
      link_name: 'Order #6735',
      transaction: { amount: 4_999, status: 'PENDING' },
      end_user: { uuid: account.endUserId },
    });
  });

  test('finance gets no link buttons nor pages; the action refuses finance and is audited', async ({
    pageAs,
    request,
  }) => {
    const api = new DemoApi(request);
    const finance = await pageAs('finance');
    for (const [list, label] of [
      ['/connect-links', 'New connect link'],
      ['/checkout-links', 'New checkout link'],
    ] as const) {
      await finance.goto(list);
      await expect(finance.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(finance.getByRole('link', { name: label })).toHaveCount(0);
      await finance.goto(`${list}/new`);
      await expect(finance.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    }

    const support = await pageAs('support');
    await support.goto('/connect-links/new');
    await support.getByLabel('A new end user').check();
    await support.getByLabel('First name').fill('Denied');
    await support.getByLabel('Last name').fill('Case');
    const reference = `E2E-${randomUUID().slice(0, 8)}`;
    await support.getByLabel('Primary reference').fill(reference);
    const captured = await captureAction(support, () =>
      support.getByRole('button', { name: 'Create connect link' }).click(),
    );
    await expect(support.getByTestId('created')).toBeVisible();

    const answer = await replayAction(finance, captured, { [idempotencyKeyOf(captured)]: randomUUID() });
    expect(answer.text).toContain('You do not have permission to do this');
    expect(
      (await api.get<{ connect_links: unknown[] }>('/connect/link/list', { primary_reference: reference }))
        .connect_links,
    ).toHaveLength(1);
    await expectDeniedInAudit(await pageAs('admin'), 'connect_link.create', STAFF.finance.email);
  });
});
