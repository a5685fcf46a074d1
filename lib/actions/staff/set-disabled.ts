'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getConsoleDb } from '@/lib/db';
import { recordAudit } from '@/lib/auth/audit';
import { getT } from '@/lib/i18n/server';
import { authorizeAction } from '@/lib/auth/session';
import { getStaff, LastAdminError, setStaffDisabled } from '@/lib/auth/staff';
import { forgetStaff } from '@/lib/auth/staff-cache';
import { fieldErrorsOf, staffIdSchema, type StaffActionState } from '@/lib/actions/shared/staff';
import { refuseOutranked } from '@/lib/actions/shared/roles';

const schema = z.object({
  id: staffIdSchema,
  disabled: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

/** Admins disable (ending every session at once) or re-enable another member. */
export async function setStaffDisabledAction(
  _previous: StaffActionState | null,
  formData: FormData,
): Promise<StaffActionState> {
  const authz = await authorizeAction('staff:manage', 'staff.set_disabled');
  if (!authz.ok) return authz;
  const t = await getT();
  const parsed = schema.safeParse({ id: formData.get('id'), disabled: formData.get('disabled') });
  if (!parsed.success)
    return { ok: false, message: t('actions.staff.unknownMember'), fieldErrors: fieldErrorsOf(parsed.error, t) };
  const { id, disabled } = parsed.data;
  if (id === authz.session.user.id) return { ok: false, message: t('actions.staff.disableSelf') };

  const db = await getConsoleDb();
  const before = await getStaff(db, id);
  if (!before) return { ok: false, message: t('actions.staff.gone') };
  const action = disabled ? 'staff.disable' : 'staff.enable';
  // Nobody disables (or re-enables) a member whose role grants more than theirs (docs/security.md, "No way up").
  const refused = await refuseOutranked(authz.session, action, before, t);
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
      session: authz.session,
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
      session: authz.session,
      action,
      outcome: 'failure',
      target: id,
      summary: { email: before.email, reason: 'last_admin' },
    });
    return { ok: false, message: t('actions.staff.lastAdmin') };
  }
}
