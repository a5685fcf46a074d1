import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, type Role } from '../fixtures/auth';

/** A page in a browser context of its own (no cookies: nobody signed in), on the console under test. */
export async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

export interface NewStaffMember {
  email: string;
  password: string;
}

/**
 * A member of the test's own (the demo members are shared by every test), added by `admin` through Settings → Staff →
 * Add staff member with a unique `e2e-<label>-…@example.com` email and a password; the dialog is closed again.
 */
export async function addStaffMember(
  admin: Page,
  input: { label: string; name: string; role: Role | (string & {}) },
): Promise<NewStaffMember> {
  const email = `e2e-${input.label}-${randomUUID().slice(0, 8)}@example.com`;
  const password = `pw-${randomUUID()}`;
  await admin.goto('/settings/staff');
  await admin.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add a staff member' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Name').fill(input.name);
  await dialog.getByLabel('Role').selectOption(input.role);
  await dialog.getByLabel('Initial password (optional)').fill(password);
  await dialog.getByRole('button', { name: 'Add staff member' }).click();
  await expect(dialog.getByRole('status')).toContainText(`can now sign in as ${email}`);
  await dialog.getByRole('button', { name: 'Done' }).click();
  return { email, password };
}

/** `addStaffMember`, then a fresh page signed in as the new member through the form. */
export async function signedInNewMember(
  browser: Browser,
  admin: Page,
  input: { label: string; name: string; role: Role | (string & {}) },
): Promise<NewStaffMember & { page: Page }> {
  const member = await addStaffMember(admin, input);
  const page = await freshPage(browser);
  await signIn(page, member.email, member.password);
  return { ...member, page };
}

/** A new member of the given role, signed in, who switched the console to Spanish (Colombia) in Settings. */
export async function signedInSpanishMember(
  browser: Browser,
  admin: Page,
  input: { label: string; name: string; role: Role | (string & {}) },
): Promise<NewStaffMember & { page: Page }> {
  const member = await signedInNewMember(browser, admin, input);
  const { page } = member;
  await page.goto('/settings');
  await page.getByLabel('Language').selectOption('es-CO');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('button', { name: 'Guardar preferencias' })).toBeVisible();
  return member;
}
