'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { authorizeAction, recordAudit } from '@/lib/auth';
import { getT } from '@/lib/i18n/server';
import { ROLE_LABELS, ROLES, type Role } from '@/lib/auth/permissions';
import { APPROVAL_ACTIONS, approverRolesFor, makerRolesFor } from '@/lib/approvals/kinds';
import { getRule, insertRule, updateRule, type RuleInput } from '@/lib/approvals/rules';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { checkbox, currency, fieldErrorsOf } from '../shared/fields';
import { minorAmount } from '../shared/money';

const role = z.enum(ROLES as unknown as [Role, ...Role[]]);

const schema = z
  .object({
    id: z.union([z.literal(''), z.uuid({ message: 'Unknown rule.' })]).default(''),
    action: z.enum(APPROVAL_ACTIONS, { error: 'Choose an action.' }),
    currency,
    threshold: z.string().default(''),
    maker_role: z.union([z.literal(''), role], { error: 'Choose a role or “any role”.' }).default(''),
    approvals_required: z.enum(['1', '2'], { error: 'Choose 1 or 2 approvals.' }),
    approver_roles: z.array(role, { error: 'Choose the roles that approve.' }).min(1, 'Choose at least one role that approves.'),
    expiry_hours: z.coerce
      .number({ error: 'Enter a number of hours.' })
      .int('Enter whole hours.')
      .min(1, 'At least 1 hour.')
      .max(720, 'At most 720 hours (30 days).'),
    enabled: checkbox,
  })
  .transform((data, ctx) => {
    const threshold = minorAmount(data.threshold, data.currency, ctx, 'threshold');
    const allowed = approverRolesFor(data.action);
    const stranger = data.approver_roles.find((r) => !allowed.includes(r));
    if (stranger) ctx.addIssue({ code: 'custom', path: ['approver_roles'], message: `${ROLE_LABELS[stranger]} members cannot make this action, so they cannot approve it: choose among ${allowed.map((r) => ROLE_LABELS[r]).join(', ')}.` });
    if (data.maker_role && !makerRolesFor(data.action).includes(data.maker_role)) ctx.addIssue({ code: 'custom', path: ['maker_role'], message: `${ROLE_LABELS[data.maker_role]} members cannot make this action.` });
    if (threshold === null || stranger) return z.NEVER;
    const input: RuleInput = {
      action: data.action,
      currency: data.currency,
      threshold,
      makerRole: data.maker_role || null,
      approvalsRequired: data.approvals_required === '2' ? 2 : 1,
      approverRoles: [...new Set(data.approver_roles)],
      expiryHours: data.expiry_hours,
      enabled: data.enabled,
    };
    return { id: data.id, input };
  });

/** Creates or edits an approval rule (admins). */
export async function saveApprovalRuleAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('approvals:manage', 'approval_rule.save');
  if (!authz.ok) return authz;
  const values: Record<string, string> = {};
  for (const [name, value] of formData.entries()) if (typeof value === 'string' && !name.startsWith('$ACTION') && name !== 'approver_roles') values[name] = value;
  const approverRoles = formData.getAll('approver_roles').map(String);
  values.approver_roles = approverRoles.join(',');
  const parsed = schema.safeParse({ ...values, approver_roles: approverRoles });
  if (!parsed.success) return { ok: false, message: 'Check the highlighted fields.', fieldErrors: fieldErrorsOf(parsed.error, await getT()), values };
  const { id, input } = parsed.data;

  const db = await getConsoleDb();
  const before = id ? await getRule(db, id) : undefined;
  if (id && !before) return { ok: false, message: 'This rule no longer exists.', values };
  const rule = id ? await updateRule(db, id, input) : await insertRule(db, input, authz.session.user.id);
  await recordAudit({
    session: authz.session,
    action: id ? 'approval_rule.update' : 'approval_rule.create',
    target: rule?.id ?? id,
    summary: { ...input, ...(before ? { before: { ...before, createdAt: undefined, updatedAt: undefined } } : {}) },
  });
  revalidatePath('/settings/approvals');
  return { ok: true, message: id ? 'Rule saved.' : 'Rule created.' };
}
