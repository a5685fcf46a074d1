'use server';

import { z } from 'zod';
import { isCutoff } from '@/core/business-day';
import { authorizeAction } from '@/lib/auth';
import { actionWrite, refuseInvalid } from '@/lib/actions/shared/write';
import { getConsoleDb } from '@/lib/db';
import { recomputeNextRuns } from '@/lib/reports/scheduler';
import { isTimeZone } from '@/lib/format/time-zones';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';
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
export async function setBusinessDayAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('reports:manage', 'business_day.update');
  if (!authz.ok) return authz;
  const t = await getT();
  const values = {
    time_zone: String(formData.get('time_zone') ?? ''),
    cutoff: String(formData.get('cutoff') ?? ''),
    idempotency_key: String(formData.get('idempotency_key') ?? ''),
  };
  const parsed = schema.safeParse(values);
  if (!parsed.success) return refuseInvalid(authz.session, 'business_day.update', values, parsed.error);
  const { idempotency_key, ...body } = parsed.data;
  const answer = await actionWrite({
    session: authz.session,
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
}
