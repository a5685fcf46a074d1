'use server';

import { openAction } from '@/lib/actions/open';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import { authSecret } from '@/lib/auth/secret';
import { getStaffSession } from '@/lib/auth/guards';
import { confirmEnrolment } from '@/lib/auth/two-factor';
import { forgetStaff } from '@/lib/auth/staff-cache';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { fieldErrorsOf } from '@/lib/actions/field-errors';
import { SESSION_ENDED_MESSAGE } from '@/lib/auth/guards';
import { getT } from '@/lib/auth/translator';

const schema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'actions.twoFactor.enterCode'),
});

/**
 * Confirms two-factor enrolment with a code from the secret just shown. Open to a signed-in member who
 * has not enrolled yet, including one the policy holds on the enrolment page (nothing else is open to them).
 * The member's other sessions end (lib/auth/two-factor.ts, confirmEnrolment).
 */
export const confirmTwoFactorAction = openAction(
  'the member’s own session, also while the policy holds it on the enrolment page',
  async (
    _previous: ActionState<{ recoveryCodes: string[] }> | null,
    formData: FormData,
  ): Promise<ActionState<{ recoveryCodes: string[] }>> => {
    const t = await getT();
    const session = await getStaffSession();
    if (!session) return { ok: false, message: t(SESSION_ENDED_MESSAGE) };
    const parsed = schema.safeParse({ code: formData.get('code') ?? '' });
    if (!parsed.success)
      return {
        ok: false,
        message: t('forms.checkFields'),
        fieldErrors: { code: fieldErrorsOf(parsed.error, t).code ?? t('actions.twoFactor.enterTheCode') },
      };
    const codes = await confirmEnrolment(
      await getConsoleDb(),
      session.user.id,
      parsed.data.code,
      authSecret(),
      Date.now(),
      session.sessionId,
    );
    if (!codes) {
      await recordAudit({
        session,
        action: 'auth.two_factor.enrol',
        outcome: 'failure',
        target: session.user.id,
        summary: { reason: 'wrong_code' },
      });
      return {
        ok: false,
        message: t('actions.twoFactor.mismatch'),
        fieldErrors: { code: t('actions.twoFactor.mismatchField') },
      };
    }
    forgetStaff(session.user.id);
    await recordAudit({
      session,
      action: 'auth.two_factor.enrol',
      target: session.user.id,
      summary: { other_sessions: 'ended' },
    });
    return { ok: true, message: t('actions.twoFactor.on'), result: { recoveryCodes: codes } };
  },
);
