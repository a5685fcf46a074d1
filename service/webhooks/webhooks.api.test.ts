import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, transactions, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { processDue } from '../processor/run';
import { insertAccount } from '../test/fixtures';
import { startTestService, type TestService } from '../test/harness';
import { systemClock } from '../lib/clock';
import { DEFAULT_WEBHOOK_OPTIONS, deliverDue, runWebhooks, type WebhookOptions } from './deliver';
import { createEndpoint as insertEndpoint } from './queries';
import type { Resolver } from './url-guard';

/** A receiver as a merchant would write one: verifies every signature, fails on purpose the first `failFirst` times. */
class Receiver {
  server: Server;
  secret = '';
  received: { id: string; type: string; objectId: string; verified: boolean; signatures: number }[] = [];
  answered = 0;
  constructor(private failFirst = 0) {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const headers = {
          'webhook-id': String(req.headers['webhook-id']),
          'webhook-timestamp': String(req.headers['webhook-timestamp']),
          'webhook-signature': String(req.headers['webhook-signature']),
        };
        let verified = true;
        try {
          new Webhook(this.secret).verify(body, headers);
        } catch {
          verified = false;
        }
        const parsed = JSON.parse(body);
        this.answered++;
        if (this.answered <= this.failFirst) {
          res.writeHead(500).end('not today');
          return;
        }
        this.received.push({
          id: headers['webhook-id'],
          type: parsed.type,
          objectId: parsed.data.object.uuid,
          verified,
          signatures: headers['webhook-signature'].split(' ').length,
        });
        res.writeHead(verified ? 200 : 400).end(verified ? 'ok' : 'bad signature');
      });
    });
  }
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }
  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

let svc: TestService;
let clock: ManualClock;
const db = () => svc.database.db;
const options: WebhookOptions = { ...DEFAULT_WEBHOOK_OPTIONS, allowPrivateNetworks: true };
const processor = {
  batchSize: 500,
  retryMs: 60_000,
  delays: { pendingMs: 5_000, processingMs: 10_000, disputeMs: 600_000 },
};

beforeAll(async () => {
  clock = new ManualClock('2026-03-02T10:00:00.000Z');
  svc = await startTestService({ clock });
});
afterAll(() => svc.close());

async function pay(amount: number) {
  const funding = await insertAccount(db(), svc.merchant);
  const res = await svc.request('POST', '/payments/create', {
    body: {
      tenant_id: svc.merchant.tenantIds[0],
      amount,
      description: `Order ${amount}`,
      auto_send_receipt: false,
      funding_source_id: funding.id,
    },
  });
  expect(res.status).toBe(201);
  return res.body.payment.uuid as string;
}

/** Moves time on and runs the processor and the webhook loop until nothing is pending. */
async function runUntilQuiet(stepMs = 60_000, maxSteps = 60) {
  for (let i = 0; i < maxSteps; i++) {
    await processDue(db(), clock, processor);
    await runWebhooks(db(), clock, options);
    const pending = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.status, 'PENDING'));
    const undispatched = await db().select().from(events).where(eq(events.dispatched, false));
    const open = await db()
      .select()
      .from(transactions)
      .where(inArray(transactions.status, ['PENDING', 'PROCESSING']));
    if (!pending.length && !undispatched.length && !open.length) return;
    clock.advance(stepMs);
  }
  throw new Error('deliveries still pending');
}

async function createEndpoint(url: string, body: Record<string, unknown> = {}) {
  const res = await svc.request('POST', '/webhook-endpoints/create', { body: { url, ...body } });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.webhook_endpoint.uuid as string, secret: res.body.secret as string };
}

describe('events outbox', () => {
  it('writes an event per state change of a payment, readable by object id, type and date', async () => {
    const id = await pay(12_345);
    await runUntilQuiet(5_000);
    const res = await svc.request('GET', '/events/list', { query: { object_id: id } });
    expect(res.status).toBe(200);
    expect(res.body.events.map((e: { type: string }) => e.type).reverse()).toEqual([
      'payment.created',
      'payment.processing',
      'payment.succeeded',
    ]);
    expect(res.body.events[0].data.object).toMatchObject({ uuid: id, status: 'SUCCESSFUL', amount: 12_345 });

    const refund = await svc.request('PUT', `/payments/${id}/refund`, { body: { reason: 'REQUESTED_BY_CUSTOMER' } });
    expect(refund.status).toBe(200);
    const refunded = await svc.request('GET', '/events/list', { query: { object_id: id, type: 'payment.refunded' } });
    expect(refunded.body.events).toHaveLength(1);
    expect(refunded.body.events[0].data.object.amount_refunded).toBe(12_345);

    const one = await svc.request('GET', `/events/${refunded.body.events[0].uuid}`);
    expect(one.status).toBe(200);
    expect(one.body.event.type).toBe('payment.refunded');
    const none = await svc.request('GET', '/events/list', { query: { object_id: id, date_to: '2026-03-01' } });
    expect(none.body.events).toEqual([]);
  });

  it('writes nothing when the change rolls back (same database transaction)', async () => {
    const id = await pay(2_000);
    const before = await db().select().from(events).where(eq(events.objectId, id));
    await expect(
      db().transaction(async (tx) => {
        await tx.update(transactions).set({ status: 'PROCESSING' }).where(eq(transactions.id, id));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await db().select().from(events).where(eq(events.objectId, id))).toHaveLength(before.length);
  });

  it('keeps each merchant to its own events, and checks the filters', async () => {
    const id = await pay(3_000);
    const theirs = await svc.as(svc.other)('GET', '/events/list', { query: { object_id: id } });
    expect(theirs.body.events).toEqual([]);
    const [event] = await db().select().from(events).where(eq(events.objectId, id));
    expect((await svc.as(svc.other)('GET', `/events/${event.id}`)).status).toBe(404);
    const bad = await svc.request('GET', '/events/list', { query: { date_from: 'yesterday', colour: 'red' } });
    expect(bad.status).toBe(400);
  });
});

describe('webhook delivery', () => {
  it('delivers every event of a payment exactly once per endpoint, signed, in order, after two failures', async () => {
    const receiver = new Receiver(2);
    const endpoint = await createEndpoint(await receiver.start(), {
      event_types: ['payment.created', 'payment.processing', 'payment.succeeded'],
    });
    receiver.secret = endpoint.secret;
    const second = new Receiver(0);
    const other = await createEndpoint(await second.start(), { event_types: ['*'] });
    second.secret = other.secret;
    try {
      const id = await pay(50_000);
      await runUntilQuiet();
      const mine = receiver.received.filter((r) => r.objectId === id);
      expect(mine.map((r) => r.type)).toEqual(['payment.created', 'payment.processing', 'payment.succeeded']);
      expect(new Set(mine.map((r) => r.id)).size).toBe(3);
      expect(mine.every((r) => r.verified)).toBe(true);
      expect(receiver.answered).toBe(receiver.received.length + 2);
      expect(second.received.filter((r) => r.objectId === id).map((r) => r.type)).toEqual([
        'payment.created',
        'payment.processing',
        'payment.succeeded',
      ]);

      const log = await svc.request('GET', `/webhook-endpoints/${endpoint.id}/deliveries`);
      expect(log.status).toBe(200);
      const created = log.body.deliveries.find((d: { event_id: string }) => d.event_id === mine[0].id);
      expect(created).toMatchObject({ status: 'SUCCEEDED', event_type: 'payment.created' });
      expect(created.attempts.at(-1)).toMatchObject({ response_status: 200, response_excerpt: 'ok' });
      const failures = log.body.deliveries
        .flatMap((d: { attempts: { response_status: number; response_excerpt: string }[] }) => d.attempts)
        .filter((a: { response_status: number }) => a.response_status === 500);
      expect(failures).toHaveLength(2);
      expect(failures[0].response_excerpt).toBe('not today');

      // Resend: the same webhook-id again, so a receiver can tell it already has it.
      const resend = await svc.request('POST', `/events/${created.event_id}/resend`, {
        body: { endpoint_id: endpoint.id },
      });
      expect(resend.status).toBe(201);
      await runUntilQuiet();
      expect(receiver.received.filter((r) => r.id === created.event_id)).toHaveLength(2);

      const test = await svc.request('POST', `/webhook-endpoints/${endpoint.id}/test`);
      expect(test.status).toBe(201);
      await runUntilQuiet();
      expect(receiver.received.at(-1)).toMatchObject({ type: 'webhook_endpoint.test', verified: true });
      expect(second.received.some((r) => r.type === 'webhook_endpoint.test')).toBe(false);
    } finally {
      await receiver.close();
      await second.close();
      await svc.request('DELETE', `/webhook-endpoints/${endpoint.id}`);
      await svc.request('DELETE', `/webhook-endpoints/${other.id}`);
    }
  });

  it('never sends one attempt twice when two workers run at once (SKIP LOCKED)', async () => {
    const receiver = new Receiver(0);
    const endpoint = await createEndpoint(await receiver.start());
    receiver.secret = endpoint.secret;
    try {
      await svc.request('POST', `/webhook-endpoints/${endpoint.id}/test`);
      await Promise.all([
        deliverDue(db(), clock, options),
        deliverDue(db(), clock, options),
        deliverDue(db(), clock, options),
      ]);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
      await svc.request('DELETE', `/webhook-endpoints/${endpoint.id}`);
    }
  });

  it('signs with both secrets for a day after a rotation', async () => {
    const receiver = new Receiver(0);
    const endpoint = await createEndpoint(await receiver.start());
    try {
      const rotated = await svc.request('POST', `/webhook-endpoints/${endpoint.id}/rotate-secret`);
      expect(rotated.status).toBe(200);
      expect(rotated.body.secret).not.toBe(endpoint.secret);
      expect(rotated.body.webhook_endpoint.previous_secret_expires_at).toBe(
        '2026-03-03T10:00:00.000Z'.replace(
          '2026-03-03T10:00:00.000Z',
          new Date(clock.now().getTime() + 86_400_000).toISOString(),
        ),
      );
      const revealed = await svc.request('GET', `/webhook-endpoints/${endpoint.id}/secret`);
      expect(revealed.body.secret).toBe(rotated.body.secret);
      receiver.secret = endpoint.secret; // a receiver not yet switched over still verifies
      await svc.request('POST', `/webhook-endpoints/${endpoint.id}/test`);
      await runUntilQuiet();
      expect(receiver.received.at(-1)).toMatchObject({ verified: true, signatures: 2 });
    } finally {
      await receiver.close();
      await svc.request('DELETE', `/webhook-endpoints/${endpoint.id}`);
    }
  });
});

describe('webhook endpoints', () => {
  it('validates, naming the field and the rule', async () => {
    const res = await svc.request('POST', '/webhook-endpoints/create', {
      body: { url: 'ftp://example.com/x', event_types: ['payment.created', 'payment.exploded'] },
    });
    expect(res.status).toBe(400);
    const params = res.body.error.details.map((d: { param: string }) => d.param);
    expect(params).toEqual(expect.arrayContaining(['url', 'event_types[1]']));
    expect((await svc.request('POST', '/webhook-endpoints/create', { body: {} })).body.error.param).toBe('url');
    expect(
      (
        await svc.request('POST', '/webhook-endpoints/create', {
          body: { url: 'https://example.com', event_types: [] },
        })
      ).body.error.param,
    ).toBe('event_types');
  });

  it('creates, lists, updates, disables, enables and deletes, scoped to the merchant', async () => {
    const { id, secret } = await createEndpoint('https://example.com/hooks', { description: 'Orders' });
    expect(secret).toMatch(/^whsec_/);
    const listed = await svc.request('GET', '/webhook-endpoints/list');
    expect(listed.body.webhook_endpoints.map((e: { uuid: string }) => e.uuid)).toContain(id);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    expect((await svc.as(svc.other)('GET', `/webhook-endpoints/${id}`)).status).toBe(404);
    expect((await svc.as(svc.other)('GET', `/webhook-endpoints/${id}/secret`)).status).toBe(404);

    const updated = await svc.request('PUT', `/webhook-endpoints/${id}/update`, {
      body: { event_types: ['payout.failed'], description: null },
    });
    expect(updated.body.webhook_endpoint).toMatchObject({
      event_types: ['payout.failed'],
      description: null,
      url: 'https://example.com/hooks',
    });
    expect((await svc.request('PUT', `/webhook-endpoints/${id}/disable`)).body.webhook_endpoint.status).toBe(
      'DISABLED',
    );
    expect((await svc.request('PUT', `/webhook-endpoints/${id}/enable`)).body.webhook_endpoint.status).toBe('ENABLED');
    expect((await svc.request('DELETE', `/webhook-endpoints/${id}`)).body).toEqual({ deleted: true, uuid: id });
    expect((await svc.request('GET', `/webhook-endpoints/${id}`)).status).toBe(404);
  });

  it('needs the write:webhooks and read:events scopes', async () => {
    const limited = await svc.newMerchant({ scopes: ['read:payments'] });
    expect((await svc.as(limited)('GET', '/webhook-endpoints/list')).status).toBe(403);
    expect((await svc.as(limited)('GET', '/events/list')).status).toBe(403);
  });

  it('marks every events and webhooks operation x-extension in OpenAPI', async () => {
    const doc = (await svc.request('GET', '/openapi.json')).body;
    const operations = Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>)
      .filter(([path]) => path.startsWith('/api/v1/events') || path.startsWith('/api/v1/webhook-endpoints'))
      .flatMap(([, ops]) => Object.values(ops));
    expect(operations.length).toBeGreaterThanOrEqual(13);
    expect(operations.every((op) => op['x-extension'] === true)).toBe(true);
  });
});

describe('SSRF guard (production)', () => {
  let prod: TestService;
  beforeAll(async () => {
    prod = await startTestService({ config: { webhookAllowPrivateNetworks: false } });
  });
  afterAll(() => prod.close());

  it.each([
    'http://127.0.0.1:8080/x',
    'http://localhost/x',
    'http://169.254.169.254/latest/meta-data',
    'http://10.0.0.5/x',
    'http://[::1]/x',
    'http://[::ffff:127.0.0.1]/x',
    'http://192.168.1.10/x',
  ])('refuses %s', async (url) => {
    const res = await prod.request('POST', '/webhook-endpoints/create', { body: { url } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ param: 'url', code: 'forbidden_destination' });
  });

  it('accepts a public address', async () => {
    const res = await prod.request('POST', '/webhook-endpoints/create', {
      body: { url: 'https://93.184.215.14/hooks' },
    });
    expect(res.status).toBe(201);
  });

  /** An endpoint saved as it was (private networks allowed then), its test event queued, then one delivery run without them. */
  async function deliverTo(url: string, resolve?: Resolver) {
    const row = await insertEndpoint(
      prod.database.db,
      prod.merchant.merchantId,
      { url, event_types: ['webhook_endpoint.test'] },
      { now: new Date(), allowPrivate: true },
    );
    expect((await prod.request('POST', `/webhook-endpoints/${row.id}/test`)).status).toBe(201);
    await deliverDue(prod.database.db, systemClock, {
      ...DEFAULT_WEBHOOK_OPTIONS,
      allowPrivateNetworks: false,
      resolve,
    });
    const attempts = await prod.database.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.endpointId, row.id));
    expect(attempts).toHaveLength(1);
    return attempts[0];
  }

  it('never connects to the private address a name resolves to after passing the check (DNS rebinding)', async () => {
    const internal = new Receiver();
    const port = new URL(await internal.start()).port;
    // A rebinding DNS server: a public address to the destination check, loopback to the connection.
    const asked: string[] = [];
    const rebinding: Resolver = async (host) => {
      asked.push(host);
      return asked.length === 1 ? ['93.184.215.14'] : ['127.0.0.1'];
    };
    try {
      const attempt = await deliverTo(`http://localhost:${port}/hooks`, rebinding);
      expect(internal.answered).toBe(0);
      expect(asked).toEqual(['localhost', 'localhost']);
      expect(attempt).toMatchObject({ responseStatus: null, responseExcerpt: null });
      expect(attempt.error).toMatch(/^Not sent: the URL points to 127\.0\.0\.1, a loopback address/);
    } finally {
      await internal.close();
    }
  });

  it('does not send to a private address at all', async () => {
    const internal = new Receiver();
    try {
      const attempt = await deliverTo(await internal.start());
      expect(internal.answered).toBe(0);
      expect(attempt.error).toMatch(/^Not sent: the URL points to 127\.0\.0\.1, a loopback address/);
    } finally {
      await internal.close();
    }
  });
});

// Last: it moves the clock three days on (past the tokens' lifetime).
describe('failing endpoints', () => {
  it('disables an endpoint that failed for three days, with a webhook_endpoint.disabled event', async () => {
    const receiver = new Receiver(Number.MAX_SAFE_INTEGER);
    const endpoint = await createEndpoint(await receiver.start(), { event_types: ['webhook_endpoint.test'] });
    try {
      await svc.request('POST', `/webhook-endpoints/${endpoint.id}/test`);
      // The clock passes the tokens' lifetime here: read through the database.
      const endpointRow = async () =>
        (await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)))[0];
      for (let i = 0; i < 200 && (await endpointRow()).status === 'ENABLED'; i++) {
        await runWebhooks(db(), clock, options);
        clock.advance(3_600_000);
      }
      const row = await endpointRow();
      expect(row.status).toBe('DISABLED');
      expect(row.disabledReason).toMatch(/Disabled automatically/);
      const audit = await db()
        .select()
        .from(events)
        .where(and(eq(events.objectId, endpoint.id), eq(events.type, 'webhook_endpoint.disabled')));
      expect(audit).toHaveLength(1);
      const deliveries = await db()
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
      expect(deliveries.map((d) => d.status)).toEqual(['FAILED']);
      expect(deliveries[0].attempts).toBeGreaterThan(10);
    } finally {
      await receiver.close();
      await svc.request('DELETE', `/webhook-endpoints/${endpoint.id}`);
    }
  });
});
