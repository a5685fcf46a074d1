import 'server-only';
import { cache } from 'react';
import { auth } from './config';
import { getConsoleDb } from '@/lib/db';
import { isRoleKey } from './permissions';
import { resolveAccess } from './roles';
import type { StaffSession } from './claims';

/**
 * The signed-in staff member, or null. Once per request (React cache): the check behind it
 * (token age, member enabled, session version) runs once however many components ask. The member's role is resolved
 * here, on every request: a custom role's edit applies to its members' next request (a change of a member's role
 * bumps their session_version and so ends their sessions; docs/roles.md).
 */
export const getStaffSession = cache(async (): Promise<StaffSession | null> => {
  const session = (await auth()) as unknown as Partial<StaffSession> | null;
  const user = session?.user;
  if (!user || typeof user.id !== 'string' || typeof user.email !== 'string' || !isRoleKey(user.role)) return null;
  if (typeof session.signedInAt !== 'number' || typeof session.expires !== 'string') return null;
  const sessionId = typeof session.sessionId === 'string' ? session.sessionId : null;
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name ?? user.email,
      role: user.role,
      access: await resolveAccess(await getConsoleDb(), user.role),
    },
    sessionId,
    signedInAt: session.signedInAt,
    expires: session.expires,
  };
});
