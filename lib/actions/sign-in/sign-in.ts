'use server';

import { openAction } from '@/lib/actions/open';
import { AuthError } from 'next-auth';
import { headers } from 'next/headers';
import { getConsoleDb } from '@/lib/db';
import { signIn } from '@/lib/auth/config';
import { clientIp, safeCallbackPath } from '@/lib/auth/request';
import { checkThrottle, throttleKeys } from '@/lib/auth/throttle';
import { getT } from '@/lib/auth/translator';
import { formatWait } from '@/lib/actions/staff/member-fields';

export interface SignInState {
  ok: boolean;
  message?: string;
  /** Echoed back so the form keeps what was typed. */
  email?: string;
  /** The password was right and the member has a second factor: the form asks for the code. */
  needsCode?: boolean;
}

/**
 * The sign-in form's action: on success next-auth sets the session cookie and redirects to the requested page.
 * Its messages are in the sign-in page's language: signed out, `getT()` answers as the page does.
 */
export const signInAction = openAction(
  'the member’s email and password (and second factor) themselves',
  async (_previous: SignInState | null, formData: FormData): Promise<SignInState> => {
    const t = await getT();
    const email = String(formData.get('email') ?? '')
      .trim()
      .slice(0, 254);
    const password = formData.get('password');
    const secondFactor = String(formData.get('code') ?? '')
      .trim()
      .slice(0, 64);
    const redirectTo = safeCallbackPath(formData.get('callbackUrl'));
    if (!email || typeof password !== 'string' || password.length === 0) {
      return { ok: false, message: t('actions.signIn.enterCredentials'), email };
    }
    try {
      await signIn('credentials', { email, password, code: secondFactor, redirectTo });
    } catch (error) {
      // A successful sign-in "throws" Next.js's redirect: let it through.
      if (!(error instanceof AuthError)) throw error;
      const code = error.type === 'CredentialsSignin' ? (error as AuthError & { code?: string }).code : undefined;
      if (code === 'throttled') {
        const ip = clientIp(await headers());
        const { retryAfterSeconds } = await checkThrottle(await getConsoleDb(), throttleKeys(email, ip));
        return { ok: false, message: t('actions.signIn.throttled', { wait: formatWait(retryAfterSeconds, t) }), email };
      }
      if (code === 'code_required') {
        return { ok: false, needsCode: true, message: t('actions.signIn.codeRequired'), email };
      }
      if (code === 'invalid_code') {
        return { ok: false, needsCode: true, message: t('actions.signIn.invalidCode'), email };
      }
      if (code === 'sso_required') return { ok: false, message: t('login.error.ssoRequired'), email };
      if (code === 'network') return { ok: false, message: t('login.error.network'), email };
      if (code === 'disabled') {
        return { ok: false, message: t('login.error.disabled'), email };
      }
      if (error.type === 'CredentialsSignin') return { ok: false, message: t('login.error.credentials'), email };
      console.error('sign-in failed:', error);
      return { ok: false, message: t('login.error.unavailable'), email };
    }
    return { ok: true };
  },
);
