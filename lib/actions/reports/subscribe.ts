'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { REPORT_FREQUENCIES } from '@/core/business-day';
import { authorizeAction, recordAudit } from '@/lib/auth';
import { getConsoleDb } from '@/lib/db';
import type { ActionState } from '@/lib/forms/state';
import { getT } from '@/lib/i18n/server';
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

/** Subscribes a report on a schedule (finance and admin: `reports:manage`), audited. */
export async function subscribeReportAction(_previous: ActionState | null, formData: FormData): Promise<ActionState> {
  const authz = await authorizeAction('reports:manage', 'report_subscription.create');
  if (!authz.ok) return authz;
  const t = await getT();
  const values = Object.fromEntries(
    ['report', 'frequency', 'delivery', 'currency', 'recipients'].map((k) => [k, String(formData.get(k) ?? '')]),
  );
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, message: t('reports.invalid'), values };
  const businessDay = await currentBusinessDay();
  if (!businessDay) return { ok: false, message: t('reports.unsupported'), values };
  const row = await createSubscription(
    await getConsoleDb(),
    { ...parsed.data, createdBy: authz.session.user.email },
    businessDay,
    new Date(),
  );
  await recordAudit({
    session: authz.session,
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
}
