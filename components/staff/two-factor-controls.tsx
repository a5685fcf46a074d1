'use client';

import { useActionState, useState } from 'react';
import { resetTwoFactorAction } from '@/lib/actions/staff/reset-two-factor';
import { setTwoFactorPolicyAction } from '@/lib/actions/staff/set-two-factor-policy';
import type { StaffActionState } from '@/lib/actions/staff/member-fields';
import { isRole, type RoleKey } from '@/lib/auth/permissions';
import { FormMessage } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import type { MessageKey } from '@/lib/i18n';
import { useT } from '@/lib/i18n/client';
import { RowMessage } from './row-message';

type Requirement = 'none' | 'all' | 'roles';

const REQUIREMENTS: { value: Requirement; label: MessageKey }[] = [
  { value: 'none', label: 'twoFactor.policy.none' },
  { value: 'all', label: 'twoFactor.policy.all' },
  { value: 'roles', label: 'twoFactor.policy.roles' },
];

/** Reset one member's second factor (lost phone). */
export function ResetTwoFactorControl({ id, name }: { id: string; name: string }) {
  const [state, formAction] = useActionState<StaffActionState | null, FormData>(resetTwoFactorAction, null);
  const t = useT();
  return (
    <form action={formAction} className="inline-block">
      <input type="hidden" name="id" value={id} />
      <SubmitButton
        variant="secondary"
        size="sm"
        pendingLabel={t('staff.resetting')}
        aria-label={t('staff.resetTwoFactorFor', { name })}
      >
        {t('staff.resetTwoFactor')}
      </SubmitButton>
      <RowMessage state={state} />
    </form>
  );
}

/** Who must sign in with a second factor: nobody, everybody, or members of the chosen roles (presets or custom). */
export function TwoFactorPolicyForm({
  require,
  roles,
  options,
}: {
  require: Requirement;
  roles: RoleKey[];
  options: { value: RoleKey; name: string | null }[];
}) {
  const [state, formAction] = useActionState<StaffActionState | null, FormData>(setTwoFactorPolicyAction, null);
  const [choice, setChoice] = useState<Requirement>(require);
  const t = useT();
  return (
    <form action={formAction} className="space-y-3" aria-label={t('twoFactor.policyLabel')}>
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('twoFactor.title')}</legend>
        {REQUIREMENTS.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="require"
              value={o.value}
              checked={choice === o.value}
              onChange={() => setChoice(o.value)}
            />
            {t(o.label)}
          </label>
        ))}
        <div className="flex flex-wrap gap-4 pl-6">
          {options.map(({ value, name }) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="roles"
                value={value}
                defaultChecked={roles.includes(value)}
                disabled={choice !== 'roles'}
              />
              {name ?? (isRole(value) ? t(`staff.role.${value}`) : value)}
            </label>
          ))}
        </div>
        {state?.fieldErrors?.roles ? (
          <p className="text-xs font-medium text-red-600 dark:text-red-400">{state.fieldErrors.roles}</p>
        ) : null}
      </fieldset>
      <div aria-live="polite">
        <FormMessage state={state} />
      </div>
      <SubmitButton variant="secondary" pendingLabel={t('settings.saving')}>
        {t('twoFactor.savePolicy')}
      </SubmitButton>
    </form>
  );
}
