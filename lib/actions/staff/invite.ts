'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import type { Translator } from '@/lib/i18n';
import { getT } from '@/lib/i18n/server';
import { invitationMessage, publicOrigin } from '@/lib/auth/invitation-mail';
import { createInvitation, INVITATION_HOURS } from '@/lib/auth/invitations';
import { authorizeAction } from '@/lib/auth/session';
import { StaffEmailTakenError } from '@/lib/auth/staff';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { sendMail, type MailOutcome } from '@/lib/mail/smtp';
import { fieldErrorsOf, maxChars, roleSchema } from '@/lib/actions/shared/staff';
import { refuseUnassignable } from '@/lib/actions/shared/roles';
import { getRole } from '@/lib/auth/roles';

export type InviteState = ActionState<{ invitePath?: string; mail?: MailOutcome['status'] }>;

const schema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .refine(...maxChars(254))
    .pipe(z.email({ message: 'forms.error.validEmail' })),
  role: roleSchema,
});

/**
 * Admins invite a member by email and role: the single-use link (72 h) is shown once to copy and, with `SMTP_URL`
 * set, also mailed. A failed send leaves the invitation standing: the form says why, and the link is there to copy.
 */
export async function inviteStaffAction(_previous: InviteState | null, formData: FormData): Promise<InviteState> {
  const authz = await authorizeAction('staff:manage', 'staff.invite');
  if (!authz.ok) return authz;
  const t = await getT();
  const values = { email: String(formData.get('email') ?? ''), role: String(formData.get('role') ?? '') };
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    return { ok: false, message: t('forms.checkFields'), fieldErrors: fieldErrorsOf(parsed.error, t), values };
  const refused = await refuseUnassignable(authz.session, 'staff.invite', parsed.data.role, t);
  if (refused) return { ...refused, values };
  try {
    const db = await getConsoleDb();
    const { invitation, token } = await createInvitation(db, {
      ...parsed.data,
      invitedBy: authz.session.user.id,
    });
    const invitePath = `/invite/${token}`;
    const { name, email } = authz.session.user;
    const mail = await sendMail(
      invitationMessage({
        to: invitation.email,
        role: parsed.data.role,
        roleName: (await getRole(db, parsed.data.role))?.name,
        inviter: { name, email },
        link: `${publicOrigin()}${invitePath}`,
        expiresAt: invitation.expiresAt,
      }),
    );
    await recordAudit({
      session: authz.session,
      action: 'staff.invite',
      target: invitation.id,
      summary: {
        email: invitation.email,
        role: invitation.role,
        mail: mail.status,
        ...(mail.status === 'failed' ? { mail_error: mail.reason } : {}),
      },
    });
    revalidatePath('/settings/staff');
    return { ok: true, message: messageFor(invitation.email, mail, t), result: { invitePath, mail: mail.status } };
  } catch (error) {
    if (error instanceof StaffEmailTakenError) {
      return {
        ok: false,
        message: t('forms.checkFields'),
        fieldErrors: { email: t('actions.staff.emailTaken') },
        values,
      };
    }
    throw error;
  }
}

/** What the admin reads: whether the link was mailed (the mail server's reason quoted as it came). */
function messageFor(email: string, mail: MailOutcome, t: Translator): string {
  const rule = t('actions.staff.inviteRule', { hours: INVITATION_HOURS });
  if (mail.status === 'sent') return t('actions.staff.inviteMailed', { email, rule });
  if (mail.status === 'failed') return t('actions.staff.inviteMailFailed', { email, reason: mail.reason, rule });
  return t('actions.staff.inviteCreated', { email, rule });
}
