'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth';
import { action } from '@/lib/actions/define';
import { deleteRule } from '@/lib/approvals/rules';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';

const schema = z.object({ id: z.uuid() });

/** Deletes an approval rule (admins). Requests it already holds keep their approvals and roles. */
export const deleteApprovalRuleAction = action<typeof schema, ActionState>(
  {
    permission: 'approvals:manage',
    audit: 'approval_rule.delete',
    schema,
    input: (formData) => ({ id: formData.get('id') }),
    invalid: 'actions.approvalRules.unknown',
  },
  async ({ session, input, t }) => {
    const deleted = await deleteRule(await getConsoleDb(), input.id);
    if (!deleted) return { ok: false, message: t('actions.approvalRules.gone') };
    await recordAudit({
      session,
      action: 'approval_rule.delete',
      target: deleted.id,
      summary: { ...deleted, createdAt: undefined, updatedAt: undefined },
    });
    revalidatePath('/settings/approvals');
    return { ok: true, message: t('actions.approvalRules.deleted') };
  },
);
