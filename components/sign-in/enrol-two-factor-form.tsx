'use client';

import { Link } from '@/components/ui/link';
import { useActionState } from 'react';
import { confirmTwoFactorAction } from '@/lib/actions/sign-in/confirm-two-factor';
import type { ActionState } from '@/lib/forms/state';
import { buttonClasses } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/client';

type State = ActionState<{ recoveryCodes: string[] }> | null;

/** The code that confirms enrolment, then the ten recovery codes, shown once. */
export function EnrolTwoFactorForm() {
  const [state, formAction] = useActionState<State, FormData>(confirmTwoFactorAction, null);
  const codes = state?.ok ? state.result?.recoveryCodes : undefined;
  const t = useT();
  if (codes) {
    return (
      <div className="space-y-4" data-testid="recovery-codes">
        <FormMessage state={state} />
        <p>{t('twoFactor.keepCodes')}</p>
        <ul className="grid grid-cols-2 gap-2 font-mono">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Link href="/" className={buttonClasses({ variant: 'primary' })}>
          {t('twoFactor.continue')}
        </Link>
      </div>
    );
  }
  const error = state?.fieldErrors?.code;
  return (
    <form action={formAction} className="space-y-3">
      <Field id="totp-code" label={t('twoFactor.codeLabel')} error={error}>
        <Input
          id="totp-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy('totp-code', { error })}
        />
      </Field>
      <div aria-live="polite">{state && !state.ok ? <FormMessage state={state} /> : null}</div>
      <SubmitButton pendingLabel={t('twoFactor.checking')}>{t('twoFactor.turnOn')}</SubmitButton>
    </form>
  );
}
