'use client';

import { useActionState } from 'react';
import { ssoSignInAction, type SsoSignInState } from '@/lib/actions/sign-in/sso-sign-in';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/client';

/** "Sign in with <provider>" above the password form, when single sign-on is set up (docs/sso.md). */
export function SsoButton({ callbackUrl, name }: { callbackUrl: string; name: string }) {
  const [state, formAction] = useActionState<SsoSignInState | null, FormData>(ssoSignInAction, null);
  const t = useT();
  return (
    <form action={formAction} className="mb-6 space-y-3 border-b border-slate-200 pb-6 dark:border-slate-800">
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <SubmitButton className="w-full" variant="secondary" pendingLabel={t('login.signingIn')}>
        {t('login.sso.button', { name })}
      </SubmitButton>
      {/* An alert only when there is something to say: the password form below keeps the page's one status region. */}
      {state?.message ? <Alert tone="danger">{state.message}</Alert> : null}
      <p className="text-center text-xs text-slate-500 dark:text-slate-400">{t('login.sso.or')}</p>
    </form>
  );
}
