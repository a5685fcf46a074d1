'use server';

import { revalidatePath } from 'next/cache';
import { recordAudit } from '@/lib/auth/audit';
import { revokeInvitation } from '@/lib/auth/invitations';
import { authorizeAction } from '@/lib/auth/session';
import { getConsoleDb } from '@/lib/db';
import { staffIdSchema, type StaffActionState } from '../shared/staff';

/** Admins withdraw an invitation that has not been used: its link stops working at once. */
export async function revokeInvitationAction(_previous: StaffActionState | null, formData: FormData): Promise<StaffActionState> {
  const authz = await authorizeAction('staff:manage', 'staff.revoke_invitation');
  if (!authz.ok) return authz;
  const parsed = staffIdSchema.safeParse(formData.get('id'));
  if (!parsed.success) return { ok: false, message: 'Unknown invitation.' };
  const revoked = await revokeInvitation(await getConsoleDb(), parsed.data);
  if (!revoked) return { ok: false, message: 'That invitation was already used or withdrawn.' };
  await recordAudit({ session: authz.session, action: 'staff.revoke_invitation', target: revoked.id, summary: { email: revoked.email } });
  revalidatePath('/settings/staff');
  return { ok: true, message: `The invitation for ${revoked.email} is withdrawn.` };
}
