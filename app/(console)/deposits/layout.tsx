import type { ReactNode } from 'react';
import { requirePermission } from '@/lib/auth';

/**
 * The deposits pages stream behind loading.tsx, whose shell would answer 200 before the page's own check refuses: the
 * check here runs before that shell, so a role without `deposits:read` gets a real 403 (docs/roles.md). The pages
 * check again.
 */
export default async function DepositsLayout({ children }: { children: ReactNode }) {
  await requirePermission('deposits:read');
  return children;
}
