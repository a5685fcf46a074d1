'use server';

import { authorizeAction } from '@/lib/auth';
import type { ActionState } from '@/lib/forms/state';
import { setSubscriptionActive } from '@/lib/reports/scheduler';
import { changeSubscription } from './subscription';

/** Pauses a report on a schedule: nothing is sent until it is resumed. */
export async function pauseReportAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('reports:manage', 'report_subscription.pause');
  if (!authz.ok) return authz;
  return changeSubscription(
    authz.session,
    formData,
    'report_subscription.pause',
    'reports.paused',
    (db, id, day, now) => setSubscriptionActive(db, id, false, day, now),
  );
}
