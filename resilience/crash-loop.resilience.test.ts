import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../service/db/client';
import {
  Api,
  clientFor,
  count,
  type Engine,
  freePort,
  freshEngine,
  kill,
  type RunningService,
  startService,
  unsound,
} from './server';

/**
 * Crash loop: steady concurrent writes (payments with an Idempotency-Key, refunds, end users) while the
 * sandbox processor moves payments along, SIGKILL at a random moment, restart on the same data. After
 * every kill, on the data the dead process left (SQL): every posting balances, refunds stay within their
 * payment, no key is in flight, every acknowledged write is there. After every restart: the service starts,
 * every acknowledged write reads back, every key replays (none stuck "in flight"); at the end the ledger balances.
 * PGlite always; PostgreSQL when TEST_DATABASE_URL is set (scripts/with-postgres.mjs).
 */

interface Acknowledged {
  key: string;
  path: string;
  body: unknown;
  id: string;
  /** A GET that reads it back. */
  read: string;
}

const services: RunningService[] = [];
afterAll(async () => {
  for (const s of services) await kill(s);
});

async function drive(
  api: Api,
  source: { tenantId: string; accountId: string },
  acknowledged: Acknowledged[],
  sent: { key: string; path: string; body: unknown }[],
  stop: { now: boolean },
) {
  const successful: string[] = [];
  const worker = async (w: number) => {
    for (let i = 0; !stop.now; i++) {
      const key = randomUUID();
      let path: string;
      let body: unknown;
      const pick = (w + i) % 5;
      if (pick === 4 && successful.length) {
        const payment = successful[(w * 7 + i) % successful.length];
        path = `/payments/${payment}/refund`;
        body = { reason: 'OTHER', amount: 1 };
      } else if (pick === 3) {
        const tag = randomUUID().slice(0, 8);
        path = '/end-users/create';
        body = { type: 'INDIVIDUAL', first_name: 'Crash', last_name: `Loop ${tag}`, email: `crash-${tag}@example.com` };
      } else {
        path = '/payments/create';
        body = {
          tenant_id: source.tenantId,
          amount: 10_000 + ((w * 131 + i * 17) % 500) * 100,
          description: `crash loop ${key.slice(0, 8)}`,
          auto_send_receipt: false,
          funding_source_id: source.accountId,
        };
      }
      sent.push({ key, path, body });
      const method = path.endsWith('/refund') ? 'PUT' : 'POST';
      let reply;
      try {
        reply = await api.send(method, path, body, { 'idempotency-key': key });
      } catch {
        return; // the server died under us
      }
      if (reply.status >= 500)
        throw new Error(`${method} ${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
      if (reply.status === 201 && path === '/payments/create')
        acknowledged.push({
          key,
          path,
          body,
          id: reply.body.payment.uuid,
          read: `/payments/${reply.body.payment.uuid}`,
        });
      if (reply.status === 201 && path === '/end-users/create')
        acknowledged.push({
          key,
          path,
          body,
          id: reply.body.end_user.uuid,
          read: `/end-users/${reply.body.end_user.uuid}`,
        });
      if (reply.status === 200 && path.endsWith('/refund')) {
        const refund = reply.body.payment.refunds.at(-1);
        acknowledged.push({ key, path, body, id: refund.uuid, read: `/payments/${refund.uuid}` });
      }
      if (path === '/payments/create' && reply.status === 201) {
        // Payments turn SUCCESSFUL within a second; refund the older ones.
        setTimeout(() => successful.push(reply.body.payment.uuid), 1500).unref();
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
}

async function crashLoop(engine: Engine, iterations: number) {
  const client = clientFor(engine);
  const port = await freePort();
  const acknowledged: Acknowledged[] = [];
  const sent: { key: string; path: string; body: unknown }[] = [];
  let service = await startService(engine, port);
  services.push(service);
  let api = new Api(service.base, client);
  const source = await api.fundingSource();

  let readBack = 0;
  for (let round = 0; round < iterations; round++) {
    const stop = { now: false };
    const driving = drive(api, source, acknowledged, sent, stop);
    await new Promise((r) => setTimeout(r, 300 + Math.random() * 1200));
    await kill(service); // SIGKILL: no chance to flush or clean up
    stop.now = true;
    await driving;

    // The data the dead process left: every invariant holds and every acknowledged write is in it.
    expect(
      await unsound(
        engine,
        acknowledged.map((a) => a.id),
      ),
      `after the SIGKILL of round ${round}`,
    ).toEqual([]);

    service = await startService(engine, port);
    services.push(service);
    api = new Api(service.base, client);
    // Every acknowledged write reads back through the API (each once: earlier rounds read the older ones, and
    // the SQL check above sees all of them after every kill).
    for (const a of acknowledged.slice(readBack)) {
      const read = await api.send('GET', a.read);
      expect(
        read.status,
        `${a.path} acknowledged ${a.id}, then after the restart of round ${round}: ${JSON.stringify(read.body)}`,
      ).toBe(200);
    }
    readBack = acknowledged.length;
    // Every key replays: the acknowledged ones to the same object; none is stuck in flight (409).
    for (const s of sent.slice(-40)) {
      const reply = await api.send(s.path.endsWith('/refund') ? 'PUT' : 'POST', s.path, s.body, {
        'idempotency-key': s.key,
      });
      expect(
        reply.status,
        `replay of ${s.path} with key ${s.key} after round ${round}: ${JSON.stringify(reply.body)}`,
      ).toBeLessThan(500);
      expect(reply.status, `key ${s.key} stuck in flight after round ${round}`).not.toBe(409);
    }
  }
  await kill(service, 'SIGTERM');
  return { acknowledged: acknowledged.length, sent: sent.length };
}

async function ledgerOff(engine: Engine): Promise<unknown[]> {
  const database = await openDatabase(engine.kind === 'pglite' ? { dataDir: engine.dir } : { url: engine.url });
  try {
    const result = (await database.db.execute(
      sql`select currency, sum(amount)::text as off from ledger_entries group by currency having sum(amount) <> 0`,
    )) as unknown as { rows: unknown[] };
    return result.rows;
  } finally {
    await database.close();
  }
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe(`crash loop on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it(`${count(5, 100)} SIGKILLs under load lose no acknowledged write and leave no key stuck; the ledger balances`, async () => {
    const engine: Engine = await freshEngine('mc-crash-');
    const { acknowledged, sent } = await crashLoop(engine, count(5, 100));
    console.log(
      `crash loop (${engine.kind}): ${count(5, 100)} SIGKILLs, ${sent} writes sent, ${acknowledged} acknowledged and found after every restart, the ledger balanced`,
    );
    expect(acknowledged).toBeGreaterThan(0);
    expect(await ledgerOff(engine)).toEqual([]);
  }, 1_800_000);
});
