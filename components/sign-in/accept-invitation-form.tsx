'use client';

import { Link } from '@/components/ui/link';
import { useActionState } from 'react';
import { acceptInvitationAction } from '@/lib/actions/sign-in/accept-invitation';
import type { ActionState } from '@/lib/forms/state';
import { describedBy, Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/client';

const FIELDS = [
  { name: 'name', label: 'invite.yourName', type: 'text', autoComplete: 'name', hint: undefined },
  {
    name: 'password',
    label: 'login.password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'password.newHint',
  },
  {
    name: 'confirm_password',
    label: 'invite.passwordAgain',
    type: 'password',
    autoComplete: 'new-password',
    hint: undefined,
  },
] as const;

/** The invited person chooses a name and a password; the link works once. */
export function AcceptInvitationForm({ token }: { token: string }) {
  const [state, formAction] = useActionState<ActionState | null, FormData>(acceptInvitationAction, null);
  const t = useT();
  if (state?.ok) {
    return (
      <div className="space-y-3" aria-live="polite">
        <FormMessage state={state} />
        <Link href="/login" className="text-sm text-indigo-700 underline dark:text-indigo-300">
          {t('login.signIn')}
        </Link>
      </div>
    );
  }
  const errors = state?.fieldErrors ?? {};
  return (
    <form action={formAction} className="space-y-4" aria-label={t('invite.acceptLabel')}>
      <input type="hidden" name="token" value={token} />
      {FIELDS.map((f) => (
        <Field
          key={f.name}
          id={`invite-${f.name}`}
          label={t(f.label)}
          hint={f.hint && t(f.hint)}
          error={errors[f.name]}
        >
          <Input
            id={`invite-${f.name}`}
            name={f.name}
            type={f.type}
            autoComplete={f.autoComplete}
            defaultValue={f.name === 'name' ? (state?.values?.name ?? '') : undefined}
            required
            aria-invalid={Boolean(errors[f.name]) || undefined}
            aria-describedby={describedBy(`invite-${f.name}`, { hint: f.hint, error: errors[f.name] })}
          />
        </Field>
      ))}
      <div aria-live="polite">{state && !state.ok ? <FormMessage state={state} /> : null}</div>
      <SubmitButton pendingLabel={t('invite.creatingAccess')}>{t('invite.joinConsole')}</SubmitButton>
    </form>
  );
}
