import 'server-only';
import { invitationByToken, pendingInvitations } from '@/lib/auth/invitations';
import { authSecret } from '@/lib/auth/secret';
import { activeSessions } from '@/lib/auth/session-store';
import { getStaff, listStaff, passwordChangeRequired } from '@/lib/auth/staff';
import { getTwoFactorPolicy, pendingSecret, unusedRecoveryCodes } from '@/lib/auth/two-factor';
import { getConsoleDb } from '@/lib/db';
import { beyond, type Access } from '@/lib/auth/permissions';
import { assignableRoles, listRoles, roleNames } from '@/lib/auth/roles';

/** Settings → Staff: the members, the two-factor policy and the invitations still open. */
export async function loadStaffDirectory() {
  const db = await getConsoleDb();
  const [members, policy, invitations, roles] = await Promise.all([
    listStaff(db),
    getTwoFactorPolicy(db),
    pendingInvitations(db),
    listRoles(db),
  ]);
  return { members, policy, invitations, roleNames: new Map(roles.map((r) => [r.key, r.name])) };
}

/** The member's signed-in devices (Settings). */
export async function loadActiveSessions(memberId: string) {
  return activeSessions(await getConsoleDb(), memberId);
}

/** Whether the member must choose a new password before anything else. */
export async function loadPasswordChangeRequired(memberId: string) {
  return passwordChangeRequired(await getConsoleDb(), memberId);
}

/** An invitation by the token of its link (open, used, expired or unknown), with the custom roles' names. */
export async function loadInvitation(token: string) {
  const db = await getConsoleDb();
  const found = await invitationByToken(db, token);
  return { found, roleNames: found.state === 'open' ? await roleNames(db) : undefined };
}

/** The member and the team's two-factor policy (the enrolment page). */
export async function loadTwoFactorMember(memberId: string) {
  const db = await getConsoleDb();
  const [member, policy] = await Promise.all([getStaff(db, memberId), getTwoFactorPolicy(db)]);
  return { member, policy };
}

/** How many recovery codes an enrolled member has left. */
export async function loadRecoveryCodesLeft(memberId: string) {
  return unusedRecoveryCodes(await getConsoleDb(), memberId);
}

/** The secret a member enrols with: derived, so showing it stores nothing (lib/auth/two-factor.ts). */
export async function loadPendingSecret(memberId: string, sessionId: string | null) {
  return pendingSecret(await getConsoleDb(), memberId, sessionId, authSecret());
}

/** Settings → Staff → Roles: the custom roles (retired last) and how many members each has. */
export async function loadRoles() {
  const db = await getConsoleDb();
  const [roles, members] = await Promise.all([listRoles(db), listStaff(db)]);
  const count = new Map<string, number>();
  for (const m of members) if (!m.disabled) count.set(m.role, (count.get(m.role) ?? 0) + 1);
  return { roles, members: count };
}

/** The roles the member may give (presets and active custom roles within their own access), for the staff selects. */
export async function loadRoleOptions(actor: Access): Promise<{ value: string; name: string | null }[]> {
  const roles = await assignableRoles(await getConsoleDb());
  return roles.filter((r) => beyond(actor, r.access).length === 0).map((r) => ({ value: r.key, name: r.name }));
}
