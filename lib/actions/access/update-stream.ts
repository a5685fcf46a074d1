'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import { configureStream, removeStream, streamUrlProblem } from '@/lib/audit/stream';
import { action } from '@/lib/actions/define';
import { getConsoleDb } from '@/lib/db';
import { serviceConfigFromEnv } from '@/lib/embedded-api';
import type { ActionState } from '@/lib/forms/state';

/** Stop the stream (`remove`), or point it at the URL as typed. */
const schema = z.object({ remove: z.boolean(), url: z.string().transform((v) => v.trim().slice(0, 2000)) });

/**
 * An admin points the audit stream at the security team's endpoint (a new signing secret, shown once; saving again
 * keeps the entries not yet delivered) or stops it (`remove`: the endpoint still receives everything through the
 * removal). The URL is refused like a Developers-area webhook URL: internal hosts only in demo mode and tests.
 */
export const updateStreamAction = action<typeof schema, ActionState<unknown>>(
  {
    permission: 'staff:manage',
    audit: 'access.audit_stream',
    schema,
    input: (formData) => ({ remove: Boolean(formData.get('remove')), url: String(formData.get('url') ?? '') }),
  },
  async ({ session, input: { remove, url }, t }) => {
    const db = await getConsoleDb();
    if (remove) {
      // The removal's own entry first: the stream delivers it to the endpoint before it goes (docs/audit.md).
      await recordAudit({ session, action: 'access.audit_stream', summary: { removed: true } });
      await removeStream(db);
      revalidatePath('/settings/access');
      return { ok: true, message: t('access.saved') };
    }
    const problem = await streamUrlProblem(url, serviceConfigFromEnv().webhookAllowPrivateNetworks);
    if (problem) return { ok: false, fieldErrors: { url: t('access.invalidUrl', { problem }) }, values: { url } };
    const secret = await configureStream(db, url);
    await recordAudit({ session, action: 'access.audit_stream', summary: { url } });
    revalidatePath('/settings/access');
    return { ok: true, message: t('access.streamSecret', { secret }), result: { secret } };
  },
);
