import 'server-only';
import { recordAudit, type StaffSession } from '@/lib/auth';
import { assertAssignable, resolveAccess, RoleError } from '@/lib/auth/roles';
import { roleErrorMessage } from '@/lib/auth/role-errors';
import { beyond, type RoleKey } from '@/lib/auth/permissions';
import { getConsoleDb } from '@/lib/db';
import type { Translator } from '@/lib/i18n';

/**
 * Before giving a member a role (create, invite, change): null when the actor may give it, else the refusal,
 * audited as denied under `action` (nobody grants what they do not hold; a retired or unknown role is given to nobody).
 */
export async function refuseUnassignable(
  session: StaffSession,
  action: string,
  role: RoleKey,
  t: Translator,
): Promise<{ ok: false; message: string; fieldErrors: { role: string } } | null> {
  try {
    await assertAssignable(await getConsoleDb(), session.user.access, role);
    return null;
  } catch (error) {
    if (!(error instanceof RoleError)) throw error;
    await recordAudit({
      session,
      action,
      outcome: 'denied',
      summary: { role, reason: error.code, beyond: error.details },
    });
    const message = roleErrorMessage(error, t);
    return { ok: false, message, fieldErrors: { role: message } };
  }
}

/**
 * Before acting on another member (reset their password or two-factor, disable or enable them, end their sessions,
 * change their role, withdraw an invitation someone else sent): null when the actor holds everything the member's
 * role grants, ceilings included, else the refusal, audited as denied under `action` (docs/security.md, "No way up").
 */
export async function refuseOutranked(
  session: StaffSession,
  action: string,
  member: { id: string; email: string; role: RoleKey },
  t: Translator,
): Promise<{ ok: false; message: string } | null> {
  const over = beyond(session.user.access, await resolveAccess(await getConsoleDb(), member.role));
  if (!over.length) return null;
  await recordAudit({
    session,
    action,
    outcome: 'denied',
    target: member.id,
    summary: { email: member.email, role: member.role, reason: 'outranked', beyond: over },
  });
  return { ok: false, message: t('actions.roles.outranked', { what: over.join(', ') }) };
}
