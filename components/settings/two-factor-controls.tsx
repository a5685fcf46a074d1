'use client';

import { useActionState, useState } from 'react';
import { resetTwoFactorAction } from '@/lib/actions/staff/reset-two-factor';
import { setTwoFactorPolicyAction } from '@/lib/actions/staff/set-two-factor-policy';
import type { StaffActionState } from '@/lib/actions/shared/staff';
import { ROLE_LABELS, ROLES, type Role } from '@/lib/auth/permissions';
import { FormMessage, SubmitButton } from '@/components/ui';
import { cn } from '@/components/ui/cn';

type Requirement = 'none' | 'all' | 'roles';

/** Reset one member's second factor (lost phone). */
export function ResetTwoFactorControl({ id, name }: { id: string; name: string }) {
  const [state, formAction] = useActionState<StaffActionState | null, FormData>(resetTwoFactorAction, null);
  return (
    <form action={formAction} className="inline-block">
      <input type="hidden" name="id" value={id} />
      <SubmitButton variant="secondary" size="sm" pendingLabel="Resetting…" aria-label={`Reset two-factor for ${name}`}>
        Reset 2FA
      </SubmitButton>
      <p aria-live="polite" className={cn('mt-1 max-w-64 text-xs', state?.ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-600 dark:text-red-400')}>
        {state?.message}
      </p>
    </form>
  );
}

/** Who must sign in with a second factor. */
export function TwoFactorPolicyForm({ require, roles }: { require: Requirement; roles: Role[] }) {
  const [state, formAction] = useActionState<StaffActionState | null, FormData>(setTwoFactorPolicyAction, null);
  const [choice, setChoice] = useState<Requirement>(require);
  const options: { value: Requirement; label: string }[] = [
    { value: 'none', label: 'Optional (members may turn it on)' },
    { value: 'all', label: 'Required for everybody' },
    { value: 'roles', label: 'Required for these roles:' },
  ];
  return (
    <form action={formAction} className="space-y-3" aria-label="Two-factor policy">
      <fieldset className="space-y-2">
        <legend className="sr-only">Two-factor sign-in</legend>
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm">
            <input type="radio" name="require" value={o.value} checked={choice === o.value} onChange={() => setChoice(o.value)} />
            {o.label}
          </label>
        ))}
        <div className="flex flex-wrap gap-4 pl-6">
          {ROLES.map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="roles" value={r} defaultChecked={roles.includes(r)} disabled={choice !== 'roles'} />
              {ROLE_LABELS[r]}
            </label>
          ))}
        </div>
        {state?.fieldErrors?.roles ? <p className="text-xs font-medium text-red-600 dark:text-red-400">{state.fieldErrors.roles}</p> : null}
      </fieldset>
      <div aria-live="polite">
        <FormMessage state={state} />
      </div>
      <SubmitButton variant="secondary" pendingLabel="Saving…">
        Save policy
      </SubmitButton>
    </form>
  );
}
