'use client';

import { useActionState, useState } from 'react';
import { signInAction, type SignInState } from '@/lib/actions/sign-in/sign-in';
import { Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/client';

export function LoginForm({ callbackUrl, initialError }: { callbackUrl: string; initialError?: string }) {
  const [state, formAction] = useActionState<SignInState | null, FormData>(
    signInAction,
    initialError ? { ok: false, message: initialError } : null,
  );
  // Controlled, so the password survives the round trip that asks for the second factor.
  const [password, setPassword] = useState('');
  const t = useT();

  return (
    <form action={formAction} className="space-y-4" noValidate>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <Field id="email" label={t('common.email')}>
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus
          defaultValue={state?.email}
          key={state?.email ?? ''}
          aria-invalid={state?.ok === false || undefined}
          aria-describedby="login-message"
        />
      </Field>
      <Field id="password" label={t('login.password')}>
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={(state?.ok === false && !state.needsCode) || undefined}
          aria-describedby="login-message"
        />
      </Field>
      {state?.needsCode ? (
        <Field id="code" label={t('login.code')} hint={t('login.codeHint')}>
          <Input
            id="code"
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            autoFocus
            required
            maxLength={20}
            aria-describedby="code-hint login-message"
          />
        </Field>
      ) : null}
      <div id="login-message">
        <FormMessage state={state} />
      </div>
      <SubmitButton className="w-full" pendingLabel={t('login.signingIn')}>
        {t('login.signIn')}
      </SubmitButton>
    </form>
  );
}
