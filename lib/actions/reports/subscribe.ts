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

const FIELDS = ['report', 'frequency', 'delivery', 'currency', 'recipients'] as const;
/** The form's fields as submitted (a missing one as empty), handed back with any refusal. */
const submitted = (formData: FormData) => Object.fromEntries(FIELDS.map((k) => [k, String(formData.get(k) ?? '')]));

/**
 * Subscribes a report on a schedule (finance and admin: `reports:manage`), audited. The form shows no error per field:
 * an invalid one is answered with the one sentence naming its fields and the values as submitted.
 */
export const subscribeReportAction = action<typeof schema>(
  {
    permission: 'reports:manage',
    audit: 'report_subscription.create',
    schema,
    input: submitted,
    invalid: (_error, { formData, t }) => ({ ok: false, message: t('reports.invalid'), values: submitted(formData) }),
  },
  async ({ session, input, formData, t }) => {
    const values = submitted(formData);
    const businessDay = await currentBusinessDay();
    if (!businessDay) return { ok: false, message: t('reports.unsupported'), values };
    const row = await createSubscription(
      await getConsoleDb(),
      { ...input, createdBy: session.user.email },
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
        recipients: input.recipients.length,
      },
    });
    revalidatePath('/reports/schedules');
    return { ok: true, message: t('reports.subscribed', { at: row.nextRunAt.toISOString() }) };
  },
);
