'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import { ssoConfig } from '@/lib/auth/sso';
import { getAccessSettings, updateAccessSettings } from '@/lib/auth/access-settings';
import { action } from '@/lib/actions/define';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const CLAIM = /^[A-Za-z0-9_.:-]{1,100}$/;

/** The domain as typed (lower case, without a leading `@`) and the claim (`groups` when left empty). */
const schema = z.object({
  domain: z.string().transform((v) => v.trim().toLowerCase().replace(/^@/, '')),
  claim: z.string().transform((v) => v.trim() || 'groups'),
});

/** An admin sets the domain that must use single sign-on and the claim groups are read from (docs/sso.md). */
export const updateSsoAction = action<typeof schema, ActionState>(
  {
    permission: 'staff:manage',
    audit: 'access.sso_update',
    schema,
    input: (formData) => ({ domain: String(formData.get('domain') ?? ''), claim: String(formData.get('claim') ?? '') }),
  },
  async ({ session, input: { domain, claim }, t }): Promise<ActionState> => {
    // One field's rule at a time, in the form's order (the fields answer alone, with no banner).
    if (domain && !DOMAIN.test(domain)) return { ok: false, fieldErrors: { domain: t('access.invalidDomain') } };
    // Requiring a provider the console cannot reach would leave that domain no way in.
    if (domain && !ssoConfig()) return { ok: false, fieldErrors: { domain: t('access.domainNeedsSso') } };
    if (!CLAIM.test(claim)) return { ok: false, fieldErrors: { claim: t('access.invalidClaim') } };
    const db = await getConsoleDb();
    const before = await getAccessSettings(db);
    await updateAccessSettings(db, { ssoRequiredDomain: domain || null, ssoGroupClaim: claim });
    await recordAudit({
      session,
      action: 'access.sso_update',
      summary: {
        before: { domain: before.ssoRequiredDomain, claim: before.ssoGroupClaim },
        after: { domain: domain || null, claim },
      },
    });
    revalidatePath('/settings/access');
    return { ok: true, message: t('access.saved') };
  },
);
