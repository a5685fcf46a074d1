import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { DemoApi } from './support/api';
import { axeViolations } from './support/axe';
import { LIST_PAGES } from './support/pages';
import { expect, test } from './fixtures/auth';

/**
 * Every console page, the sign-in page and both hosted pages, in the light and the dark theme: axe finds
 * no serious or critical WCAG 2.0/2.1 A or AA violation. One test a page (both themes in it), so the
 * pages run in parallel.
 *
 * The dark theme changes colours only (the same markup, the dark variables of app/globals.css), so its pass
 * runs axe's colour rules on the page the light pass checked, switched live to dark: every other rule reads
 * the markup, which the light pass already judged.
 */

const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

/**
 * One page for both themes (one browser context a test). `show(page, scheme)` makes its browser prefer the
 * scheme; the local theme choice (next-themes' `console-theme` key) is "system" on every load, and so is the
 * demo members' saved theme, so the page follows the browser's preference as it changes, without a reload.
 */
async function themedPage(browser: Browser, baseURL: string | undefined, storageState?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState });
  await context.addInitScript(() => window.localStorage.setItem('console-theme', 'system'));
  return context.newPage();
}

const show = (page: Page, scheme: Scheme) => page.emulateMedia({ colorScheme: scheme });

/** The theme the page shows: the console's pages carry it as a class on <html> (next-themes). */
async function expectScheme(page: Page, scheme: Scheme) {
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
}

async function expectNoViolations(page: Page, scheme: Scheme, what: string) {
  expect(await axeViolations(page, scheme), `${what} (${scheme})`).toEqual([]);
}

/** Console pages opened directly, as admin (who sees every control). */
const CONSOLE_PAGES = [
  '/',
  ...LIST_PAGES,
  '/search?q=example.com',
  '/search',
  '/settings',
  '/settings/staff',
  '/settings/staff/roles',
  '/audit',
  '/payments/new',
  '/payouts/new',
  '/transfers/new',
  '/end-users/new',
  '/connect-links/new',
  '/checkout-links/new',
  '/recurring-plans/new',
];

/** Lists whose first row's detail page is checked. */
const DETAIL_OF = [
  'payments',
  'transfers',
  'payouts',
  'deposits',
  'accounts',
  'end-users',
  'connect-links',
  'checkout-links',
  'recurring-plans',
];

test.describe('accessibility: axe, light and dark', () => {
  // Two or four axe analyses a test: room for them on a busy 2-core machine.
  test.describe.configure({ mode: 'parallel', timeout: 120_000 });

  test('login', async ({ browser }, testInfo) => {
    // One load and one refused sign-in, each checked in both themes, switched live.
    const page = await themedPage(browser, testInfo.project.use.baseURL);
    await show(page, 'light');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    for (const scheme of SCHEMES) {
      await show(page, scheme);
      await expectScheme(page, scheme);
      await expectNoViolations(page, scheme, 'login');
    }
    // The refused sign-in shows its message.
    await page.getByLabel('Email').fill(`nobody-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    for (const scheme of SCHEMES) {
      await show(page, scheme);
      await expectScheme(page, scheme);
      await expectNoViolations(page, scheme, 'login with an error');
    }
    await page.context().close();
  });

  for (const path of CONSOLE_PAGES) {
    test(`console ${path}`, async ({ browser, storageStateFor }, testInfo) => {
      const page = await themedPage(browser, testInfo.project.use.baseURL, await storageStateFor('admin'));
      await show(page, 'light');
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(400);
      await expect(page.locator('main h1').first()).toBeVisible();
      for (const scheme of SCHEMES) {
        await show(page, scheme);
        await expectScheme(page, scheme);
        await expectNoViolations(page, scheme, path);
      }
      await page.context().close();
    });
  }

  for (const list of DETAIL_OF) {
    test(`console /${list}/<first row>`, async ({ browser, storageStateFor }, testInfo) => {
      const page = await themedPage(browser, testInfo.project.use.baseURL, await storageStateFor('admin'));
      await show(page, 'light');
      // The first row's link, from the list's HTML (the list page itself is checked by its own test).
      const listHtml = await (await page.request.get(`/${list}`)).text();
      const href = new RegExp(`href="(/${list}/[^"?#/]+)"`).exec(listHtml.slice(listHtml.indexOf('<tbody')))?.[1];
      expect(href, `a row on /${list}`).toBeTruthy();
      await page.goto(href!);
      await expect(page.locator('main h1').first()).toBeVisible();
      for (const scheme of SCHEMES) {
        await show(page, scheme);
        await expectScheme(page, scheme);
        await expectNoViolations(page, scheme, href!);
      }
      await page.context().close();
    });
  }

  test('shell: phone navigation drawer, user menu and a payment row menu, open', async ({
    browser,
    storageStateFor,
  }, testInfo) => {
    test.setTimeout(180_000); // six axe analyses: room on a busy 2-core machine
    const page = await themedPage(browser, testInfo.project.use.baseURL, await storageStateFor('admin'));
    for (const scheme of SCHEMES) {
      await show(page, scheme);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/payments');
      await expectScheme(page, scheme);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
      await expectNoViolations(page, scheme, 'phone navigation');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: /Ada Admin/ }).click();
      await expect(page.getByRole('radio', { name: /Dark/ })).toBeVisible();
      await expectNoViolations(page, scheme, 'user menu');
      await page.keyboard.press('Escape');

      await page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoViolations(page, scheme, 'payment row menu');
      await page.keyboard.press('Escape');
    }
    await page.context().close();
  });

  test('hosted /connect/<token> and /checkout/<token>', async ({ browser, request }, testInfo) => {
    const api = new DemoApi(request);
    const tag = randomUUID().slice(0, 8);
    const { end_user: endUser } = await api.send<{ end_user: { uuid: string } }>('POST', '/end-users/create', {
      type: 'INDIVIDUAL',
      first_name: 'Lucía',
      last_name: `Axe ${tag}`,
      email: `a11y-${tag}@example.com`,
      local_id: `10${Date.now() % 1e8}`,
      local_id_type: 'NATIONAL_ID',
      local_id_country: 'USA',
      phone_number: { country_code: '1', number: '4155550123' },
    });
    const { connect_link: connect } = await api.send<{ connect_link: { url: string } }>(
      'POST',
      '/connect/link/create',
      {
        intro_text: 'Acme Outdoor Co uses Merchant Console to link your bank',
        existing_end_user_id: endUser.uuid,
      },
    );
    const { checkout_link: checkout } = await api.send<{ checkout_link: { url: string } }>(
      'POST',
      '/checkout/link/create',
      {
        link_name: 'Guided hike',
        link_description: 'Saturday, 2 people',
        existing_end_user_id: endUser.uuid,
        transaction: {
          tenant_id: await api.tenantId(),
          amount: 12_345,
          currency: 'USD',
          description: 'Guided hike for two',
          auto_send_receipt: false,
        },
      },
    );

    // The hosted pages carry the merchant's colours and no theme switch: "dark" is a browser that prefers it, switched
    // live on one load of each page and again once its refused submit shows the errors.
    const page = await themedPage(browser, testInfo.project.use.baseURL);
    for (const [name, url, submit] of [
      ['connect', connect.url, 'Connect account'],
      ['checkout', checkout.url, /^Pay/],
    ] as const) {
      await show(page, 'light');
      await page.goto(new URL(url).pathname);
      await expect(page.locator('h1').first()).toBeVisible();
      for (const scheme of SCHEMES) {
        await show(page, scheme);
        await expectNoViolations(page, scheme, name);
      }
      // A refused submit shows its field errors.
      await page.getByRole('button', { name: submit }).first().click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      // Measured once the form is idle again: a pending submit button is dimmed on purpose.
      await expect(page.getByRole('button', { name: submit }).first()).toBeEnabled();
      for (const scheme of SCHEMES) {
        await show(page, scheme);
        await expectNoViolations(page, scheme, `${name} with errors`);
      }
    }
    await page.context().close();
  });
});
