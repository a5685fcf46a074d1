'use server';

import type { ActionState } from '@/lib/forms/state';
import { removeSubscription } from '@/lib/reports/scheduler';
import { changeSubscription } from './subscription';

/** Removes a report on a schedule (unsubscribes everyone on it) with its delivery history; the audit log keeps it. */
export async function removeReportAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  return changeSubscription(formData, 'report_subscription.remove', 'reports.removed', (db, id) =>
    removeSubscription(db, id),
  );
}
