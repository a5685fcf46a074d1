'use server';

import { z } from 'zod';
import { isCutoff } from '@/core/business-day';
import { action } from '@/lib/actions/define';
import { actionWrite } from '@/lib/actions/write';
import { getConsoleDb } from '@/lib/db';
import { recomputeNextRuns } from '@/lib/reports/scheduler';
import { isTimeZone } from '@/lib/format/time-zones';
import { merchantWrites } from '@/lib/merchant-api/writes';

const schema = z.object({
  time_zone: z
    .string()
    .trim()
    .refine((zone) => isTimeZone(zone), 'reports.error.timeZone'),
  cutoff: z.string().trim().refine(isCutoff, 'reports.error.cutoff'),
  idempotency_key: z.string().min(1).max(100),
});

/**
 * Sets the merchant's business day (zone and cut-off) through the API; the reports, the overview and reconciliation
 * follow, and every scheduled report's next run is computed again in it.
 */
export const setBusinessDayAction = action<typeof schema>(
  {
    permission: 'reports:manage',
    audit: 'business_day.update',
    schema,
  },
  async ({ session, input: { idempotency_key, ...body }, values, t }) => {
    const answer = await actionWrite({
      session,
      action: 'business_day.update',
      summary: body,
      values,
      call: () => merchantWrites().setBusinessDay(body, idempotency_key),
      success: (data) => ({
        message: t('reports.businessDaySaved', { label: data?.label ?? body.time_zone }),
        result: null,
      }),
      revalidate: ['/reports', '/reports/schedules', '/reconciliation', '/settings', '/'],
    });
    // A scheduled report runs at the start of a business day: its next run moves with the zone and the cut-off.
    if (answer.ok)
      await recomputeNextRuns(await getConsoleDb(), { timeZone: body.time_zone, cutoff: body.cutoff }, new Date());
    return answer;
  },
);
