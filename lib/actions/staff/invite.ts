'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import { createInvitation, INVITATION_HOURS } from '@/lib/auth/invitations';
import { authorizeAction } from '@/lib/auth/session';
import { StaffEmailTakenError } from '@/lib/auth/staff';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { fieldErrorsOf, roleSchema } from '../shared/staff';

export type InviteState = ActionState<{ invitePath?: string }>;

const schema = z.object({
  email: z.string().trim().toLowerCase().max(254, 'Use at most 254 characters.').pipe(z.email({ message: 'Enter a valid email address.' })),
  role: roleSchema,
});

/** Admins invite a member by email and role: the single-use link (72 h) is shown once to copy and send. */
export async function inviteStaffAction(_previous: InviteState | null, formData: FormData): Promise<InviteState> {
  const authz = await authorizeAction('staff:manage', 'staff.invite');
  if (!authz.ok) return authz;
  const values = { email: String(formData.get('email') ?? ''), role: String(formData.get('role') ?? '') };
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, message: 'Check the highlighted fields.', fieldErrors: fieldErrorsOf(parsed.error), values };
  try {
    const { invitation, token } = await createInvitation(await getConsoleDb(), { ...parsed.data, invitedBy: authz.session.user.id });
    await recordAudit({ session: authz.session, action: 'staff.invite', target: invitation.id, summary: { email: invitation.email, role: invitation.role } });
    revalidatePath('/settings/staff');
    return {
      ok: true,
      message: `Invitation for ${invitation.email} created. Send them this link: it works once, for ${INVITATION_HOURS} hours, and is not shown again.`,
      result: { invitePath: `/invite/${token}` },
    };
  } catch (error) {
    if (error instanceof StaffEmailTakenError) {
      return { ok: false, message: 'Check the highlighted fields.', fieldErrors: { email: 'A staff member with this email already exists.' }, values };
    }
    throw error;
  }
}
