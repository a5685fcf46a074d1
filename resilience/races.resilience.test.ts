import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
} from './server';

/**
 * Races between clients and between service processes. On PostgreSQL two `npm run service` processes share
 * the database (the deployment of docs/operations.md); on PGlite, which one process owns, the same races run
 * against one process. Settlement and the processor run in every process, fast, and one is killed mid-run.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let engine: Engine;
const services: RunningService[] = [];
let apis: Api[] = [];
let source: { tenantId: string; accountId: string };

beforeAll(async () => {
  engine = await freshEngine('mc-race-');
  const client = clientFor(engine);
  const background = {
    SETTLEMENT_FIRST_RUN_SECONDS: '1',
    SETTLEMENT_INTERVAL_SECONDS: '1',
    SCHEDULER_INTERVAL_SECONDS: '1',
  };
  for (let i = 0; i < (onPostgres ? 2 : 1); i++)
    services.push(await startService(engine, await freePort(), background));
  apis = services.map((s) => new Api(s.base, client));
  source = await apis[0].fundingSource();
}, 180_000);

afterAll(async () => {
  for (const s of services) await kill(s, 'SIGTERM');
});

const api = (i: number) => apis[i % apis.length];

async function successfulPayment(amount: number): Promise<string> {
  const created = await api(0).send(
    'POST',
    '/payments/create',
    {
      tenant_id: source.tenantId,
      amount,
      description: 'race',
      auto_send_receipt: false,
      funding_source_id: source.accountId,
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(created.status).toBe(201);
  const id = created.body.payment.uuid as string;
  for (let i = 0; i < 150; i++) {
    const read = await api(i).send('GET', `/payments/${id}`);
    if (read.body.payment.status === 'SUCCESSFUL') return id;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`payment ${id} never became SUCCESSFUL`);
}

describe(`races on ${onPostgres ? 'PostgreSQL, two service processes' : 'PGlite, one service process'}`, () => {
  it('50 concurrent partial refunds never refund more than the payment', async () => {
    for (let round = 0; round < count(2, 20); round++) {
      const payment = await successfulPayment(10_000);
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          api(i).send(
            'PUT',
            `/payments/${payment}/refund`,
            { reason: 'OTHER', amount: 250 },
            { 'idempotency-key': randomUUID() },
          ),
        ),
      );
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 200)).toHaveLength(40);
      expect(statuses.filter((s) => s === 409)).toHaveLength(10);
      const after = await api(1).send('GET', `/payments/${payment}`);
      expect(after.body.payment).toMatchObject({ status: 'REFUNDED', amount_refunded: 10_000 });
      expect(after.body.payment.refunds).toHaveLength(40);
    }
  });

  it('200 requests over 20 idempotency keys create exactly 20 payments', async () => {
    for (let round = 0; round < count(2, 20); round++) {
      const tag = `idem-${randomUUID().slice(0, 8)}`;
      const keys = Array.from({ length: 20 }, () => randomUUID());
      const body = (k: number) => ({
        tenant_id: source.tenantId,
        amount: 1_000 + k,
        description: `${tag} ${k}`,
        auto_send_receipt: false,
        funding_source_id: source.accountId,
      });
      const replies = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          api(i).send('POST', '/payments/create', body(i % 20), { 'idempotency-key': keys[i % 20] }),
        ),
      );
      expect(replies.filter((r) => r.status >= 500)).toEqual([]);
      // Each key's answers name one payment (a request meeting its twin in flight may be told 409 to retry).
      const byKey = new Map<string, Set<string>>();
      replies.forEach((r, i) => {
        if (r.status !== 201) return expect(r.status).toBe(409);
        const set = byKey.get(keys[i % 20]) ?? new Set<string>();
        set.add(r.body.payment.uuid);
        byKey.set(keys[i % 20], set);
      });
      for (const set of byKey.values()) expect(set.size).toBe(1);
      const listed = await api(1).send('GET', '/payments/list', undefined);
      const mine = (listed.body.payments as { description: string | null }[]).filter((p) =>
        p.description?.startsWith(tag),
      );
      expect(mine).toHaveLength(20);
    }
  });

  it('background work (processor, settlement) in every process, one killed mid-run: each deposit reconciles, the ledger balances', async () => {
    for (let i = 0; i < 30; i++)
      await api(i).send(
        'POST',
        '/payments/create',
        {
          tenant_id: source.tenantId,
          amount: 2_000 + i * 100,
          description: 'settle',
          auto_send_receipt: false,
          funding_source_id: source.accountId,
        },
        { 'idempotency-key': randomUUID() },
      );
    await new Promise((r) => setTimeout(r, 1500));
    // SIGKILL in the middle of processing and settling (on PGlite the only process, which frees the folder to read).
    await kill(services[services.length - 1]);
    if (services.length > 1) await new Promise((r) => setTimeout(r, 3000));
    const database = await openDatabase(engine.kind === 'postgres' ? { url: engine.url } : { dataDir: engine.dir });
    try {
      const rows = async (q: ReturnType<typeof sql>) =>
        ((await database.db.execute(q)) as unknown as { rows: unknown[] }).rows;
      expect(
        await rows(sql`select currency, sum(amount) from ledger_entries group by currency having sum(amount) <> 0`),
      ).toEqual([]);
      expect(
        await rows(sql`select d.id from transactions d join transactions t on t.deposit_id = d.id where d.type = 'DEPOSIT'
          group by d.id, d.amount having d.amount <> sum(case when t.type = 'PAYMENT' then t.net_amount else -t.net_amount end)`),
      ).toEqual([]);
      const [{ deposits }] = (await rows(
        sql`select count(*)::int as deposits from transactions where type = 'DEPOSIT'`,
      )) as { deposits: number }[];
      expect(deposits).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
