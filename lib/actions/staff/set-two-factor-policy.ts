'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import { ROLE_KEY_PATTERN } from '@/lib/auth/permissions';
import { assignableRoles } from '@/lib/auth/roles';
import { authorizeAction } from '@/lib/auth/session';
import { getTwoFactorPolicy, setTwoFactorPolicy } from '@/lib/auth/two-factor';
import { getConsoleDb } from '@/lib/db';
import { getT } from '@/lib/i18n/server';
import type { MessageKey, Vars } from '@/lib/i18n';
import type { StaffActionState } from '@/lib/actions/shared/staff';

const schema = z
  .object({
    require: z.enum(['none', 'all', 'roles'], { error: 'actions.twoFactor.chooseWho' }),
    roles: z.array(z.string().regex(ROLE_KEY_PATTERN, 'actions.twoFactor.chooseRole')),
  })
  .refine((p) => p.require !== 'roles' || p.roles.length > 0, {
    path: ['roles'],
    message: 'actions.twoFactor.chooseRole',
  });

/** Admins choose who must sign in with a second factor: nobody, everybody, or the chosen roles. */
export async function setTwoFactorPolicyAction(
  _previous: StaffActionState | null,
  formData: FormData,
): Promise<StaffActionState> {
  const authz = await authorizeAction('staff:manage', 'auth.two_factor_policy');
  if (!authz.ok) return authz;
  const t = await getT();
  const parsed = schema.safeParse({ require: formData.get('require'), roles: formData.getAll('roles').map(String) });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      fieldErrors[String(issue.path[0] ?? 'require')] ??= t(
        issue.message as MessageKey,
        issue.code === 'custom' ? (issue.params as Vars | undefined) : undefined,
      );
    return { ok: false, message: t('forms.checkFields'), fieldErrors };
  }
  const db = await getConsoleDb();
  // The chosen roles are presets or active custom roles (docs/roles.md): a key that names none is refused.
  const known = new Set((await assignableRoles(db)).map((role) => role.key));
  if (parsed.data.require === 'roles' && parsed.data.roles.some((role) => !known.has(role)))
    return { ok: false, message: t('forms.checkFields'), fieldErrors: { roles: t('actions.twoFactor.chooseRole') } };
  const before = await getTwoFactorPolicy(db);
  const policy = {
    require: parsed.data.require,
    roles: parsed.data.require === 'roles' ? [...new Set(parsed.data.roles)] : [],
  };
  await setTwoFactorPolicy(db, policy);
  await recordAudit({ session: authz.session, action: 'auth.two_factor_policy', summary: { before, after: policy } });
  revalidatePath('/settings/staff');
  return { ok: true, message: t(policy.require === 'none' ? 'actions.twoFactor.optional' : 'actions.twoFactor.saved') };
}
