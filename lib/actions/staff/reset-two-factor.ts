'use server';

import { revalidatePath } from 'next/cache';
import { recordAudit } from '@/lib/auth/audit';
import { recordMemberChange } from '@/lib/auth/member-changes';
import { action } from '@/lib/actions/define';
import { getStaff } from '@/lib/auth/staff';
import { forgetStaff } from '@/lib/auth/staff-cache';
import { resetTwoFactor } from '@/lib/auth/two-factor';
import { getConsoleDb } from '@/lib/db';
import { staffIdSchema, type StaffActionState } from '@/lib/actions/staff/member-fields';
import { refuseOutranked } from '@/lib/actions/staff/outranked';

/** Admins remove a member's second factor (lost phone): their sessions end and they enrol again. */
export const resetTwoFactorAction = action<typeof staffIdSchema, StaffActionState>(
  {
    permission: 'staff:manage',
    audit: 'staff.reset_two_factor',
    schema: staffIdSchema,
    input: (formData) => formData.get('id'),
    invalid: 'actions.staff.unknownMember',
  },
  async ({ session, input: memberId, t }) => {
    const db = await getConsoleDb();
    const member = await getStaff(db, memberId);
    if (!member) return { ok: false, message: t('actions.staff.gone') };
    // Nobody acts on a member whose role grants more than theirs (docs/security.md, "No way up").
    const refused = await refuseOutranked(session, 'staff.reset_two_factor', member, t);
    if (refused) return refused;
    await resetTwoFactor(db, member.id);
    await recordMemberChange(db, { memberId: member.id, changedBy: session.user.id, kind: 'reset_two_factor' });
    forgetStaff(member.id);
    await recordAudit({
      session,
      action: 'staff.reset_two_factor',
      target: member.id,
      summary: { email: member.email, was_enrolled: Boolean(member.totpEnabledAt) },
    });
    revalidatePath('/settings/staff');
    return { ok: true, message: t('actions.staff.twoFactorReset', { name: member.name }) };
  },
);
