'use server';

import { action } from '@/lib/actions/define';
import { setSubscriptionActive } from '@/lib/reports/scheduler';
import { changeSubscription, subscriptionId } from './subscription';

/** Resumes a paused report: its next run is the next start of its period from now (missed periods are not sent). */
export const resumeReportAction = action<typeof subscriptionId>(
  {
    permission: 'reports:manage',
    audit: 'report_subscription.resume',
    schema: subscriptionId,
    input: (formData) => formData.get('id'),
    invalid: 'reports.unknownSubscription',
  },
  (context) =>
    changeSubscription(context, 'report_subscription.resume', 'reports.resumed', (db, id, day, now) =>
      setSubscriptionActive(db, id, true, day, now),
    ),
);
