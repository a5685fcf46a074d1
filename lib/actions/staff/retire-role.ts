'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import { retireRole, RoleError } from '@/lib/auth/roles';
import { getConsoleDb } from '@/lib/db';
import { action } from '@/lib/actions/define';
import { roleErrorMessage } from '@/lib/auth/role-errors';

/** The role's key as the form sends it: `retireRole` refuses one that names no custom role. */
const roleKey = z.string();

/** Retires a custom role nobody enabled holds and no open invitation offers (docs/roles.md). */
export const retireRoleAction = action<typeof roleKey>(
  {
    permission: 'staff:manage',
    audit: 'role.retire',
    schema: roleKey,
    input: (formData) => String(formData.get('key') ?? ''),
  },
  async ({ session, input: key, t }) => {
    try {
      const row = await retireRole(await getConsoleDb(), session.user.access, key);
      await recordAudit({ session, action: 'role.retire', target: key, summary: { name: row.name } });
      revalidatePath('/settings/staff/roles');
      return { ok: true, message: t('actions.roles.retired', { name: row.name }) };
    } catch (error) {
      if (!(error instanceof RoleError)) throw error;
      await recordAudit({
        session,
        action: 'role.retire',
        outcome: error.code === 'beyond' ? 'denied' : 'failure',
        target: key,
        summary: { reason: error.code, beyond: error.details },
      });
      return { ok: false, message: roleErrorMessage(error, t) };
    }
  },
);
