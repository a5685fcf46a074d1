'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import { deleteRoleMapping } from '@/lib/auth/access-settings';
import { action } from '@/lib/actions/define';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';

const schema = z.string();

/** An admin removes a group's mapping: its members signing in for the first time get no access. */
export const unmapGroupAction = action<typeof schema, ActionState>(
  {
    permission: 'staff:manage',
    audit: 'access.sso_unmapping',
    schema,
    input: (formData) => String(formData.get('group') ?? ''),
  },
  async ({ session, input: group, t }) => {
    await deleteRoleMapping(await getConsoleDb(), group);
    await recordAudit({ session, action: 'access.sso_unmapping', target: group });
    revalidatePath('/settings/access');
    return { ok: true, message: t('access.saved') };
  },
);
