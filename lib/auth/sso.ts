import { and, eq } from 'drizzle-orm';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { createHash } from 'node:crypto';
import type { ConsoleDb } from '@/lib/db/types';
import { staffSsoIdentities, staffUsers, type StaffUserRow } from '@/lib/db/schema';
import { insertAudit } from '@/lib/auth/audit-entries';
import { addressAllowed } from '@/lib/auth/networks';
import {
  getAccessSettings,
  groupsOf,
  knownRoleKeys,
  listRoleMappings,
  roleForGroups,
} from '@/lib/auth/access-settings';
import { findStaffByEmail, normalizeEmail, recordSignIn } from './staff';

/**
 * Single sign-on through the company's OpenID Connect provider (docs/sso.md): what the console decides once
 * Auth.js has verified the provider's ID token. Pure of Auth.js, so it is tested against a database alone.
 */

export interface SsoConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's name on the sign-in button. */
  name: string;
  /** Whether the provider's `amr: mfa` stands in for a member's own two-factor (OIDC_TRUST_MFA=true; off by default). */
  trustMfa: boolean;
}

/** SSO's settings from the environment (validated at boot with the rest: service/environment.ts); null when off. */
export function ssoConfig(env: NodeJS.ProcessEnv = process.env): SsoConfig | null {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim();
  if (!issuer || !clientId || !clientSecret) return null;
  return {
    issuer: issuer.replace(/\/$/, ''),
    clientId,
    clientSecret,
    name: env.OIDC_NAME?.trim() || 'SSO',
    trustMfa: env.OIDC_TRUST_MFA?.trim().toLowerCase() === 'true',
  };
}

/**
 * Whether the provider says the person used more than one factor: RFC 8176's `mfa` in the ID token's `amr`.
 * Anything else (`pwd` alone, no `amr`) is one factor. The console relies on it only when told to (`trustMfa`).
 */
export function mfaAsserted(claims: Record<string, unknown>): boolean {
  const amr = claims.amr;
  return Array.isArray(amr) && amr.includes('mfa');
}

export type SsoRefusal = 'no_email' | 'network' | 'disabled' | 'no_role' | 'other_identity' | 'not_linkable';

/** `email_verified` as providers send it: the boolean, or the string some send; absent is not verified. */
function emailVerified(claims: Record<string, unknown>): boolean {
  return claims.email_verified === true || claims.email_verified === 'true';
}

/**
 * Whether an existing member, not yet linked, may be linked by the provider's email (docs/sso.md, "Linking an existing
 * member"): the provider says the email is verified, and the email is at the single sign-on domain the merchant
 * configured. Members at other domains (a break-glass admin) are never taken over by whoever sets an email there.
 */
function linkableByEmail(claims: Record<string, unknown>, email: string, ssoDomain: string | null): boolean {
  return emailVerified(claims) && ssoDomain !== null && email.split('@').pop() === ssoDomain;
}

export type SsoSignIn =
  | { ok: true; member: StaffUserRow; provisioned: boolean; secondFactorNeeded: boolean }
  | { ok: false; reason: SsoRefusal };

/**
 * A sign-in the provider vouched for: the member linked to the provider's subject, else the member with the
 * token's email (linked now, only when that email is verified and at the SSO domain), else a new member with the role the groups map to (none mapped: refused, nothing
 * created). A disabled member, an address outside the network rule, or an email already linked to another subject
 * is refused. Every outcome is audited as `auth.sso_sign_in`.
 */
export async function resolveSsoSignIn(
  db: ConsoleDb,
  input: { issuer: string; claims: Record<string, unknown>; ip: string | null; trustMfa?: boolean },
  now: Date = new Date(),
): Promise<SsoSignIn> {
  const { issuer, claims, ip } = input;
  const subject = typeof claims.sub === 'string' ? claims.sub : '';
  const rawEmail = typeof claims.email === 'string' ? claims.email : '';
  const email = rawEmail ? normalizeEmail(rawEmail) : '';
  const base = { action: 'auth.sso_sign_in', ip, at: now } as const;
  const refuse = async (reason: SsoRefusal, member?: StaffUserRow): Promise<SsoSignIn> => {
    await insertAudit(db, {
      ...base,
      outcome: 'failure',
      actor: member ? actorOf(member) : { id: null, email: email || null, role: null },
      target: member?.id ?? null,
      summary: { reason, issuer, subject },
    });
    return { ok: false, reason };
  };

  if (!subject || !email || !email.includes('@') || claims.email_verified === false) return refuse('no_email');
  const settings = await getAccessSettings(db);
  if (!addressAllowed(ip, settings.ipRanges)) return refuse('network');

  const [linked] = await db
    .select({ member: staffUsers })
    .from(staffSsoIdentities)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSsoIdentities.memberId))
    .where(and(eq(staffSsoIdentities.issuer, issuer), eq(staffSsoIdentities.subject, subject)));
  let member = linked?.member;
  let provisioned = false;
  if (!member) {
    const byEmail = await findStaffByEmail(db, email);
    if (byEmail) {
      if (!linkableByEmail(claims, email, settings.ssoRequiredDomain)) return refuse('not_linkable', byEmail);
      const [link] = await db
        .insert(staffSsoIdentities)
        .values({ issuer, subject, memberId: byEmail.id })
        .onConflictDoNothing()
        .returning();
      if (!link) return refuse('other_identity', byEmail);
      member = byEmail;
    } else {
      const groups = groupsOf(claims, settings.ssoGroupClaim);
      const role = roleForGroups(await listRoleMappings(db), groups, await knownRoleKeys(db));
      if (!role) {
        await insertAudit(db, {
          ...base,
          outcome: 'failure',
          actor: { id: null, email, role: null },
          summary: { reason: 'no_role', issuer, subject, groups },
        });
        return { ok: false, reason: 'no_role' };
      }
      const created = await db.transaction(async (tx) => {
        const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 200) : email;
        // No password: `sso:` is no argon2 hash, so a password never matches it.
        const [row] = await tx
          .insert(staffUsers)
          .values({ email, name, role, passwordHash: 'sso:' })
          .onConflictDoNothing({ target: staffUsers.email })
          .returning();
        if (!row) return undefined;
        await tx.insert(staffSsoIdentities).values({ issuer, subject, memberId: row.id });
        return row;
      });
      if (!created) return refuse('other_identity');
      member = created;
      provisioned = true;
      await insertAudit(db, {
        ...base,
        action: 'staff.provision',
        outcome: 'success',
        actor: actorOf(member),
        target: member.id,
        summary: { role, groups, issuer },
      });
    }
  }
  if (member.disabled) return refuse('disabled', member);

  // The provider's `amr` is its own word: it replaces the member's code only where a setting trusts it (docs/sso.md).
  const mfaTrusted = input.trustMfa === true && mfaAsserted(claims);
  const secondFactorNeeded = Boolean(member.totpEnabledAt) && !mfaTrusted;
  if (!secondFactorNeeded) {
    await recordSignIn(db, member.id, now);
    await insertAudit(db, {
      ...base,
      outcome: 'success',
      actor: actorOf(member),
      target: member.id,
      summary: {
        issuer,
        mfa: mfaAsserted(claims),
        mfa_trusted: mfaTrusted,
        ...(provisioned ? { provisioned: true } : {}),
      },
    });
  }
  return { ok: true, member, provisioned, secondFactorNeeded };
}

function actorOf(member: StaffUserRow) {
  return { id: member.id, email: member.email, role: member.role };
}

/** A key of its own for the second-factor ticket, derived from the session secret. */
function ticketKey(authSecret: string): Uint8Array {
  return createHash('sha256').update(`merchant-console:sso-second-factor:${authSecret}`).digest();
}

export const TICKET_SECONDS = 5 * 60;

/**
 * The proof that the provider signed the member in, carried to the code page when it did not assert MFA and the
 * member has two-factor sign-in: encrypted (A256GCM), 5 minutes, bound to the member's session version.
 */
export async function secondFactorTicket(member: StaffUserRow, authSecret: string, now = Date.now()): Promise<string> {
  return new EncryptJWT({ purpose: 'sso-second-factor', sv: member.sessionVersion })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setSubject(member.id)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + TICKET_SECONDS)
    .encrypt(ticketKey(authSecret));
}

/** The member a ticket was issued to, while it is valid and their session version unchanged; else null. */
export async function readSecondFactorTicket(
  db: ConsoleDb,
  ticket: string,
  authSecret: string,
  now = Date.now(),
): Promise<StaffUserRow | null> {
  try {
    const { payload } = await jwtDecrypt(ticket, ticketKey(authSecret), { currentDate: new Date(now) });
    if (payload.purpose !== 'sso-second-factor' || typeof payload.sub !== 'string') return null;
    const [member] = await db.select().from(staffUsers).where(eq(staffUsers.id, payload.sub));
    if (!member || member.disabled || member.sessionVersion !== payload.sv) return null;
    return member;
  } catch {
    return null;
  }
}
