'use client';

import { Link } from '@/components/ui/link';
import { useActionState } from 'react';
import { changePasswordAction } from '@/lib/actions/sign-in/change-password';
import type { ActionState } from '@/lib/forms/state';
import { describedBy, Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/client';

const FIELDS = [
  { name: 'current_password', label: 'password.current', autoComplete: 'current-password', hint: undefined },
  { name: 'new_password', label: 'password.new', autoComplete: 'new-password', hint: 'password.newHint' },
  { name: 'confirm_password', label: 'password.newAgain', autoComplete: 'new-password', hint: undefined },
] as const;

/** Change one's own password (every session ends afterwards). */
export function ChangePasswordForm() {
  const [state, formAction] = useActionState<ActionState | null, FormData>(changePasswordAction, null);
  const t = useT();
  if (state?.ok) {
    return (
      <div className="space-y-3" aria-live="polite">
        <FormMessage state={state} />
        <Link href="/login" className="text-sm text-indigo-700 underline dark:text-indigo-300">
          {t('password.signInAgain')}
        </Link>
      </div>
    );
  }
  const errors = state?.fieldErrors ?? {};
  return (
    <form action={formAction} className="space-y-4" aria-label={t('password.change')}>
      {FIELDS.map((f) => (
        <Field key={f.name} id={`pw-${f.name}`} label={t(f.label)} hint={f.hint && t(f.hint)} error={errors[f.name]}>
          <Input
            id={`pw-${f.name}`}
            name={f.name}
            type="password"
            autoComplete={f.autoComplete}
            required
            aria-invalid={Boolean(errors[f.name]) || undefined}
            aria-describedby={describedBy(`pw-${f.name}`, { hint: f.hint, error: errors[f.name] })}
          />
        </Field>
      ))}
      <div aria-live="polite">{state && !state.ok ? <FormMessage state={state} /> : null}</div>
      <SubmitButton pendingLabel={t('password.changing')}>{t('password.change')}</SubmitButton>
    </form>
  );
}
