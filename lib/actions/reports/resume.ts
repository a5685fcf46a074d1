'use server';

import { authorizeAction } from '@/lib/auth';
import type { ActionState } from '@/lib/forms/state';
import { setSubscriptionActive } from '@/lib/reports/scheduler';
import { changeSubscription } from './subscription';

/** Resumes a paused report: its next run is the next start of its period from now (missed periods are not sent). */
export async function resumeReportAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('reports:manage', 'report_subscription.resume');
  if (!authz.ok) return authz;
  return changeSubscription(
    authz.session,
    formData,
    'report_subscription.resume',
    'reports.resumed',
    (db, id, day, now) => setSubscriptionActive(db, id, true, day, now),
  );
}
