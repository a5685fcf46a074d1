import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listAudit } from '@/lib/audit/queries';
import { seedDemoStaff } from '@/lib/auth/demo';
import { invitationByToken, pendingInvitations } from '@/lib/auth/invitations';
import { presetOf } from '@/lib/auth/permissions';
import { roleLabel } from '@/lib/auth/role-label';
import { createRole } from '@/lib/auth/roles';
import { findStaffByEmail } from '@/lib/auth/staff';
import { openTestConsoleDb } from '@/lib/db/test-db';
import type { ConsoleDb } from '@/lib/db/types';
import { startSmtpServer } from '@/lib/test/smtp-server';

const state = vi.hoisted(() => ({ session: null as unknown, db: null as unknown }));

vi.mock('@/lib/auth/config', () => ({ auth: async () => state.session }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '192.0.2.9' }) }));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));
vi.mock('@/lib/db', () => ({ getConsoleDb: async () => state.db }));
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <T>(fn: T) => fn }));

const { inviteStaffAction } = await import('./invite');
const { loadInvitation } = await import('@/lib/staff/data');

/** A loopback port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let db: ConsoleDb;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestConsoleDb());
  state.db = db;
  await seedDemoStaff(db);
  const admin = (await findStaffByEmail(db, 'admin@example.com'))!;
  state.session = {
    user: { id: admin.id, email: admin.email, name: 'Ana Admin', role: 'admin' },
    signedInAt: Math.floor(Date.now() / 1000),
    expires: new Date(Date.now() + 3_600_000).toISOString(),
  };
});
afterAll(() => close());
afterEach(() => vi.unstubAllEnvs());

const invite = (email: string, role = 'finance') => {
  const form = new FormData();
  form.set('email', email);
  form.set('role', role);
  return inviteStaffAction(null, form);
};

async function auditFor(email: string) {
  const { entries } = await listAudit(db, { action: 'staff.invite', page: 1, pageSize: 50 });
  return entries.find((entry) => entry.summary.email === email);
}

const tokenOf = (invitePath: string | undefined) => invitePath!.replace('/invite/', '');

describe('inviteStaffAction with SMTP_URL', () => {
  it('mails the link to the invitee from SMTP_FROM, logged in with the URL’s credentials, and still shows it to copy', async () => {
    const smtp = await startSmtpServer({ login: { user: 'console', pass: 's3cret' } });
    try {
      vi.stubEnv('SMTP_URL', `smtp://console:s3cret@127.0.0.1:${smtp.port}`);
      vi.stubEnv('SMTP_FROM', 'Acme Console <console@acme.test>');
      vi.stubEnv('PUBLIC_URL', 'https://console.acme.test/');
      const result = await invite('Mia.Mail@Example.com');
      expect(result).toMatchObject({
        ok: true,
        message: expect.stringMatching(/^Invitation mailed to mia\.mail@example\.com\./),
        result: { mail: 'sent' },
      });
      const link = `https://console.acme.test${result.result!.invitePath}`;

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail).toMatchObject({ user: 'console', from: 'console@acme.test', to: ['mia.mail@example.com'] });
      expect(mail.headers.from).toMatch(/^"?Acme Console"? <console@acme\.test>$/);
      expect(mail.headers.to).toBe('mia.mail@example.com');
      expect(mail.headers.subject).toBe('Ana Admin invited you to the Merchant Console');
      const text = mail.parts['text/plain'];
      expect(text).toContain('Ana Admin (admin@example.com) invited you to the Merchant Console as Finance.');
      expect(text).toContain(`\n${link}\n`);
      expect(text).toMatch(/expires at \d{4}-\d\d-\d\d \d\d:\d\d UTC \(72 hours/);
      expect(mail.parts['text/html']).toContain(`<a href="${link}">`);

      // The mailed link is the invitation's.
      expect(await invitationByToken(db, tokenOf(result.result!.invitePath))).toMatchObject({
        state: 'open',
        invitation: { email: 'mia.mail@example.com', role: 'finance' },
      });
      expect(await auditFor('mia.mail@example.com')).toMatchObject({
        outcome: 'success',
        summary: { role: 'finance', mail: 'sent' },
      });
    } finally {
      await smtp.close();
    }
  });

  it('names a custom role by its name, not its key, in the mail and on the invitation page', async () => {
    const smtp = await startSmtpServer({ login: { user: 'console', pass: 's3cret' } });
    try {
      vi.stubEnv('SMTP_URL', `smtp://console:s3cret@127.0.0.1:${smtp.port}`);
      const admin = (await findStaffByEmail(db, 'admin@example.com'))!;
      await createRole(
        db,
        presetOf('admin'),
        { key: 'refund-desk', name: 'Refund desk', description: '', permissions: ['read', 'refund'], ceilings: {} },
        admin.id,
      );
      const result = await invite('desk@example.com', 'refund-desk');
      expect(result).toMatchObject({ ok: true, result: { mail: 'sent' } });
      expect(smtp.received[0].parts['text/plain']).toContain('invited you to the Merchant Console as Refund desk.');

      // The invitation page words the role with the same label as every other place a role is shown.
      const { found, roleNames } = await loadInvitation(tokenOf(result.result!.invitePath));
      expect(found).toMatchObject({ state: 'open', invitation: { role: 'refund-desk' } });
      const t = (key: string) => `[${key}]`;
      expect(roleLabel(t, 'refund-desk', roleNames)).toBe('Refund desk');
      expect(roleLabel(t, 'finance', roleNames)).toBe('[staff.role.finance]');
    } finally {
      await smtp.close();
    }
  });

  it('escapes what the HTML part quotes', async () => {
    const smtp = await startSmtpServer({ login: { user: 'console', pass: 's3cret' } });
    try {
      vi.stubEnv('SMTP_URL', `smtp://console:s3cret@127.0.0.1:${smtp.port}`);
      const session = state.session as { user: { name: string } };
      const name = session.user.name;
      session.user.name = 'Ana <b>Admin</b>';
      try {
        await invite('html@example.com', 'viewer');
      } finally {
        session.user.name = name;
      }
      const [mail] = smtp.received;
      expect(mail.parts['text/html']).toContain('Ana &#60;b&#62;Admin&#60;/b&#62; (admin@example.com)');
      expect(mail.parts['text/plain']).toContain('Ana <b>Admin</b> (admin@example.com)');
      expect(mail.headers.from).toMatch(/^"?Merchant Console"? <no-reply@localhost>$/);
    } finally {
      await smtp.close();
    }
  });

  it('keeps the invitation when the server is unreachable, and says why', async () => {
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${await closedPort()}`);
    const result = await invite('nobody-home@example.com');
    expect(result).toMatchObject({
      ok: true,
      result: { mail: 'failed', invitePath: expect.stringMatching(/^\/invite\/[A-Za-z0-9_-]{43}$/) },
    });
    expect(result.message).toMatch(
      /^Invitation for nobody-home@example\.com created\. Could not mail it: .*ECONNREFUSED.*; copy the link/,
    );
    expect(await invitationByToken(db, tokenOf(result.result!.invitePath))).toMatchObject({ state: 'open' });
    expect(await auditFor('nobody-home@example.com')).toMatchObject({
      outcome: 'success',
      summary: { mail: 'failed', mail_error: expect.stringContaining('ECONNREFUSED') },
    });
  });

  it('keeps the invitation when the server refuses the login or the recipient', async () => {
    const smtp = await startSmtpServer({ login: { user: 'console', pass: 's3cret' }, refuseRecipients: true });
    try {
      vi.stubEnv('SMTP_URL', `smtp://console:wrong@127.0.0.1:${smtp.port}`);
      const badLogin = await invite('bad-login@example.com');
      expect(badLogin).toMatchObject({
        ok: true,
        result: { mail: 'failed' },
        message: expect.stringMatching(/Could not mail it: Invalid login: 535 .*; copy the link/),
      });

      vi.stubEnv('SMTP_URL', `smtp://console:s3cret@127.0.0.1:${smtp.port}`);
      const refused = await invite('refused@example.com');
      expect(refused).toMatchObject({
        ok: true,
        result: { mail: 'failed' },
        message: expect.stringMatching(/Could not mail it: .*550 Mailbox unavailable.*; copy the link/),
      });

      expect(smtp.received).toHaveLength(0);
      const pending = (await pendingInvitations(db)).map((i) => i.email);
      expect(pending).toEqual(expect.arrayContaining(['bad-login@example.com', 'refused@example.com']));
      // The password in SMTP_URL never reaches the form or the audit log.
      expect(JSON.stringify([badLogin, await auditFor('bad-login@example.com')])).not.toContain('wrong');
    } finally {
      await smtp.close();
    }
  });
});

describe('inviteStaffAction without SMTP_URL', () => {
  it('only shows the link to copy, as before', async () => {
    vi.stubEnv('SMTP_URL', '');
    const result = await invite('copy-only@example.com');
    expect(result).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^Invitation for copy-only@example\.com created\. Send them this link/),
      result: { mail: 'off' },
    });
    expect(await auditFor('copy-only@example.com')).toMatchObject({ summary: { mail: 'off' } });
  });
});
