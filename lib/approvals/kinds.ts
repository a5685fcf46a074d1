import {
  can,
  MONEY_PERMISSIONS,
  ROLES,
  type Access,
  type MoneyPermission,
  type Role,
  type RoleKey,
} from '@/lib/auth/permissions';

/**
 * The console actions an approval rule can hold back (docs/approvals.md). Safe for client components: rules only.
 */
export const APPROVAL_ACTIONS = ['payout', 'transfer', 'refund', 'split_payment', 'case_submit'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/**
 * The permission a maker needs for the action; approvers are chosen among the roles that hold it. Read from the money
 * permissions' table (lib/auth/permissions.ts), the one place approvals and permissions are linked.
 */
export const APPROVAL_ACTION_PERMISSION = Object.fromEntries(
  Object.entries(MONEY_PERMISSIONS).flatMap(([permission, link]) =>
    'maker' in link ? [[link.rule, permission as MoneyPermission]] : [],
  ),
) as Record<ApprovalAction, MoneyPermission>;

export const APPROVAL_STATUSES = ['pending', 'executing', 'executed', 'failed', 'rejected', 'expired'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export function isApprovalAction(value: unknown): value is ApprovalAction {
  return typeof value === 'string' && (APPROVAL_ACTIONS as readonly string[]).includes(value);
}

/**
 * What a held request sends once approved: the rule actions themselves, and a recurring plan's creation or
 * activation, which a `payout` or `transfer` rule holds (the plan moves that money every cycle; docs/approvals.md,
 * "Which rule holds").
 */
export const REQUEST_ACTIONS = [...APPROVAL_ACTIONS, 'recurring_plan_create', 'recurring_plan_activate'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

export function isRequestAction(value: unknown): value is RequestAction {
  return typeof value === 'string' && (REQUEST_ACTIONS as readonly string[]).includes(value);
}

/**
 * Changes of power a request holds when the merchant has approval rules: giving a member a role, or editing a custom
 * role that members hold, when the change grants them money permissions, higher ceilings or approval power
 * (docs/security.md, "Held changes of power"). Applied in the console once approved; nothing is sent to the Merchant API.
 */
export const POWER_ACTIONS = ['staff_change_role', 'role_update'] as const;
export type PowerAction = (typeof POWER_ACTIONS)[number];

export function isPowerAction(value: unknown): value is PowerAction {
  return typeof value === 'string' && (POWER_ACTIONS as readonly string[]).includes(value);
}

/** What a recurring plan moves every cycle: the permission its maker needs besides `plans:manage`, and the rules that hold it. */
export interface PlanMoney {
  permission: MoneyPermission;
  rule: ApprovalAction;
  /**
   * The one-off movement each run is (`payouts:create`, `transfers:create`): when the maker holds it, its ceiling
   * bounds each run's amount too (docs/roles.md, "Recurring plans and the movement ceilings").
   */
  each: MoneyPermission;
}

/**
 * What a recurring plan of this transaction type and processing method moves out of the merchant each cycle
 * (docs/security.md, "Money paths"), as the console's one-off path for the same money: a PAYOUT plan is a payout
 * (`plans:payout`, `payout` rules), a TRANSFER plan a transfer (`plans:transfer`, `transfer` rules). A PAYMENT plan
 * moves money in, from the end user to the merchant (like a checkout link): `plans:manage` alone, no rule (null),
 * whatever its method. An unknown type counts as the strictest (a payout), never as none. `method` is taken so that a
 * rule by method needs no change at the call sites.
 */
export function planMoney(type: string | null | undefined, method: string | null | undefined): PlanMoney | null {
  if (type === 'PAYMENT' && (method === 'AUTOMATIC' || method === 'SEND_REQUEST' || method == null)) return null;
  if (type === 'TRANSFER') return { permission: 'plans:transfer', rule: 'transfer', each: 'transfers:create' };
  return { permission: 'plans:payout', rule: 'payout', each: 'payouts:create' };
}

/** A rule's currency that stands for every currency without an enabled rule of its own for the action. */
export const ANY_OTHER_CURRENCY = '*';

/** Roles that may approve an action: those allowed to do it themselves (a checker must understand what they sign). */
export function approverRolesFor(action: ApprovalAction): Role[] {
  return ROLES.filter((role) => can(role, APPROVAL_ACTION_PERMISSION[action]));
}

/** Roles that can make the action (the choices of a rule's optional maker role). */
export const makerRolesFor = approverRolesFor;

/** A role a rule may name (maker or approver): a preset (`name` null: the messages name it) or an active custom role. */
export interface RuleRole {
  key: RoleKey;
  name: string | null;
  access: Access;
}

/** Of `roles`, those that may make the action, and so approve or be named as its maker (docs/roles.md). */
export function ruleRolesFor(action: ApprovalAction, roles: readonly RuleRole[]): RuleRole[] {
  return roles.filter((role) => can(role.access, APPROVAL_ACTION_PERMISSION[action]));
}
