'use server';

import { AuthError } from 'next-auth';
import { headers } from 'next/headers';
import { getConsoleDb } from '@/lib/db';
import { signIn } from '@/lib/auth/config';
import { clientIp, safeCallbackPath } from '@/lib/auth/request';
import { checkThrottle, throttleKeys } from '@/lib/auth/throttle';

export interface SignInState {
  ok: boolean;
  message?: string;
  /** Echoed back so the form keeps what was typed. */
  email?: string;
  /** The password was right and the member has a second factor: the form asks for the code. */
  needsCode?: boolean;
}

const INVALID = 'That email and password do not match. Check them and try again.';

/** The sign-in form's action: on success next-auth sets the session cookie and redirects to the requested page. */
export async function signInAction(_previous: SignInState | null, formData: FormData): Promise<SignInState> {
  const email = String(formData.get('email') ?? '').trim().slice(0, 254);
  const password = formData.get('password');
  const secondFactor = String(formData.get('code') ?? '').trim().slice(0, 64);
  const redirectTo = safeCallbackPath(formData.get('callbackUrl'));
  if (!email || typeof password !== 'string' || password.length === 0) {
    return { ok: false, message: 'Enter your email and password.', email };
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
      return { ok: false, message: `Too many failed attempts. Try again in ${formatWait(retryAfterSeconds)}.`, email };
    }
    if (code === 'code_required') {
      return { ok: false, needsCode: true, message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.', email };
    }
    if (code === 'invalid_code') {
      return { ok: false, needsCode: true, message: 'That code is wrong or was already used. Enter the current code from your app.', email };
    }
    if (code === 'disabled') {
      return { ok: false, message: 'This account is disabled. Ask an admin to enable it.', email };
    }
    if (error.type === 'CredentialsSignin') return { ok: false, message: INVALID, email };
    console.error('sign-in failed:', error);
    return { ok: false, message: 'Sign-in is unavailable right now. Try again in a moment.', email };
  }
  return { ok: true };
}

function formatWait(seconds: number): string {
  const s = Math.max(1, seconds);
  if (s < 90) return `${s} second${s === 1 ? '' : 's'}`;
  return `${Math.ceil(s / 60)} minutes`;
}
