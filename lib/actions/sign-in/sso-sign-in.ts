'use server';

import { openAction } from '@/lib/actions/open';
import { AuthError } from 'next-auth';
import { signIn, SSO_PROVIDER_ID } from '@/lib/auth/config';
import { safeCallbackPath } from '@/lib/auth/request';
import { ssoConfig } from '@/lib/auth/sso';
import { getT } from '@/lib/auth/translator';

export interface SsoSignInState {
  ok: boolean;
  message?: string;
}

/** How long the sign-in button waits for the provider's discovery document before saying it is down. */
const DISCOVERY_TIMEOUT_MS = 5_000;

/** Whether the provider answers its discovery document (a provider that is down gets a clear message, not a crash). */
async function providerAnswers(issuer: string): Promise<boolean> {
  try {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
      cache: 'no-store',
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** "Sign in with <provider>": to the identity provider, which sends the member back to Auth.js's callback. */
export const ssoSignInAction = openAction(
  'the identity provider, which authenticates the member before Auth.js’s callback',
  async (_previous: SsoSignInState | null, formData: FormData): Promise<SsoSignInState> => {
    const t = await getT();
    const sso = ssoConfig();
    if (!sso) return { ok: false, message: t('login.sso.off') };
    if (!(await providerAnswers(sso.issuer))) return { ok: false, message: t('login.sso.down', { name: sso.name }) };
    try {
      await signIn(SSO_PROVIDER_ID, { redirectTo: safeCallbackPath(formData.get('callbackUrl')) });
    } catch (error) {
      // Success "throws" Next.js's redirect to the provider: let it through.
      if (!(error instanceof AuthError)) throw error;
      console.error('SSO sign-in failed:', error);
      return { ok: false, message: t('login.sso.down', { name: sso.name }) };
    }
    return { ok: true };
  },
);
