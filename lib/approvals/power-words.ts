import { ANY_CURRENCY, isPermission, type Access, type Permission } from '@/lib/auth/permissions';
import { roleLabel } from '@/lib/auth/role-label';
import type { MessageKey, Translator } from '@/lib/i18n';
import type { ApprovalRequest } from './requests';
import { isPowerAction } from './kinds';

/** What a held change of power carries (lib/approvals/power.ts): read back from the request's payload. */
export interface PowerPayload {
  /** What the role grants once the change applies: the approver must hold all of it. */
  grants: Pick<Access, 'permissions' | 'ceilings' | 'daily'>;
  /** What that is beyond what the member or role held before, in power over money (`moneyPowerBeyond`). */
  gained: string[];
  /** A role change: the member, their role when asked and the role asked for (its name, for a custom role). */
  member_id?: string;
  member_email?: string;
  from?: string;
  to?: string;
  /** A role edited: its key and name, the role's full input (`input`) and the members who held it when asked. */
  key?: string;
  name?: string;
  input?: Record<string, unknown>;
  members?: { id: string; email: string }[];
  /** Custom roles' names by key, when asked (presets are named by the messages). */
  names?: Record<string, string>;
}

export function powerPayload(request: Pick<ApprovalRequest, 'action' | 'payload'>): PowerPayload | null {
  return isPowerAction(request.action) ? (request.payload as unknown as PowerPayload) : null;
}

const permissionWords = (t: Translator, permission: string) =>
  isPermission(permission) ? t(`roles.permission.${permission}` as MessageKey) : permission;

/** `moneyPowerBeyond`'s lines in words: "Create payouts", "Refund a payment: a higher ceiling in USD"… */
export function gainedWords(t: Translator, gained: readonly string[]): string[] {
  return gained.map((what) => {
    const [head, currency] = what.split(' ');
    const daily = head.endsWith('/day');
    const permission = permissionWords(t, daily ? head.slice(0, -'/day'.length) : head);
    if (!currency) return permission;
    const inCurrency = currency === ANY_CURRENCY ? t('approvals.power.everyOtherCurrency') : currency;
    return t(daily ? 'approvals.power.daily' : 'approvals.power.ceiling', { permission, currency: inCurrency });
  });
}

/** Every permission a role grants, in words. */
export function grantsWords(t: Translator, grants: Pick<Access, 'permissions'>): string[] {
  return grants.permissions.map((permission: Permission) => permissionWords(t, permission));
}

/** The request in one sentence: who asks to give which member which role, or to change which role held by whom. */
export function powerSentence(t: Translator, request: Pick<ApprovalRequest, 'action' | 'payload' | 'makerEmail'>) {
  const payload = powerPayload(request);
  if (!payload) return null;
  const names = new Map(Object.entries(payload.names ?? {}));
  const maker = request.makerEmail;
  if (request.action === 'staff_change_role')
    return t('approvals.power.changeRole', {
      maker,
      member: payload.member_email ?? '',
      to: roleLabel(t, payload.to ?? '', names),
      from: roleLabel(t, payload.from ?? '', names),
    });
  return t('approvals.power.updateRole', {
    maker,
    role: payload.name ?? payload.key ?? '',
    members: (payload.members ?? []).map((member) => member.email).join(', '),
  });
}
