'use server';

import { action } from '@/lib/actions/define';
import { removeSubscription } from '@/lib/reports/scheduler';
import { changeSubscription, subscriptionId } from './subscription';

/** Removes a report on a schedule (unsubscribes everyone on it) with its delivery history; the audit log keeps it. */
export const removeReportAction = action<typeof subscriptionId>(
  {
    permission: 'reports:manage',
    audit: 'report_subscription.remove',
    schema: subscriptionId,
    input: (formData) => formData.get('id'),
    invalid: 'reports.unknownSubscription',
  },
  (context) =>
    changeSubscription(context, 'report_subscription.remove', 'reports.removed', (db, id) =>
      removeSubscription(db, id),
    ),
);
