'use server';

import { openAction } from '@/lib/actions/open';
import { AuthError } from 'next-auth';
import { signIn } from '@/lib/auth/config';
import { getT } from '@/lib/auth/translator';

export interface SsoCodeState {
  ok: boolean;
  message?: string;
  /** The ticket no longer works: back to the sign-in page. */
  expired?: boolean;
}

/** The code page after single sign-on without MFA: the ticket and a code from the member's app sign them in. */
export const ssoCodeAction = openAction(
  'the single sign-on ticket and a code from the member’s app',
  async (_previous: SsoCodeState | null, formData: FormData): Promise<SsoCodeState> => {
    const t = await getT();
    const ticket = String(formData.get('ticket') ?? '').slice(0, 4000);
    const code = String(formData.get('code') ?? '')
      .trim()
      .slice(0, 64);
    if (!code) return { ok: false, message: t('actions.signIn.codeRequired') };
    try {
      await signIn('sso-code', { ticket, code, redirectTo: '/' });
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const reason = error.type === 'CredentialsSignin' ? (error as AuthError & { code?: string }).code : undefined;
      if (reason === 'invalid_code') return { ok: false, message: t('actions.signIn.invalidCode') };
      if (reason === 'throttled') return { ok: false, message: t('login.error.throttled') };
      return { ok: false, expired: true, message: t('login.sso.ticketExpired') };
    }
    return { ok: true };
  },
);
