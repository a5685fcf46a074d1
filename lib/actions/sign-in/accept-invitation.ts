'use server';

import { openAction } from '@/lib/actions/open';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import { acceptInvitation, closedInvitation, invitationByToken } from '@/lib/auth/invitations';
import { newPasswordProblem } from '@/lib/auth/password-policy';
import { StaffEmailTakenError } from '@/lib/auth/staff';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/auth/translator';
import { fieldErrorsOf } from '@/lib/actions/field-errors';
import { maxChars } from '@/lib/actions/staff/member-fields';

const schema = z.object({
  token: z.string().max(200),
  name: z
    .string()
    .trim()
    .min(1, 'actions.invite.enterName')
    .refine(...maxChars(120)),
  password: z.string().refine(...maxChars(256)),
  confirm_password: z.string().max(256),
});

/**
 * The invited person chooses their name and password (the same rules as a password change); the invitation is
 * used up in the same transaction that creates the member. No session is needed: the link is the credential.
 * Its messages are in the invitation page's language: signed out, `getT()` answers as the page does.
 */
export const acceptInvitationAction = openAction(
  'the invitation link’s single-use token',
  async (_previous: ActionState | null, formData: FormData): Promise<ActionState> => {
    const t = await getT();
    const values = { name: String(formData.get('name') ?? '') };
    const parsed = schema.safeParse({
      token: String(formData.get('token') ?? ''),
      name: values.name,
      password: String(formData.get('password') ?? ''),
      confirm_password: String(formData.get('confirm_password') ?? ''),
    });
    if (!parsed.success)
      return { ok: false, message: t('forms.checkFields'), fieldErrors: fieldErrorsOf(parsed.error, t), values };
    const db = await getConsoleDb();
    const found = await invitationByToken(db, parsed.data.token);
    if (found.state !== 'open') return { ok: false, message: t(closedInvitation(found.state)) };
    const problem = newPasswordProblem(parsed.data.password, { email: found.invitation.email, name: parsed.data.name });
    const fieldErrors: Record<string, string> = {};
    if (problem) fieldErrors.password = t(problem);
    else if (parsed.data.password !== parsed.data.confirm_password)
      fieldErrors.confirm_password = t('actions.invite.passwordsDiffer');
    if (Object.keys(fieldErrors).length) return { ok: false, message: t('forms.checkFields'), fieldErrors, values };
    try {
      const accepted = await acceptInvitation(db, parsed.data.token, {
        name: parsed.data.name,
        password: parsed.data.password,
      });
      if (accepted.state !== 'open') return { ok: false, message: t(closedInvitation(accepted.state)) };
      await recordAudit({
        session: null,
        action: 'staff.accept_invitation',
        target: accepted.memberId ?? null,
        summary: { email: found.invitation.email, role: found.invitation.role },
      });
      return { ok: true, message: t('actions.invite.welcome', { email: found.invitation.email }) };
    } catch (error) {
      if (error instanceof StaffEmailTakenError) return { ok: false, message: t('actions.invite.emailTakenSignIn') };
      throw error;
    }
  },
);
