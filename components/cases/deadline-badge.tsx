import { Badge } from '@/components/ui/badge';
import type { Translator } from '@/lib/i18n';

/** "Due in 3 days" (warning within 3 days), "Due today", "Overdue"; nothing once the case needs no response. */
export function DeadlineBadge({ daysLeft, t }: { daysLeft: number | null; t: Translator }) {
  if (daysLeft === null) return null;
  if (daysLeft < 0) return <Badge tone="danger">{t('cases.overdue')}</Badge>;
  if (daysLeft === 0) return <Badge tone="danger">{t('cases.dueToday')}</Badge>;
  return <Badge tone={daysLeft <= 3 ? 'warning' : 'neutral'}>{t.plural('cases.due', daysLeft)}</Badge>;
}
