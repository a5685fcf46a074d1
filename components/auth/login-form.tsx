'use client';

import { useActionState } from 'react';
import { signInAction, type SignInState } from '@/lib/actions/session/sign-in';
import { Field, FormMessage, Input, SubmitButton } from '@/components/ui';

export function LoginForm({ callbackUrl, initialError }: { callbackUrl: string; initialError?: string }) {
  const [state, formAction] = useActionState<SignInState | null, FormData>(signInAction, initialError ? { ok: false, message: initialError } : null);

  return (
    <form action={formAction} className="space-y-4" noValidate>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <Field id="email" label="Email">
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
      <Field id="password" label="Password">
        <Input id="password" name="password" type="password" autoComplete="current-password" required aria-invalid={state?.ok === false || undefined} aria-describedby="login-message" />
      </Field>
      <div id="login-message">
        <FormMessage state={state} />
      </div>
      <SubmitButton className="w-full" pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
