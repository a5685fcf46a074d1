import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestConsoleDb } from '@/lib/db/test-db';
import type { ConsoleDb } from '@/lib/db/types';
import { reportDeliveries, reportSubscriptions } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail/smtp';
import { startSmtpServer } from '@/lib/test/smtp-server';
import {
  createSubscription,
  deliverDue,
  MAX_ATTEMPTS,
  recomputeNextRuns,
  removeSubscription,
  RETRY_WAITS_MS,
  scheduleDue,
  setSubscriptionActive,
  signDownload,
  verifyDownload,
  type SchedulerDeps,
} from './scheduler';

let db: ConsoleDb;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestConsoleDb());
});
afterAll(() => close());
// Each test starts with no subscription (and so no delivery) of another's.
afterEach(async () => {
  await db.delete(reportSubscriptions);
});

const bogota = { timeZone: 'America/Bogota', cutoff: '00:00' };

function depsWith(smtpUrl: string, clock: { now: Date }, fetched: unknown[] = []): SchedulerDeps {
  return {
    db,
    now: () => clock.now,
    businessDay: async () => bogota,
    fetchCsv: async (report, period, currency) => {
      fetched.push({ report, period, currency });
      return 'business_day,net\r\n2026-04-10,9680\r\n';
    },
    send: (message) => sendMail(message, { SMTP_URL: smtpUrl } as unknown as NodeJS.ProcessEnv),
    publicUrl: 'https://console.test',
    secret: 'test-secret',
  };
}

async function queueDeliveryFor(subscriptionId: string, now: Date) {
  await db
    .insert(reportDeliveries)
    .values({ subscriptionId, periodFrom: '2026-04-12', periodTo: '2026-04-12', nextAttemptAt: now });
}

async function historyOf(subscriptionId: string) {
  return db.select().from(reportDeliveries).where(eq(reportDeliveries.subscriptionId, subscriptionId));
}

describe('reports on a schedule', () => {
  it('a due daily subscription mails yesterday’s report once, as a CSV attachment, through a real SMTP server', async () => {
    const smtp = await startSmtpServer();
    try {
      const clock = { now: new Date('2026-04-10T15:00:00Z') };
      const fetched: unknown[] = [];
      const deps = depsWith(`smtp://127.0.0.1:${smtp.port}`, clock, fetched);
      const sub = await createSubscription(
        db,
        {
          report: 'payout_reconciliation',
          frequency: 'daily',
          currency: 'USD',
          recipients: ['fin@example.com', 'cfo@example.com'],
          delivery: 'attachment',
          createdBy: 'finance@example.com',
        },
        bogota,
        clock.now,
      );
      // Midnight in Bogotá is 05:00 UTC.
      expect(sub.nextRunAt.toISOString()).toBe('2026-04-11T05:00:00.000Z');
      expect(await scheduleDue(deps)).toBe(0);

      clock.now = new Date('2026-04-11T05:00:30Z');
      // Two replicas at once: one delivery.
      const made = await Promise.all([scheduleDue(deps), scheduleDue(deps)]);
      expect(made.reduce((a, b) => a + b, 0)).toBe(1);
      const [row] = await db.select().from(reportSubscriptions).where(eq(reportSubscriptions.id, sub.id));
      expect(row.nextRunAt.toISOString()).toBe('2026-04-12T05:00:00.000Z');

      expect(await deliverDue(deps)).toEqual({ sent: 1, failed: 0 });
      expect(fetched).toEqual([
        { report: 'payout_reconciliation', period: { from: '2026-04-10', to: '2026-04-10' }, currency: 'USD' },
      ]);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to).toEqual(['fin@example.com', 'cfo@example.com']);
      expect(smtp.received[0].headers.subject).toContain('Payout reconciliation report, 2026-04-10 to 2026-04-10');
      // The text part sits in a nested multipart/alternative beside the attachment (still quoted-printable there).
      expect(smtp.received[0].parts['multipart/alternative']).toContain('America/Bogota');
      expect(smtp.received[0].parts['text/csv']).toContain('2026-04-10,9680');
      const [delivery] = await historyOf(sub.id);
      expect(delivery).toMatchObject({ status: 'sent', attempts: 1, reason: null });
      expect(await deliverDue(deps)).toEqual({ sent: 0, failed: 0 });
    } finally {
      await smtp.close();
    }
  });

  it('a refused send is kept with its reason, retried later, and ends failed after the last attempt', async () => {
    const smtp = await startSmtpServer({ refuseRecipients: true });
    try {
      const clock = { now: new Date('2026-04-10T15:00:00Z') };
      const deps = depsWith(`smtp://127.0.0.1:${smtp.port}`, clock);
      const sub = await createSubscription(
        db,
        { report: 'balance', frequency: 'weekly', recipients: ['x@example.com'], delivery: 'link', createdBy: 'a' },
        bogota,
        clock.now,
      );
      expect(sub.nextRunAt.toISOString()).toBe('2026-04-13T05:00:00.000Z'); // Monday
      clock.now = new Date('2026-04-13T06:00:00Z');
      expect(await scheduleDue(deps)).toBe(1);
      expect(await deliverDue(deps)).toEqual({ sent: 0, failed: 1 });
      let [delivery] = await historyOf(sub.id);
      expect(delivery).toMatchObject({
        status: 'retrying',
        attempts: 1,
        periodFrom: '2026-04-06',
        periodTo: '2026-04-12',
      });
      expect(delivery.reason).toMatch(/Mailbox unavailable|550/);
      // Not before its wait; then again until the last attempt.
      expect(await deliverDue(deps)).toEqual({ sent: 0, failed: 0 });
      for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
        clock.now = new Date(clock.now.getTime() + RETRY_WAITS_MS[attempt - 1]);
        expect(await deliverDue(deps)).toEqual({ sent: 0, failed: 1 });
      }
      [delivery] = await historyOf(sub.id);
      expect(delivery).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      expect(delivery.reason).toMatch(/Mailbox unavailable|550/);
    } finally {
      await smtp.close();
    }
  });

  it('a retried send goes out once the server takes it, with a signed link that expires', async () => {
    const clock = { now: new Date('2026-05-01T12:00:00Z') };
    const down = depsWith('smtp://127.0.0.1:1', clock);
    const sub = await createSubscription(
      db,
      { report: 'balance', frequency: 'monthly', recipients: ['m@example.com'], delivery: 'link', createdBy: 'a' },
      bogota,
      new Date('2026-04-20T00:00:00Z'),
    );
    expect(await scheduleDue(down)).toBe(1);
    expect(await deliverDue(down)).toEqual({ sent: 0, failed: 1 });
    const smtp = await startSmtpServer();
    try {
      clock.now = new Date(clock.now.getTime() + RETRY_WAITS_MS[0]);
      expect(await deliverDue(depsWith(`smtp://127.0.0.1:${smtp.port}`, clock))).toEqual({ sent: 1, failed: 0 });
      const [delivery] = await historyOf(sub.id);
      expect(delivery).toMatchObject({ status: 'sent', attempts: 2, periodFrom: '2026-04-01', periodTo: '2026-04-30' });
      const url = /https:\/\/console\.test\/reports\/download\?token=(\S+)/.exec(smtp.received[0].parts['text/plain']);
      expect(url).not.toBeNull();
      const token = url![1];
      expect(verifyDownload(token, 'test-secret', clock.now)).toEqual({ ok: true, deliveryId: delivery.id });
      expect(verifyDownload(token, 'other-secret', clock.now)).toEqual({ ok: false, reason: 'invalid' });
      expect(verifyDownload(token, 'test-secret', new Date(clock.now.getTime() + 8 * 86_400_000))).toEqual({
        ok: false,
        reason: 'expired',
      });
      const forged = signDownload(delivery.id, new Date('2030-01-01'), 'test-secret').replace(/^./, 'x');
      expect(verifyDownload(forged, 'test-secret', clock.now).ok).toBe(false);
    } finally {
      await smtp.close();
    }
  });

  it('pauses (no run while paused), resumes from now without the missed periods, and removes with the history', async () => {
    const clock = { now: new Date('2026-04-10T15:00:00Z') };
    const deps = depsWith('smtp://127.0.0.1:9', clock);
    const sub = await createSubscription(
      db,
      {
        report: 'balance',
        frequency: 'daily',
        recipients: ['fin@example.com'],
        delivery: 'link',
        createdBy: 'finance@example.com',
      },
      bogota,
      clock.now,
    );
    expect((await setSubscriptionActive(db, sub.id, false, bogota, clock.now))?.active).toBe(false);
    clock.now = new Date('2026-04-13T06:00:00Z');
    expect(await scheduleDue(deps)).toBe(0);
    expect(await historyOf(sub.id)).toHaveLength(0);
    const resumed = await setSubscriptionActive(db, sub.id, true, bogota, clock.now);
    expect(resumed?.active).toBe(true);
    expect(resumed?.nextRunAt.toISOString()).toBe('2026-04-14T05:00:00.000Z');
    expect(await scheduleDue(deps)).toBe(0);
    await queueDeliveryFor(sub.id, clock.now);
    expect((await removeSubscription(db, sub.id))?.id).toBe(sub.id);
    expect(await historyOf(sub.id)).toHaveLength(0);
    expect(await removeSubscription(db, sub.id)).toBeNull();
    expect(await setSubscriptionActive(db, sub.id, true, bogota, clock.now)).toBeNull();
  });

  it('moves every active run to the new zone’s start of day when the business day changes', async () => {
    const now = new Date('2026-04-10T15:00:00Z');
    const input = {
      report: 'balance' as const,
      recipients: ['fin@example.com'],
      delivery: 'link' as const,
      createdBy: 'f@example.com',
    };
    const daily = await createSubscription(db, { ...input, frequency: 'daily' }, bogota, now);
    const monthly = await createSubscription(db, { ...input, frequency: 'monthly' }, bogota, now);
    const paused = await createSubscription(db, { ...input, frequency: 'daily' }, bogota, now);
    await setSubscriptionActive(db, paused.id, false, bogota, now);
    expect(daily.nextRunAt.toISOString()).toBe('2026-04-11T05:00:00.000Z');
    const tokyo = { timeZone: 'Asia/Tokyo', cutoff: '00:00' };
    expect(await recomputeNextRuns(db, tokyo, now)).toBe(2);
    const next = async (id: string) =>
      (await db.select().from(reportSubscriptions).where(eq(reportSubscriptions.id, id)))[0].nextRunAt.toISOString();
    // Midnight in Tokyo (UTC+9) is 15:00 UTC the day before.
    expect(await next(daily.id)).toBe('2026-04-11T15:00:00.000Z');
    expect(await next(monthly.id)).toBe('2026-04-30T15:00:00.000Z');
    expect(await next(paused.id)).toBe(paused.nextRunAt.toISOString());
  });
});
