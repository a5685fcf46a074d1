import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, idempotencyKeys, ledgerEntries, transactions } from '../db/schema';
import { inlineStats } from '../http/middleware/idempotency';
import type { ManualClock } from '../lib/clock';
import { insertAccount } from '../test/fixtures';
import { endUserBody, startTestService, type TestService } from '../test/harness';

/**
 * POST /payments/create stores its Idempotency-Key inside the create's own statement (no BEGIN, claim, stored
 * response, COMMIT: service/http/middleware/idempotency.ts, InlineKey). The rules are the other writes' rules
 * (service/http/idempotency.api.test.ts), checked here on the payment.
 */
let svc: TestService;
let funding: Awaited<ReturnType<typeof insertAccount>>;

beforeAll(async () => {
  svc = await startTestService();
  funding = await insertAccount(svc.database.db, svc.merchant);
});
afterAll(() => svc.close());

const db = () => svc.database.db;
const body = (overrides: Record<string, unknown> = {}) => ({
  tenant_id: svc.merchant.tenantIds[0],
  amount: 1234,
  description: 'Order with a key',
  auto_send_receipt: false,
  funding_source_id: funding.id,
  primary_reference: `REF-${randomUUID()}`,
  ...overrides,
});
const create = (key: string, payload: unknown) =>
  svc.request('POST', '/payments/create', { body: payload, headers: { 'Idempotency-Key': key } });
const paymentsWithReference = async (reference: string) =>
  (await db().select({ id: transactions.id }).from(transactions).where(eq(transactions.primaryReference, reference)))
    .length;

describe('POST /payments/create with an Idempotency-Key', () => {
  it('replays the same answer for the same body (metadata keys in any order, splits, a due date), one payment', async () => {
    const before = inlineStats.mismatches;
    const key = randomUUID();
    const payload = body({
      metadata: { zeta: '1', a: '2', mid_length: '3', ü: '4', bb: '5' },
      additional_recipients: [
        { merchant_uuid: svc.merchant.subMerchantIds[0], amount: '10%', description: 'a share' },
        { merchant_uuid: svc.merchant.subMerchantIds[1], amount: '150' },
      ],
      due_date: '2030-01-31',
      statement_descriptor: 'ACME',
    });
    const first = await create(key, payload);
    expect(first.status, first.text).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await create(key, payload);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    // The stored answer was planned before the write: it is the answer the write produced, byte for byte.
    expect(inlineStats.mismatches).toBe(before);
    const [stored] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toMatchObject({ state: 'done', responseStatus: 201, responseBody: first.text });
    expect(await paymentsWithReference(payload.primary_reference)).toBe(1);
    const ledger = await db()
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, first.body.payment.uuid));
    expect(ledger.length).toBeGreaterThan(0);
    expect(ledger.reduce((sum, leg) => sum + leg.amount, 0)).toBe(0); // exact: the legs of a posting add up to zero
    // One payment.created event, not one per request.
    const events = await svc.request('GET', '/events/list', {
      query: { object_id: first.body.payment.uuid, type: 'payment.created' },
    });
    expect(events.status).toBe(200);
    expect(events.body.events).toHaveLength(1);
  });

  it('treats the same JSON with another key order and spacing as the same body', async () => {
    const key = randomUUID();
    const payload = body();
    const first = await create(key, payload);
    const again = await svc.request('POST', '/payments/create', {
      rawBody: JSON.stringify(Object.fromEntries(Object.entries(payload).reverse()), null, 2),
      headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.payment.uuid).toBe(first.body.payment.uuid);
  });

  it('the same key with another body is a 409 and creates nothing, valid body or not', async () => {
    const key = randomUUID();
    expect((await create(key, body())).status).toBe(201);
    const other = body();
    const res = await create(key, other);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'idempotency_key_reused', param: 'Idempotency-Key' });
    expect(await paymentsWithReference(other.primary_reference)).toBe(0);
    const invalid = await create(key, { ...other, amount: -5 });
    expect(invalid.status).toBe(409);
    expect(invalid.body.error.code).toBe('idempotency_key_reused');
  });

  it('a key used on another endpoint is a 409 here, and this endpoint’s key is a 409 there', async () => {
    const key = randomUUID();
    expect(
      (await svc.request('POST', '/end-users/create', { body: endUserBody(), headers: { 'Idempotency-Key': key } }))
        .status,
    ).toBe(201);
    const payload = body();
    const res = await create(key, payload);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('idempotency_key_reused');
    expect(await paymentsWithReference(payload.primary_reference)).toBe(0);

    const mine = randomUUID();
    expect((await create(mine, body())).status).toBe(201);
    const there = await svc.request('POST', '/end-users/create', {
      body: endUserBody(),
      headers: { 'Idempotency-Key': mine },
    });
    expect(there.status).toBe(409);
    expect(there.body.error.code).toBe('idempotency_key_reused');
  });

  it('a refused request frees its key; once stored, the key answers even where the request would now be refused', async () => {
    const key = randomUUID();
    const payload = body();
    const bad = await create(key, { ...payload, funding_source_id: 'acc_unknown' });
    expect(bad.status).toBe(400);
    const good = await create(key, payload);
    expect(good.status).toBe(201);
    expect(good.headers.get('idempotent-replayed')).toBeNull();

    // The funding account is disconnected after the create: the same request with its key still replays.
    const account = await insertAccount(db(), svc.merchant);
    const other = body({ funding_source_id: account.id });
    const otherKey = randomUUID();
    const created = await create(otherKey, other);
    expect(created.status).toBe(201);
    await db().update(accounts).set({ currentStatus: 'DISCONNECTED' }).where(eq(accounts.id, account.id));
    const replay = await create(otherKey, other);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).toBe(created.text);
    expect((await svc.request('POST', '/payments/create', { body: other })).status).toBe(400);
  });

  it('20 identical concurrent requests with one key create exactly one payment', async () => {
    const key = randomUUID();
    const payload = body();
    const responses = await Promise.all(Array.from({ length: 20 }, () => create(key, payload)));
    const created = responses.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') === null);
    expect(created).toHaveLength(1);
    for (const res of responses) {
      if (res.status === 201) expect(res.text).toBe(created[0].text);
      else {
        expect(res.status).toBe(409);
        expect(res.body.error.code).toBe('idempotency_key_in_flight');
      }
    }
    expect(await paymentsWithReference(payload.primary_reference)).toBe(1);
  });

  it('the payment and its key commit together: a failure storing the key leaves no payment and no key', async () => {
    await db().execute(sql`create function fail_storing_key() returns trigger language plpgsql as $$
      begin if new.key like 'crash-%' then raise exception 'simulated crash'; end if; return new; end $$`);
    await db().execute(
      sql`create trigger fail_storing_key before insert on idempotency_keys for each row execute function fail_storing_key()`,
    );
    const key = `crash-${randomUUID()}`;
    const payload = body();
    try {
      expect((await create(key, payload)).status).toBe(500);
      expect(await paymentsWithReference(payload.primary_reference)).toBe(0);
      expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
    } finally {
      await db().execute(sql`drop trigger fail_storing_key on idempotency_keys`);
      await db().execute(sql`drop function fail_storing_key()`);
    }
    const retry = await create(key, payload);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await paymentsWithReference(payload.primary_reference)).toBe(1);
  });

  it('a key is taken over after 24 hours', async () => {
    const timed = await startTestService({ manualClock: true });
    try {
      const clock = timed.clock as ManualClock;
      const account = await insertAccount(timed.database.db, timed.merchant);
      const payload = (amount: number) => ({
        tenant_id: timed.merchant.tenantIds[0],
        amount,
        funding_source_id: account.id,
        description: 'timed',
        auto_send_receipt: false,
      });
      const key = randomUUID();
      const send = (amount: number, token?: string) =>
        timed.request('POST', '/payments/create', {
          body: payload(amount),
          headers: { 'Idempotency-Key': key },
          ...(token ? { token } : {}),
        });
      const first = await send(100);
      expect(first.status).toBe(201);
      clock.advance(23 * 3600_000);
      expect((await send(200)).status).toBe(409);
      clock.advance(2 * 3600_000);
      const token = await timed.request('POST', '/oauth/token', {
        token: null,
        body: {
          client_id: timed.merchant.clientId,
          client_secret: timed.merchant.clientSecret,
          audience: 'merchant-api',
          grant_type: 'client_credentials',
        },
      });
      const fresh = await send(200, token.body.access_token);
      expect(fresh.status).toBe(201);
      expect(fresh.headers.get('idempotent-replayed')).toBeNull();
      expect(fresh.body.payment.uuid).not.toBe(first.body.payment.uuid);
      const replay = await send(200, token.body.access_token);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body.payment.uuid).toBe(fresh.body.payment.uuid);
    } finally {
      await timed.close();
    }
  });

  it('costs two statements and no transaction: the references read, then one write with the key', async () => {
    // The driver under drizzle: a node-postgres Pool (query; connect for a transaction) or PGlite (query, transaction).
    expect((await create(randomUUID(), body())).status).toBe(201); // warm: the bearer's client, the statements
    const client = (db() as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
    const statements: string[] = [];
    let transactions = 0;
    const original = { query: client.query, connect: client.connect, transaction: client.transaction };
    client.query = function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text);
      if (!text.includes('request_logs')) statements.push(text);
      return original.query.apply(this, args);
    };
    for (const name of ['connect', 'transaction'] as const)
      if (original[name])
        client[name] = function (this: unknown, ...args: unknown[]) {
          // Pool.query checks out a connection with a callback; a transaction checks one out without.
          if (typeof args[0] !== 'function') transactions++;
          return original[name].apply(this, args);
        };
    try {
      const res = await create(randomUUID(), body());
      expect(res.status).toBe(201);
    } finally {
      Object.assign(client, original);
    }
    expect(transactions).toBe(0);
    expect(statements, statements.join('\n')).toHaveLength(2);
    expect(statements[1]).toMatch(/insert into "idempotency_keys"/);
  });
});
