'use server';

import { revalidatePath } from 'next/cache';
import { recordAudit } from '@/lib/auth/audit';
import { authorizeAction } from '@/lib/auth/session';
import { deleteRoleMapping } from '@/lib/access/settings';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';

/** An admin removes a group's mapping: its members signing in for the first time get no access. */
export async function unmapGroupAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('staff:manage', 'access.sso_unmapping');
  if (!authz.ok) return authz;
  const group = String(formData.get('group') ?? '');
  await deleteRoleMapping(await getConsoleDb(), group);
  await recordAudit({ session: authz.session, action: 'access.sso_unmapping', target: group });
  revalidatePath('/settings/access');
  return { ok: true, message: (await getT())('access.saved') };
}
