'use server';

import { z } from 'zod';
import { authorizeAction, recordAudit } from '@/lib/auth';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';
import { deleteView } from '@/lib/saved-views/queries';

const schema = z.object({ id: z.uuid() });

/** Deletes one of the member's own saved views; someone else's is refused. */
export async function deleteViewAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('read', 'saved_view.delete');
  if (!authz.ok) return authz;
  const t = await getT();
  const parsed = schema.safeParse({ id: formData.get('id') });
  if (!parsed.success) return { ok: false, message: t('views.error.notFound') };
  const outcome = await deleteView(await getConsoleDb(), { id: parsed.data.id, memberId: authz.session.user.id });
  if (outcome.kind === 'not_found') return { ok: false, message: t('views.error.notFound') };
  if (outcome.kind === 'not_owner') {
    await recordAudit({
      session: authz.session,
      action: 'saved_view.delete',
      outcome: 'denied',
      target: parsed.data.id,
      summary: { name: outcome.name, reason: 'not_owner' },
    });
    return { ok: false, message: t('views.error.notOwner') };
  }
  await recordAudit({
    session: authz.session,
    action: 'saved_view.delete',
    target: parsed.data.id,
    summary: { list: outcome.listKey, name: outcome.name },
  });
  return { ok: true, message: t('views.deleted', { name: outcome.name }) };
}
