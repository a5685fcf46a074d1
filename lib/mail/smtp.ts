import 'server-only';
import nodemailer from 'nodemailer';

/** The sender when `SMTP_FROM` is not set. */
export const DEFAULT_FROM = 'Merchant Console <no-reply@localhost>';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files attached (a scheduled report's CSV). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** `off`: no `SMTP_URL`, nothing was tried. `failed` carries the server's or the network's answer, one line. */
export type MailOutcome = { status: 'sent' } | { status: 'off' } | { status: 'failed'; reason: string };

/**
 * Sends one message through the server `SMTP_URL` names (`smtp://user:pass@host:587`, `smtps://…` for TLS from the
 * start) from `SMTP_FROM`; without `SMTP_URL` it answers `off`. Never throws: a refused or unreachable server comes back as
 * `failed` with its reason, because the caller's work (an invitation) stands either way. Timeouts are seconds, not
 * nodemailer's minutes, since an admin's form waits for the answer.
 */
export async function sendMail(message: MailMessage, env: NodeJS.ProcessEnv = process.env): Promise<MailOutcome> {
  const url = env.SMTP_URL?.trim();
  if (!url) return { status: 'off' };
  try {
    const transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    try {
      await transport.sendMail({ from: env.SMTP_FROM?.trim() || DEFAULT_FROM, ...message });
    } finally {
      transport.close();
    }
    return { status: 'sent' };
  } catch (error) {
    return { status: 'failed', reason: reasonOf(error) };
  }
}

function reasonOf(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim() || 'unknown error';
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
