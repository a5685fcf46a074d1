'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { REPORT_FREQUENCIES } from '@/core/business-day';
import { recordAudit } from '@/lib/auth';
import { action } from '@/lib/actions/define';
import { getConsoleDb } from '@/lib/db';
import { currentBusinessDay } from '@/lib/reports/run';
import { createSubscription, DELIVERIES, REPORTS } from '@/lib/reports/scheduler';

const schema = z.object({
  report: z.enum(REPORTS),
  frequency: z.enum(REPORT_FREQUENCIES),
  delivery: z.enum(DELIVERIES),
  currency: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{3})?$/)
    .transform((v) => v.toUpperCase() || undefined),
  recipients: z
    .string()
    .transform((v) =>
      v
        .split(/[,\s;]+/)
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email()).min(1).max(20)),
});

/**
 * Subscribes a report on a schedule (finance and admin: `reports:manage`), audited. The form shows no error per field:
 * an invalid one is answered with the one sentence naming its fields and the values as submitted, so the schema is
 * applied in `run` (the builder's `invalid` answers without the values).
 */
export const subscribeReportAction = action<z.ZodUnknown>(
  {
    permission: 'reports:manage',
    audit: 'report_subscription.create',
    schema: z.unknown(),
  },
  async ({ session, formData, t }) => {
    const values = Object.fromEntries(
      ['report', 'frequency', 'delivery', 'currency', 'recipients'].map((k) => [k, String(formData.get(k) ?? '')]),
    );
    const parsed = schema.safeParse(values);
    if (!parsed.success) return { ok: false, message: t('reports.invalid'), values };
    const businessDay = await currentBusinessDay();
    if (!businessDay) return { ok: false, message: t('reports.unsupported'), values };
    const row = await createSubscription(
      await getConsoleDb(),
      { ...parsed.data, createdBy: session.user.email },
      businessDay,
      new Date(),
    );
    await recordAudit({
      session,
      action: 'report_subscription.create',
      target: row.id,
      summary: {
        report: row.report,
        frequency: row.frequency,
        delivery: row.delivery,
        recipients: parsed.data.recipients.length,
      },
    });
    revalidatePath('/reports/schedules');
    return { ok: true, message: t('reports.subscribed', { at: row.nextRunAt.toISOString() }) };
  },
);
