'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { authorizeAction, recordAudit } from '@/lib/auth';
import { deleteRule } from '@/lib/approvals/rules';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';

const schema = z.object({ id: z.uuid() });

/** Deletes an approval rule (admins). Requests it already holds keep their approvals and roles. */
export async function deleteApprovalRuleAction(
  _previous: ActionState | null,
  formData: FormData,
): Promise<ActionState> {
  const authz = await authorizeAction('approvals:manage', 'approval_rule.delete');
  if (!authz.ok) return authz;
  const t = await getT();
  const parsed = schema.safeParse({ id: formData.get('id') });
  if (!parsed.success) return { ok: false, message: t('actions.approvalRules.unknown') };
  const deleted = await deleteRule(await getConsoleDb(), parsed.data.id);
  if (!deleted) return { ok: false, message: t('actions.approvalRules.gone') };
  await recordAudit({
    session: authz.session,
    action: 'approval_rule.delete',
    target: deleted.id,
    summary: { ...deleted, createdAt: undefined, updatedAt: undefined },
  });
  revalidatePath('/settings/approvals');
  return { ok: true, message: t('actions.approvalRules.deleted') };
}
