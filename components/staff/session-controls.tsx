'use client';

import { useActionState } from 'react';
import { endSessionAction } from '@/lib/actions/sign-in/end-session';
import { endStaffSessionsAction } from '@/lib/actions/staff/end-sessions';
import type { StaffActionState } from '@/lib/actions/staff/member-fields';
import type { ActionState } from '@/lib/forms/state';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/client';
import { RowMessage } from './row-message';

/** Ends one of the member's own sessions, or (`session="others"`) every other one. */
export function EndSessionControl({ session, label, device }: { session: string; label: string; device: string }) {
  const [state, formAction] = useActionState<ActionState | null, FormData>(endSessionAction, null);
  const t = useT();
  return (
    <form action={formAction} className="inline-block text-left">
      <input type="hidden" name="session" value={session} />
      <SubmitButton
        variant="secondary"
        size="sm"
        pendingLabel={t('settings.ending')}
        aria-label={session === 'others' ? label : `${label}: ${device}`}
      >
        {label}
      </SubmitButton>
      <RowMessage state={state} />
    </form>
  );
}

/** An admin signs a member out everywhere. */
export function EndStaffSessionsControl({ id, name }: { id: string; name: string }) {
  const [state, formAction] = useActionState<StaffActionState | null, FormData>(endStaffSessionsAction, null);
  const t = useT();
  return (
    <form action={formAction} className="inline-block text-left">
      <input type="hidden" name="id" value={id} />
      <SubmitButton
        variant="secondary"
        size="sm"
        pendingLabel={t('staff.signingOut')}
        aria-label={t('staff.signOutEverywhereFor', { name })}
      >
        {t('staff.signOutEverywhere')}
      </SubmitButton>
      <RowMessage state={state} />
    </form>
  );
}
