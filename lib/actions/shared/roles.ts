import 'server-only';
import { recordAudit, type StaffSession } from '@/lib/auth';
import { assertAssignable, resolveAccess, RoleError } from '@/lib/auth/roles';
import { beyond, type RoleKey } from '@/lib/auth/permissions';
import { getConsoleDb } from '@/lib/db';
import type { Translator } from '@/lib/i18n';
import type { MessageKey } from '@/lib/i18n';

/** The message that words each refusal (with `{what}`: what was beyond the actor). */
export const ROLE_ERROR_KEYS: Record<RoleError['code'], MessageKey> = {
  beyond: 'actions.roles.beyond',
  last_manager: 'actions.roles.lastManager',
  in_use: 'actions.roles.inUse',
  retired: 'actions.roles.retiredRole',
  unknown: 'actions.roles.unknown',
  key_taken: 'actions.roles.keyTaken',
  built_in: 'actions.roles.builtIn',
  own_role: 'actions.roles.ownRole',
  holders_changed: 'actions.roles.holdersChanged',
};

/** A role refusal in the member's language. */
export function roleErrorMessage(error: RoleError, t: Translator): string {
  return t(ROLE_ERROR_KEYS[error.code], { what: error.details.join(', ') });
}

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
