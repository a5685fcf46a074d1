import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { OIDC } from '../playwright.config';
import { expect, signIn, STAFF, test } from './fixtures/auth';
import {
  startCertifiedProvider,
  type CertifiedPerson,
  type CertifiedProvider,
} from '../lib/test/certified-oidc-provider';
import { freshPage } from './support/staff';

/**
 * Single sign-on against a certified OpenID Connect provider (panva's oidc-provider, lib/test/certified-oidc-provider.ts)
 * started here on the port the console's OIDC_ISSUER names (playwright.config.ts), set up the way real providers
 * differ: no `email_verified` unless a person's record has it, groups in the custom claim `memberOf`, an `amr` in
 * every ID token. The console's own Auth.js discovers it, redirects the browser to its sign-in page, exchanges the
 * code (PKCE) and verifies the ID token. One provider and the console's shared access settings: the tests run in
 * order, each with its own email domain.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = randomUUID().slice(0, 8);
const domain = `sso-${run}.test`;
const group = `e2e-finance-${run}`;
let idp: CertifiedProvider | null = null;

/** A person at the provider, known by their email (the `sub` is derived from it). */
const person = (email: string, rest: Omit<CertifiedPerson, 'sub' | 'email'> = {}) =>
  idp!.setPerson({ sub: `sub-${email}`, email, ...rest });

test.afterAll(async () => {
  await idp?.close();
});

/** "Continue with Test IdP", the provider's own sign-in page, and back to the console. */
async function ssoSignIn(page: Page, email: string): Promise<void> {
  // Signed out at the provider first: like a real one, it would otherwise send its signed-in person straight back.
  await page.context().clearCookies({ domain: '127.0.0.1' });
  await page.goto('/login');
  await page.getByRole('button', { name: `Continue with ${OIDC.name}` }).click();
  await page.waitForURL((url) => url.port === String(OIDC.port));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.port !== String(OIDC.port));
}

async function accessForm(admin: Page, name: string) {
  await admin.goto('/settings/access');
  return admin.getByRole('form', { name });
}

test('a provider that is down: a clear error, and password members still sign in', async ({ browser }) => {
  const page = await freshPage(browser);
  await page.goto('/login');
  await page.getByRole('button', { name: `Continue with ${OIDC.name}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'is not answering' })).toContainText(
    `${OIDC.name} is not answering`,
  );
  await signIn(page, STAFF.viewer.email, STAFF.viewer.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.context().close();
});

test('first sign-in: no access until an admin maps the group, then provisioned with its role; disabled: refused', async ({
  browser,
  pageAs,
}) => {
  idp = await startCertifiedProvider({
    port: OIDC.port,
    path: OIDC.path,
    client: {
      id: OIDC.clientId,
      secret: OIDC.clientSecret,
      redirectUri: `${test.info().project.use.baseURL}/api/auth/callback/oidc`,
    },
  });
  const email = `ana@${domain}`;
  person(email, { name: 'Ana Sso', memberOf: ['everyone', group], amr: ['pwd', 'mfa'] });

  const page = await freshPage(browser);
  await ssoSignIn(page, email);
  await expect(page.getByRole('status')).toContainText('no access to this console yet');

  const admin = await pageAs('admin');
  // The provider sends groups in `memberOf`: the console reads the claim it is told to (docs/sso.md).
  const sso = await accessForm(admin, 'Single sign-on');
  await sso.getByLabel('Group claim').fill('memberOf');
  await sso.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(sso.getByRole('status')).toContainText('Saved.');
  const mapping = await accessForm(admin, 'Add group');
  await mapping.getByLabel('Group').fill(group);
  await mapping.getByLabel('Role').selectOption('finance');
  await mapping.getByRole('button', { name: 'Add group' }).click();
  await expect(admin.getByRole('list', { name: 'Groups and roles' })).toContainText(group);

  await ssoSignIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/settings');
  await expect(page.getByTestId('role-badge')).toHaveText('Finance');

  await admin.goto('/settings/staff');
  const row = admin.getByTestId(`staff-row-${email}`);
  await row.getByRole('button', { name: 'Disable Ana Sso' }).click();
  await admin.getByRole('dialog', { name: 'Disable Ana Sso?' }).getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled');
  const again = await freshPage(browser);
  await ssoSignIn(again, email);
  await expect(again.getByRole('status')).toContainText('This account is disabled');
  await Promise.all([page.context().close(), again.context().close()]);
});

test('the domain requires SSO: a password is refused with a clear message; the same member signs in through the provider', async ({
  browser,
  pageAs,
}) => {
  const email = `pat@${domain}`;
  const password = `pw-${randomUUID()}`;
  const admin = await pageAs('admin');
  await admin.goto('/settings/staff');
  await admin.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add a staff member' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Name').fill('Pat Password');
  await dialog.getByLabel('Role').selectOption('support');
  await dialog.getByLabel('Initial password (optional)').fill(password);
  await dialog.getByRole('button', { name: 'Add staff member' }).click();
  await expect(dialog.getByRole('status')).toContainText(`can now sign in as ${email}`);

  const sso = await accessForm(admin, 'Single sign-on');
  await sso.getByLabel('Require single sign-on for the domain').fill(domain);
  await sso.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(sso.getByRole('status')).toContainText('Saved.');

  const page = await freshPage(browser);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('sign in with single sign-on');

  // Linking an existing member needs a verified email at the SSO domain: this person's record has the claim.
  person(email, { emailVerified: true, amr: ['mfa'] });
  await ssoSignIn(page, email);
  await page.goto('/settings');
  await expect(page.getByTestId('role-badge')).toHaveText('Support');

  const reset = await accessForm(admin, 'Single sign-on');
  await reset.getByLabel('Require single sign-on for the domain').fill('');
  await reset.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(reset.getByRole('status')).toContainText('Saved.');
  await page.context().close();
});

test('two-factor: the member’s own code is asked even when the provider asserts MFA (amr not trusted by default)', async ({
  browser,
}) => {
  const email = `cy@${domain}`;
  person(email, { name: 'Cy Factor', memberOf: [group], amr: ['pwd', 'mfa'] });
  const member = await freshPage(browser);
  await ssoSignIn(member, email);
  await member.goto('/two-factor');
  const secret = (await member.getByTestId('totp-secret').textContent())!.trim();
  const code = (stepsAhead: number) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: Date.now() + stepsAhead * 30_000,
    });
  await member.getByLabel('Code from your app').fill(code(0));
  await member.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(member.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);

  const withMfa = await freshPage(browser);
  await ssoSignIn(withMfa, email);
  await expect(withMfa).toHaveURL(/\/login\/sso-code/);

  person(email, { name: 'Cy Factor', memberOf: [group], amr: ['pwd'] });
  const oneFactor = await freshPage(browser);
  await ssoSignIn(oneFactor, email);
  await expect(oneFactor).toHaveURL(/\/login\/sso-code/);
  await oneFactor.getByLabel('Authentication code').fill(code(1));
  await oneFactor.getByRole('button', { name: 'Verify' }).click();
  await oneFactor.waitForURL((url) => !url.pathname.startsWith('/login'));
  await oneFactor.goto('/settings');
  await expect(oneFactor.getByTestId('role-badge')).toHaveText('Finance');
  await Promise.all([member, withMfa, oneFactor].map((p) => p.context().close()));
});

test('the network rule: ranges that leave the admin outside are refused; the audit log exports with its filters', async ({
  pageAs,
}) => {
  const admin = await pageAs('admin');
  const network = await accessForm(admin, 'Networks');
  await network.getByLabel('Allowed networks (CIDR)').fill('10.0.0.0/8\n2001:db8::/32');
  await network.getByRole('button', { name: 'Save networks' }).click();
  await expect(network.getByRole('status')).toContainText('saving them would lock you out');
  await network.getByLabel('Allowed networks (CIDR)').fill('not-a-range');
  await network.getByRole('button', { name: 'Save networks' }).click();
  await expect(network.getByRole('status')).toContainText('These are not CIDR ranges: not-a-range');

  const jsonl = await admin.request.get('/audit/export?format=jsonl&action=access.sso_mapping');
  expect(jsonl.headers()['content-type']).toContain('application/jsonl');
  const rows = (await jsonl.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => row.action === 'access.sso_mapping')).toBe(true);
  expect(rows.map((row) => row.target)).toContain(group);
  const csv = await admin.request.get('/audit/export?format=csv&action=auth.sso_sign_in&outcome=failure');
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toContain('id,at (UTC),actor_id,actor_email');
  expect(lines.slice(1).every((line) => line.includes(',auth.sso_sign_in,') && line.includes(',failure,'))).toBe(true);
  expect(lines.some((line) => line.includes(`ana@${domain}`))).toBe(true);
});
