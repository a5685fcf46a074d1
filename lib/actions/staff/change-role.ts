'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getConsoleDb } from '@/lib/db';
import { recordAudit } from '@/lib/auth/audit';
import { recordMemberChange } from '@/lib/auth/member-changes';
import { action } from '@/lib/actions/define';
import { getStaff, LastAdminError, RoleGrantsChangedError, updateStaffRole } from '@/lib/auth/staff';
import { forgetStaff } from '@/lib/auth/staff-cache';
import { isRole } from '@/lib/auth/permissions';
import { getRole, resolveAccess } from '@/lib/auth/roles';
import { holdPowerChange } from '@/lib/approvals/power';
import { refuseOutranked, refuseUnassignable } from '@/lib/actions/staff/outranked';
import { roleSchema, staffIdSchema, type StaffActionState } from '@/lib/actions/staff/member-fields';

const schema = z.object({ id: staffIdSchema, role: roleSchema });

/** Admins change another member's role; that member's sessions end so the new role applies at once. */
export const changeStaffRoleAction = action<typeof schema, StaffActionState>(
  {
    permission: 'staff:manage',
    audit: 'staff.change_role',
    schema,
    input: (formData) => ({ id: formData.get('id'), role: formData.get('role') }),
    // The row's control shows one sentence (a hidden id and a role from the list).
    invalid: 'actions.staff.chooseRole',
  },
  async ({ session, input: { id, role }, t }) => {
    if (id === session.user.id) return { ok: false, message: t('actions.staff.ownRole') };

    const db = await getConsoleDb();
    const before = await getStaff(db, id);
    if (!before) return { ok: false, message: t('actions.staff.gone') };
    // Nobody changes the role of a member above them, nor grants what they do not hold (docs/roles.md).
    const refused =
      (await refuseOutranked(session, 'staff.change_role', before, t)) ??
      (await refuseUnassignable(session, 'staff.change_role', role, t));
    if (refused) return refused;
    // The role in lower case ("finance", "finanzas"), as the English message always named it.
    const roleName = isRole(role) ? t(`staff.role.${role}`).toLowerCase() : ((await getRole(db, role))?.name ?? role);
    if (before.role === role)
      return { ok: true, message: t('actions.staff.alreadyRole', { name: before.name, role: roleName }) };
    // More power over money, while the merchant has approval rules: held for a second member (docs/security.md).
    const grants = await resolveAccess(db, role);
    const held = await holdPowerChange<{ generatedPassword?: string }>(db, session, {
      action: 'staff_change_role',
      target: id,
      before: await resolveAccess(db, before.role),
      grants,
      payload: { member_id: id, member_email: before.email, from: before.role, to: role },
    });
    if (held) return held;
    try {
      const after = await updateStaffRole(db, id, role, { decidedOn: grants });
      await recordMemberChange(db, { memberId: id, changedBy: session.user.id, kind: 'change_role' });
      forgetStaff(id);
      await recordAudit({
        session,
        action: 'staff.change_role',
        target: id,
        summary: { email: before.email, from: before.role, to: after?.role ?? role },
      });
      revalidatePath('/settings/staff');
      return { ok: true, message: t('actions.staff.roleChanged', { name: before.name, role: roleName }) };
    } catch (error) {
      if (error instanceof RoleGrantsChangedError) {
        await recordAudit({
          session,
          action: 'staff.change_role',
          outcome: 'failure',
          target: id,
          summary: { email: before.email, from: before.role, to: role, reason: 'role_changed' },
        });
        return { ok: false, message: t('actions.staff.roleChangedMeanwhile') };
      }
      if (!(error instanceof LastAdminError)) throw error;
      await recordAudit({
        session,
        action: 'staff.change_role',
        outcome: 'failure',
        target: id,
        summary: { email: before.email, from: before.role, to: role, reason: 'last_manager' },
      });
      return { ok: false, message: t('actions.staff.lastAdmin') };
    }
  },
);
