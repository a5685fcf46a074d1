'use server';

import { revalidatePath } from 'next/cache';
import { recordAudit } from '@/lib/auth/audit';
import { authorizeAction } from '@/lib/auth/session';
import { endSessions } from '@/lib/auth/sessions';
import { bumpSessionVersion, getStaff } from '@/lib/auth/staff';
import { forgetStaff } from '@/lib/auth/staff-cache';
import { getConsoleDb } from '@/lib/db';
import { getT } from '@/lib/i18n/server';
import { staffIdSchema, type StaffActionState } from '@/lib/actions/shared/staff';
import { refuseOutranked } from '@/lib/actions/shared/roles';

/** Admins sign a member out everywhere (a lost laptop): every session of theirs ends on its next request. */
export async function endStaffSessionsAction(
  _previous: StaffActionState | null,
  formData: FormData,
): Promise<StaffActionState> {
  const authz = await authorizeAction('staff:manage', 'staff.end_sessions');
  if (!authz.ok) return authz;
  const t = await getT();
  const parsed = staffIdSchema.safeParse(formData.get('id'));
  if (!parsed.success) return { ok: false, message: t('actions.staff.unknownMember') };
  if (parsed.data === authz.session.user.id) return { ok: false, message: t('actions.staff.endOwnSessions') };
  const db = await getConsoleDb();
  const member = await getStaff(db, parsed.data);
  if (!member) return { ok: false, message: t('actions.staff.gone') };
  // Nobody acts on a member whose role grants more than theirs (docs/security.md, "No way up").
  const refused = await refuseOutranked(authz.session, 'staff.end_sessions', member, t);
  if (refused) return refused;
  const ended = await endSessions(db, member.id);
  await bumpSessionVersion(db, member.id);
  forgetStaff(member.id);
  await recordAudit({
    session: authz.session,
    action: 'staff.end_sessions',
    target: member.id,
    summary: { email: member.email, ended },
  });
  revalidatePath('/settings/staff');
  return { ok: true, message: t('actions.staff.signedOutEverywhere', { name: member.name }) };
}
