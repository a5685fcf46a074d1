'use server';

import { action } from '@/lib/actions/define';
import { setSubscriptionActive } from '@/lib/reports/scheduler';
import { changeSubscription, subscriptionId } from './subscription';

/** Pauses a report on a schedule: nothing is sent until it is resumed. */
export const pauseReportAction = action<typeof subscriptionId>(
  {
    permission: 'reports:manage',
    audit: 'report_subscription.pause',
    schema: subscriptionId,
    input: (formData) => formData.get('id'),
    invalid: 'reports.unknownSubscription',
  },
  (context) =>
    changeSubscription(context, 'report_subscription.pause', 'reports.paused', (db, id, day, now) =>
      setSubscriptionActive(db, id, false, day, now),
    ),
);
