'use server';

import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import { authSecret } from '@/lib/auth/secret';
import { getStaffSession } from '@/lib/auth/session';
import { confirmEnrolment } from '@/lib/auth/two-factor';
import { forgetStaff } from '@/lib/auth/staff-cache';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { SESSION_ENDED_MESSAGE } from '@/lib/auth/session';

const schema = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code your app shows.') });

/**
 * Confirms two-factor enrolment with a code from the secret just shown. Open to a signed-in member who
 * has not enrolled yet, including one the policy holds on the enrolment page (nothing else is open to them).
 */
export async function confirmTwoFactorAction(_previous: ActionState<{ recoveryCodes: string[] }> | null, formData: FormData): Promise<ActionState<{ recoveryCodes: string[] }>> {
  const session = await getStaffSession();
  if (!session) return { ok: false, message: SESSION_ENDED_MESSAGE };
  const parsed = schema.safeParse({ code: formData.get('code') ?? '' });
  if (!parsed.success) return { ok: false, message: 'Check the highlighted fields.', fieldErrors: { code: parsed.error.issues[0]?.message ?? 'Enter the code.' } };
  const codes = await confirmEnrolment(await getConsoleDb(), session.user.id, parsed.data.code, authSecret());
  if (!codes) {
    await recordAudit({ session, action: 'auth.two_factor.enrol', outcome: 'failure', target: session.user.id, summary: { reason: 'wrong_code' } });
    return { ok: false, message: 'That code does not match. Check the time on your phone and enter the current code.', fieldErrors: { code: 'That code does not match.' } };
  }
  forgetStaff(session.user.id);
  await recordAudit({ session, action: 'auth.two_factor.enrol', target: session.user.id });
  return { ok: true, message: 'Two-factor sign-in is on.', result: { recoveryCodes: codes } };
}
