import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { openTestConsoleDb } from '@/lib/db/test-db';
import type { ConsoleDb } from '@/lib/db/types';
import { insertAudit } from './entries';
import { configureStream, deliverAuditStream, streamStatus, streamUrlProblem, type StreamOptions } from './stream';

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
});
