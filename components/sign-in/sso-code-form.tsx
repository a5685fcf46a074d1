'use client';

import { useActionState } from 'react';
import { ssoCodeAction, type SsoCodeState } from '@/lib/actions/sign-in/sso-code';
import { Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/client';

export function SsoCodeForm({ ticket }: { ticket: string }) {
  const [state, formAction] = useActionState<SsoCodeState | null, FormData>(ssoCodeAction, null);
  const t = useT();
  return (
    <form action={formAction} className="space-y-4" noValidate>
      <input type="hidden" name="ticket" value={ticket} />
      <Field id="code" label={t('login.code')} hint={t('login.codeHint')}>
        <Input
          id="code"
          name="code"
          autoComplete="one-time-code"
          autoFocus
          required
          maxLength={20}
          aria-describedby="code-hint sso-code-message"
        />
      </Field>
      <div id="sso-code-message">
        <FormMessage state={state} />
      </div>
      {state?.expired ? (
        <Link href="/login" className="block text-center text-sm text-indigo-700 hover:underline dark:text-indigo-300">
          {t('login.sso.startAgain')}
        </Link>
      ) : (
        <SubmitButton className="w-full" pendingLabel={t('login.signingIn')}>
          {t('login.sso.verify')}
        </SubmitButton>
      )}
    </form>
  );
}
