import 'server-only';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import type { BusinessDay } from '@/core/business-day';
import { recordAudit } from '@/lib/auth';
import { getConsoleDb } from '@/lib/db';
import type { ConsoleDb } from '@/lib/db/types';
import type { ReportSubscriptionRow } from '@/lib/db/schema';
import type { ActionState } from '@/lib/forms/state';
import type { ActionContext } from '@/lib/actions/define';
import type { MessageKey } from '@/lib/i18n';
import { currentBusinessDay } from '@/lib/reports/run';

/** A subscription's id, as the pause, resume and remove buttons send it. */
export const subscriptionId = z.uuid();

/**
 * A change to one subscription (pause, resume, remove), after the builder has checked `reports:manage` and the id: the
 * change, the audit entry and the schedules page again. Unknown ids and an API without reports are refused alike.
 */
export async function changeSubscription(
  { session, input: id, t }: ActionContext<string>,
  action: string,
  done: MessageKey,
  change: (db: ConsoleDb, id: string, businessDay: BusinessDay, now: Date) => Promise<ReportSubscriptionRow | null>,
): Promise<ActionState> {
  const businessDay = await currentBusinessDay();
  const row = businessDay ? await change(await getConsoleDb(), id, businessDay, new Date()) : null;
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
