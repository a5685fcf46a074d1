'use client';

import { useActionState } from 'react';
import { inviteStaffAction, type InviteState } from '@/lib/actions/staff/invite';
import { revokeInvitationAction } from '@/lib/actions/staff/revoke-invitation';
import type { StaffActionState } from '@/lib/actions/staff/member-fields';
import { isRole, type RoleOption } from '@/lib/auth/permissions';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/client';
import { RowMessage } from './row-message';

/** Invite a member by email and role; the link is shown once to copy, and mailed too when the console has `SMTP_URL`. */
export function InviteStaffForm({ roles }: { roles: RoleOption[] }) {
  const [state, formAction] = useActionState<InviteState | null, FormData>(inviteStaffAction, null);
  // Only after the action answered (in the browser): the link is absolute so it can be pasted anywhere.
  const link = state?.ok && state.result?.invitePath ? `${window.location.origin}${state.result.invitePath}` : null;
  const errors = state?.fieldErrors ?? {};
  const t = useT();
  return (
    <form action={formAction} className="space-y-3" aria-label={t('invite.formLabel')}>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <Field id="invite-email" label={t('common.email')} error={errors.email}>
          <Input
            id="invite-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            defaultValue={state?.ok ? '' : (state?.values?.email ?? '')}
            aria-invalid={Boolean(errors.email) || undefined}
          />
        </Field>
        <Field id="invite-role" label={t('settings.role')} error={errors.role}>
          <Select id="invite-role" name="role" defaultValue={state?.values?.role ?? 'viewer'}>
            {roles.map(({ value: r, name }) => (
              <option key={r} value={r}>
                {isRole(r) ? t(`staff.role.${r}`) : (name ?? r)}
              </option>
            ))}
          </Select>
        </Field>
        <SubmitButton pendingLabel={t('invite.inviting')}>{t('invite.submit')}</SubmitButton>
      </div>
      <div aria-live="polite">
        <FormMessage state={state} tone={state?.result?.mail === 'failed' ? 'warning' : undefined} />
        {link ? (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-xs">
            <code
              className="rounded bg-slate-100 px-1.5 py-0.5 font-mono break-all dark:bg-slate-800"
              data-testid="invite-link"
            >
              {link}
            </code>
            <Button variant="secondary" size="sm" onClick={() => navigator.clipboard?.writeText(link)}>
              {t('invite.copyLink')}
            </Button>
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** Withdraw one pending invitation. */
export function RevokeInvitationControl({ id, email }: { id: string; email: string }) {
  const [state, formAction] = useActionState<StaffActionState | null, FormData>(revokeInvitationAction, null);
  const t = useT();
  return (
    <form action={formAction} className="inline-block text-left">
      <input type="hidden" name="id" value={id} />
      <SubmitButton
        variant="secondary"
        size="sm"
        pendingLabel={t('invite.withdrawing')}
        aria-label={t('invite.withdrawFor', { email })}
      >
        {t('invite.withdraw')}
      </SubmitButton>
      <RowMessage state={state} />
    </form>
  );
}
