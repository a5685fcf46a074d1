'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import { ROLE_KEY_PATTERN } from '@/lib/auth/permissions';
import { assignableRoles } from '@/lib/auth/roles';
import { action } from '@/lib/actions/define';
import { getTwoFactorPolicy, setTwoFactorPolicy } from '@/lib/auth/two-factor';
import { getConsoleDb } from '@/lib/db';
import type { StaffActionState } from '@/lib/actions/staff/member-fields';

const schema = z
  .object({
    require: z.enum(['none', 'all', 'roles'], { error: 'actions.twoFactor.chooseWho' }),
    roles: z
      .array(z.string())
      .refine((roles) => roles.every((role) => ROLE_KEY_PATTERN.test(role)), 'actions.twoFactor.chooseRole'),
  })
  .refine((p) => p.require !== 'roles' || p.roles.length > 0, {
    path: ['roles'],
    message: 'actions.twoFactor.chooseRole',
  });

/** Admins choose who must sign in with a second factor: nobody, everybody, or the chosen roles. */
export const setTwoFactorPolicyAction = action<typeof schema, StaffActionState>(
  {
    permission: 'staff:manage',
    audit: 'auth.two_factor_policy',
    schema,
    input: (formData) => ({ require: formData.get('require'), roles: formData.getAll('roles').map(String) }),
  },
  async ({ session, input, t }) => {
    const db = await getConsoleDb();
    // The chosen roles are presets or active custom roles (docs/roles.md): a key that names none is refused.
    const known = new Set((await assignableRoles(db)).map((role) => role.key));
    if (input.require === 'roles' && input.roles.some((role) => !known.has(role)))
      return { ok: false, message: t('forms.checkFields'), fieldErrors: { roles: t('actions.twoFactor.chooseRole') } };
    const before = await getTwoFactorPolicy(db);
    const policy = {
      require: input.require,
      roles: input.require === 'roles' ? [...new Set(input.roles)] : [],
    };
    await setTwoFactorPolicy(db, policy);
    await recordAudit({ session, action: 'auth.two_factor_policy', summary: { before, after: policy } });
    revalidatePath('/settings/staff');
    return {
      ok: true,
      message: t(policy.require === 'none' ? 'actions.twoFactor.optional' : 'actions.twoFactor.saved'),
    };
  },
);
