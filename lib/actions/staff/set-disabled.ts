'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getConsoleDb } from '@/lib/db';
import { recordAudit } from '@/lib/auth/audit';
import { action } from '@/lib/actions/define';
import { getStaff, LastAdminError, setStaffDisabled } from '@/lib/auth/staff';
import { forgetStaff } from '@/lib/auth/staff-cache';
import { staffIdSchema, type StaffActionState } from '@/lib/actions/staff/member-fields';
import { refuseOutranked } from '@/lib/actions/staff/outranked';

const schema = z.object({
  id: staffIdSchema,
  disabled: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

/** Admins disable (ending every session at once) or re-enable another member. */
export const setStaffDisabledAction = action<typeof schema, StaffActionState>(
  {
    permission: 'staff:manage',
    audit: 'staff.set_disabled',
    schema,
    input: (formData) => ({ id: formData.get('id'), disabled: formData.get('disabled') }),
    // The row's button shows one sentence (its values are hidden fields).
    invalid: 'actions.staff.unknownMember',
  },
  async ({ session, input: { id, disabled }, t }) => {
    if (id === session.user.id) return { ok: false, message: t('actions.staff.disableSelf') };

    const db = await getConsoleDb();
    const before = await getStaff(db, id);
    if (!before) return { ok: false, message: t('actions.staff.gone') };
    const action = disabled ? 'staff.disable' : 'staff.enable';
    // Nobody disables (or re-enables) a member whose role grants more than theirs (docs/security.md, "No way up").
    const refused = await refuseOutranked(session, action, before, t);
    if (refused) return refused;
    if (before.disabled === disabled)
      return {
        ok: true,
        message: t(disabled ? 'actions.staff.alreadyDisabled' : 'actions.staff.alreadyEnabled', { name: before.name }),
      };
    try {
      await setStaffDisabled(db, id, disabled);
      forgetStaff(id);
      await recordAudit({
        session,
        action,
        target: id,
        summary: { email: before.email, role: before.role },
      });
      revalidatePath('/settings/staff');
      return {
        ok: true,
        message: t(disabled ? 'actions.staff.disabled' : 'actions.staff.enabled', { name: before.name }),
      };
    } catch (error) {
      if (!(error instanceof LastAdminError)) throw error;
      await recordAudit({
        session,
        action,
        outcome: 'failure',
        target: id,
        summary: { email: before.email, reason: 'last_admin' },
      });
      return { ok: false, message: t('actions.staff.lastAdmin') };
    }
  },
);
