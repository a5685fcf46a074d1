import { randomUUID } from 'node:crypto';
import { SMTP_PORT } from '../playwright.config';
import { startSmtpServer } from '../lib/test/smtp-server';
import { expect, signIn, STAFF, test } from './fixtures/auth';
import { freshPage, signedInSpanishMember } from './support/staff';

// Two invitations, an acceptance (argon2) and a sign-in: more than the default minute on a loaded machine.
test.describe.configure({ timeout: 180_000 });

test('an admin invites by email; the link is mailed and shown, works once, lets the invitee choose a password, and a withdrawn link stops', async ({
  pageAs,
  browser,
}) => {
  // The console under test mails invitations to SMTP_PORT (playwright.config.ts): a real SMTP server listens there for now.
  const smtp = await startSmtpServer({ port: SMTP_PORT });
  const admin = await pageAs('admin');
  const email = `e2e-invite-${randomUUID().slice(0, 8)}@example.com`;
  await admin.goto('/settings/staff');
  const form = admin.getByRole('form', { name: 'Invite a staff member' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption('finance');
  await form.getByRole('button', { name: 'Invite' }).click();
  const link = (await form.getByTestId('invite-link').textContent())!.trim();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await expect(form.getByText(`Invitation mailed to ${email}.`)).toBeVisible();
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0].to).toEqual([email]);
  expect(smtp.received[0].parts['text/plain']).toContain(`${link}\n`);
  expect(smtp.received[0].parts['text/plain']).toContain('as Finance');
  await expect(admin.getByTestId(`invitation-${email}`)).toContainText('Finance');

  // The invitee, signed out, opens it: a weak password is refused on its field, then a good one joins.
  const invitee = await freshPage(browser);
  await invitee.goto(link);
  await expect(invitee.getByText(`You are invited as ${email}`)).toBeVisible();
  await invitee.getByLabel('Your name').fill('Ivy Invited');
  await invitee.getByLabel('Password', { exact: true }).fill('short');
  await invitee.getByLabel('Password again').fill('short');
  await invitee.getByRole('button', { name: 'Join the console' }).click();
  await expect(invitee.getByText(/Use at least 12 characters/)).toBeVisible();
  const password = `ivy-${randomUUID()}`;
  await invitee.getByLabel('Password', { exact: true }).fill(password);
  await invitee.getByLabel('Password again').fill(password);
  await invitee.getByRole('button', { name: 'Join the console' }).click();
  await expect(invitee.getByText(`Welcome. Sign in as ${email}`)).toBeVisible();

  // Used once: the same link now says so; the member signs in with the role they were invited with.
  await invitee.goto(link);
  await expect(invitee.getByTestId('invitation-closed')).toContainText('already used');
  await signIn(invitee, email, password);
  await expect(invitee.getByText('Finance').first()).toBeVisible();
  await invitee.context().close();

  // With the mail server gone the invitation is still made, the form says why it was not mailed, the link is there.
  await smtp.close();
  const other = `e2e-invite-${randomUUID().slice(0, 8)}@example.com`;
  await admin.goto('/settings/staff');
  await form.getByLabel('Email').fill(other);
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(form.getByText(/Could not mail it: .*ECONNREFUSED.*; copy the link/)).toBeVisible();
  const otherLink = (await form.getByTestId('invite-link').textContent())!.trim();
  expect(smtp.received).toHaveLength(1);

  // A withdrawn invitation's link stops working at once.
  await admin.getByRole('button', { name: `Withdraw the invitation for ${other}` }).click();
  await expect(admin.getByTestId(`invitation-${other}`)).toHaveCount(0);
  const stranger = await freshPage(browser);
  await stranger.goto(otherLink);
  await expect(stranger.getByTestId('invitation-closed')).toContainText('withdrawn');
  await stranger.goto('/invite/not-a-real-token-at-all-xxxxxxxx');
  await expect(stranger.getByTestId('invitation-closed')).toContainText('not valid');
  await stranger.context().close();

  await admin.goto('/audit?action=staff.invite');
  await expect(
    admin.getByRole('row').filter({ hasText: 'staff.invite' }).filter({ hasText: STAFF.admin.email }).first(),
  ).toBeVisible();
});

test('support sees no invitation form: staff management is admin-only', async ({ pageAs }) => {
  const support = await pageAs('support');
  await support.goto('/settings/staff');
  await expect(support.getByRole('form', { name: 'Invite a staff member' })).toHaveCount(0);
});

test('an admin whose language is es-CO reads the server’s answers in Spanish', async ({ pageAs, browser }) => {
  // An admin of this test's own: the language is per member, and the demo members are shared by every test.
  const { page } = await signedInSpanishMember(browser, await pageAs('admin'), {
    label: 'invita-es',
    name: 'Inés Invita',
    role: 'admin',
  });

  // Inviting someone who is already a member: refused by the server action, in the member's language.
  await page.goto('/settings/staff');
  const form = page.getByRole('form', { name: 'Invitar a un miembro del equipo' });
  await form.getByLabel('Correo electrónico').fill(STAFF.viewer.email);
  await form.getByRole('button', { name: 'Invitar' }).click();
  await expect(form.getByText('Revisa los campos resaltados.')).toBeVisible();
  await expect(form.getByText('Ya existe un miembro del equipo con este correo.')).toBeVisible();
  await page.context().close();
});
