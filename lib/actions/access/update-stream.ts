'use server';

import { revalidatePath } from 'next/cache';
import { recordAudit } from '@/lib/auth/audit';
import { authorizeAction } from '@/lib/auth/session';
import { configureStream, removeStream, streamUrlProblem } from '@/lib/audit/stream';
import { getConsoleDb } from '@/lib/db';
import { serviceConfigFromEnv } from '@/lib/embedded-api';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';

/**
 * An admin points the audit stream at the security team's endpoint (a new signing secret, shown once; saving again
 * keeps the entries not yet delivered) or stops it (`remove`: the endpoint still receives everything through the
 * removal). The URL is refused like a Developers-area webhook URL: internal hosts only in demo mode and tests.
 */
export async function updateStreamAction(
  _previous: ActionState<unknown> | null,
  formData: FormData,
): Promise<ActionState<{ secret: string }>> {
  const authz = await authorizeAction('staff:manage', 'access.audit_stream');
  if (!authz.ok) return authz;
  const t = await getT();
  const db = await getConsoleDb();
  if (formData.get('remove')) {
    // The removal's own entry first: the stream delivers it to the endpoint before it goes (docs/audit.md).
    await recordAudit({ session: authz.session, action: 'access.audit_stream', summary: { removed: true } });
    await removeStream(db);
    revalidatePath('/settings/access');
    return { ok: true, message: t('access.saved') };
  }
  const url = String(formData.get('url') ?? '')
    .trim()
    .slice(0, 2000);
  const problem = await streamUrlProblem(url, serviceConfigFromEnv().webhookAllowPrivateNetworks);
  if (problem) return { ok: false, fieldErrors: { url: t('access.invalidUrl', { problem }) }, values: { url } };
  const secret = await configureStream(db, url);
  await recordAudit({ session: authz.session, action: 'access.audit_stream', summary: { url } });
  revalidatePath('/settings/access');
  return { ok: true, message: t('access.streamSecret', { secret }), result: { secret } };
}
