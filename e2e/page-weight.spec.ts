import { en } from '../lib/i18n/en';
import { expect, test } from './fixtures/auth';
import { DemoApi } from './support/api';
import { LIST_PAGES } from './support/pages';

/**
 * A page carries only the messages its client components use (docs/decisions.md, lib/i18n/client-keys.ts), and a
 * list page's first 25 rows weigh at most 120 KB of HTML (docs/performance.md, "The console's HTML";
 * bench/console-ssr.ts measures it at scale).
 */

/** The target for the HTML of a list page of 25 rows (docs/performance.md, "The console's HTML"). */
const LIST_HTML_LIMIT = 120 * 1024;

/**
 * The target for the JavaScript a route fetches on first load, as Chromium downloads it (the server's gzip).
 * `bench/js-size.ts --browser` measures every route; this checks the two heaviest (docs/performance.md).
 */
const FIRST_LOAD_JS_LIMIT = 160 * 1024;

/** Keys of other areas: a payments list shows no developer, plan, overview, approval-rule or staff-security words. */
const OTHER_AREAS = [
  'dev.',
  'overview.',
  'approvalRules.',
  'audit.',
  'twoFactor.',
  'invite.',
  'password.',
  'approvals.status.',
  'approvals.action.',
  'bulkRefund.status.',
  'bulkRefund.item.',
];

/** Areas a list page of its own carries: no other list page may (refunds are the payments list's only). */
const LIST_AREAS: Record<string, readonly string[]> = {
  'refund.': ['/payments'],
  'bulkRefund.': ['/payments'],
  'plan.': ['/recurring-plans'],
  'cases.': ['/disputes'],
  'endUser.': ['/end-users'],
  'links.': ['/connect-links', '/checkout-links'],
};

/** The messages of another area a list page's HTML carries (`area key` for each), none expected. */
function foreignMessages(path: string, html: string): string[] {
  const foreign = (key: string) =>
    OTHER_AREAS.some((area) => key.startsWith(area)) ||
    Object.entries(LIST_AREAS).some(([area, owners]) => key.startsWith(area) && !owners.includes(path));
  return Object.keys(en)
    .filter((key) => foreign(key) && carries(html, key))
    .map((key) => `${path} ${key}`);
}

/** Whether the HTML's RSC payload carries a message under this key (`\"key\":\"…\"` inside a script string). */
function carries(html: string, key: string): boolean {
  return html.includes(`\\"${key}\\":`) || html.includes(`"${key}":`);
}

test('the payments list carries its own messages, none of other areas', async ({ pageAs }) => {
  const page = await pageAs('finance');
  const response = await page.request.get('/payments');
  expect(response.status()).toBe(200);
  const html = await response.text();

  expect(html.match(/data-testid="transaction-row-/g)?.length ?? (html.match(/<tr\b/g)?.length ?? 0) - 1).toBe(25);
  // Each row is in the HTML once: the table's row, not also a phone card (docs/performance.md, "The console's HTML").
  expect(html.match(/data-row-nav=""/g)?.length).toBe(25);
  expect(html).not.toContain('data-cards');
  // The page's client components' messages are there (the filters, the pager), so the check below can see them.
  expect(carries(html, 'table.rowsPerPage')).toBe(true);
  expect(foreignMessages('/payments', html)).toEqual([]);
});

// As finance, the target's measure. Admin pages carry row menus and checkboxes too (about 3-9 KB more,
// docs/performance.md, "The console's HTML"); the first rows are whatever other specs created last, so the test keeps a margin.
test('every list page of 25 rows weighs at most 120 KB of HTML and carries no other area’s messages, as finance', async ({
  pageAs,
}) => {
  const page = await pageAs('finance');
  const weights: Record<string, number> = {};
  const foreign: string[] = [];
  for (const path of LIST_PAGES) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const body = await response.body();
    weights[path] = body.length;
    // Only the payments list refunds: no other list carries the refund menu's or the bulk refund's messages; nor
    // does a list carry another area's (developers, plans, cases, links…).
    foreign.push(...foreignMessages(path, body.toString('utf8')));
  }
  const over = Object.entries(weights).filter(([, bytes]) => bytes > LIST_HTML_LIMIT);
  expect(over, `list pages over ${LIST_HTML_LIMIT} bytes`).toEqual([]);
  expect(foreign).toEqual([]);
});

test('moving between pages in the browser, no client component misses a message', async ({ pageAs }) => {
  test.setTimeout(180_000); // six pages on a shared machine
  const page = await pageAs('admin');
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Missing message'))
      missing.push(`${page.url()}: ${message.text()}`);
  });
  await page.goto('/payments');
  await expect(page.getByRole('region', { name: 'Payments' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console' });
  for (const name of ['Deposits', 'Recurring plans', 'Overview', 'Payouts']) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  await page.goto('/developers/logs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(missing).toEqual([]);
});

test('a page view prefetches only the links a member reaches for', async ({ pageAs }) => {
  const page = await pageAs('finance');
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/payments');
  await expect(page.getByRole('region', { name: 'Payments' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Neither the sidebar nor the 25 rows' links are rendered on the server ahead of time just for being in view.
  expect(prefetched).toEqual([]);

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Deposits', exact: true }).hover();
  await expect.poll(() => prefetched).toContain('/deposits');
  expect(prefetched.every((path) => path === '/deposits')).toBe(true);
});

// First-load JS (docs/performance.md, "First-load JavaScript"): the refund form is not part of a payment page's first
// load; it loads when a member reaches for "Refund…" (hover, focus or click), and the dialog then works as before.
test("a payment's page loads the refund form when the member reaches for it", async ({ pageAs, request }) => {
  test.setTimeout(120_000); // the payment has to reach SUCCESSFUL in the sandbox processor first
  const payment = await new DemoApi(request).successfulPayment(5_000);
  const page = await pageAs('support');
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(`/payments/${payment.uuid}`, { waitUntil: 'networkidle' });
  const firstLoad = new Set(scripts);
  const button = page.getByRole('button', { name: 'Refund…' });
  await button.hover();
  await expect.poll(() => scripts.filter((url) => !firstLoad.has(url)).length).toBeGreaterThan(0);
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Refund ${payment.code}` });
  await expect(dialog.getByRole('radio', { name: /Everything left/ })).toBeVisible();
});

// First-load JS (docs/performance.md, "First-load JavaScript"): a list renders its TanStack column definitions without
// TanStack's table and reads the URL without nuqs in the browser; a payment row's menu loads when a member reaches for
// its ⋯ button, and then works.
test("a list loads neither TanStack's table nor nuqs; a row's menu loads when reached for", async ({ pageAs }) => {
  const page = await pageAs('admin');
  const scripts: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.url());
    bodies.push(response.text().catch(() => ''));
  });
  await page.goto('/payments', { waitUntil: 'networkidle' });
  const firstLoad = new Set(scripts);
  const code = (await Promise.all(bodies)).join('\n');
  expect(code).not.toContain('getCoreRowModel');
  expect(code).not.toContain('nuqs');

  const menu = page
    .getByRole('region', { name: 'Payments' })
    .getByRole('button', { name: /^Actions for / })
    .first();
  await menu.hover();
  await expect.poll(() => scripts.filter((url) => !firstLoad.has(url)).length).toBeGreaterThan(0);
  await menu.click();
  await expect(page.getByRole('menu', { name: /^Actions for / })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Open' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('the heaviest routes, the payments list and a new payment, fetch at most 160 KB of JavaScript on first load', async ({
  pageAs,
}) => {
  for (const path of ['/payments', '/payments/new']) {
    // A fresh context each (an empty cache): every chunk the route needs is fetched, as on a first visit.
    const page = await pageAs('admin');
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    expect(bytes, `${path}: ${(bytes / 1024).toFixed(1)} KB of scripts`).toBeGreaterThan(100 * 1024);
    expect(bytes, `${path}: ${(bytes / 1024).toFixed(1)} KB of scripts`).toBeLessThanOrEqual(FIRST_LOAD_JS_LIMIT);
  }
});
