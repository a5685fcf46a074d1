import { can, ROLES, type Permission, type Role } from '@/lib/auth/permissions';

/**
 * The console actions an approval rule can hold back (issue 14). Safe for client components: rules only.
 */
export const APPROVAL_ACTIONS = ['payout', 'transfer', 'refund', 'split_payment'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** The permission a maker needs for the action; approvers are chosen among the roles that hold it. */
export const APPROVAL_ACTION_PERMISSION: Record<ApprovalAction, Permission> = {
  payout: 'payouts:create',
  transfer: 'transfers:create',
  refund: 'refund',
  split_payment: 'payments:split',
};

export const APPROVAL_STATUSES = ['pending', 'executing', 'executed', 'failed', 'rejected', 'expired'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export function isApprovalAction(value: unknown): value is ApprovalAction {
  return typeof value === 'string' && (APPROVAL_ACTIONS as readonly string[]).includes(value);
}

/** Roles that may approve an action: those allowed to do it themselves (a checker must understand what they sign). */
export function approverRolesFor(action: ApprovalAction): Role[] {
  return ROLES.filter((role) => can(role, APPROVAL_ACTION_PERMISSION[action]));
}

/** Roles that can make the action (the choices of a rule's optional maker role). */
export const makerRolesFor = approverRolesFor;
