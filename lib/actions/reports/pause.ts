'use server';

import type { ActionState } from '@/lib/forms/state';
import { setSubscriptionActive } from '@/lib/reports/scheduler';
import { changeSubscription } from './subscription';

/** Pauses a report on a schedule: nothing is sent until it is resumed. */
export async function pauseReportAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  return changeSubscription(formData, 'report_subscription.pause', 'reports.paused', (db, id, day, now) =>
    setSubscriptionActive(db, id, false, day, now),
  );
}
