import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { openTestConsoleDb } from '@/lib/db/test-db';
import type { ConsoleDb } from '@/lib/db/types';
import { insertAudit } from '@/lib/auth/audit-entries';
import { eq } from 'drizzle-orm';
import { auditStream } from '@/lib/db/schema';
import {
  configureStream,
  deliverAuditStream,
  removeStream,
  streamStatus,
  streamUrlProblem,
  type StreamOptions,
} from './stream';

let db: ConsoleDb;
let close: () => Promise<void>;
let server: Server;
let url: string;
let secret = '';
let refuseNext = 0;
const received: { id: string; action: string }[] = [];

beforeAll(async () => {
  ({ db, close } = await openTestConsoleDb());
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (refuseNext > 0) {
        refuseNext -= 1;
        response.writeHead(503).end('busy');
        return;
      }
      // Verified as a security team's receiver would: the Standard Webhooks library, the secret shown once.
      const event = new Webhook(secret).verify(body, request.headers as Record<string, string>) as {
        id: string;
        data: { action: string };
      };
      received.push({ id: event.id, action: event.data.action });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siem`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await close();
});

const options: StreamOptions = {
  allowPrivateNetworks: true,
  timeoutMs: 5_000,
  retry: { baseMs: 1, capMs: 2 },
  batchSize: 50,
  leaseMs: 10_000,
};
const entry = (action: string) => insertAudit(db, { action, outcome: 'success', actor: null });

describe('the audit stream', () => {
  it('refuses internal hosts the way the Developers area does', async () => {
    expect(await streamUrlProblem('http://127.0.0.1/hook', false)).toMatch(/loopback/);
    expect(await streamUrlProblem('http://169.254.169.254/latest', false)).toMatch(/linkLocal/);
    expect(await streamUrlProblem('ftp://siem.example.com/', false)).toMatch(/http or https/);
  });

  it('sends new entries only, signed, in order, retrying through failures that stay visible until delivered', async () => {
    await entry('before.stream');
    secret = await configureStream(db, url);
    for (const action of ['a.one', 'a.two', 'a.three']) await entry(action);
    refuseNext = 2;

    expect(await deliverAuditStream(db, options)).toBe(0);
    const failing = await streamStatus(db);
    expect(failing).toMatchObject({ state: 'failing', failures: 1, backlog: 3, lastDeliveredAt: null });
    expect(failing?.lastError).toContain('503');

    for (let tick = 0; tick < 200 && (await streamStatus(db))!.backlog > 0; tick++)
      await deliverAuditStream(db, options);
    expect(received.map((r) => r.action)).toEqual(['a.one', 'a.two', 'a.three']);
    expect(new Set(received.map((r) => r.id)).size).toBe(3);
    const healthy = await streamStatus(db);
    expect(healthy).toMatchObject({ state: 'delivering', failures: 0, backlog: 0, lastError: null });
    expect(healthy?.lastDeliveredAt).toBeInstanceOf(Date);
  });

  describe('delivery promise: at least once, no gap across re-saves, removal and restarts', () => {
    /** A security team's receiver of its own: verifies each signature with the secret it was given, can refuse. */
    async function startReceiver() {
      const r = { url: '', secret: '', refuse: 0, actions: [] as string[], server: createServer() };
      r.server.on('request', (request, response) => {
        let body = '';
        request.on('data', (chunk) => (body += chunk));
        request.on('end', () => {
          if (r.refuse > 0) {
            r.refuse -= 1;
            response.writeHead(503).end('busy');
            return;
          }
          const event = new Webhook(r.secret).verify(body, request.headers as Record<string, string>) as {
            data: { action: string };
          };
          r.actions.push(event.data.action);
          response.writeHead(204).end();
        });
      });
      await new Promise<void>((resolve) => r.server.listen(0, '127.0.0.1', resolve));
      r.url = `http://127.0.0.1:${(r.server.address() as AddressInfo).port}/siem`;
      return { ...r, get: () => r, close: () => new Promise((resolve) => r.server.close(resolve)) };
    }
    const streamRow = async () => (await db.select().from(auditStream).where(eq(auditStream.id, true)))[0];
    /** Ticks until nothing is left to send (or the stream is gone); the retry waits are 1–2 ms here. */
    async function drain(at?: () => Date) {
      for (let tick = 0; tick < 500; tick++) {
        const row = await streamRow();
        if (!row) return;
        const status = await streamStatus(db);
        if (status && status.backlog === 0) return;
        await deliverAuditStream(db, options, at?.());
      }
      throw new Error('the stream did not drain');
    }

    it('saving the URL again keeps what the endpoint has not accepted: sent to the URL saved, none skipped', async () => {
      const first = await startReceiver();
      const second = await startReceiver();
      try {
        first.get().secret = await configureStream(db, first.url);
        await entry('r.one');
        await entry('r.two');
        first.get().refuse = 1_000;
        await deliverAuditStream(db, options);
        expect(first.get().actions).toEqual([]);

        // Saved again, same URL, new secret: both entries still go.
        first.get().refuse = 0;
        first.get().secret = await configureStream(db, first.url);
        await entry('r.three');
        await drain();
        expect(first.get().actions).toEqual(['r.one', 'r.two', 'r.three']);

        // Saved to another URL while the endpoint refuses: the backlog follows the new URL.
        first.get().refuse = 1_000;
        await entry('r.four');
        await deliverAuditStream(db, options);
        second.get().secret = await configureStream(db, second.url);
        await entry('r.five');
        await drain();
        expect(second.get().actions).toEqual(['r.four', 'r.five']);
        expect(first.get().actions).toEqual(['r.one', 'r.two', 'r.three']);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    });

    it('removing the stream is itself delivered to the old URL, after every entry before it, then the stream goes', async () => {
      const receiver = await startReceiver();
      try {
        receiver.get().secret = await configureStream(db, receiver.url);
        await entry('m.one');
        receiver.get().refuse = 3;
        await deliverAuditStream(db, options);
        // The admin removes it while the endpoint is failing: the removal's entry first, then the removal.
        await entry('access.audit_stream');
        await removeStream(db);
        expect(await streamStatus(db)).toBeNull();
        await entry('after.removal');
        for (let tick = 0; tick < 500 && (await streamRow()); tick++) await deliverAuditStream(db, options);
        expect(await streamRow()).toBeUndefined();
        expect(receiver.get().actions).toEqual(['m.one', 'access.audit_stream']);
      } finally {
        await receiver.close();
      }
    });

    it('a worker that stops mid-way (a restart) leaves no gap: the next one resumes after the last accepted entry', async () => {
      const receiver = await startReceiver();
      try {
        receiver.get().secret = await configureStream(db, receiver.url);
        for (let i = 1; i <= 5; i++) await entry(`s.${i}`);
        // The first process sends two and is killed while it holds the lease.
        expect(await deliverAuditStream(db, { ...options, batchSize: 2 })).toBe(2);
        await db
          .update(auditStream)
          .set({ leaseUntil: new Date(Date.now() + 60_000) })
          .where(eq(auditStream.id, true));
        expect(await deliverAuditStream(db, options)).toBe(0);
        // After the lease, a new process takes over from the cursor.
        await drain(() => new Date(Date.now() + 61_000));
        expect(receiver.get().actions).toEqual(['s.1', 's.2', 's.3', 's.4', 's.5']);
      } finally {
        await receiver.close();
      }
    });
  });
});
