'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { authorizeAction, recordAudit } from '@/lib/auth';
import { deleteRule } from '@/lib/approvals/rules';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';

const schema = z.object({ id: z.uuid({ message: 'Unknown rule.' }) });

/** Deletes an approval rule (admins). Requests it already holds keep their approvals and roles. */
export async function deleteApprovalRuleAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('approvals:manage', 'approval_rule.delete');
  if (!authz.ok) return authz;
  const parsed = schema.safeParse({ id: formData.get('id') });
  if (!parsed.success) return { ok: false, message: 'Unknown rule.' };
  const deleted = await deleteRule(await getConsoleDb(), parsed.data.id);
  if (!deleted) return { ok: false, message: 'This rule no longer exists.' };
  await recordAudit({ session: authz.session, action: 'approval_rule.delete', target: deleted.id, summary: { ...deleted, createdAt: undefined, updatedAt: undefined } });
  revalidatePath('/settings/approvals');
  return { ok: true, message: 'Rule deleted.' };
}
