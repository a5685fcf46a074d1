'use client';

import { useActionState, useState } from 'react';
import { deleteApprovalRuleAction } from '@/lib/actions/approvals/delete-rule';
import { saveApprovalRuleAction } from '@/lib/actions/approvals/save-rule';
import { isRole, type RoleKey } from '@/lib/auth/permissions';
import {
  ANY_OTHER_CURRENCY,
  APPROVAL_ACTIONS,
  ruleRolesFor,
  type ApprovalAction,
  type RuleRole,
} from '@/lib/approvals/kinds';
import type { ActionState } from '@/lib/forms/state';
import { describedBy, Field } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/client';

export interface RuleFormValues {
  id: string;
  action: ApprovalAction;
  /** An ISO code, or ANY_OTHER_CURRENCY (every currency without a rule of its own). */
  currency: string;
  /** Major units, as typed; minor units for every other currency. */
  threshold: string;
  makerRole: RoleKey | '';
  approvalsRequired: 1 | 2;
  approverRoles: RoleKey[];
  expiryHours: number;
  enabled: boolean;
}

/** Create or edit one approval rule; `roles` are the presets and active custom roles it may name. */
export function RuleForm({ initial, roles: all }: { initial: RuleFormValues; roles: RuleRole[] }) {
  const [state, formAction] = useActionState<ActionState | null, FormData>(saveApprovalRuleAction, null);
  const [action, setAction] = useState<ApprovalAction>(initial.action);
  const [anyCurrency, setAnyCurrency] = useState(initial.currency === ANY_OTHER_CURRENCY);
  const roles = ruleRolesFor(action, all);
  const errors = state?.fieldErrors ?? {};
  const v = (name: string, fallback: string) => state?.values?.[name] ?? fallback;
  const prefix = initial.id ? `rule-${initial.id}` : 'rule-new';
  const t = useT();
  const roleName = (r: RuleRole) => r.name ?? (isRole(r.key) ? t(`staff.role.${r.key}`) : r.key);

  return (
    <form
      action={formAction}
      className="space-y-4"
      aria-label={initial.id ? t('approvalRules.editLabel') : t('approvalRules.newLabel')}
    >
      <input type="hidden" name="id" value={initial.id} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${prefix}-action`} label={t('approvals.action')} error={errors.action}>
          <Select
            id={`${prefix}-action`}
            name="action"
            value={action}
            onChange={(event) => setAction(event.target.value as ApprovalAction)}
            options={APPROVAL_ACTIONS.map((value) => ({ value, label: t(`approvals.action.${value}`) }))}
          />
        </Field>
        <div className="space-y-2">
          <Field id={`${prefix}-currency`} label={t('table.currency')} error={errors.currency}>
            <Input
              id={`${prefix}-currency`}
              name="currency"
              defaultValue={v('currency', initial.currency === ANY_OTHER_CURRENCY ? '' : initial.currency)}
              maxLength={3}
              required={!anyCurrency}
              disabled={anyCurrency}
              aria-invalid={Boolean(errors.currency)}
              aria-describedby={describedBy(`${prefix}-currency`, { error: errors.currency })}
            />
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="any_currency"
              checked={anyCurrency}
              onChange={(event) => setAnyCurrency(event.target.checked)}
              aria-describedby={`${prefix}-any-currency-hint`}
            />
            {/* Its name does not say "currency": the field above keeps the only label that does. */}
            {t('approvalRules.anyOtherCurrencyCheck')}
          </label>
          <p id={`${prefix}-any-currency-hint`} className="text-xs text-slate-500 dark:text-slate-400">
            {t('approvalRules.anyOtherCurrencyHint')}
          </p>
        </div>
        <Field id={`${prefix}-threshold`} label={t('approvalRules.atOrAboveAmount')} error={errors.threshold}>
          <Input
            id={`${prefix}-threshold`}
            name="threshold"
            inputMode="decimal"
            defaultValue={v('threshold', initial.threshold)}
            required
            aria-invalid={Boolean(errors.threshold)}
            aria-describedby={describedBy(`${prefix}-threshold`, { error: errors.threshold })}
          />
        </Field>
        <Field id={`${prefix}-maker`} label={t('approvalRules.madeBy')} error={errors.maker_role}>
          <Select
            id={`${prefix}-maker`}
            name="maker_role"
            defaultValue={v('maker_role', initial.makerRole)}
            options={[
              { value: '', label: t('approvalRules.anyRole') },
              ...roles.map((r) => ({ value: r.key, label: roleName(r) })),
            ]}
          />
        </Field>
        <Field id={`${prefix}-count`} label={t('approvalRules.approvalsNeeded')} error={errors.approvals_required}>
          <Select
            id={`${prefix}-count`}
            name="approvals_required"
            defaultValue={v('approvals_required', String(initial.approvalsRequired))}
            options={[
              { value: '1', label: '1' },
              { value: '2', label: t('approvalRules.twoApprovals') },
            ]}
          />
        </Field>
        <Field id={`${prefix}-expiry`} label={t('approvalRules.expiresAfterHours')} error={errors.expiry_hours}>
          <Input
            id={`${prefix}-expiry`}
            name="expiry_hours"
            type="number"
            min={1}
            max={720}
            defaultValue={v('expiry_hours', String(initial.expiryHours))}
            required
            aria-invalid={Boolean(errors.expiry_hours)}
          />
        </Field>
      </div>
      <fieldset aria-describedby={errors.approver_roles ? `${prefix}-roles-error` : undefined}>
        <legend className="text-sm font-medium">{t('approvalRules.approvedBy')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {roles.map((r) => (
            <label key={r.key} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="approver_roles"
                value={r.key}
                defaultChecked={initial.approverRoles.includes(r.key)}
              />
              {roleName(r)}
            </label>
          ))}
        </div>
        {errors.approver_roles ? (
          <p id={`${prefix}-roles-error`} className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">
            {errors.approver_roles}
          </p>
        ) : null}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="enabled" defaultChecked={initial.enabled} />
        {t('approvalRules.enabled')}
      </label>
      <div aria-live="polite">
        <FormMessage state={state} />
      </div>
      <SubmitButton pendingLabel={t('settings.saving')}>
        {initial.id ? t('approvalRules.save') : t('approvalRules.create')}
      </SubmitButton>
    </form>
  );
}

/** Delete one rule. */
export function DeleteRuleForm({ id }: { id: string }) {
  const [state, formAction] = useActionState<ActionState | null, FormData>(deleteApprovalRuleAction, null);
  const t = useT();
  return (
    <form action={formAction} className="inline-block">
      <input type="hidden" name="id" value={id} />
      <SubmitButton variant="secondary" size="sm" pendingLabel={t('approvalRules.deleting')}>
        {t('common.delete')}
      </SubmitButton>
      <p aria-live="polite" className="text-xs text-red-600">
        {state && !state.ok ? state.message : null}
      </p>
    </form>
  );
}
