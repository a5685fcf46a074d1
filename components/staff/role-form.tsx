'use client';

import { useActionState } from 'react';
import { retireRoleAction } from '@/lib/actions/staff/retire-role';
import { saveRoleAction } from '@/lib/actions/staff/save-role';
import { isDailyPermission, isMoneyPermission, PERMISSIONS, type Permission } from '@/lib/auth/permissions';
import type { ActionState } from '@/lib/forms/state';
import { FormMessage } from '@/components/ui/alert';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { SubmitButton } from '@/components/ui/submit-button';
import { useT } from '@/lib/i18n/client';

export interface RoleFormValues {
  mode: 'create' | 'edit';
  key: string;
  name: string;
  description: string;
  permissions: Permission[];
  /** Per money permission: "USD 500.00" lines, as typed. */
  ceilings: Partial<Record<Permission, string>>;
  /** Per daily money permission: the daily ceiling's lines, as typed. */
  daily: Partial<Record<Permission, string>>;
}

/** One ceiling box (per movement or per day) under a money permission, with its error. */
function CeilingBox(props: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  defaultValue: string;
  disabled: boolean;
  error?: string;
  hintId: string;
}) {
  const { id, error } = props;
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {props.label}
      </label>
      <textarea
        id={id}
        name={props.name}
        rows={1}
        placeholder={props.placeholder}
        defaultValue={props.defaultValue}
        disabled={props.disabled}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : props.hintId}
        className="w-full rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-xs dark:border-slate-700 dark:bg-slate-900"
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * Create or edit a custom role: one checkbox per permission of the table (lib/auth/permissions.ts), a ceiling box
 * under each money permission. Permissions the member does not hold are shown but cannot be ticked (the action
 * refuses them too: nobody grants what they do not hold).
 */
export function RoleForm({ initial, held }: { initial: RoleFormValues; held: Permission[] }) {
  const [state, formAction] = useActionState<ActionState | null, FormData>(saveRoleAction, null);
  const t = useT();
  const errors = state?.fieldErrors ?? {};
  const v = (name: string, fallback: string) => state?.values?.[name] ?? fallback;
  return (
    <form
      action={formAction}
      className="space-y-4"
      aria-label={initial.mode === 'edit' ? t('roles.edit', { name: initial.name }) : t('roles.new')}
    >
      <input type="hidden" name="mode" value={initial.mode} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="role-name" label={t('roles.name')} error={errors.name}>
          <Input
            id="role-name"
            name="name"
            required
            maxLength={80}
            defaultValue={v('name', initial.name)}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={describedBy('role-name', { error: errors.name })}
          />
        </Field>
        <Field id="role-key" label={t('roles.key')} hint={t('roles.keyHint')} error={errors.key}>
          {initial.mode === 'edit' ? (
            <>
              <input type="hidden" name="key" value={initial.key} />
              <Input id="role-key" value={initial.key} readOnly aria-describedby="role-key-hint" />
            </>
          ) : (
            <Input
              id="role-key"
              name="key"
              required
              maxLength={40}
              pattern="[a-z][a-z0-9\-]{1,39}"
              defaultValue={v('key', initial.key)}
              aria-invalid={Boolean(errors.key)}
              aria-describedby={describedBy('role-key', { hint: true, error: errors.key })}
            />
          )}
        </Field>
      </div>
      <Field id="role-description" label={t('roles.roleDescription')}>
        <Input
          id="role-description"
          name="description"
          maxLength={500}
          defaultValue={v('description', initial.description)}
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('roles.permissions')}</legend>
        <p id="role-ceilings-hint" className="text-xs text-slate-500 dark:text-slate-400">
          {t('roles.ceilingsHint')}
        </p>
        <p id="role-daily-hint" className="text-xs text-slate-500 dark:text-slate-400">
          {t('roles.dailyHint')}
        </p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {PERMISSIONS.map((permission) => {
            const id = `role-permission-${permission.replace(':', '-')}`;
            const ceilingId = `role-ceiling-${permission.replace(':', '-')}`;
            const ceilingError = errors[`ceiling:${permission}`];
            const permissionError = errors[`permission:${permission}`];
            return (
              <li key={permission} className="space-y-1">
                <label htmlFor={id} className="flex items-start gap-2 text-sm">
                  <input
                    id={id}
                    type="checkbox"
                    name="permissions"
                    value={permission}
                    defaultChecked={initial.permissions.includes(permission)}
                    disabled={!held.includes(permission)}
                    aria-invalid={Boolean(permissionError) || undefined}
                    aria-describedby={permissionError ? `${id}-error` : undefined}
                    className="mt-1"
                  />
                  <span>
                    {t(`roles.permission.${permission}`)}{' '}
                    <code className="text-xs text-slate-500 dark:text-slate-400">{permission}</code>
                  </span>
                </label>
                {permissionError ? (
                  <p id={`${id}-error`} className="ml-6 text-xs font-medium text-red-600 dark:text-red-400">
                    {permissionError}
                  </p>
                ) : null}
                {isMoneyPermission(permission) ? (
                  <div className="ml-6 space-y-1">
                    <CeilingBox
                      id={ceilingId}
                      name={`ceiling:${permission}`}
                      label={t('roles.ceilingFor', { permission: t(`roles.permission.${permission}`) })}
                      placeholder={t('roles.ceilingPlaceholder')}
                      defaultValue={v(`ceiling:${permission}`, initial.ceilings[permission] ?? '')}
                      disabled={!held.includes(permission)}
                      error={ceilingError}
                      hintId="role-ceilings-hint"
                    />
                    {isDailyPermission(permission) ? (
                      <CeilingBox
                        id={`${ceilingId}-day`}
                        name={`daily:${permission}`}
                        label={t('roles.dailyFor', { permission: t(`roles.permission.${permission}`) })}
                        placeholder={t('roles.dailyPlaceholder')}
                        defaultValue={v(`daily:${permission}`, initial.daily[permission] ?? '')}
                        disabled={!held.includes(permission)}
                        error={errors[`daily:${permission}`]}
                        hintId="role-daily-hint"
                      />
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <FormMessage state={state} tone={state?.approval ? 'warning' : undefined} />
      {state?.approval ? (
        <Link href={state.approval.href} className="block text-sm underline" data-testid="role-held-link">
          {t('approvals.openRequest')}
        </Link>
      ) : null}
      <SubmitButton pendingLabel={t('settings.saving')}>
        {initial.mode === 'edit' ? t('roles.save') : t('roles.create')}
      </SubmitButton>
    </form>
  );
}

/** Retire one custom role (refused while members or open invitations have it). */
export function RetireRoleForm({ roleKey, name }: { roleKey: string; name: string }) {
  const [state, formAction] = useActionState<ActionState | null, FormData>(retireRoleAction, null);
  const t = useT();
  return (
    <form action={formAction} className="inline-block text-left">
      <input type="hidden" name="key" value={roleKey} />
      <SubmitButton variant="secondary" size="sm" aria-label={t('roles.retireName', { name })}>
        {t('roles.retire')}
      </SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
