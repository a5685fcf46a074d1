import { isRole, type RoleKey } from '@/lib/auth/permissions';
import type { BadgeTone } from '@/components/ui/badge';
import type { Translator } from '@/lib/i18n';

const ROLE_TONES = { admin: 'accent', support: 'info', finance: 'success', viewer: 'neutral' } as const;

/**
 * A role badge's tone and text in the member's language: a preset's name from the messages, a custom role's own
 * name (its key when the name is not at hand). Shared by the client `RoleBadge` and the shell, which renders the
 * signed-in member's badge on the server (docs/performance.md, "First-load JavaScript": the frame's JavaScript does not
 * carry the role tables).
 */
export function roleBadge(
  role: RoleKey,
  name: string | null | undefined,
  t: Translator,
): { tone: BadgeTone; label: string } {
  return isRole(role)
    ? { tone: ROLE_TONES[role], label: t(`staff.role.${role}`) }
    : { tone: 'warning', label: name ?? role };
}
