'use client';

import type { Role } from '@/lib/auth/permissions';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/client';

const ROLE_TONES = { admin: 'accent', support: 'info', finance: 'success', viewer: 'neutral' } as const;

/** A member's role in the member's language (a client component, so server pages and the user menu share it). */
export function RoleBadge({ role, ...props }: { role: Role; 'data-testid'?: string }) {
  const t = useT();
  return (
    <Badge tone={ROLE_TONES[role]} {...props}>
      {t(`staff.role.${role}`)}
    </Badge>
  );
}
