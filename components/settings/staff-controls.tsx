'use client';

import { useActionState, useState } from 'react';
import { changeStaffRoleAction } from '@/lib/actions/staff/change-role';
import { setStaffDisabledAction } from '@/lib/actions/staff/set-disabled';
import { resetPasswordAction } from '@/lib/actions/staff/reset-password';
import type { StaffActionState } from '@/lib/actions/shared/staff';
import { ROLE_LABELS, ROLES, type Role } from '@/lib/auth/permissions';
import { Button, Dialog, Select, SubmitButton } from '@/components/ui';
import { cn } from '@/components/ui/cn';

function RowMessage({ state }: { state: StaffActionState | null }) {
  return (
    <p aria-live="polite" className={cn('mt-1 max-w-64 text-xs', state?.ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-600 dark:text-red-400')}>
      {state?.message}
    </p>
  );
}

/** Role select and Save for one member. */
export function RoleControl({ id, name, role }: { id: string; name: string; role: Role }) {
  const [state, formAction] = useActionState<StaffActionState | null, FormData>(changeStaffRoleAction, null);
  const [selected, setSelected] = useState<Role>(role);
  const selectId = `role-${id}`;
  return (
    <form action={formAction}>
      <input type="hidden" name="id" value={id} />
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          Role for {name}
        </label>
        <div className="w-32">
          <Select
            id={selectId}
            name="role"
            value={selected}
            controlSize="sm"
            onChange={(event) => setSelected(event.target.value as Role)}
            options={ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          />
        </div>
        <SubmitButton variant="secondary" size="sm" disabled={selected === role} pendingLabel="Saving…" aria-label={`Save role for ${name}`}>
          Save
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

  if (disabled) {
    return (
      <form action={formAction} className="inline-block text-left">
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="disabled" value="false" />
        <SubmitButton variant="secondary" size="sm" pendingLabel="Enabling…" aria-label={`Enable ${name}`}>
          Enable
        </SubmitButton>
        <RowMessage state={state} />
      </form>
    );
  }

  return (
    <div className="inline-block text-left">
      <Button variant="secondary" size="sm" onClick={() => setConfirming(true)} aria-label={`Disable ${name}`}>
        Disable
      </Button>
      <RowMessage state={state} />
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Disable ${name}?`}
        description="They are signed out everywhere at once and cannot sign in until an admin enables them again."
      >
        <form
          action={(formData) => {
            setConfirming(false);
            formAction(formData);
          }}
          className="flex justify-end gap-2"
        >
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="disabled" value="true" />
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <SubmitButton variant="danger">Disable</SubmitButton>
        </form>
      </Dialog>
    </div>
  );
}

/** An admin's password reset for one member: confirm, then the generated password is shown once to hand over. */
export function ResetPasswordControl({ id, name }: { id: string; name: string }) {
  const [state, formAction] = useActionState<StaffActionState | null, FormData>(resetPasswordAction, null);
  const [confirming, setConfirming] = useState(false);
  const generated = state?.ok ? state.result?.generatedPassword : undefined;
  return (
    <div className="inline-block text-left">
      <Button variant="secondary" size="sm" onClick={() => setConfirming(true)} aria-label={`Reset password for ${name}`}>
        Reset password
      </Button>
      <RowMessage state={state} />
      {generated ? (
        <p className="mt-1 flex items-center gap-2 text-xs">
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono dark:bg-slate-800" data-testid="reset-password-value">
            {generated}
          </code>
          <Button variant="secondary" size="sm" onClick={() => navigator.clipboard?.writeText(generated)}>
            Copy
          </Button>
        </p>
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Reset ${name}'s password?`}
        description="Their sessions end at once. You get a new password to hand them; after signing in with it they must choose their own before anything else."
      >
        <form
          action={(formData) => {
            setConfirming(false);
            formAction(formData);
          }}
          className="flex justify-end gap-2"
        >
          <input type="hidden" name="id" value={id} />
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <SubmitButton variant="danger" pendingLabel="Resetting…">
            Reset password
          </SubmitButton>
        </form>
      </Dialog>
    </div>
  );
}
