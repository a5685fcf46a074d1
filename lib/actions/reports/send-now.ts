'use server';

import { eq } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { businessDayOf, previousPeriod, type ReportFrequency } from '@/core/business-day';
import { recordAudit } from '@/lib/auth';
import { action } from '@/lib/actions/define';
import { getConsoleDb, reportSubscriptions } from '@/lib/db';
import { currentBusinessDay, runReportsOnce } from '@/lib/reports/run';
import { queueDelivery } from '@/lib/reports/scheduler';

const schema = z.uuid();

/** Queues the subscription's last complete period now and runs the sender once; the history shows the outcome. */
export const sendReportNowAction = action<typeof schema>(
  {
    permission: 'reports:manage',
    audit: 'report_subscription.send_now',
    schema,
    input: (formData) => formData.get('id'),
    invalid: 'reports.invalid',
  },
  async ({ session, input: id, t }) => {
    const db = await getConsoleDb();
    const [sub] = await db.select().from(reportSubscriptions).where(eq(reportSubscriptions.id, id));
    const businessDay = await currentBusinessDay();
    if (!sub || !businessDay) return { ok: false, message: t('reports.invalid') };
    const now = new Date();
    const period = previousPeriod(sub.frequency as ReportFrequency, businessDayOf(now, businessDay));
    const delivery = await queueDelivery(db, sub.id, period, now);
    await recordAudit({
      session,
      action: 'report_subscription.send_now',
      target: sub.id,
      summary: { delivery: delivery.id, from: period.from, to: period.to },
    });
    await runReportsOnce();
    revalidatePath('/reports/schedules');
    return { ok: true, message: t('reports.queued') };
  },
);
