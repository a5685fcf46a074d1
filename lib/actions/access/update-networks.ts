'use server';

import { headers } from 'next/headers';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import { clientIp } from '@/lib/auth/request';
import { addressAllowed, parseRangeList } from '@/lib/auth/networks';
import { getAccessSettings, updateAccessSettings } from '@/lib/auth/access-settings';
import { action } from '@/lib/actions/define';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';

/** The ranges as listed, and the entries that are not a CIDR range (answered on the field, below). */
const schema = z.string().transform((text) => parseRangeList(text.slice(0, 20_000)));

/**
 * An admin limits console sign-in to CIDR ranges (empty: anywhere). The lock-out guard: the admin's own address,
 * as the trusted-proxy rule settles it (clientIp), must be inside the new ranges, or nothing is saved.
 */
export const updateNetworksAction = action<typeof schema, ActionState>(
  {
    permission: 'staff:manage',
    audit: 'access.networks_update',
    schema,
    input: (formData) => String(formData.get('ranges') ?? ''),
  },
  async ({ session, input: { ranges, invalid }, t }) => {
    if (invalid.length)
      return {
        ok: false,
        fieldErrors: { ranges: t('access.invalidRanges', { items: invalid.slice(0, 5).join(', ') }) },
      };
    const ip = clientIp(await headers());
    if (!addressAllowed(ip, ranges))
      return { ok: false, fieldErrors: { ranges: t('access.lockOut', { ip: ip ?? '?' }) } };
    const db = await getConsoleDb();
    const before = await getAccessSettings(db);
    await updateAccessSettings(db, { ipRanges: ranges });
    await recordAudit({
      session,
      action: 'access.networks_update',
      summary: { before: before.ipRanges, after: ranges, admin_ip: ip },
    });
    revalidatePath('/settings/access');
    return { ok: true, message: t('access.saved') };
  },
);
