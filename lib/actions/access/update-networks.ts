'use server';

import { headers } from 'next/headers';
import { revalidatePath } from 'next/cache';
import { recordAudit } from '@/lib/auth/audit';
import { clientIp } from '@/lib/auth/request';
import { authorizeAction } from '@/lib/auth/session';
import { addressAllowed, parseRangeList } from '@/lib/access/networks';
import { getAccessSettings, updateAccessSettings } from '@/lib/access/settings';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';

/**
 * An admin limits console sign-in to CIDR ranges (empty: anywhere). The lock-out guard: the admin's own address,
 * as the trusted-proxy rule settles it (clientIp), must be inside the new ranges, or nothing is saved.
 */
export async function updateNetworksAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('staff:manage', 'access.networks_update');
  if (!authz.ok) return authz;
  const t = await getT();
  const { ranges, invalid } = parseRangeList(String(formData.get('ranges') ?? '').slice(0, 20_000));
  if (invalid.length)
    return { ok: false, fieldErrors: { ranges: t('access.invalidRanges', { items: invalid.slice(0, 5).join(', ') }) } };
  const ip = clientIp(await headers());
  if (!addressAllowed(ip, ranges))
    return { ok: false, fieldErrors: { ranges: t('access.lockOut', { ip: ip ?? '?' }) } };
  const db = await getConsoleDb();
  const before = await getAccessSettings(db);
  await updateAccessSettings(db, { ipRanges: ranges });
  await recordAudit({
    session: authz.session,
    action: 'access.networks_update',
    summary: { before: before.ipRanges, after: ranges, admin_ip: ip },
  });
  revalidatePath('/settings/access');
  return { ok: true, message: t('access.saved') };
}
