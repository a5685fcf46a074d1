'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth';
import { action } from '@/lib/actions/define';
import { isRole, ROLE_KEY_PATTERN } from '@/lib/auth/permissions';
import { assignableRoles } from '@/lib/auth/roles';
import { phrase, type Translator } from '@/lib/i18n';
import { ANY_OTHER_CURRENCY, APPROVAL_ACTIONS, ruleRolesFor, type RuleRole } from '@/lib/approvals/kinds';
import { getRule, insertRule, updateRule, type RuleInput } from '@/lib/approvals/rules';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { checkbox, currency } from '@/lib/actions/fields';
import { addPhrase } from '@/lib/actions/field-errors';
import { minorAmount } from '@/lib/actions/money';

/** A role key (a preset's or a custom role's); which roles a rule may name is checked against the roles that exist. */
const role = z.string().regex(ROLE_KEY_PATTERN, 'actions.approvalRules.chooseApprovers');

/**
 * The rule's form; `roles` are the presets and active custom roles (a rule names only those that may make the
 * action); the role names its messages quote are worded with `t` (the member's language).
 */
const schemaFor = (t: Translator, roles: readonly RuleRole[]) =>
  z
    .object({
      id: z.union([z.literal(''), z.uuid({ message: 'actions.approvalRules.unknown' })]).default(''),
      action: z.enum(APPROVAL_ACTIONS, { error: 'actions.approvalRules.chooseAction' }),
      currency: z.string().default(''),
      /** The rule holds every currency without a rule of its own (`*`); its threshold is then in minor units. */
      any_currency: checkbox,
      threshold: z.string().default(''),
      maker_role: z.union([z.literal(''), role], { error: 'actions.approvalRules.chooseMakerRole' }).default(''),
      approvals_required: z.enum(['1', '2'], { error: 'actions.approvalRules.chooseApprovals' }),
      approver_roles: z
        .array(role, { error: 'actions.approvalRules.chooseApprovers' })
        .min(1, 'actions.approvalRules.atLeastOneApprover'),
      expiry_hours: z.coerce
        .number({ error: 'actions.approvalRules.enterHours' })
        .int('actions.approvalRules.wholeHours')
        .min(1, 'actions.approvalRules.minHours')
        .max(720, 'actions.approvalRules.maxHours'),
      enabled: checkbox,
    })
    .transform((data, ctx) => {
      const code = data.any_currency ? ANY_OTHER_CURRENCY : currency.safeParse(data.currency);
      if (typeof code !== 'string' && !code.success)
        ctx.addIssue({
          code: 'custom',
          path: ['currency'],
          message: code.error.issues[0]?.message ?? 'forms.error.currencyCode',
        });
      const ruleCurrency = typeof code === 'string' ? code : code.success ? code.data : null;
      const threshold = data.any_currency
        ? wholeMinorUnits(data.threshold, ctx)
        : ruleCurrency
          ? minorAmount(data.threshold, ruleCurrency, ctx, 'threshold')
          : null;
      const allowed = ruleRolesFor(data.action, roles).map((r) => r.key);
      const stranger = data.approver_roles.find((r) => !allowed.includes(r));
      const label = (key: string) =>
        isRole(key) ? t(`staff.role.${key}`) : (roles.find((r) => r.key === key)?.name ?? key);
      if (stranger)
        addPhrase(
          ctx,
          phrase('actions.approvalRules.approverCannotMake', {
            role: label(stranger),
            roles: allowed.map(label).join(', '),
          }),
          ['approver_roles'],
        );
      const wrongMaker = Boolean(data.maker_role) && !allowed.includes(data.maker_role);
      if (wrongMaker)
        addPhrase(ctx, phrase('actions.approvalRules.makerCannotMake', { role: label(data.maker_role) }), [
          'maker_role',
        ]);
      if (threshold === null || stranger || wrongMaker || ruleCurrency === null) return z.NEVER;
      const input: RuleInput = {
        action: data.action,
        currency: ruleCurrency,
        threshold,
        makerRole: data.maker_role || null,
        approvalsRequired: data.approvals_required === '2' ? 2 : 1,
        approverRoles: [...new Set(data.approver_roles)],
        expiryHours: data.expiry_hours,
        enabled: data.enabled,
      };
      return { id: data.id, input };
    });

/** A threshold for every other currency: a whole number of minor units, compared as-is whatever the currency. */
function wholeMinorUnits(text: string, ctx: z.RefinementCtx): number | null {
  const trimmed = text.trim().replace(/[\s,_]/g, '');
  if (/^\d{1,15}$/.test(trimmed)) return Number(trimmed);
  ctx.addIssue({ code: 'custom', path: ['threshold'], message: 'actions.approvalRules.wholeMinorUnits' });
  return null;
}

type RuleSchema = ReturnType<typeof schemaFor>;

/** Creates or edits an approval rule (admins); a rule may hold "every other currency" (docs/approvals.md). */
export const saveApprovalRuleAction = action<RuleSchema, ActionState>(
  {
    permission: 'approvals:manage',
    audit: 'approval_rule.save',
    // The roles a rule may name are the ones that exist now.
    schema: async ({ t }) => schemaFor(t, await assignableRoles(await getConsoleDb())),
    input: (formData, values) => ({ ...values, approver_roles: formData.getAll('approver_roles').map(String) }),
  },
  async ({ session, input: { id, input }, values, t }) => {
    const db = await getConsoleDb();
    const before = id ? await getRule(db, id) : undefined;
    if (id && !before) return { ok: false, message: t('actions.approvalRules.gone'), values };
    const rule = id ? await updateRule(db, id, input) : await insertRule(db, input, session.user.id);
    await recordAudit({
      session,
      action: id ? 'approval_rule.update' : 'approval_rule.create',
      target: rule?.id ?? id,
      summary: { ...input, ...(before ? { before: { ...before, createdAt: undefined, updatedAt: undefined } } : {}) },
    });
    revalidatePath('/settings/approvals');
    return { ok: true, message: t(id ? 'actions.approvalRules.saved' : 'actions.approvalRules.created') };
  },
);
