import { isRole } from '@/lib/auth/permissions';
import { isPowerAction, isRequestAction, type ApprovalStatus } from '@/lib/approvals/kinds';
import type { Translator } from '@/lib/i18n';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<ApprovalStatus, BadgeTone> = {
  pending: 'warning',
  executing: 'info',
  executed: 'success',
  failed: 'danger',
  rejected: 'danger',
  expired: 'neutral',
};

export function ApprovalStatusBadge({ status, t }: { status: string; t: Translator }) {
  const known = status in TONES ? (status as ApprovalStatus) : null;
  return <Badge tone={known ? TONES[known] : 'neutral'}>{known ? t(`approvals.status.${known}`) : status}</Badge>;
}

export function actionLabel(t: Translator, action: string): string {
  return isRequestAction(action) || isPowerAction(action) ? t(`approvals.action.${action}`) : action;
}

export function rolesLabel(
  t: Translator,
  roles: readonly string[],
  nameOf: (key: string) => string | null = () => null,
): string {
  return roles
    .map((role) => (isRole(role) ? t(`staff.role.${role}`) : (nameOf(role) ?? role)))
    .join(t('approvals.rolesOr'));
}
