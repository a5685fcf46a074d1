'use server';

import { authorizeAction } from '@/lib/auth';
import type { ActionState } from '@/lib/forms/state';
import { removeSubscription } from '@/lib/reports/scheduler';
import { changeSubscription } from './subscription';

/** Removes a report on a schedule (unsubscribes everyone on it) with its delivery history; the audit log keeps it. */
export async function removeReportAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('reports:manage', 'report_subscription.remove');
  if (!authz.ok) return authz;
  return changeSubscription(authz.session, formData, 'report_subscription.remove', 'reports.removed', (db, id) =>
    removeSubscription(db, id),
  );
}
