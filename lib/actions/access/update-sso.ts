'use server';

import { revalidatePath } from 'next/cache';
import { recordAudit } from '@/lib/auth/audit';
import { authorizeAction } from '@/lib/auth/session';
import { ssoConfig } from '@/lib/auth/sso';
import { getAccessSettings, updateAccessSettings } from '@/lib/access/settings';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const CLAIM = /^[A-Za-z0-9_.:-]{1,100}$/;

/** An admin sets the domain that must use single sign-on and the claim groups are read from (docs/sso.md). */
export async function updateSsoAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('staff:manage', 'access.sso_update');
  if (!authz.ok) return authz;
  const t = await getT();
  const domain = String(formData.get('domain') ?? '')
    .trim()
    .toLowerCase()
    .replace(/^@/, '');
  const claim = String(formData.get('claim') ?? '').trim() || 'groups';
  if (domain && !DOMAIN.test(domain)) return { ok: false, fieldErrors: { domain: t('access.invalidDomain') } };
  // Requiring a provider the console cannot reach would leave that domain no way in.
  if (domain && !ssoConfig()) return { ok: false, fieldErrors: { domain: t('access.domainNeedsSso') } };
  if (!CLAIM.test(claim)) return { ok: false, fieldErrors: { claim: t('access.invalidClaim') } };
  const db = await getConsoleDb();
  const before = await getAccessSettings(db);
  await updateAccessSettings(db, { ssoRequiredDomain: domain || null, ssoGroupClaim: claim });
  await recordAudit({
    session: authz.session,
    action: 'access.sso_update',
    summary: {
      before: { domain: before.ssoRequiredDomain, claim: before.ssoGroupClaim },
      after: { domain: domain || null, claim },
    },
  });
  revalidatePath('/settings/access');
  return { ok: true, message: t('access.saved') };
}
