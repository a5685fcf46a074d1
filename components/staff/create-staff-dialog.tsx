'use client';

import { useActionState, useState } from 'react';
import { createStaffAction } from '@/lib/actions/staff/create';
import type { StaffActionState } from '@/lib/actions/staff/member-fields';
import { isRole, type RoleOption } from '@/lib/auth/permissions';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Dialog } from '@/components/ui/dialog';
import { FormMessage } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/client';

/** "Add staff member": a dialog with the form; a fresh form each time it opens. */
export function CreateStaffDialog({ roles }: { roles: RoleOption[] }) {
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  const t = useT();
  return (
    <>
      <Button
        onClick={() => {
          setRound((value) => value + 1);
          setOpen(true);
        }}
      >
        {t('staff.add')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('staff.addTitle')}
        description={t('staff.addDescription')}
      >
        <CreateStaffForm key={round} roles={roles} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function CreateStaffForm({ roles, onDone }: { roles: RoleOption[]; onDone: () => void }) {
  const [state, formAction] = useActionState<StaffActionState | null, FormData>(createStaffAction, null);
  const errors = state?.fieldErrors ?? {};
  const values = state?.values ?? {};
  const t = useT();

  if (state?.ok) {
    return (
      <div className="space-y-4">
        <FormMessage state={state} />
        {state.result?.generatedPassword ? (
          <div className="space-y-1.5">
            <p className="text-sm font-medium">{t('staff.initialPassword')}</p>
            <div className="flex items-center gap-2">
              <code
                data-testid="generated-password"
                className="flex-1 rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all select-all dark:bg-slate-800"
              >
                {state.result?.generatedPassword}
              </code>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => navigator.clipboard?.writeText(state.result?.generatedPassword ?? '')}
              >
                {t('copy.button')}
              </Button>
            </div>
          </div>
        ) : null}
        <div className="flex justify-end">
          <Button onClick={onDone}>{t('common.done')}</Button>
        </div>
      </div>
    );
  }

  return (
    <form action={formAction} className="space-y-4" noValidate>
      <Field id="new-email" label={t('common.email')} error={errors.email}>
        <Input
          id="new-email"
          name="email"
          type="email"
          autoComplete="off"
          required
          defaultValue={values.email}
          aria-invalid={Boolean(errors.email) || undefined}
          aria-describedby={describedBy('new-email', { error: errors.email })}
        />
      </Field>
      <Field id="new-name" label={t('common.name')} error={errors.name}>
        <Input
          id="new-name"
          name="name"
          autoComplete="off"
          required
          defaultValue={values.name}
          aria-invalid={Boolean(errors.name) || undefined}
          aria-describedby={describedBy('new-name', { error: errors.name })}
        />
      </Field>
      <Field id="new-role" label={t('settings.role')} error={errors.role} hint={t('staff.roleHint')}>
        <Select
          id="new-role"
          name="role"
          defaultValue={values.role || 'viewer'}
          aria-invalid={Boolean(errors.role) || undefined}
          aria-describedby={describedBy('new-role', { hint: true, error: errors.role })}
        >
          {roles.map(({ value: role, name }) =>
            isRole(role) ? (
              <option key={role} value={role} title={t(`staff.roleDescription.${role}`)}>
                {t(`staff.role.${role}`)} — {t(`staff.roleDescription.${role}`)}
              </option>
            ) : (
              <option key={role} value={role}>
                {name ?? role}
              </option>
            ),
          )}
        </Select>
      </Field>
      <Field
        id="new-password"
        label={t('common.optional', { label: t('staff.initialPassword') })}
        hint={t('staff.initialPasswordHint')}
        error={errors.password}
      >
        <Input
          id="new-password"
          name="password"
          type="password"
          autoComplete="new-password"
          aria-invalid={Boolean(errors.password) || undefined}
          aria-describedby={describedBy('new-password', { hint: true, error: errors.password })}
        />
      </Field>
      <FormMessage state={state} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <SubmitButton pendingLabel={t('staff.adding')}>{t('staff.add')}</SubmitButton>
      </div>
    </form>
  );
}
