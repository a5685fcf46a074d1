'use server';

import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import { acceptInvitation, INVITATION_CLOSED, invitationByToken } from '@/lib/auth/invitations';
import { newPasswordProblem } from '@/lib/auth/password-policy';
import { StaffEmailTakenError } from '@/lib/auth/staff';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';

const schema = z.object({
  token: z.string().max(200),
  name: z.string().trim().min(1, 'Enter your name.').max(120, 'Use at most 120 characters.'),
  password: z.string().max(256, 'Use at most 256 characters.'),
  confirm_password: z.string().max(256),
});


/**
 * The invited person chooses their name and password (the same rules as a password change); the invitation is
 * used up in the same transaction that creates the member. No session is needed: the link is the credential.
 */
export async function acceptInvitationAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const values = { name: String(formData.get('name') ?? '') };
  const parsed = schema.safeParse({
    token: String(formData.get('token') ?? ''),
    name: values.name,
    password: String(formData.get('password') ?? ''),
    confirm_password: String(formData.get('confirm_password') ?? ''),
  });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { ok: false, message: 'Check the highlighted fields.', fieldErrors, values };
  }
  const db = await getConsoleDb();
  const found = await invitationByToken(db, parsed.data.token);
  if (found.state !== 'open') return { ok: false, message: INVITATION_CLOSED[found.state] };
  const problem = newPasswordProblem(parsed.data.password, { email: found.invitation.email, name: parsed.data.name });
  const fieldErrors: Record<string, string> = {};
  if (problem) fieldErrors.password = problem;
  else if (parsed.data.password !== parsed.data.confirm_password) fieldErrors.confirm_password = 'The two passwords differ.';
  if (Object.keys(fieldErrors).length) return { ok: false, message: 'Check the highlighted fields.', fieldErrors, values };
  try {
    const accepted = await acceptInvitation(db, parsed.data.token, { name: parsed.data.name, password: parsed.data.password });
    if (accepted.state !== 'open') return { ok: false, message: INVITATION_CLOSED[accepted.state] };
    await recordAudit({ session: null, action: 'staff.accept_invitation', target: accepted.memberId ?? null, summary: { email: found.invitation.email, role: found.invitation.role } });
    return { ok: true, message: `Welcome. Sign in as ${found.invitation.email} with the password you chose.` };
  } catch (error) {
    if (error instanceof StaffEmailTakenError) return { ok: false, message: 'A staff member with this email already exists. Sign in instead.' };
    throw error;
  }
}
