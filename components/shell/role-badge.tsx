import { ROLE_LABELS, type Role } from '@/lib/auth/permissions';
import { Badge } from '@/components/ui/badge';

const ROLE_TONES = { admin: 'accent', support: 'info', finance: 'success', viewer: 'neutral' } as const;

export function RoleBadge({ role, ...props }: { role: Role; 'data-testid'?: string }) {
  return (
    <Badge tone={ROLE_TONES[role]} {...props}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
