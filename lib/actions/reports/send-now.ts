'use server';

import { eq } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { businessDayOf, previousPeriod, type ReportFrequency } from '@/core/business-day';
import { authorizeAction, recordAudit } from '@/lib/auth';
import { getConsoleDb, reportSubscriptions } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';
import { currentBusinessDay, runReportsOnce } from '@/lib/reports/run';
import { queueDelivery } from '@/lib/reports/scheduler';

const schema = z.object({ id: z.uuid() });

/** Queues the subscription's last complete period now and runs the sender once; the history shows the outcome. */
export async function sendReportNowAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('reports:manage', 'report_subscription.send_now');
  if (!authz.ok) return authz;
  const t = await getT();
  const parsed = schema.safeParse({ id: formData.get('id') });
  const db = await getConsoleDb();
  const [sub] = parsed.success
    ? await db.select().from(reportSubscriptions).where(eq(reportSubscriptions.id, parsed.data.id))
    : [];
  const businessDay = await currentBusinessDay();
  if (!sub || !businessDay) return { ok: false, message: t('reports.invalid') };
  const now = new Date();
  const period = previousPeriod(sub.frequency as ReportFrequency, businessDayOf(now, businessDay));
  const delivery = await queueDelivery(db, sub.id, period, now);
  await recordAudit({
    session: authz.session,
    action: 'report_subscription.send_now',
    target: sub.id,
    summary: { delivery: delivery.id, from: period.from, to: period.to },
  });
  await runReportsOnce();
  revalidatePath('/reports/schedules');
  return { ok: true, message: t('reports.queued') };
}
