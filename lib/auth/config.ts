import 'server-only';
import NextAuth, { CredentialsSignin, type NextAuthConfig, type Session } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import type { Provider } from 'next-auth/providers';
import { headers } from 'next/headers';
import { z } from 'zod';
import { getConsoleDb } from '@/lib/db';
import { insertAudit } from '@/lib/auth/audit-entries';
import { verifyStaffCredentials } from './credentials';
import { readSecondFactorTicket, resolveSsoSignIn, secondFactorTicket, ssoConfig } from './sso';
import { verifySecondFactor } from './two-factor';
import { recordSignIn } from './staff';
import { clearFailures, emailKey, releaseAttempt, reserveAttempt, throttleKeys } from './throttle';
import { isRoleKey } from './permissions';
import { clientIp } from './request';
import { authSecret, secureCookiesEnabled } from './secret';
import { claimsOf, SESSION_MAX_AGE_SECONDS, validateToken } from './claims';
import { getStaffCached } from './staff-cache';
import { checkSession, endSessions, startSession } from './session-store';

/** Too many failed attempts for this email or address: the form says when to try again. */
export class ThrottledSignIn extends CredentialsSignin {
  code = 'throttled';
}

export class DisabledSignIn extends CredentialsSignin {
  code = 'disabled';
}

/** The password was right; the member signs in with a second factor too. */
export class CodeRequiredSignIn extends CredentialsSignin {
  code = 'code_required';
}

export class InvalidCodeSignIn extends CredentialsSignin {
  code = 'invalid_code';
}

/** The network rule refuses the address (docs/sso.md). */
export class NetworkSignIn extends CredentialsSignin {
  code = 'network';
}

/** The email's domain signs in through the identity provider only. */
export class SsoRequiredSignIn extends CredentialsSignin {
  code = 'sso_required';
}

/** The single sign-on's second-factor ticket has expired or no longer matches the member. */
export class TicketExpiredSignIn extends CredentialsSignin {
  code = 'ticket_expired';
}

/** The provider id of single sign-on in Auth.js (its callback: /api/auth/callback/oidc). */
export const SSO_PROVIDER_ID = 'oidc';

const ticketSchema = z.object({ ticket: z.string().min(1).max(4000), code: z.string().trim().min(1).max(64) });

/** The member's fields the jwt callback turns into the session (every provider's `authorize`/signIn hands it these). */
const sessionUser = (user: { id: string; email: string; name: string; role: string; sessionVersion: number }) => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  sessionVersion: user.sessionVersion,
});

/**
 * The company's OpenID Connect provider when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set: Auth.js
 * discovers it from the issuer, signs in with the authorization code flow (PKCE, state and nonce checked) and
 * verifies the ID token; the signIn callback below decides who that is (lib/auth/sso.ts).
 */
function ssoProviders(): Provider[] {
  const sso = ssoConfig();
  if (!sso) return [];
  return [
    {
      id: SSO_PROVIDER_ID,
      name: sso.name,
      type: 'oidc',
      issuer: sso.issuer,
      clientId: sso.clientId,
      clientSecret: sso.clientSecret,
      checks: ['pkce', 'state', 'nonce'],
      authorization: { params: { scope: 'openid email profile' } },
    },
    // The code page after a provider that did not assert MFA (app/login/sso-code): the ticket proves the provider's
    // sign-in, the code the second factor.
    Credentials({
      id: 'sso-code',
      credentials: { ticket: { type: 'text' }, code: { type: 'text' } },
      async authorize(raw, request) {
        const parsed = ticketSchema.safeParse(raw);
        if (!parsed.success) return null;
        const db = await getConsoleDb();
        const member = await readSecondFactorTicket(db, parsed.data.ticket, authSecret());
        if (!member) throw new TicketExpiredSignIn();
        const ip = clientIp(request.headers);
        const throttle = await reserveAttempt(db, throttleKeys(member.email, ip));
        if (!throttle.ok) throw new ThrottledSignIn();
        const base = {
          action: 'auth.sso_sign_in',
          ip,
          actor: { id: member.id, email: member.email, role: member.role },
        };
        const factor = await verifySecondFactor(db, member, parsed.data.code, authSecret());
        if (!factor) {
          await insertAudit(db, {
            ...base,
            outcome: 'failure',
            target: member.id,
            summary: { reason: 'wrong_second_factor' },
          });
          throw new InvalidCodeSignIn();
        }
        await releaseAttempt(db, throttle.keys);
        await clearFailures(db, emailKey(member.email));
        await recordSignIn(db, member.id);
        await insertAudit(db, { ...base, outcome: 'success', target: member.id, summary: { second_factor: factor } });
        return sessionUser(member);
      },
    }),
  ];
}

const credentialsSchema = z.object({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(256),
  code: z.string().max(64).optional(),
});

function config(): NextAuthConfig {
  return {
    secret: authSecret(),
    trustHost: true,
    useSecureCookies: secureCookiesEnabled(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/login', error: '/login' },
    logger: {
      // A failed sign-in is expected and already in the audit log: no stack trace for it.
      error(error) {
        if (error instanceof CredentialsSignin || error.name === 'CredentialsSignin') return;
        console.error('[auth]', error);
      },
    },
    providers: [
      Credentials({
        credentials: { email: { type: 'email' }, password: { type: 'password' }, code: { type: 'text' } },
        async authorize(raw, request) {
          const parsed = credentialsSchema.safeParse(raw);
          if (!parsed.success) return null;
          const db = await getConsoleDb();
          const result = await verifyStaffCredentials(db, {
            ...parsed.data,
            ip: clientIp(request.headers),
            authSecret: authSecret(),
          });
          if (result.ok) return sessionUser(result.user);
          if (result.reason === 'network') throw new NetworkSignIn();
          if (result.reason === 'sso_required') throw new SsoRequiredSignIn();
          if (result.reason === 'throttled') throw new ThrottledSignIn();
          if (result.reason === 'disabled') throw new DisabledSignIn();
          if (result.reason === 'code_required') throw new CodeRequiredSignIn();
          if (result.reason === 'invalid_code') throw new InvalidCodeSignIn();
          return null;
        },
      }),
      ...ssoProviders(),
    ],
    callbacks: {
      /**
       * Single sign-on: Auth.js has verified the provider's ID token; the console decides who signs in (provisioning,
       * mapping, disabled, network rule) and whether a code is still needed. A refusal goes back to the sign-in page
       * with its reason; the member's row replaces what Auth.js made of the profile.
       */
      async signIn({ user, account, profile }) {
        if (account?.provider !== SSO_PROVIDER_ID) return true;
        const sso = ssoConfig();
        if (!sso || !profile) return '/login?error=sso&code=failed';
        const request = await headers().catch(() => null);
        const db = await getConsoleDb();
        const result = await resolveSsoSignIn(db, {
          issuer: sso.issuer,
          claims: profile as Record<string, unknown>,
          ip: request ? clientIp(request) : null,
          trustMfa: sso.trustMfa,
        });
        if (!result.ok) return `/login?error=sso&code=${result.reason}`;
        if (result.secondFactorNeeded) {
          const ticket = await secondFactorTicket(result.member, authSecret());
          return `/login/sso-code?ticket=${encodeURIComponent(ticket)}`;
        }
        Object.assign(user, sessionUser(result.member));
        return true;
      },
      async jwt({ token, user, trigger }) {
        if ((trigger === 'signIn' || trigger === 'signUp') && user) {
          const { role, sessionVersion } = user as { role?: unknown; sessionVersion?: unknown };
          if (!isRoleKey(role) || typeof sessionVersion !== 'number' || !user.id) return null;
          // One row per sign-in, its id in the cookie: the member can list and end sessions (lib/auth/session-store.ts).
          const request = await headers().catch(() => null);
          const sid = await startSession(await getConsoleDb(), user.id, {
            userAgent: request?.get('user-agent') ?? null,
            ip: request ? clientIp(request) : null,
          });
          return {
            sub: user.id,
            email: user.email,
            name: user.name,
            role,
            sv: sessionVersion,
            signedInAt: Math.floor(Date.now() / 1000),
            sid,
          };
        }
        const claims = claimsOf(token);
        if (!claims || !token.sub) return null;
        const db = await getConsoleDb();
        const member = await getStaffCached(db, token.sub);
        const session = validateToken(token, member, Math.floor(Date.now() / 1000));
        if (!session) return null;
        if (typeof token.sid === 'string' && !(await checkSession(db, token.sid))) return null;
        return { ...token, email: session.user.email, name: session.user.name, role: session.user.role };
      },
      session({ session, token }) {
        // The jwt callback has validated and refreshed the token; this only reshapes it.
        const claims = claimsOf(token);
        if (!claims) return session;
        return {
          ...session,
          user: { id: token.sub, email: token.email, name: token.name, role: claims.role },
          sessionId: typeof token.sid === 'string' ? token.sid : null,
          signedInAt: claims.signedInAt,
          expires: new Date((claims.signedInAt + SESSION_MAX_AGE_SECONDS) * 1000).toISOString(),
        } as unknown as Session;
      },
    },
    events: {
      async signOut(message) {
        const token = 'token' in message ? message.token : null;
        const claims = token ? claimsOf(token) : null;
        if (!token?.sub || !claims) return;
        if (typeof token.sid === 'string') await endSessions(await getConsoleDb(), token.sub, { only: token.sid });
        const ip = await headers()
          .then(clientIp)
          .catch(() => null);
        await insertAudit(await getConsoleDb(), {
          action: 'auth.sign_out',
          outcome: 'success',
          actor: { id: token.sub, email: typeof token.email === 'string' ? token.email : null, role: claims.role },
          target: token.sub,
          ip,
        });
      },
    },
  };
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => config());
