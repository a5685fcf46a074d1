import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestConsoleDb } from '@/lib/db/test-db';
import { staffSsoIdentities, staffUsers } from '@/lib/db/schema';
import type { ConsoleDb } from '@/lib/db/types';
import { setRoleMapping, updateAccessSettings } from '@/lib/auth/access-settings';
import { verifyStaffCredentials } from './credentials';
import { createStaff } from './staff';
import { readSecondFactorTicket, resolveSsoSignIn, secondFactorTicket, ssoConfig } from './sso';

let db: ConsoleDb;
let close: () => Promise<void>;
const issuer = 'https://login.example.com';
const secret = 'x'.repeat(40);

beforeAll(async () => {
  ({ db, close } = await openTestConsoleDb());
});
afterAll(() => close());

describe('SSO sign-in decisions', () => {
  it('refuses a first sign-in no group maps, then provisions it with the mapped role once an admin maps the group', async () => {
    const claims = { sub: 'u-1', email: 'Ana@Corp.example', name: 'Ana', groups: ['eng', 'finance-team'] };
    expect(await resolveSsoSignIn(db, { issuer, claims, ip: '203.0.113.9' })).toEqual({ ok: false, reason: 'no_role' });
    await setRoleMapping(db, { groupName: 'finance-team', role: 'finance' });
    const result = await resolveSsoSignIn(db, { issuer, claims, ip: '203.0.113.9' });
    expect(result.ok && result.provisioned && result.member.role).toBe('finance');
    expect(result.ok && result.member.email).toBe('ana@corp.example');
    const again = await resolveSsoSignIn(db, { issuer, claims: { ...claims, groups: [] }, ip: null });
    expect(again.ok && !again.provisioned && again.member.role).toBe('finance');
  });

  it('links an existing member by a verified email at the SSO domain (keeping their role) and refuses a disabled one', async () => {
    const member = await createStaff(db, {
      email: 'bo@corp.example',
      name: 'Bo',
      role: 'support',
      password: 'pw-12345678',
    });
    await updateAccessSettings(db, { ssoRequiredDomain: 'corp.example' });
    const verified = { email: 'bo@corp.example', email_verified: true };
    const result = await resolveSsoSignIn(db, { issuer, claims: { sub: 'u-2', ...verified }, ip: null });
    expect(result.ok && result.member.id).toBe(member.id);
    expect(result.ok && result.member.role).toBe('support');
    const other = await resolveSsoSignIn(db, { issuer, claims: { sub: 'u-x', ...verified }, ip: null });
    expect(other).toEqual({ ok: false, reason: 'other_identity' });
    await db.update(staffUsers).set({ disabled: true }).where(eq(staffUsers.id, member.id));
    expect(await resolveSsoSignIn(db, { issuer, claims: { sub: 'u-2', ...verified }, ip: null })).toEqual({
      ok: false,
      reason: 'disabled',
    });
    await updateAccessSettings(db, { ssoRequiredDomain: null });
  });

  it('never links by an email the provider does not say is verified (absent is not verified)', async () => {
    const member = await createStaff(db, {
      email: 'ed@corp.example',
      name: 'Ed',
      role: 'admin',
      password: 'pw-12345678',
    });
    await updateAccessSettings(db, { ssoRequiredDomain: 'corp.example' });
    for (const email_verified of [undefined, 'false', 1, 'yes']) {
      const claims = { sub: `u-ed-${String(email_verified)}`, email: 'ed@corp.example', email_verified };
      expect(await resolveSsoSignIn(db, { issuer, claims, ip: null }), String(email_verified)).toEqual({
        ok: false,
        reason: 'not_linkable',
      });
    }
    const denied = { sub: 'u-ed-no', email: 'ed@corp.example', email_verified: false };
    expect(await resolveSsoSignIn(db, { issuer, claims: denied, ip: null })).toEqual({ ok: false, reason: 'no_email' });
    // A provider that sends the claim as a string.
    const linked = await resolveSsoSignIn(db, {
      issuer,
      claims: { sub: 'u-ed', email: 'ed@corp.example', email_verified: 'true' },
      ip: null,
    });
    expect(linked.ok && linked.member.id).toBe(member.id);
    await updateAccessSettings(db, { ssoRequiredDomain: null });
  });

  it('never takes over a member outside the SSO domain (a break-glass admin), nor any member with no domain set', async () => {
    const admin = await createStaff(db, {
      email: 'breakglass@backup.example',
      name: 'Break glass',
      role: 'admin',
      password: 'pw-12345678',
    });
    const claims = { sub: 'u-bg', email: 'breakglass@backup.example', email_verified: true, amr: ['mfa'] };
    expect(await resolveSsoSignIn(db, { issuer, claims, ip: null })).toEqual({ ok: false, reason: 'not_linkable' });
    await updateAccessSettings(db, { ssoRequiredDomain: 'corp.example' });
    expect(await resolveSsoSignIn(db, { issuer, claims, ip: null })).toEqual({ ok: false, reason: 'not_linkable' });
    await updateAccessSettings(db, { ssoRequiredDomain: null });
    const refusals = await db.select().from(staffSsoIdentities).where(eq(staffSsoIdentities.memberId, admin.id));
    expect(refusals).toEqual([]);
  });

  it('asks an enrolled member for a code even when the provider asserts MFA, unless a setting trusts it', async () => {
    const member = await createStaff(db, {
      email: 'cy@corp.example',
      name: 'Cy',
      role: 'viewer',
      password: 'pw-12345678',
    });
    await db.update(staffUsers).set({ totpEnabledAt: new Date() }).where(eq(staffUsers.id, member.id));
    await updateAccessSettings(db, { ssoRequiredDomain: 'corp.example' });
    const claims = { sub: 'u-3', email: 'cy@corp.example', email_verified: true };
    const once = await resolveSsoSignIn(db, { issuer, claims: { ...claims, amr: ['pwd'] }, ip: null });
    expect(once.ok && once.secondFactorNeeded).toBe(true);
    const mfa = await resolveSsoSignIn(db, { issuer, claims: { ...claims, amr: ['pwd', 'mfa'] }, ip: null });
    expect(mfa.ok && mfa.secondFactorNeeded).toBe(true);
    const trusted = await resolveSsoSignIn(db, {
      issuer,
      claims: { ...claims, amr: ['pwd', 'mfa'] },
      ip: null,
      trustMfa: true,
    });
    expect(trusted.ok && trusted.secondFactorNeeded).toBe(false);
    const trustedOneFactor = await resolveSsoSignIn(db, {
      issuer,
      claims: { ...claims, amr: ['pwd'] },
      ip: null,
      trustMfa: true,
    });
    expect(trustedOneFactor.ok && trustedOneFactor.secondFactorNeeded).toBe(true);
    await updateAccessSettings(db, { ssoRequiredDomain: null });
    if (!once.ok) throw new Error('expected a sign-in');
    const ticket = await secondFactorTicket(once.member, secret);
    expect((await readSecondFactorTicket(db, ticket, secret))?.id).toBe(member.id);
    expect(await readSecondFactorTicket(db, ticket, secret, Date.now() + 6 * 60_000)).toBeNull();
    expect(await readSecondFactorTicket(db, ticket, 'y'.repeat(40))).toBeNull();
  });

  it('trusts amr only with OIDC_TRUST_MFA=true', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      OIDC_ISSUER: 'https://idp.example/',
      OIDC_CLIENT_ID: 'c',
      OIDC_CLIENT_SECRET: 's',
      OIDC_TRUST_MFA: undefined,
    };
    expect(ssoConfig(env)?.trustMfa).toBe(false);
    expect(ssoConfig({ ...env, OIDC_TRUST_MFA: 'false' })?.trustMfa).toBe(false);
    expect(ssoConfig({ ...env, OIDC_TRUST_MFA: 'true' })?.trustMfa).toBe(true);
  });
});

describe('the access rules at password sign-in', () => {
  it('refuses a password for the SSO domain, and any sign-in from outside the ranges', async () => {
    await createStaff(db, { email: 'di@corp.example', name: 'Di', role: 'viewer', password: 'pw-12345678' });
    const attempt = { email: 'di@corp.example', password: 'pw-12345678', ip: '203.0.113.9' };
    expect((await verifyStaffCredentials(db, attempt)).ok).toBe(true);
    await updateAccessSettings(db, { ssoRequiredDomain: 'corp.example' });
    expect(await verifyStaffCredentials(db, attempt)).toEqual({ ok: false, reason: 'sso_required' });
    await updateAccessSettings(db, { ssoRequiredDomain: null, ipRanges: ['198.51.100.0/24', '2001:db8::/32'] });
    expect(await verifyStaffCredentials(db, attempt)).toEqual({ ok: false, reason: 'network' });
    expect((await verifyStaffCredentials(db, { ...attempt, ip: '198.51.100.20' })).ok).toBe(true);
    expect((await verifyStaffCredentials(db, { ...attempt, ip: '2001:db8::7' })).ok).toBe(true);
    const sso = await resolveSsoSignIn(db, {
      issuer,
      claims: { sub: 'u-4', email: 'di@corp.example' },
      ip: '203.0.113.9',
    });
    expect(sso).toEqual({ ok: false, reason: 'network' });
    await updateAccessSettings(db, { ipRanges: [] });
  });
});
