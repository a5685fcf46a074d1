'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import { setRoleMapping } from '@/lib/auth/access-settings';
import { action } from '@/lib/actions/define';
import { refuseUnassignable } from '@/lib/actions/staff/outranked';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';

const schema = z.object({ group: z.string(), role: z.string() });

/**
 * An admin maps a group of the provider to the role its members get on their first sign-in: a grant, so only a role
 * (preset or active custom role) that gives nothing beyond the admin's own (docs/roles.md).
 */
export const mapGroupAction = action<typeof schema, ActionState>(
  {
    permission: 'staff:manage',
    audit: 'access.sso_mapping',
    schema,
    input: (formData) => ({
      group: String(formData.get('group') ?? '').trim(),
      role: String(formData.get('role') ?? ''),
    }),
  },
  async ({ session, input: { group, role }, t }) => {
    // The settings form shows the group's rule on its field alone, before the role is looked at.
    if (!group || group.length > 200) return { ok: false, fieldErrors: { group: t('access.invalidGroup') } };
    const db = await getConsoleDb();
    const refused = await refuseUnassignable(session, 'access.sso_mapping', role, t);
    if (refused) return refused;
    await setRoleMapping(db, { groupName: group, role });
    await recordAudit({ session, action: 'access.sso_mapping', target: group, summary: { role } });
    revalidatePath('/settings/access');
    return { ok: true, message: t('access.saved') };
  },
);
