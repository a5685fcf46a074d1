'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import { authorizeAction } from '@/lib/auth/session';
import { endSessions } from '@/lib/auth/sessions';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';

const target = z.union([z.literal('others'), z.uuid()]);

/**
 * A member ends one of their own sessions, or all but this one ("others"). The ended cookie is refused on its next
 * request. Only the member's own sessions can be named (the query is scoped to them).
 */
export async function endSessionAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('read', 'auth.end_session');
  if (!authz.ok) return authz;
  const t = await getT();
  const parsed = target.safeParse(formData.get('session'));
  if (!parsed.success) return { ok: false, message: t('actions.session.unknown') };
  const { session } = authz;
  const which = parsed.data === 'others' ? { except: session.sessionId ?? undefined } : { only: parsed.data };
  const ended = await endSessions(await getConsoleDb(), session.user.id, which);
  await recordAudit({
    session,
    action: 'auth.end_session',
    target: session.user.id,
    summary: { which: parsed.data, ended },
  });
  revalidatePath('/settings');
  if (parsed.data === 'others') return { ok: true, message: t.plural('actions.session.othersEnded', ended) };
  return ended
    ? { ok: true, message: t('actions.session.ended') }
    : { ok: false, message: t('actions.session.alreadyEnded') };
}
