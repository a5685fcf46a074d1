import type { Page } from '@playwright/test';
import { can, PERMISSIONS, ROLES, type Access, type Permission } from '../lib/auth/permissions';
import { expect, signIn, test } from './fixtures/auth';
import { DemoApi } from './support/api';
import { createRoleInPage } from './support/roles';
import { addStaffMember, freshPage } from './support/staff';

/**
 * Every console page and route handler × every built-in role and one custom role, by direct request (no clicking):
 * allowed exactly where the permission table (lib/auth/permissions.ts, docs/roles.md) says, refused with 403
 * elsewhere, and signed out sent to /login (pages) or answered 401 (route handlers). The expectations are generated
 * from the table (`can()`), so a new permission or preset is one change; what this spec pins is which permission
 * each page and route handler asks (the lists below). Server actions × role are replayed from captured requests in
 * e2e/actions/*.spec.ts.
 */

/**
 * The custom role walked besides the presets: a mix no preset has (bulk refunds without single ones, the audit log,
 * and neither `read` nor `deposits:read`, so every page behind a loading screen must still answer 403, not a 200
 * carrying the forbidden page: docs/roles.md, "Pages with a loading screen").
 */
const CUSTOM: Permission[] = ['refunds:bulk', 'exports', 'developers', 'audit:read'];

interface Ids {
  payment: string;
  payout: string;
  transfer: string;
  deposit: string;
  account: string;
  endUser: string;
  connectLink: string;
  checkoutLink: string;
  plan: string;
}

const pages = (id: Ids): [string, Permission][] => [
  ['/', 'read'],
  ['/search?q=example.com', 'read'],
  ['/settings', 'read'],
  ['/settings/staff', 'staff:manage'],
  ['/settings/access', 'staff:manage'],
  ['/settings/staff/roles', 'staff:manage'],
  ['/settings/approvals', 'approvals:manage'],
  ['/audit', 'audit:read'],
  ['/developers/api-keys', 'developers'],
  ['/developers/webhooks', 'developers'],
  ['/developers/events', 'developers'],
  ['/developers/logs', 'developers'],
  ['/payments', 'read'],
  ['/disputes', 'read'],
  ['/reconciliation', 'deposits:read'],
  [`/payments/${id.payment}`, 'read'],
  ['/payments/new', 'payments:split'],
  ['/payments/bulk-refunds', 'refunds:bulk'],
  [`/transactions/${id.payment}`, 'read'],
  ['/payouts', 'read'],
  [`/payouts/${id.payout}`, 'read'],
  ['/payouts/new', 'payouts:create'],
  ['/transfers', 'read'],
  [`/transfers/${id.transfer}`, 'read'],
  ['/transfers/new', 'transfers:create'],
  ['/deposits', 'deposits:read'],
  ['/reports', 'deposits:read'],
  ['/reports/schedules', 'deposits:read'],
  [`/deposits/${id.deposit}`, 'deposits:read'],
  ['/accounts', 'read'],
  [`/accounts/${id.account}`, 'read'],
  ['/end-users', 'read'],
  [`/end-users/${id.endUser}`, 'read'],
  ['/end-users/new', 'end-users:create'],
  ['/connect-links', 'read'],
  [`/connect-links/${id.connectLink}`, 'read'],
  ['/connect-links/new', 'links:create'],
  ['/checkout-links', 'read'],
  [`/checkout-links/${id.checkoutLink}`, 'read'],
  ['/checkout-links/new', 'links:create'],
  ['/recurring-plans', 'read'],
  [`/recurring-plans/${id.plan}`, 'read'],
  ['/recurring-plans/new', 'plans:manage'],
];

const routes = (id: Ids): [string, Permission][] => [
  ['/palette?q=PAY', 'read'],
  ['/saved-views?list=payments', 'read'],
  ['/lookup/accounts?q=a', 'read'],
  ['/lookup/end-users?q=a', 'read'],
  [`/lookup/refund-target?payment=${id.payment}`, 'refund'],
  [`/payments/${id.payment}/status`, 'read'],
  [`/payouts/${id.payout}/status`, 'read'],
  [`/transfers/${id.transfer}/status`, 'read'],
  ['/reports/export?format=csv', 'exports'],
  ...(
    [
      'payments',
      'payouts',
      'transfers',
      'deposits',
      'accounts',
      'end-users',
      'connect-links',
      'checkout-links',
      'recurring-plans',
    ] as const
  ).map((list): [string, Permission] => [`/${list}/export?format=csv`, 'exports']),
];

let ids: Ids;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const api = new DemoApi(request);
  const first = async (path: string, key: string) => {
    const body = await api.get<Record<string, { uuid: string }[]>>(path, { page_size: '1' });
    const uuid = body[key]?.[0]?.uuid;
    expect(uuid, `a demo row from ${path}`).toBeTruthy();
    return uuid!;
  };
  ids = {
    payment: await first('/payments/list', 'payments'),
    payout: await first('/payouts/list', 'payouts'),
    transfer: await first('/transfers/list', 'transfers'),
    deposit: await first('/deposits/list', 'deposits'),
    account: await first('/accounts/list', 'accounts'),
    endUser: await first('/end-users/list', 'end_users'),
    connectLink: await first('/connect/link/list', 'connect_links'),
    checkoutLink: await first('/checkout/link/list/', 'checkout_links'),
    plan: await first('/recurring-plans/list', 'recurring_plans'),
  };
  await request.dispose();
});

test.describe('access: every page and route handler × every role, as the permission table says', () => {
  // A walk is a hundred or so requests one after the other: room for them on a busy 2-core machine.
  test.describe.configure({ mode: 'parallel', timeout: 180_000 });

  const walk = async (page: Page, access: Access | (typeof ROLES)[number]) => {
    const wrong: string[] = [];
    for (const [path, permission] of [...pages(ids), ...routes(ids)]) {
      const allowed = can(access, permission);
      const response = await page.request.get(path, { maxRedirects: 0 });
      const status = response.status();
      // Allowed: 200 (an export may say 4xx about its query, never 401/403); refused: 403, never a 5xx.
      const ok = allowed ? status < 300 : status === 403;
      if (!ok) wrong.push(`${path} (${permission}): ${status}, expected ${allowed ? '2xx' : '403'}`);
    }
    expect(wrong).toEqual([]);
  };

  for (const role of ROLES) {
    test(role, async ({ pageAs }) => {
      await walk(await pageAs(role), role);
    });
  }

  test('a custom role created in the roles page', async ({ pageAs, browser }) => {
    const admin = await pageAs('admin');
    const role = await createRoleInPage(admin, { label: 'access', permissions: CUSTOM });
    const member = await addStaffMember(admin, { label: 'access', name: 'Custom Access', role: role.key });
    const page = await freshPage(browser);
    await signIn(page, member.email, member.password);
    await walk(page, { role: role.key, permissions: CUSTOM, ceilings: {} });
  });

  test('every permission of the table is asked by a page or route handler here, or by actions only', () => {
    const asked = new Set([...pages(ids), ...routes(ids)].map(([, permission]) => permission));
    // These guard server actions only (replayed in e2e/actions/*.spec.ts) or pages of features still to come.
    const actionsOnly: Permission[] = [
      'disconnect',
      'plans:payout',
      'plans:transfer',
      'cases:act',
      'reconciliation',
      'reports:manage',
    ];
    expect(PERMISSIONS.filter((p) => !asked.has(p) && !actionsOnly.includes(p))).toEqual([]);
  });

  test('signed out: pages go to /login, route handlers answer 401', async ({ request }) => {
    const wrong: string[] = [];
    for (const [path] of pages(ids)) {
      const response = await request.get(path, { maxRedirects: 0 });
      const location = response.headers()['location'] ?? '';
      if (![302, 303, 307].includes(response.status()) || !location.includes('/login'))
        wrong.push(`${path}: ${response.status()} → ${location}`);
    }
    for (const [path] of routes(ids)) {
      const response = await request.get(path, { maxRedirects: 0 });
      if (response.status() !== 401) wrong.push(`${path}: ${response.status()}`);
    }
    expect(wrong).toEqual([]);
  });
});
