import 'server-only';
import { getConsoleDb } from '@/lib/db';
import { reports } from '@/lib/merchant-api';
import { sendMail } from '@/lib/mail/smtp';
import { authSecret } from '@/lib/auth/secret';
import type { BusinessDay } from '@/core/business-day';
import { deliverDue, scheduleDue, type SchedulerDeps } from './scheduler';

/** The scheduler's real dependencies: the console database, the Merchant API's reports, the SMTP server of SMTP_URL. */
export async function schedulerDeps(): Promise<SchedulerDeps> {
  return {
    db: await getConsoleDb(),
    now: () => new Date(),
    businessDay: currentBusinessDay,
    fetchCsv: async (report, period, currency) => {
      const response = await reports.exportStream(
        report,
        { dateFrom: period.from, dateTo: period.to, currency },
        'csv',
      );
      return new Response(response.body).text();
    },
    send: (message) => sendMail(message),
    publicUrl: process.env.PUBLIC_URL?.trim() || `http://localhost:${process.env.PORT || 3000}`,
    secret: authSecret(),
  };
}

/** The merchant's business day, or null on an API without the reports extension. */
export async function currentBusinessDay(): Promise<BusinessDay | null> {
  const result = await reports.businessDay();
  return result.kind === 'found' ? { timeZone: result.data.time_zone, cutoff: result.data.cutoff } : null;
}

/** One pass: due subscriptions become deliveries, due deliveries are sent. Never throws (logged). */
export async function runReportsOnce(): Promise<void> {
  try {
    const deps = await schedulerDeps();
    await scheduleDue(deps);
    await deliverDue(deps);
  } catch (error) {
    console.error(`reports on a schedule: ${(error as Error).message}`);
  }
}

const key = Symbol.for('merchant-console.report-scheduler');
type GlobalWithScheduler = typeof globalThis & { [key]?: ReturnType<typeof setInterval> };

/** Starts the loop once per process (REPORTS_SCHEDULER_SECONDS, default 60); replicas share the work through the database. */
export function startReportScheduler(): void {
  const g = globalThis as GlobalWithScheduler;
  if (g[key]) return;
  const seconds = Number(process.env.REPORTS_SCHEDULER_SECONDS ?? 60);
  const ms = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 60_000;
  g[key] = setInterval(() => void runReportsOnce(), ms);
  g[key].unref?.();
}
