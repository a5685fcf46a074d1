import 'server-only';
import NextAuth, { CredentialsSignin, type NextAuthConfig, type Session } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { headers } from 'next/headers';
import { z } from 'zod';
import { getConsoleDb } from '@/lib/db';
import { insertAudit } from '@/lib/audit/entries';
import { verifyStaffCredentials } from './credentials';
import { isRoleKey } from './permissions';
import { clientIp } from './request';
import { authSecret, secureCookiesEnabled } from './secret';
import { claimsOf, SESSION_MAX_AGE_SECONDS, validateToken } from './session-token';
import { getStaffCached } from './staff-cache';
import { checkSession, endSessions, startSession } from './sessions';

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
          if (result.ok) {
            const { user } = result;
            return {
              id: user.id,
              email: user.email,
              name: user.name,
              role: user.role,
              sessionVersion: user.sessionVersion,
            };
          }
          if (result.reason === 'throttled') throw new ThrottledSignIn();
          if (result.reason === 'disabled') throw new DisabledSignIn();
          if (result.reason === 'code_required') throw new CodeRequiredSignIn();
          if (result.reason === 'invalid_code') throw new InvalidCodeSignIn();
          return null;
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user, trigger }) {
        if (trigger === 'signIn' && user) {
          const { role, sessionVersion } = user as { role?: unknown; sessionVersion?: unknown };
          if (!isRoleKey(role) || typeof sessionVersion !== 'number' || !user.id) return null;
          // One row per sign-in, its id in the cookie: the member can list and end sessions (lib/auth/sessions.ts).
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
