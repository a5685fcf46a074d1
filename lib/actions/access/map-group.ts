'use server';

import { revalidatePath } from 'next/cache';
import { recordAudit } from '@/lib/auth/audit';
import { authorizeAction } from '@/lib/auth/session';
import { setRoleMapping } from '@/lib/access/settings';
import { refuseUnassignable } from '@/lib/actions/shared/roles';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';

/**
 * An admin maps a group of the provider to the role its members get on their first sign-in: a grant, so only a role
 * (preset or active custom role) that gives nothing beyond the admin's own (docs/roles.md).
 */
export async function mapGroupAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('staff:manage', 'access.sso_mapping');
  if (!authz.ok) return authz;
  const t = await getT();
  const group = String(formData.get('group') ?? '').trim();
  const role = String(formData.get('role') ?? '');
  if (!group || group.length > 200) return { ok: false, fieldErrors: { group: t('access.invalidGroup') } };
  const db = await getConsoleDb();
  const refused = await refuseUnassignable(authz.session, 'access.sso_mapping', role, t);
  if (refused) return refused;
  await setRoleMapping(db, { groupName: group, role });
  await recordAudit({ session: authz.session, action: 'access.sso_mapping', target: group, summary: { role } });
  revalidatePath('/settings/access');
  return { ok: true, message: t('access.saved') };
}
