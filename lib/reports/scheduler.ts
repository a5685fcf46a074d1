import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { nextRunAt, type BusinessDay, type ReportFrequency } from '@/core/business-day';
import {
  reportDeliveries,
  reportSubscriptions,
  type ReportDeliveryRow,
  type ReportSubscriptionRow,
} from '@/lib/db/schema';
import type { ConsoleDb } from '@/lib/db/types';
import type { MailMessage, MailOutcome } from '@/lib/mail/smtp';

/**
 * Reports on a schedule (docs/reports.md), free of Next.js and of the API client so tests drive it with a real
 * database and a real SMTP server: `scheduleDue` turns each due subscription into one delivery (the conditional
 * UPDATE of `next_run_at` is the claim, so one replica makes each run), `deliverDue` sends the deliveries due (a
 * lease on the row keeps two replicas off the same one); a failed send is retried with a growing wait and ends
 * `failed` with its reason after MAX_ATTEMPTS, in the history, never dropped.
 */

export const REPORTS = ['balance', 'payout_reconciliation'] as const;
export type ScheduledReport = (typeof REPORTS)[number];
export const DELIVERIES = ['attachment', 'link'] as const;
export type DeliveryKind = (typeof DELIVERIES)[number];

export const MAX_ATTEMPTS = 5;
/** Waits before attempts 2, 3, 4, 5. */
export const RETRY_WAITS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000];
export const LINK_LIFETIME_MS = 7 * 24 * 3_600_000;
const LEASE_MS = 2 * 60_000;

export interface SchedulerDeps {
  db: ConsoleDb;
  now: () => Date;
  /** The merchant's business day, or null on an API without the reports extension (nothing is scheduled). */
  businessDay: () => Promise<BusinessDay | null>;
  /** The report as CSV text, for an attachment. */
  fetchCsv: (report: ScheduledReport, period: { from: string; to: string }, currency?: string) => Promise<string>;
  send: (message: MailMessage) => Promise<MailOutcome>;
  /** The console's public origin (links in mails). */
  publicUrl: string;
  /** Signs download links: the resolved secret (`authSecret()`), never empty. */
  secret: string;
}

export interface NewSubscription {
  report: ScheduledReport;
  frequency: ReportFrequency;
  currency?: string;
  recipients: string[];
  delivery: DeliveryKind;
  createdBy: string;
}

export async function createSubscription(
  db: ConsoleDb,
  input: NewSubscription,
  businessDay: BusinessDay,
  now: Date,
): Promise<ReportSubscriptionRow> {
  const next = nextRunAt(input.frequency, businessDay, now);
  const [row] = await db
    .insert(reportSubscriptions)
    .values({
      report: input.report,
      frequency: input.frequency,
      filters: input.currency ? { currency: input.currency } : {},
      recipients: input.recipients,
      delivery: input.delivery,
      createdBy: input.createdBy,
      nextRunAt: next.at,
    })
    .returning();
  return row;
}

/**
 * Pauses (no run is made while paused) or resumes a subscription; a resumed one runs next at its frequency's next
 * start from now, never for the periods it missed. Null when it does not exist.
 */
export async function setSubscriptionActive(
  db: ConsoleDb,
  id: string,
  active: boolean,
  businessDay: BusinessDay,
  now: Date,
): Promise<ReportSubscriptionRow | null> {
  const [sub] = await db.select().from(reportSubscriptions).where(eq(reportSubscriptions.id, id));
  if (!sub) return null;
  const [row] = await db
    .update(reportSubscriptions)
    .set(active ? { active, nextRunAt: nextRunAt(sub.frequency as ReportFrequency, businessDay, now).at } : { active })
    .where(eq(reportSubscriptions.id, id))
    .returning();
  return row ?? null;
}

/** Removes a subscription and its delivery history; null when it did not exist. */
export async function removeSubscription(db: ConsoleDb, id: string): Promise<ReportSubscriptionRow | null> {
  const [row] = await db.delete(reportSubscriptions).where(eq(reportSubscriptions.id, id)).returning();
  return row ?? null;
}

/**
 * Every active subscription's next run again, from now, in a new business day (zone or cut-off changed): a run is
 * at the start of a business day, so it moves with the zone (docs/reports.md, "Reports on a schedule").
 */
export async function recomputeNextRuns(db: ConsoleDb, businessDay: BusinessDay, now: Date): Promise<number> {
  const subs = await db.select().from(reportSubscriptions).where(eq(reportSubscriptions.active, true));
  for (const sub of subs)
    await db
      .update(reportSubscriptions)
      .set({ nextRunAt: nextRunAt(sub.frequency as ReportFrequency, businessDay, now).at })
      .where(eq(reportSubscriptions.id, sub.id));
  return subs.length;
}

/** A delivery of `period` now (finance's "send now", or a run that came due). */
export async function queueDelivery(
  db: ConsoleDb,
  subscriptionId: string,
  period: { from: string; to: string },
  now: Date,
): Promise<ReportDeliveryRow> {
  const [row] = await db
    .insert(reportDeliveries)
    .values({ subscriptionId, periodFrom: period.from, periodTo: period.to, nextAttemptAt: now })
    .returning();
  return row;
}

/** Every due subscription: one delivery of the period that just ended, and its next run moved forward. */
export async function scheduleDue(deps: SchedulerDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .select()
    .from(reportSubscriptions)
    .where(and(eq(reportSubscriptions.active, true), lte(reportSubscriptions.nextRunAt, now)))
    .orderBy(asc(reportSubscriptions.nextRunAt))
    .limit(50);
  if (!due.length) return 0;
  const businessDay = await deps.businessDay();
  if (!businessDay) return 0;
  let made = 0;
  for (const sub of due) {
    const frequency = sub.frequency as ReportFrequency;
    // The run that came due is the one that starts at next_run_at; its period is the one before that day.
    const run = nextRunAt(frequency, businessDay, new Date(sub.nextRunAt.getTime() - 1));
    const following = nextRunAt(frequency, businessDay, now);
    await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .update(reportSubscriptions)
        .set({ nextRunAt: following.at })
        .where(and(eq(reportSubscriptions.id, sub.id), eq(reportSubscriptions.nextRunAt, sub.nextRunAt)))
        .returning({ id: reportSubscriptions.id });
      if (!claimed.length) return;
      await queueDelivery(tx as unknown as ConsoleDb, sub.id, run.period, now);
      made += 1;
    });
  }
  return made;
}

/**
 * A download link's token, signed with the console's resolved secret (`authSecret()`, docs/security.md, "Signing-key
 * resolution"). An empty key would make every link forgeable: it is refused here and in `verifyDownload`.
 */
export function signDownload(deliveryId: string, expiresAt: Date, secret: string): string {
  if (!secret) throw new Error('A report download link needs a signing secret; none was given.');
  const payload = Buffer.from(JSON.stringify({ d: deliveryId, e: expiresAt.getTime() })).toString('base64url');
  const mac = createHmac('sha256', secret).update(`report-download.${payload}`).digest('base64url');
  return `${payload}.${mac}`;
}

/** The delivery a download token names, or why not: `invalid` (forged, altered) or `expired`. */
export function verifyDownload(
  token: string,
  secret: string,
  now: Date,
): { ok: true; deliveryId: string } | { ok: false; reason: 'invalid' | 'expired' } {
  const [payload, mac] = token.split('.');
  if (!secret || !payload || !mac) return { ok: false, reason: 'invalid' };
  const expected = createHmac('sha256', secret).update(`report-download.${payload}`).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  try {
    const { d, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { d: string; e: number };
    if (typeof d !== 'string' || typeof e !== 'number') return { ok: false, reason: 'invalid' };
    return now.getTime() >= e ? { ok: false, reason: 'expired' } : { ok: true, deliveryId: d };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

const REPORT_TITLES: Record<ScheduledReport, string> = {
  balance: 'Balance report',
  payout_reconciliation: 'Payout reconciliation report',
};

export const reportFileName = (report: ScheduledReport, period: { from: string; to: string }) =>
  `${report.replace('_', '-')}-${period.from}-${period.to}.csv`;

async function messageFor(
  deps: SchedulerDeps,
  sub: ReportSubscriptionRow,
  delivery: ReportDeliveryRow,
  now: Date,
): Promise<MailMessage> {
  const report = sub.report as ScheduledReport;
  const period = { from: delivery.periodFrom, to: delivery.periodTo };
  const title = `${REPORT_TITLES[report]}, ${period.from} to ${period.to}`;
  const label = (await deps.businessDay()) ?? null;
  const days = label ? `Days in ${label.timeZone}${label.cutoff === '00:00' ? '' : `, ending at ${label.cutoff}`}` : '';
  const base = { to: (sub.recipients as string[]).join(', '), subject: title };
  if (sub.delivery === 'link') {
    const expires = new Date(now.getTime() + LINK_LIFETIME_MS);
    const url = `${deps.publicUrl.replace(/\/$/, '')}/reports/download?token=${signDownload(delivery.id, expires, deps.secret)}`;
    const text = `${title}. ${days}.\n\nDownload it (CSV) until ${expires.toISOString()}:\n${url}\n`;
    return {
      ...base,
      text,
      html: `<p>${title}. ${days}.</p><p><a href="${url}">Download the CSV</a> (until ${expires.toISOString()}).</p>`,
    };
  }
  const csv = await deps.fetchCsv(report, period, sub.filters?.currency);
  const filename = reportFileName(report, period);
  return {
    ...base,
    text: `${title}. ${days}.\n\nThe report is attached (${filename}).\n`,
    html: `<p>${title}. ${days}.</p><p>The report is attached (${filename}).</p>`,
    attachments: [{ filename, content: csv, contentType: 'text/csv; charset=utf-8' }],
  };
}

/** Sends every delivery due now; each attempt's outcome is stored (sent, retrying with the reason, failed). */
export async function deliverDue(deps: SchedulerDeps): Promise<{ sent: number; failed: number }> {
  const now = deps.now();
  const claimed = await deps.db
    .update(reportDeliveries)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        inArray(reportDeliveries.status, ['pending', 'retrying']),
        lte(reportDeliveries.nextAttemptAt, now),
        or(isNull(reportDeliveries.leaseUntil), lt(reportDeliveries.leaseUntil, now)),
      ),
    )
    .returning();
  let sent = 0;
  let failed = 0;
  for (const delivery of claimed) {
    const [sub] = await deps.db
      .select()
      .from(reportSubscriptions)
      .where(eq(reportSubscriptions.id, delivery.subscriptionId));
    if (!sub) continue;
    let outcome: MailOutcome;
    try {
      outcome = await deps.send(await messageFor(deps, sub, delivery, now));
    } catch (error) {
      outcome = { status: 'failed', reason: `the report could not be made: ${(error as Error).message}` };
    }
    const attempts = delivery.attempts + 1;
    if (outcome.status === 'sent') {
      sent += 1;
      await deps.db
        .update(reportDeliveries)
        .set({ status: 'sent', attempts, reason: null, sentAt: now, leaseUntil: null })
        .where(eq(reportDeliveries.id, delivery.id));
      continue;
    }
    failed += 1;
    const reason = outcome.status === 'off' ? 'no mail server is configured (SMTP_URL)' : outcome.reason;
    const last = attempts >= MAX_ATTEMPTS;
    await deps.db
      .update(reportDeliveries)
      .set({
        status: last ? 'failed' : 'retrying',
        attempts,
        reason,
        leaseUntil: null,
        nextAttemptAt: last ? now : new Date(now.getTime() + RETRY_WAITS_MS[attempts - 1]),
      })
      .where(eq(reportDeliveries.id, delivery.id));
  }
  return { sent, failed };
}

export interface SubscriptionWithHistory extends ReportSubscriptionRow {
  deliveries: ReportDeliveryRow[];
}

/** Subscriptions, newest first, each with its latest deliveries. */
export async function listSubscriptions(db: ConsoleDb, historySize = 20): Promise<SubscriptionWithHistory[]> {
  const subs = await db.select().from(reportSubscriptions).orderBy(desc(reportSubscriptions.createdAt)).limit(100);
  return Promise.all(
    subs.map(async (sub) => ({
      ...sub,
      deliveries: await db
        .select()
        .from(reportDeliveries)
        .where(eq(reportDeliveries.subscriptionId, sub.id))
        .orderBy(desc(reportDeliveries.createdAt))
        .limit(historySize),
    })),
  );
}

export async function getDelivery(
  db: ConsoleDb,
  id: string,
): Promise<{ delivery: ReportDeliveryRow; subscription: ReportSubscriptionRow } | null> {
  const [delivery] = await db.select().from(reportDeliveries).where(eq(reportDeliveries.id, id));
  if (!delivery) return null;
  const [subscription] = await db
    .select()
    .from(reportSubscriptions)
    .where(eq(reportSubscriptions.id, delivery.subscriptionId));
  return subscription ? { delivery, subscription } : null;
}
