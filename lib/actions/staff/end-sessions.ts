'use server';

import { revalidatePath } from 'next/cache';
import { recordAudit } from '@/lib/auth/audit';
import { action } from '@/lib/actions/define';
import { endSessions } from '@/lib/auth/session-store';
import { bumpSessionVersion, getStaff } from '@/lib/auth/staff';
import { forgetStaff } from '@/lib/auth/staff-cache';
import { getConsoleDb } from '@/lib/db';
import { staffIdSchema, type StaffActionState } from '@/lib/actions/staff/member-fields';
import { refuseOutranked } from '@/lib/actions/staff/outranked';

/** Admins sign a member out everywhere (a lost laptop): every session of theirs ends on its next request. */
export const endStaffSessionsAction = action<typeof staffIdSchema, StaffActionState>(
  {
    permission: 'staff:manage',
    audit: 'staff.end_sessions',
    schema: staffIdSchema,
    input: (formData) => formData.get('id'),
    invalid: 'actions.staff.unknownMember',
  },
  async ({ session, input: memberId, t }) => {
    if (memberId === session.user.id) return { ok: false, message: t('actions.staff.endOwnSessions') };
    const db = await getConsoleDb();
    const member = await getStaff(db, memberId);
    if (!member) return { ok: false, message: t('actions.staff.gone') };
    // Nobody acts on a member whose role grants more than theirs (docs/security.md, "No way up").
    const refused = await refuseOutranked(session, 'staff.end_sessions', member, t);
    if (refused) return refused;
    const ended = await endSessions(db, member.id);
    await bumpSessionVersion(db, member.id);
    forgetStaff(member.id);
    await recordAudit({
      session,
      action: 'staff.end_sessions',
      target: member.id,
      summary: { email: member.email, ended },
    });
    revalidatePath('/settings/staff');
    return { ok: true, message: t('actions.staff.signedOutEverywhere', { name: member.name }) };
  },
);
