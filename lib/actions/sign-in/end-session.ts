'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import { action } from '@/lib/actions/define';
import { endSessions } from '@/lib/auth/session-store';
import { getConsoleDb } from '@/lib/db';

const target = z.union([z.literal('others'), z.uuid()]);

/**
 * A member ends one of their own sessions, or all but this one ("others"). The ended cookie is refused on its next
 * request. Only the member's own sessions can be named (the query is scoped to them).
 */
export const endSessionAction = action<typeof target>(
  {
    permission: 'read',
    audit: 'auth.end_session',
    schema: target,
    input: (formData) => formData.get('session'),
    invalid: 'actions.session.unknown',
  },
  async ({ session, input: which, t }) => {
    const sessions = which === 'others' ? { except: session.sessionId ?? undefined } : { only: which };
    const ended = await endSessions(await getConsoleDb(), session.user.id, sessions);
    await recordAudit({
      session,
      action: 'auth.end_session',
      target: session.user.id,
      summary: { which, ended },
    });
    revalidatePath('/settings');
    if (which === 'others') return { ok: true, message: t.plural('actions.session.othersEnded', ended) };
    return ended
      ? { ok: true, message: t('actions.session.ended') }
      : { ok: false, message: t('actions.session.alreadyEnded') };
  },
);
