import type { JWT } from 'next-auth/jwt';
import { isRoleKey, type Access, type RoleKey } from './permissions';
import type { StaffUser } from './staff';

/** Sessions end 12 h after sign-in, however active the member is (no sliding renewal). */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

export interface StaffSessionUser {
  id: string;
  email: string;
  name: string;
  /** The role key the member holds: a preset's (`admin`…) or a custom role's. */
  role: RoleKey;
  /** What that role grants now, resolved on every request (lib/auth/current-member.ts). */
  access: Access;
}

export interface StaffSession {
  user: StaffSessionUser;
  /** This sign-in's row in console.staff_sessions (null for a cookie issued before sessions were recorded). */
  sessionId?: string | null;
  /** Unix seconds. */
  signedInAt: number;
  /** ISO date-time: sign-in + 12 h. */
  expires: string;
}

/** What the encrypted session cookie carries beyond next-auth's defaults (`sub`, `email`, `name`). */
export interface StaffClaims {
  role: RoleKey;
  /** The member's session_version when they signed in. */
  sv: number;
  signedInAt: number;
}

export function claimsOf(token: JWT): StaffClaims | null {
  const { role, sv, signedInAt } = token;
  if (!isRoleKey(role) || typeof sv !== 'number' || typeof signedInAt !== 'number' || typeof token.sub !== 'string')
    return null;
  return { role, sv, signedInAt };
}

/**
 * Decides whether a session token is still good, against the member's current row: signed in
 * less than 12 h ago, member still exists and is enabled, and nothing has bumped their
 * session_version (role change, disable, password reset) since.
 */
export function validateToken(
  token: JWT,
  member: StaffUser | undefined,
  nowSeconds: number,
): (Omit<StaffSession, 'user'> & { user: Omit<StaffSessionUser, 'access'> }) | null {
  const claims = claimsOf(token);
  if (!claims || !member) return null;
  if (nowSeconds - claims.signedInAt >= SESSION_MAX_AGE_SECONDS || claims.signedInAt > nowSeconds + 60) return null;
  if (member.disabled || member.sessionVersion !== claims.sv || member.id !== token.sub) return null;
  if (!isRoleKey(member.role)) return null;
  return {
    user: { id: member.id, email: member.email, name: member.name, role: member.role },
    signedInAt: claims.signedInAt,
    expires: new Date((claims.signedInAt + SESSION_MAX_AGE_SECONDS) * 1000).toISOString(),
  };
}
