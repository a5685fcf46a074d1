'use client';

import { isRole, type RoleKey } from '@/lib/auth/permissions';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/client';

const ROLE_TONES = { admin: 'accent', support: 'info', finance: 'success', viewer: 'neutral' } as const;

/**
 * A member's role in the member's language (a client component, so server pages and the user menu share it): a
 * preset's name from the messages, a custom role's own name (its key when the name is not at hand).
 */
export function RoleBadge({ role, name, ...props }: { role: RoleKey; name?: string | null; 'data-testid'?: string }) {
  const t = useT();
  return (
    <Badge tone={isRole(role) ? ROLE_TONES[role] : 'warning'} {...props}>
      {isRole(role) ? t(`staff.role.${role}`) : (name ?? role)}
    </Badge>
  );
}
