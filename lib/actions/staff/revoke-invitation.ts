'use server';

import { revalidatePath } from 'next/cache';
import { recordAudit } from '@/lib/auth/audit';
import { getInvitation, revokeInvitation } from '@/lib/auth/invitations';
import { action } from '@/lib/actions/define';
import { getConsoleDb } from '@/lib/db';
import { staffIdSchema, type StaffActionState } from '@/lib/actions/staff/member-fields';
import { refuseOutranked } from '@/lib/actions/staff/outranked';

/** Admins withdraw an invitation that has not been used: its link stops working at once. */
export const revokeInvitationAction = action<typeof staffIdSchema, StaffActionState>(
  {
    permission: 'staff:manage',
    audit: 'staff.revoke_invitation',
    schema: staffIdSchema,
    input: (formData) => formData.get('id'),
    invalid: 'actions.staff.unknownInvitation',
  },
  async ({ session, input: invitationId, t }) => {
    const db = await getConsoleDb();
    const invitation = await getInvitation(db, invitationId);
    // Another member's invitation is withdrawn only by someone holding the role it offers (docs/security.md, "No way up").
    if (invitation && invitation.invitedBy !== session.user.id) {
      const refused = await refuseOutranked(session, 'staff.revoke_invitation', invitation, t);
      if (refused) return refused;
    }
    const revoked = await revokeInvitation(db, invitationId);
    if (!revoked) return { ok: false, message: t('actions.staff.invitationClosed') };
    await recordAudit({
      session,
      action: 'staff.revoke_invitation',
      target: revoked.id,
      summary: { email: revoked.email },
    });
    revalidatePath('/settings/staff');
    return { ok: true, message: t('actions.staff.invitationWithdrawn', { email: revoked.email }) };
  },
);
