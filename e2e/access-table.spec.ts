import { expect, test } from './fixtures/auth';
import { DemoApi } from './support/api';
import type { Role } from './fixtures/auth';

/**
 * Every console page and route handler × every role, by direct request (no clicking): allowed exactly where the
 * role table of docs/staff-auth.md says, refused with 403 elsewhere, and signed out sent to /login (pages) or
 * answered 401 (route handlers). The table below is that document's, written out again on purpose: the test
 * checks the console against the documentation, not against its own permission code. Server actions × role are
 * replayed from captured requests in e2e/actions/*.spec.ts.
 */

type Permission =
  | 'read'
  | 'deposits:read'
  | 'refund'
  | 'disconnect'
  | 'plans:manage'
  | 'links:create'
  | 'end-users:create'
  | 'payouts:create'
  | 'transfers:create'
  | 'payments:split'
  | 'exports'
  | 'staff:manage'
  | 'audit:read'
  | 'developers';

// docs/staff-auth.md, "Roles".
const ROLES: Record<Role, Permission[]> = {
  admin: [
    'read',
    'deposits:read',
    'refund',
    'disconnect',
    'plans:manage',
    'links:create',
    'end-users:create',
    'payouts:create',
    'transfers:create',
    'payments:split',
    'exports',
    'staff:manage',
    'audit:read',
    'developers',
  ],
  support: ['read', 'deposits:read', 'refund', 'disconnect', 'plans:manage', 'links:create', 'end-users:create'],
  finance: ['read', 'deposits:read', 'payouts:create', 'transfers:create', 'payments:split', 'exports'],
  viewer: ['read', 'deposits:read'],
};

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
  ['/payments/bulk-refunds', 'refund'],
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

test.describe('access: every page and route handler × every role, as docs/staff-auth.md says', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const role of Object.keys(ROLES) as Role[]) {
    test(role, async ({ pageAs }) => {
      const page = await pageAs(role);
      const wrong: string[] = [];
      for (const [path, permission] of [...pages(ids), ...routes(ids)]) {
        const allowed = ROLES[role].includes(permission);
        const response = await page.request.get(path, { maxRedirects: 0 });
        const status = response.status();
        // Allowed: 200 (an export may say 4xx about its query, never 401/403); refused: 403, never a 5xx.
        const ok = allowed ? status < 300 : status === 403;
        if (!ok) wrong.push(`${path} (${permission}): ${status}, expected ${allowed ? '2xx' : '403'}`);
      }
      expect(wrong).toEqual([]);
    });
  }

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
