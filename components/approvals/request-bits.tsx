import { isRole, ROLE_LABELS } from '@/lib/auth/permissions';
import { APPROVAL_ACTION_LABELS, APPROVAL_STATUS_LABELS, isApprovalAction, type ApprovalStatus } from '@/lib/approvals/kinds';
import { Badge, type BadgeTone } from '@/components/ui';

const TONES: Record<ApprovalStatus, BadgeTone> = { pending: 'warning', executing: 'info', executed: 'success', failed: 'danger', rejected: 'danger', expired: 'neutral' };

export function ApprovalStatusBadge({ status }: { status: string }) {
  const known = status in TONES ? (status as ApprovalStatus) : null;
  return <Badge tone={known ? TONES[known] : 'neutral'}>{known ? APPROVAL_STATUS_LABELS[known] : status}</Badge>;
}

export function actionLabel(action: string): string {
  return isApprovalAction(action) ? APPROVAL_ACTION_LABELS[action] : action;
}

export function rolesLabel(roles: readonly string[]): string {
  return roles.map((role) => (isRole(role) ? ROLE_LABELS[role] : role)).join(' or ');
}
