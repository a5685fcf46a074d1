'use server';

import { z } from 'zod';
import { recordAudit } from '@/lib/auth';
import { action } from '@/lib/actions/define';
import { getConsoleDb } from '@/lib/db';
import { deleteView } from '@/lib/saved-views/queries';

const schema = z.uuid();

/** Deletes one of the member's own saved views; someone else's is refused. */
export const deleteViewAction = action<typeof schema>(
  {
    permission: 'read',
    audit: 'saved_view.delete',
    schema,
    input: (formData) => formData.get('id'),
    invalid: 'views.error.notFound',
  },
  async ({ session, input: id, t }) => {
    const outcome = await deleteView(await getConsoleDb(), { id, memberId: session.user.id });
    if (outcome.kind === 'not_found') return { ok: false, message: t('views.error.notFound') };
    if (outcome.kind === 'not_owner') {
      await recordAudit({
        session,
        action: 'saved_view.delete',
        outcome: 'denied',
        target: id,
        summary: { name: outcome.name, reason: 'not_owner' },
      });
      return { ok: false, message: t('views.error.notOwner') };
    }
    await recordAudit({
      session,
      action: 'saved_view.delete',
      target: id,
      summary: { list: outcome.listKey, name: outcome.name },
    });
    return { ok: true, message: t('views.deleted', { name: outcome.name }) };
  },
);
