'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import type { Translator } from '@/lib/i18n';
import { invitationMessage, publicOrigin } from '@/lib/auth/invitation-mail';
import { createInvitation, INVITATION_HOURS } from '@/lib/auth/invitations';
import { action } from '@/lib/actions/define';
import { StaffEmailTakenError } from '@/lib/auth/staff';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { sendMail, type MailOutcome } from '@/lib/mail/smtp';
import { maxChars, roleSchema } from '@/lib/actions/staff/member-fields';
import { refuseUnassignable } from '@/lib/actions/staff/outranked';
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
export const inviteStaffAction = action<typeof schema, InviteState>(
  {
    permission: 'staff:manage',
    audit: 'staff.invite',
    schema,
  },
  async ({ session, input, values, t }) => {
    const refused = await refuseUnassignable(session, 'staff.invite', input.role, t);
    if (refused) return { ...refused, values };
    try {
      const db = await getConsoleDb();
      const { invitation, token } = await createInvitation(db, {
        ...input,
        invitedBy: session.user.id,
      });
      const invitePath = `/invite/${token}`;
      const { name, email } = session.user;
      const mail = await sendMail(
        invitationMessage({
          to: invitation.email,
          role: input.role,
          roleName: (await getRole(db, input.role))?.name,
          inviter: { name, email },
          link: `${publicOrigin()}${invitePath}`,
          expiresAt: invitation.expiresAt,
        }),
      );
      await recordAudit({
        session,
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
  },
);

/** What the admin reads: whether the link was mailed (the mail server's reason quoted as it came). */
function messageFor(email: string, mail: MailOutcome, t: Translator): string {
  const rule = t('actions.staff.inviteRule', { hours: INVITATION_HOURS });
  if (mail.status === 'sent') return t('actions.staff.inviteMailed', { email, rule });
  if (mail.status === 'failed') return t('actions.staff.inviteMailFailed', { email, reason: mail.reason, rule });
  return t('actions.staff.inviteCreated', { email, rule });
}
