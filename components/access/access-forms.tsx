'use client';

import { useActionState, type ReactNode } from 'react';
import { FormMessage } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import type { ActionState } from '@/lib/forms/state';
import { useT } from '@/lib/i18n/client';

type Action = (previous: ActionState<unknown> | null, formData: FormData) => Promise<ActionState<unknown>>;

/**
 * One form of Settings → Access (docs/sso.md): its fields, a submit button, and the action's answer below them (a
 * field's error beside the form's message, so the reason a save was refused is read where it was typed).
 */
export function AccessForm({
  action,
  submit,
  children,
  label,
}: {
  action: Action;
  submit: string;
  children: ReactNode;
  label: string;
}) {
  const [state, formAction] = useActionState<ActionState<unknown> | null, FormData>(action, null);
  const t = useT();
  const fieldError = state?.fieldErrors ? Object.values(state.fieldErrors)[0] : undefined;
  return (
    <form action={formAction} aria-label={label} className="space-y-3">
      {children}
      <FormMessage state={fieldError ? { ok: false, message: fieldError } : state} />
      <SubmitButton pendingLabel={t('common.loading')}>{submit}</SubmitButton>
    </form>
  );
}
