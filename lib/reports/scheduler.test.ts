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
  RETRY_WAITS_MS,
  scheduleDue,
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
});
