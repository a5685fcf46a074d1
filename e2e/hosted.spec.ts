import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DemoApi } from './support/api';

/**
 * The public hosted pages, end to end: links are made through the API with the demo client, the end
 * user goes through the page in a real browser, and the result is read back through the API.
 */

const MERCHANT_SITE = 'https://shop.acme-outdoor.example';
const INTRO = 'Acme Outdoor Co uses Merchant Console to link your bank';
const US_BANK = 'First Sandbox Bank';

/** The merchant's site is not reachable from CI: answer for it, so the redirect can be read. */
async function stubMerchantSite(page: Page) {
  await page.route(`${MERCHANT_SITE}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Back at the shop</h1>' }),
  );
}

async function newEndUser(api: DemoApi, overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  const { end_user } = await api.send<{ end_user: { uuid: string } }>('POST', '/end-users/create', {
    type: 'INDIVIDUAL',
    first_name: 'Lucía',
    last_name: `Prueba ${tag}`,
    email: `hosted-${tag}@example.com`,
    local_id: `10${Date.now() % 1e8}`,
    local_id_type: 'NATIONAL_ID',
    local_id_country: 'USA',
    phone_number: { country_code: '1', number: '4155550123' },
    ...overrides,
  });
  return end_user.uuid;
}

const pathOf = (url: string) => new URL(url).pathname;
const accountNumber = () => `${Date.now()}`.slice(-9) + String(Math.floor(Math.random() * 1000)).padStart(3, '0');

test.describe('hosted Connect page', () => {
  test('en_US: connects an account and returns to the merchant with every parameter', async ({ page, request }) => {
    const api = new DemoApi(request);
    await stubMerchantSite(page);
    const endUser = await newEndUser(api);
    const { connect_link: link } = await api.send<{ connect_link: { uuid: string; url: string } }>(
      'POST',
      '/connect/link/create',
      {
        intro_text: INTRO,
        existing_end_user_id: endUser,
        button_color: '#1f7a4d',
        redirect_url: `${MERCHANT_SITE}/connected?order=77`,
        custom_confirmation_page: true,
      },
    );

    await page.goto(pathOf(link.url));
    await expect(page.getByRole('heading', { name: 'Connect your bank account' })).toBeVisible();
    await expect(page.getByTestId('intro-text')).toHaveText(INTRO);
    expect(
      (await api.get<{ connect_link: { delivery_status: string } }>(`/connect/link/${link.uuid}`)).connect_link
        .delivery_status,
    ).toBe('OPENED');

    // A refused submit lists what is wrong, in the page's language.
    await page.getByRole('button', { name: 'Connect account' }).click();
    await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
    await expect(page.getByText('Please give your authorization to continue.')).toBeVisible();

    await page.getByLabel('Bank').selectOption({ label: US_BANK });
    const number = accountNumber();
    await page.getByLabel('Account number').fill(number);
    await page.getByLabel('Routing number (ABA)').fill('011000015');
    await page.getByLabel('Kind of account').selectOption('SAVINGS');
    await page.getByLabel(/I authorize Acme Outdoor Co/).check();
    await page.getByRole('button', { name: 'Connect account' }).click();

    await page.waitForURL((url) => url.origin === MERCHANT_SITE && url.pathname === '/connected');
    const params = new URL(page.url()).searchParams;
    expect(params.get('order')).toBe('77');
    expect(params.get('clid')).toBe(link.uuid);
    expect(params.get('al4')).toBe(number.slice(-4));
    expect(params.get('ain')).toBe(US_BANK);
    expect(params.get('as')).toBe('CONNECTED');
    const { account } = await api.get<{
      account: {
        uuid: string;
        code: string;
        current_status: string;
        subtype: string;
        end_user: { uuid: string };
        source_connect_link: string;
      };
    }>(`/accounts/${params.get('aid')}`);
    expect(account).toMatchObject({
      code: params.get('ac'),
      current_status: 'CONNECTED',
      subtype: 'SAVINGS',
      source_connect_link: link.uuid,
    });
    expect(account.end_user.uuid).toBe(endUser);
    expect(
      (await api.get<{ connect_link: { delivery_status: string } }>(`/connect/link/${link.uuid}`)).connect_link
        .delivery_status,
    ).toBe('COMPLETED');

    // The link is used up: 410 Gone, with the page saying so.
    const used = await page.goto(pathOf(link.url));
    expect(used?.status()).toBe(410);
    await expect(page.getByTestId('problem-title')).toHaveText('This link was already used');
  });

  test('es_CO: speaks Spanish, connects at a Colombian bank and shows its own confirmation', async ({
    page,
    request,
  }) => {
    const api = new DemoApi(request);
    const endUser = await newEndUser(api, { local_id_country: 'COL', preferred_language: 'es_CO' });
    const { connect_link: link } = await api.send<{ connect_link: { uuid: string; url: string } }>(
      'POST',
      '/connect/link/create',
      {
        intro_text: INTRO,
        existing_end_user_id: endUser,
        default_language: 'es_CO',
      },
    );
    await page.goto(pathOf(link.url));
    await expect(page.getByRole('heading', { name: 'Conecta tu cuenta bancaria' })).toBeVisible();
    await page.getByLabel('Banco').selectOption({ label: 'Banco Sandbox de Colombia' });
    await expect(page.getByLabel('Número de ruta (ABA)')).toHaveCount(0);
    await page.getByLabel('Número de cuenta').fill('12');
    await page.getByLabel(/Autorizo a Acme Outdoor Co/).check();
    await page.getByRole('button', { name: 'Conectar cuenta' }).click();
    await expect(page.getByText('Ingresa de 4 a 20 dígitos.')).toBeVisible();

    await page.getByLabel('Número de cuenta').fill(accountNumber());
    await page.getByLabel(/Autorizo a Acme Outdoor Co/).check();
    await page.getByRole('button', { name: 'Conectar cuenta' }).click();
    await expect(page.getByRole('heading', { name: 'Cuenta conectada' })).toBeVisible();
    await expect(page.getByText('Ya puedes cerrar esta página.')).toBeVisible();
    const { connect_link: after } = await api.get<{
      connect_link: { delivery_status: string; account: { uuid: string } };
    }>(`/connect/link/${link.uuid}`);
    expect(after.delivery_status).toBe('COMPLETED');
    const { account } = await api.get<{ account: { current_status: string; currency: { code: string } } }>(
      `/accounts/${after.account.uuid}`,
    );
    expect(account).toMatchObject({ current_status: 'CONNECTED', currency: { code: 'COP' } });
  });

  test('an expired link says so with 410, an unknown one with 404', async ({ page, request }) => {
    const api = new DemoApi(request);
    const endUser = await newEndUser(api);
    const { connect_link: link } = await api.send<{ connect_link: { url: string } }>('POST', '/connect/link/create', {
      intro_text: INTRO,
      existing_end_user_id: endUser,
      expiration_date: new Date(Date.now() + 2_000).toISOString(),
    });
    // Opened until its two seconds have passed (no fixed sleep): then the page answers 410.
    await expect
      .poll(async () => (await page.goto(pathOf(link.url)))?.status(), { timeout: 30_000, intervals: [250] })
      .toBe(410);
    await expect(page.getByTestId('problem-title')).toHaveText('This link has expired');
    const unknown = await page.goto('/connect/not-a-real-link-token-at-all-xyz');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByTestId('problem-title')).toHaveText('Link not found');
    const unknownCheckout = await page.goto('/checkout/not-a-real-link-token-at-all-xyz');
    expect(unknownCheckout?.status()).toBe(404);
    await expect(page.getByTestId('problem-title')).toHaveText('Link not found');
  });
});

test.describe('hosted Checkout page', () => {
  test('en_US: pays from a connected account, returns with reference, status and account code, and the payment is processed', async ({
    page,
    request,
  }) => {
    const api = new DemoApi(request);
    await stubMerchantSite(page);
    const payer = await api.connectAccount('checkout');
    const tenant = await api.tenantId();
    const { checkout_link: link } = await api.send<{
      checkout_link: { uuid: string; url: string; transaction: { uuid: string } };
    }>('POST', '/checkout/link/create', {
      link_name: 'Guided hike',
      link_description: 'Saturday, 2 people',
      existing_end_user_id: payer.endUserId,
      transaction: {
        tenant_id: tenant,
        amount: 12_345,
        currency: 'USD',
        description: 'Guided hike for two',
        auto_send_receipt: false,
      },
      redirect_url: `${MERCHANT_SITE}/paid`,
      custom_confirmation_page: true,
    });

    await page.goto(pathOf(link.url));
    await expect(page.getByTestId('amount')).toHaveText('$123.45');
    await expect(page.getByTestId('merchant-name')).toHaveText('Acme Outdoor Co');
    await expect(page.getByText('Saturday, 2 people')).toBeVisible();
    // Spec 2.7 defaults: the sidebar is #f2f2f2 with #333333 text.
    await expect(page.locator('aside')).toHaveCSS('background-color', 'rgb(242, 242, 242)');
    await expect(page.locator('aside')).toHaveCSS('color', 'rgb(51, 51, 51)');

    await expect(page.getByRole('radio', { name: new RegExp(`•••• ${payer.last4}`) })).toBeChecked();
    await page.getByLabel(/I authorize Acme Outdoor Co to debit \$123\.45/).check();
    await page.getByRole('button', { name: 'Pay $123.45' }).click();

    await page.waitForURL((url) => url.origin === MERCHANT_SITE && url.pathname === '/paid');
    const params = new URL(page.url()).searchParams;
    expect(params.get('reference')).toBe(link.transaction.uuid);
    expect(params.get('status')).toBe('PENDING');
    expect(params.get('account_code')).toBe(payer.code);

    const { checkout_link: after } = await api.get<{ checkout_link: { delivery_status: string } }>(
      `/checkout/link/${link.uuid}`,
    );
    expect(after.delivery_status).toBe('COMPLETED');
    // The sandbox processor takes it PENDING → PROCESSING → SUCCESSFUL (5 s + 10 s by default, 1 s + 1 s in e2e).
    await expect
      .poll(
        async () =>
          (
            await api.get<{ payment: { status: string; funding_source: { uuid: string } } }>(
              `/payments/${link.transaction.uuid}`,
            )
          ).payment,
        { timeout: 45_000, intervals: [500] },
      )
      .toMatchObject({ status: 'SUCCESSFUL', funding_source: { uuid: payer.uuid } });
  });

  test('es_CO: connects a new account on the page and pays, with a Spanish confirmation', async ({ page, request }) => {
    const api = new DemoApi(request);
    const endUser = await newEndUser(api, { preferred_language: 'es_CO' });
    const tenant = await api.tenantId();
    const { checkout_link: link } = await api.send<{
      checkout_link: { uuid: string; url: string; transaction: { uuid: string } };
    }>('POST', '/checkout/link/create', {
      link_name: 'Alquiler de carpa',
      existing_end_user_id: endUser,
      default_language: 'es_CO',
      sidebar_background_color: '#123524',
      sidebar_text_color: '#ffffff',
      transaction: { tenant_id: tenant, amount: 50_000, currency: 'USD', auto_send_receipt: false },
    });

    await page.goto(pathOf(link.url));
    await expect(page.getByRole('heading', { name: 'Conecta una cuenta bancaria para pagar' })).toBeVisible();
    await expect(page.locator('aside')).toHaveCSS('background-color', 'rgb(18, 53, 36)');
    const amount = (await page.getByTestId('amount').textContent()) ?? '';
    expect(amount).toContain('500,00');
    await page.getByLabel('Banco').selectOption({ label: US_BANK });
    const number = accountNumber();
    await page.getByLabel('Número de cuenta').fill(number);
    await page.getByLabel('Número de ruta (ABA)').fill('011000015');
    await page.getByLabel(/Autorizo a Acme Outdoor Co a debitar/).check();
    await page.getByRole('button', { name: /^Pagar / }).click();

    await expect(page.getByRole('heading', { name: 'Pago recibido' })).toBeVisible();
    await expect(page.getByText(`•••• ${number.slice(-4)}`)).toBeVisible();
    const { payment } = await api.get<{ payment: { status: string; funding_source: { uuid: string } | null } }>(
      `/payments/${link.transaction.uuid}`,
    );
    expect(payment.funding_source).not.toBeNull();
    const { account } = await api.get<{ account: { last_4: string; end_user: { uuid: string } } }>(
      `/accounts/${payment.funding_source!.uuid}`,
    );
    expect(account).toMatchObject({ last_4: number.slice(-4), end_user: { uuid: endUser } });

    const paid = await page.goto(pathOf(link.url));
    expect(paid?.status()).toBe(410);
    await expect(page.getByTestId('problem-title')).toHaveText('Este pago ya fue realizado');
  });
});
