'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { changePasswordAction } from '@/lib/actions/session/change-password';
import type { ActionState } from '@/lib/forms/state';
import { describedBy, Field, FormMessage, Input, SubmitButton } from '@/components/ui';

const FIELDS = [
  { name: 'current_password', label: 'Current password', autoComplete: 'current-password', hint: undefined },
  { name: 'new_password', label: 'New password', autoComplete: 'new-password', hint: 'At least 12 characters, not a common password.' },
  { name: 'confirm_password', label: 'New password again', autoComplete: 'new-password', hint: undefined },
] as const;

/** Change one's own password (every session ends afterwards). */
export function ChangePasswordForm() {
  const [state, formAction] = useActionState<ActionState | null, FormData>(changePasswordAction, null);
  if (state?.ok) {
    return (
      <div className="space-y-3" aria-live="polite">
        <FormMessage state={state} />
        <Link href="/login" className="text-sm text-indigo-700 underline dark:text-indigo-300">
          Sign in again
        </Link>
      </div>
    );
  }
  const errors = state?.fieldErrors ?? {};
  return (
    <form action={formAction} className="space-y-4" aria-label="Change password">
      {FIELDS.map((f) => (
        <Field key={f.name} id={`pw-${f.name}`} label={f.label} hint={f.hint} error={errors[f.name]}>
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
      <SubmitButton pendingLabel="Changing…">Change password</SubmitButton>
    </form>
  );
}
