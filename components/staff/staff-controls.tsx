'use client';

import { useActionState, useState } from 'react';
import { changeStaffRoleAction } from '@/lib/actions/staff/change-role';
import { setStaffDisabledAction } from '@/lib/actions/staff/set-disabled';
import { resetPasswordAction } from '@/lib/actions/staff/reset-password';
import type { StaffActionState } from '@/lib/actions/staff/member-fields';
import { isRole, type RoleKey, type RoleOption } from '@/lib/auth/permissions';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/client';
import { RowMessage } from './row-message';

/** The confirmation before a row's action: Cancel, or the danger button that closes it and sends `fields` to `action`. */
function ConfirmDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  action: (formData: FormData) => void;
  fields: Record<string, string>;
  confirmLabel: string;
  pendingLabel?: string;
}) {
  const t = useT();
  return (
    <Dialog open={props.open} onClose={props.onClose} title={props.title} description={props.description}>
      <form
        action={(formData) => {
          props.onClose();
          props.action(formData);
        }}
        className="flex justify-end gap-2"
      >
        {Object.entries(props.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button variant="secondary" onClick={props.onClose}>
          {t('common.cancel')}
        </Button>
        <SubmitButton variant="danger" pendingLabel={props.pendingLabel}>
          {props.confirmLabel}
        </SubmitButton>
      </form>
    </Dialog>
  );
}

/** Role select and Save for one member. */
export function RoleControl({
  id,
  name,
  role,
  roles,
}: {
  id: string;
  name: string;
  role: RoleKey;
  roles: RoleOption[];
}) {
  const [state, formAction] = useActionState<StaffActionState | null, FormData>(changeStaffRoleAction, null);
  const [selected, setSelected] = useState<RoleKey>(role);
  const t = useT();
  const selectId = `role-${id}`;
  return (
    <form action={formAction}>
      <input type="hidden" name="id" value={id} />
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          {t('staff.roleFor', { name })}
        </label>
        <div className="w-32">
          <Select
            id={selectId}
            name="role"
            value={selected}
            controlSize="sm"
            onChange={(event) => setSelected(event.target.value)}
            options={(roles.some((r) => r.value === role) ? roles : [{ value: role, name: role }, ...roles]).map(
              ({ value, name: roleName }) => ({
                value,
                label: isRole(value) ? t(`staff.role.${value}`) : (roleName ?? value),
              }),
            )}
          />
        </div>
        <SubmitButton
          variant="secondary"
          size="sm"
          disabled={selected === role}
          pendingLabel={t('settings.saving')}
          aria-label={t('staff.saveRoleFor', { name })}
        >
          {t('common.save')}
        </SubmitButton>
      </div>
      <RowMessage state={state} />
    </form>
  );
}

/** Disable (after a confirmation) or enable one member. */
export function AccessControl({ id, name, disabled }: { id: string; name: string; disabled: boolean }) {
  const [state, formAction] = useActionState<StaffActionState | null, FormData>(setStaffDisabledAction, null);
  const [confirming, setConfirming] = useState(false);
  const t = useT();

  if (disabled) {
    return (
      <form action={formAction} className="inline-block text-left">
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="disabled" value="false" />
        <SubmitButton
          variant="secondary"
          size="sm"
          pendingLabel={t('staff.enabling')}
          aria-label={t('staff.enableName', { name })}
        >
          {t('staff.enable')}
        </SubmitButton>
        <RowMessage state={state} />
      </form>
    );
  }

  return (
    <div className="inline-block text-left">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setConfirming(true)}
        aria-label={t('staff.disableName', { name })}
      >
        {t('staff.disable')}
      </Button>
      <RowMessage state={state} />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('staff.disableTitle', { name })}
        description={t('staff.disableDescription')}
        action={formAction}
        fields={{ id, disabled: 'true' }}
        confirmLabel={t('staff.disable')}
      />
    </div>
  );
}

/** An admin's password reset for one member: confirm, then the generated password is shown once to hand over. */
export function ResetPasswordControl({ id, name }: { id: string; name: string }) {
  const [state, formAction] = useActionState<StaffActionState | null, FormData>(resetPasswordAction, null);
  const [confirming, setConfirming] = useState(false);
  const generated = state?.ok ? state.result?.generatedPassword : undefined;
  const t = useT();
  return (
    <div className="inline-block text-left">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setConfirming(true)}
        aria-label={t('staff.resetPasswordFor', { name })}
      >
        {t('staff.resetPassword')}
      </Button>
      <RowMessage state={state} />
      {generated ? (
        <p className="mt-1 flex items-center gap-2 text-xs">
          <code
            className="rounded bg-slate-100 px-1.5 py-0.5 font-mono dark:bg-slate-800"
            data-testid="reset-password-value"
          >
            {generated}
          </code>
          <Button variant="secondary" size="sm" onClick={() => navigator.clipboard?.writeText(generated)}>
            {t('copy.button')}
          </Button>
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('staff.resetPasswordTitle', { name })}
        description={t('staff.resetPasswordDescription')}
        action={formAction}
        fields={{ id }}
        confirmLabel={t('staff.resetPassword')}
        pendingLabel={t('staff.resetting')}
      />
    </div>
  );
}
