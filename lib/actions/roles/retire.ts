'use server';

import { revalidatePath } from 'next/cache';
import { recordAudit } from '@/lib/auth/audit';
import { authorizeAction } from '@/lib/auth/session';
import { retireRole, RoleError } from '@/lib/auth/roles';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';
import { roleErrorMessage } from '@/lib/actions/shared/roles';

/** Retires a custom role nobody enabled holds and no open invitation offers (docs/roles.md). */
export async function retireRoleAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('staff:manage', 'role.retire');
  if (!authz.ok) return authz;
  const t = await getT();
  const key = String(formData.get('key') ?? '');
  try {
    const row = await retireRole(await getConsoleDb(), authz.session.user.access, key);
    await recordAudit({ session: authz.session, action: 'role.retire', target: key, summary: { name: row.name } });
    revalidatePath('/settings/staff/roles');
    return { ok: true, message: t('actions.roles.retired', { name: row.name }) };
  } catch (error) {
    if (!(error instanceof RoleError)) throw error;
    await recordAudit({
      session: authz.session,
      action: 'role.retire',
      outcome: error.code === 'beyond' ? 'denied' : 'failure',
      target: key,
      summary: { reason: error.code, beyond: error.details },
    });
    return { ok: false, message: roleErrorMessage(error, t) };
  }
}
