'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { recordAudit } from '@/lib/auth/audit';
import {
  ANY_CURRENCY,
  DAILY_PERMISSIONS,
  isPermission,
  missingRequirements,
  moneyPowerBeyond,
  MONEY_PERMISSIONS,
  ROLE_KEY_PATTERN,
  type Ceilings,
  type DailyCeilings,
  type MoneyPermission,
  type Permission,
} from '@/lib/auth/permissions';
import { createRole, previewRoleEdit, RoleError, roleHolders, updateRole } from '@/lib/auth/roles';
import { holdPowerChange } from '@/lib/approvals/power';
import { getConsoleDb } from '@/lib/db';
import { majorToMinor } from '@/lib/format/money';
import { action, type FormContext } from '@/lib/actions/define';
import { roleErrorMessage } from '@/lib/auth/role-errors';

/**
 * "USD 500.00" per line → `{ USD: 50000 }` (minor units, exactly), and "* 0" (every other currency: a whole number
 * of minor units, compared as-is) → `{ '*': 0 }`; null when a line is neither.
 */
function parseCeilings(text: string): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const line of text.split(/\r?\n/).map((l) => l.trim())) {
    if (!line) continue;
    const match = /^([A-Za-z]{3}|\*)\s+(.+)$/.exec(line);
    const currency = match?.[1].toUpperCase();
    const minor =
      match && currency === ANY_CURRENCY
        ? /^\d+$/.test(match[2])
          ? BigInt(match[2])
          : null
        : match && currency
          ? majorToMinor(match[2], currency)
          : null;
    if (!currency || minor === null || minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
    out[currency] = Number(minor);
  }
  return out;
}

/** The values handed back to the form with a refusal: what was typed, the ceiling boxes included. */
function roleValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {
    key: String(formData.get('key') ?? '').trim(),
    name: String(formData.get('name') ?? '').trim(),
    description: String(formData.get('description') ?? '').trim(),
  };
  for (const [field, value] of formData.entries())
    if (/^(ceiling|daily):/.test(field) && typeof value === 'string') values[field] = value;
  return values;
}

/**
 * The role form's rules, worded in the member's language as they are checked (a ceiling per line, a permission's
 * requirement): the form's fields become the role's name, permissions and ceilings.
 */
const roleSchema = ({ t }: FormContext) =>
  z.instanceof(FormData).transform((formData, ctx) => {
    const refuse = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    const { key, name, description } = roleValues(formData);
    const permissions = formData.getAll('permissions').filter(isPermission) as Permission[];
    if (!ROLE_KEY_PATTERN.test(key)) refuse('key', t('actions.roles.chooseKey'));
    if (!name || name.length > 80) refuse('name', t('actions.roles.enterName'));
    const ceilings: Ceilings = {};
    for (const permission of Object.keys(MONEY_PERMISSIONS) as MoneyPermission[]) {
      const parsed = parseCeilings(String(formData.get(`ceiling:${permission}`) ?? ''));
      if (parsed === null) refuse(`ceiling:${permission}`, t('actions.roles.badCeiling'));
      else if (Object.keys(parsed).length && permissions.includes(permission)) ceilings[permission] = parsed;
    }
    const daily: DailyCeilings = {};
    for (const permission of DAILY_PERMISSIONS) {
      const parsed = parseCeilings(String(formData.get(`daily:${permission}`) ?? ''));
      if (parsed === null) refuse(`daily:${permission}`, t('actions.roles.badCeiling'));
      else if (Object.keys(parsed).length && permissions.includes(permission)) daily[permission] = parsed;
    }
    // A permission that is not usable without another is not granted alone (docs/roles.md).
    for (const [permission, needed] of missingRequirements(permissions))
      refuse(`permission:${permission}`, t('actions.roles.needs', { needed: t(`roles.permission.${needed}`) }));
    return {
      mode: formData.get('mode') === 'edit' ? ('edit' as const) : ('create' as const),
      key,
      name,
      description,
      permissions,
      ceilings,
      daily,
    };
  });

/**
 * Creates (`mode=create`) or edits a custom role (docs/roles.md): its permissions and optional ceilings per money
 * permission and currency. Refused, and audited, when it would grant what the member does not hold, edit a role above
 * them, or take the last staff manager's permission away. An edit that gives the role's members more power over money
 * is held for a second member while the merchant has approval rules; creating a role gives nobody anything, so it
 * applies at once (docs/security.md, "Held changes of power").
 */
export const saveRoleAction = action<ReturnType<typeof roleSchema>>(
  {
    permission: 'staff:manage',
    audit: (values) => (values.mode === 'edit' ? 'role.update' : 'role.create'),
    schema: roleSchema,
    input: (formData) => formData,
    // Each field's rule as worded above (the first one per field), with what was typed; not audited.
    invalid: (error, { formData, t }) => {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      return { ok: false, message: t('forms.checkFields'), fieldErrors, values: roleValues(formData) };
    },
  },
  async ({ session, audit, input: { mode, key, name, description, permissions, ceilings, daily }, formData, t }) => {
    const values = roleValues(formData);
    const db = await getConsoleDb();
    const input = { name, description: description.slice(0, 500), permissions, ceilings, daily };
    try {
      if (mode === 'create') {
        const row = await createRole(db, session.user.access, { key, ...input }, session.user.id);
        await recordAudit({
          session: session,
          action: audit,
          target: row.key,
          summary: { name: row.name, permissions: row.permissions, ceilings: row.ceilings },
        });
      } else {
        // More power over money for the role's members, while the merchant has approval rules: held (docs/security.md).
        const preview = await previewRoleEdit(db, session.user.access, key, input);
        const holders = await roleHolders(db, key);
        const held = await holdPowerChange<unknown>(db, session, {
          action: 'role_update',
          target: key,
          before: preview.before,
          grants: preview.next,
          payload: { key, name, input: { ...preview.input } },
          holders,
        });
        if (held) {
          revalidatePath('/settings/staff/roles');
          return held;
        }
        // Raised at once because nobody holds the role: refused if someone was given it meanwhile.
        const unheld = !holders.length && moneyPowerBeyond(preview.before, preview.next).length > 0;
        const { before, after } = await updateRole(db, session.user.access, key, input, { unheld });
        await recordAudit({
          session: session,
          action: audit,
          target: key,
          summary: {
            before: { name: before.name, permissions: before.permissions, ceilings: before.ceilings },
            after: { name: after.name, permissions: after.permissions, ceilings: after.ceilings },
          },
        });
      }
    } catch (error) {
      if (!(error instanceof RoleError)) throw error;
      await recordAudit({
        session: session,
        action: audit,
        outcome: error.code === 'beyond' ? 'denied' : 'failure',
        target: key,
        summary: { reason: error.code, beyond: error.details, permissions, ceilings, daily },
      });
      const message = roleErrorMessage(error, t);
      return { ok: false, message, fieldErrors: error.code === 'key_taken' ? { key: message } : {}, values };
    }
    revalidatePath('/settings/staff/roles');
    revalidatePath('/settings/staff');
    return { ok: true, message: t(mode === 'create' ? 'actions.roles.created' : 'actions.roles.saved', { name }) };
  },
);
