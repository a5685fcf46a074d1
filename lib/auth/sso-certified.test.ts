import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { setRoleMapping, updateAccessSettings } from '@/lib/auth/access-settings';
import { staffUsers } from '@/lib/db/schema';
import { openTestConsoleDb } from '@/lib/db/test-db';
import type { ConsoleDb } from '@/lib/db/types';
import { startCertifiedProvider, type CertifiedProvider } from '@/lib/test/certified-oidc-provider';
import { createStaff } from './staff';
import { resolveSsoSignIn } from './sso';

/**
 * The single sign-on linking rules (docs/sso.md, "Linking an existing member") against ID tokens a certified
 * provider (panva's oidc-provider) issues through a real authorization code flow, set up the way real providers
 * differ: no `email_verified` claim, groups in the custom claim `memberOf`, an `amr` the console does not trust.
 */

let db: ConsoleDb;
let close: () => Promise<void>;
let idp: CertifiedProvider;
beforeAll(async () => {
  ({ db, close } = await openTestConsoleDb());
  idp = await startCertifiedProvider();
  await updateAccessSettings(db, { ssoGroupClaim: 'memberOf', ssoRequiredDomain: 'corp.example' });
  await setRoleMapping(db, { groupName: 'payments-finance', role: 'finance' });
});
afterAll(async () => {
  await idp.close();
  await close();
});

const signIn = async (sub: string, trustMfa = false) =>
  resolveSsoSignIn(db, { issuer: idp.issuer, claims: await idp.signIn(sub), ip: null, trustMfa });

describe('SSO against a certified provider', () => {
  it('issues the ID token as real providers do: email without email_verified, groups in memberOf, amr', async () => {
    idp.setPerson({
      sub: 'p-1',
      email: 'new.person@corp.example',
      memberOf: ['payments-finance'],
      amr: ['pwd', 'mfa'],
    });
    const claims = await idp.signIn('p-1');
    expect(claims).toMatchObject({ sub: 'p-1', email: 'new.person@corp.example', memberOf: ['payments-finance'] });
    expect(claims.amr).toEqual(['pwd', 'mfa']);
    expect(claims).not.toHaveProperty('email_verified');
  });

  it('provisions a new person from the custom groups claim', async () => {
    idp.setPerson({ sub: 'p-2', email: 'fresh@corp.example', name: 'Fresh', memberOf: ['payments-finance'] });
    const result = await signIn('p-2');
    expect(result.ok && result.provisioned && result.member.role).toBe('finance');
  });

  it('does not link an existing member by an email the provider leaves unverified (no claim)', async () => {
    const member = await createStaff(db, {
      email: 'owner@corp.example',
      name: 'Owner',
      role: 'admin',
      password: 'pw-12345678',
    });
    idp.setPerson({ sub: 'attacker-1', email: 'owner@corp.example', memberOf: ['payments-finance'], amr: ['mfa'] });
    expect(await signIn('attacker-1')).toEqual({ ok: false, reason: 'not_linkable' });

    idp.setPerson({ sub: 'owner-1', email: 'owner@corp.example', emailVerified: true, amr: ['pwd'] });
    const linked = await signIn('owner-1');
    expect(linked.ok && linked.member.id).toBe(member.id);
  });

  it('never takes over a break-glass admin outside the SSO domain, even with a verified email and amr: mfa', async () => {
    await createStaff(db, { email: 'glass@backup.example', name: 'Glass', role: 'admin', password: 'pw-12345678' });
    idp.setPerson({ sub: 'attacker-2', email: 'glass@backup.example', emailVerified: true, amr: ['pwd', 'mfa'] });
    expect(await signIn('attacker-2')).toEqual({ ok: false, reason: 'not_linkable' });
  });

  it('asks a member with two-factor for their own code although the provider says amr: mfa, unless trusted', async () => {
    const member = await createStaff(db, {
      email: 'two@corp.example',
      name: 'Two',
      role: 'viewer',
      password: 'pw-12345678',
    });
    await db.update(staffUsers).set({ totpEnabledAt: new Date() }).where(eq(staffUsers.id, member.id));
    idp.setPerson({ sub: 'two-1', email: 'two@corp.example', emailVerified: true, amr: ['pwd', 'mfa'] });
    const result = await signIn('two-1');
    expect(result.ok && result.secondFactorNeeded).toBe(true);
    const trusted = await signIn('two-1', true);
    expect(trusted.ok && trusted.secondFactorNeeded).toBe(false);
  });
});
