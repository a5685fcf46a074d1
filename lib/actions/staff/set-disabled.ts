'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getConsoleDb } from '@/lib/db';
import { recordAudit } from '@/lib/auth/audit';
import { getT } from '@/lib/i18n/server';
import { authorizeAction } from '@/lib/auth/session';
import { getStaff, LastAdminError, setStaffDisabled } from '@/lib/auth/staff';
import { forgetStaff } from '@/lib/auth/staff-cache';
import { fieldErrorsOf, staffIdSchema, type StaffActionState } from '../shared/staff';

const schema = z.object({ id: staffIdSchema, disabled: z.enum(['true', 'false']).transform((value) => value === 'true') });

/** Admins disable (ending every session at once) or re-enable another member. */
export async function setStaffDisabledAction(_previous: StaffActionState | null, formData: FormData): Promise<StaffActionState> {
  const authz = await authorizeAction('staff:manage', 'staff.set_disabled');
  if (!authz.ok) return authz;
  const parsed = schema.safeParse({ id: formData.get('id'), disabled: formData.get('disabled') });
  if (!parsed.success) return { ok: false, message: 'Unknown staff member.', fieldErrors: fieldErrorsOf(parsed.error, await getT()) };
  const { id, disabled } = parsed.data;
  if (id === authz.session.user.id) return { ok: false, message: 'You cannot disable yourself. Ask another admin.' };

  const db = await getConsoleDb();
  const before = await getStaff(db, id);
  if (!before) return { ok: false, message: 'That staff member no longer exists.' };
  const action = disabled ? 'staff.disable' : 'staff.enable';
  if (before.disabled === disabled) return { ok: true, message: `${before.name} is already ${disabled ? 'disabled' : 'enabled'}.` };
  try {
    await setStaffDisabled(db, id, disabled);
    forgetStaff(id);
    await recordAudit({ session: authz.session, action, target: id, summary: { email: before.email, role: before.role } });
    revalidatePath('/settings/staff');
    return { ok: true, message: disabled ? `${before.name} is disabled and signed out everywhere.` : `${before.name} can sign in again.` };
  } catch (error) {
    if (!(error instanceof LastAdminError)) throw error;
    await recordAudit({ session: authz.session, action, outcome: 'failure', target: id, summary: { email: before.email, reason: 'last_admin' } });
    return { ok: false, message: error.message };
  }
}
