import 'server-only';
import { formatDateTime } from '@/lib/format';
import type { MailMessage } from '@/lib/mail/smtp';
import { INVITATION_HOURS } from './invitations';
import { isRole, ROLE_LABELS, type RoleKey } from './permissions';

export interface InvitationMail {
  to: string;
  role: RoleKey;
  /** A custom role's name (a preset is named by ROLE_LABELS). */
  roleName?: string;
  inviter: { name: string; email: string };
  /** The absolute `/invite/<token>` link. */
  link: string;
  expiresAt: Date;
}

/** The console's origin for links sent outside it (`PUBLIC_URL`, as the API's link `url`s). */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The invitation as plain text and simple HTML: who invited them, the role, the link and when it stops working (UTC). */
export function invitationMessage(input: InvitationMail): MailMessage {
  const role = isRole(input.role) ? ROLE_LABELS[input.role] : (input.roleName ?? input.role);
  const inviter = `${input.inviter.name} (${input.inviter.email})`;
  const expires = formatDateTime(input.expiresAt, 'UTC');
  const intro = `${inviter} invited you to the Merchant Console as ${role}.`;
  const rule = `The link works once and expires at ${expires} (${INVITATION_HOURS} hours after it was made).`;
  const ignore = 'If you did not expect this invitation, ignore this message.';
  return {
    to: input.to,
    subject: `${input.inviter.name} invited you to the Merchant Console`,
    text: [intro, '', 'Open this link to choose your name and password:', input.link, '', rule, ignore, ''].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">Choose your name and password</a><br>${escapeHtml(input.link)}</p>`,
      `<p>${escapeHtml(rule)}<br>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
