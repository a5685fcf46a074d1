import 'server-only';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import type { BusinessDay } from '@/core/business-day';
import { recordAudit, type StaffSession } from '@/lib/auth';
import { getConsoleDb } from '@/lib/db';
import type { ConsoleDb } from '@/lib/db/types';
import type { ReportSubscriptionRow } from '@/lib/db/schema';
import type { ActionState } from '@/lib/forms/state';
import type { MessageKey } from '@/lib/i18n';
import { getT } from '@/lib/i18n/server';
import { currentBusinessDay } from '@/lib/reports/run';

const schema = z.object({ id: z.uuid() });

/**
 * A change to one subscription (pause, resume, remove), after the action has checked `reports:manage`: the id, the
 * change, the audit entry and the schedules page again. Unknown ids and an API without reports are refused alike.
 */
export async function changeSubscription(
  session: StaffSession,
  formData: FormData,
  action: string,
  done: MessageKey,
  change: (db: ConsoleDb, id: string, businessDay: BusinessDay, now: Date) => Promise<ReportSubscriptionRow | null>,
): Promise<ActionState> {
  const t = await getT();
  const parsed = schema.safeParse({ id: formData.get('id') });
  const businessDay = parsed.success ? await currentBusinessDay() : null;
  const row = businessDay ? await change(await getConsoleDb(), parsed.data!.id, businessDay, new Date()) : null;
  if (!row) return { ok: false, message: t('reports.unknownSubscription') };
  await recordAudit({
    session,
    action,
    target: row.id,
    summary: { report: row.report, frequency: row.frequency, active: row.active },
  });
  revalidatePath('/reports/schedules');
  return { ok: true, message: t(done) };
}
