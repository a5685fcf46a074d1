import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, signIn, test } from './fixtures/auth';
import { freshPage, signedInNewMember } from './support/staff';

test.describe.configure({ timeout: 180_000 });

/** The code an authenticator app would show for `secret`, `stepsAhead` 30-second steps from now. */
function codeFor(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/** Email and password through the form; the form then asks for the second factor. */
async function passwordStep(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
}

async function codeStep(page: Page, code: string): Promise<void> {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a member enrols with a QR code secret and signs in with a code; codes and recovery codes work once; an admin resets it', async ({
  pageAs,
  browser,
}) => {
  const admin = await pageAs('admin');
  const {
    email,
    password,
    page: member,
  } = await signedInNewMember(browser, admin, { label: '2fa', name: 'Tess Factor', role: 'viewer' });
  await member.goto('/two-factor');
  await expect(member.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await member.getByTestId('totp-secret').textContent())!.trim();
  await member.getByLabel('Code from your app').fill(codeFor(secret, 10));
  await member.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(member.getByText('That code does not match.').first()).toBeVisible();
  await member.getByLabel('Code from your app').fill(codeFor(secret));
  await member.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const list = member.getByTestId('recovery-codes').getByRole('listitem');
  await expect(list).toHaveCount(10);
  const recovery = (await list.first().textContent())!.trim();

  const next = codeFor(secret, 1);
  const second = await freshPage(browser);
  await passwordStep(second, email, password);
  await codeStep(second, next);
  await second.waitForURL((url) => url.pathname !== '/login');
  await second.goto('/settings');
  await expect(second.getByTestId('role-badge')).toHaveText('Viewer');

  const replay = await freshPage(browser);
  await passwordStep(replay, email, password);
  await codeStep(replay, next);
  await expect(replay.getByText('That code is wrong or was already used.')).toBeVisible();
  await codeStep(replay, recovery);
  await replay.waitForURL((url) => url.pathname !== '/login');

  const again = await freshPage(browser);
  await passwordStep(again, email, password);
  await codeStep(again, recovery);
  await expect(again.getByText('That code is wrong or was already used.')).toBeVisible();

  await admin.reload();
  const row = admin.getByTestId(`staff-row-${email}`);
  await expect(row.getByTestId('two-factor-cell')).toContainText('On');
  await row.getByRole('button', { name: 'Reset two-factor for Tess Factor' }).click();
  await expect(row.getByTestId('two-factor-cell')).toContainText('Off');
  // The reset ended the member's sessions, and the password alone signs them in again.
  await second.goto('/settings');
  await expect(second).toHaveURL(/\/login/);
  await signIn(second, email, password);
});
