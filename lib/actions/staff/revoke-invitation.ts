'use server';

import { revalidatePath } from 'next/cache';
import { recordAudit } from '@/lib/auth/audit';
import { getInvitation, revokeInvitation } from '@/lib/auth/invitations';
import { authorizeAction } from '@/lib/auth/session';
import { getConsoleDb } from '@/lib/db';
import { getT } from '@/lib/i18n/server';
import { staffIdSchema, type StaffActionState } from '@/lib/actions/shared/staff';
import { refuseOutranked } from '@/lib/actions/shared/roles';

/** Admins withdraw an invitation that has not been used: its link stops working at once. */
export async function revokeInvitationAction(
  _previous: StaffActionState | null,
  formData: FormData,
): Promise<StaffActionState> {
  const authz = await authorizeAction('staff:manage', 'staff.revoke_invitation');
  if (!authz.ok) return authz;
  const t = await getT();
  const parsed = staffIdSchema.safeParse(formData.get('id'));
  if (!parsed.success) return { ok: false, message: t('actions.staff.unknownInvitation') };
  const db = await getConsoleDb();
  const invitation = await getInvitation(db, parsed.data);
  // Another member's invitation is withdrawn only by someone holding the role it offers (docs/security.md, "No way up").
  if (invitation && invitation.invitedBy !== authz.session.user.id) {
    const refused = await refuseOutranked(authz.session, 'staff.revoke_invitation', invitation, t);
    if (refused) return refused;
  }
  const revoked = await revokeInvitation(db, parsed.data);
  if (!revoked) return { ok: false, message: t('actions.staff.invitationClosed') };
  await recordAudit({
    session: authz.session,
    action: 'staff.revoke_invitation',
    target: revoked.id,
    summary: { email: revoked.email },
  });
  revalidatePath('/settings/staff');
  return { ok: true, message: t('actions.staff.invitationWithdrawn', { email: revoked.email }) };
}
