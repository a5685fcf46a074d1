'use server';

import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import { headers } from 'next/headers';
import { checkCurrentPassword } from '@/lib/auth/credentials';
import { newPasswordProblem } from '@/lib/auth/password-policy';
import { clientIp } from '@/lib/auth/request';
import { action } from '@/lib/actions/define';
import { findStaffByEmail, setStaffPassword } from '@/lib/auth/staff';
import { forgetStaff } from '@/lib/auth/staff-cache';
import { getConsoleDb } from '@/lib/db';
import { fieldErrorsOf } from '@/lib/actions/field-errors';
import { formatWait, maxChars } from '@/lib/actions/staff/member-fields';

const schema = z.object({
  current_password: z.string().min(1, 'actions.password.enterCurrent').max(256),
  new_password: z.string().refine(...maxChars(256)),
  confirm_password: z.string(),
});

/**
 * A member changes their own password: the current one is required, the new one must pass the policy
 * (≥ 12 characters, not a common password) and be typed twice. Every session of the member ends,
 * this one included, so they sign in again with the new password. Wrong current passwords count against the
 * sign-in throttle (lib/auth/credentials.ts, checkCurrentPassword).
 */
export const changePasswordAction = action<typeof schema>(
  {
    permission: 'read',
    audit: 'auth.change_password',
    schema,
    input: (formData) => ({
      current_password: formData.get('current_password') ?? '',
      new_password: formData.get('new_password') ?? '',
      confirm_password: formData.get('confirm_password') ?? '',
    }),
    // The passwords are never handed back to the form: the field errors without the values.
    invalid: (error, { t }) => ({ ok: false, message: t('forms.checkFields'), fieldErrors: fieldErrorsOf(error, t) }),
  },
  async ({ session, input, t }) => {
    const db = await getConsoleDb();
    const member = await findStaffByEmail(db, session.user.email);
    if (!member || member.id !== session.user.id) return { ok: false, message: t('actions.password.accountNotFound') };

    const fieldErrors: Record<string, string> = {};
    const problem = newPasswordProblem(input.new_password, { email: member.email, name: member.name });
    if (problem) fieldErrors.new_password = t(problem);
    else if (input.new_password !== input.confirm_password)
      fieldErrors.confirm_password = t('actions.password.newDiffer');
    // Under the sign-in throttle: a wrong current password counts like a wrong password at sign-in.
    const current = await checkCurrentPassword(db, member, input.current_password, clientIp(await headers()));
    if (!current.ok && current.reason === 'throttled') {
      await recordAudit({
        session,
        action: 'auth.change_password',
        outcome: 'failure',
        target: member.id,
        summary: { reason: 'throttled', retry_after_seconds: current.retryAfterSeconds },
      });
      return { ok: false, message: t('actions.signIn.throttled', { wait: formatWait(current.retryAfterSeconds, t) }) };
    }
    if (!current.ok) fieldErrors.current_password = t('actions.password.wrongCurrent');
    else if (!problem && input.new_password === input.current_password)
      fieldErrors.new_password = t('actions.password.sameAsCurrent');
    if (Object.keys(fieldErrors).length) {
      await recordAudit({
        session,
        action: 'auth.change_password',
        outcome: 'failure',
        target: member.id,
        summary: { fields: Object.keys(fieldErrors) },
      });
      return { ok: false, message: t('forms.checkFields'), fieldErrors };
    }

    await setStaffPassword(db, member.id, input.new_password);
    forgetStaff(member.id);
    await recordAudit({ session, action: 'auth.change_password', target: member.id });
    return { ok: true, message: t('actions.password.changed') };
  },
);
