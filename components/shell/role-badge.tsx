'use client';

import type { RoleKey } from '@/lib/auth/permissions';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/client';
import { roleBadge } from './role-tone';

/**
 * A member's role in the member's language (a client component, so server pages and client components share it): a
 * preset's name from the messages, a custom role's own name (its key when the name is not at hand).
 */
export function RoleBadge({ role, name, ...props }: { role: RoleKey; name?: string | null; 'data-testid'?: string }) {
  const { tone, label } = roleBadge(role, name, useT());
  return (
    <Badge tone={tone} {...props}>
      {label}
    </Badge>
  );
}
