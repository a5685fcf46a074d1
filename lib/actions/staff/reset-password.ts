'use server';

import { revalidatePath } from 'next/cache';
import { recordAudit } from '@/lib/auth/audit';
import { recordMemberChange } from '@/lib/auth/member-changes';
import { generatePassword } from '@/lib/auth/password';
import { getStaff, setStaffPassword } from '@/lib/auth/staff';
import { forgetStaff } from '@/lib/auth/staff-cache';
import { getConsoleDb } from '@/lib/db';
import { action } from '@/lib/actions/define';
import { staffIdSchema, type StaffActionState } from '@/lib/actions/staff/member-fields';
import { refuseOutranked } from '@/lib/actions/staff/outranked';

/**
 * An admin resets a member's password (forgotten password): a generated one is shown once to hand over, the
 * member's sessions end, and after their next sign-in they must choose their own before anything else.
 */
export const resetPasswordAction = action<typeof staffIdSchema, StaffActionState>(
  {
    permission: 'staff:manage',
    audit: 'staff.reset_password',
    schema: staffIdSchema,
    input: (formData) => formData.get('id'),
    invalid: 'actions.staff.unknownMember',
  },
  async ({ session, input: memberId, t }) => {
    if (memberId === session.user.id) return { ok: false, message: t('actions.staff.changeOwnPassword') };
    const db = await getConsoleDb();
    const member = await getStaff(db, memberId);
    if (!member) return { ok: false, message: t('actions.staff.gone') };
    // Nobody acts on a member whose role grants more than theirs (docs/security.md, "No way up").
    const refused = await refuseOutranked(session, 'staff.reset_password', member, t);
    if (refused) return refused;
    const generated = generatePassword();
    await setStaffPassword(db, member.id, generated, { mustChange: true });
    await recordMemberChange(db, { memberId: member.id, changedBy: session.user.id, kind: 'reset_password' });
    forgetStaff(member.id);
    await recordAudit({
      session: session,
      action: 'staff.reset_password',
      target: member.id,
      summary: { email: member.email },
    });
    revalidatePath('/settings/staff');
    return {
      ok: true,
      message: t('actions.staff.passwordReset', { name: member.name }),
      result: { generatedPassword: generated },
    };
  },
);
