import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../lib/clock';
import { endUserBody, startTestService, type TestMerchant, type TestService } from '../test/harness';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const createWithKey = (key: string, body: unknown, merchant: TestMerchant = svc.merchant) =>
  svc.as(merchant)('POST', '/end-users/create', { body, headers: { 'Idempotency-Key': key } });

const countByEmail = async (email: string, merchant: TestMerchant = svc.merchant) => {
  const res = await svc.as(merchant)('GET', '/end-users/list', { query: { email } });
  expect(res.status).toBe(200);
  return res.body.end_users.length as number;
};

describe('Idempotency-Key', () => {
  it('the same key and body replays the stored response with Idempotent-Replayed: true', async () => {
    const key = randomUUID();
    const body = endUserBody();
    const first = await createWithKey(key, body);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await createWithKey(key, body);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('request-id')).not.toBe(first.headers.get('request-id'));
    expect(await countByEmail(body.email)).toBe(1);
  });

  it('treats the same JSON with another key order and spacing as the same body', async () => {
    const key = randomUUID();
    const body = endUserBody();
    const first = await createWithKey(key, body);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await svc.request('POST', '/end-users/create', {
      rawBody: JSON.stringify(reordered, null, 2),
      headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.end_user.uuid).toBe(first.body.end_user.uuid);
  });

  it('the same key with another body is a 409 and creates nothing', async () => {
    const key = randomUUID();
    const first = await createWithKey(key, endUserBody());
    expect(first.status).toBe(201);
    const other = endUserBody();
    const res = await createWithKey(key, other);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      type: 'conflict_error',
      code: 'idempotency_key_reused',
      param: 'Idempotency-Key',
    });
    expect(await countByEmail(other.email)).toBe(0);
  });

  it('the same key on another endpoint is a 409', async () => {
    const key = randomUUID();
    const body = endUserBody();
    expect((await createWithKey(key, body)).status).toBe(201);
    const res = await svc.request('POST', '/accounts/connect/', { body, headers: { 'Idempotency-Key': key } });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('idempotency_key_reused');
  });

  it('a refused request frees its key, so the corrected request may reuse it', async () => {
    const key = randomUUID();
    const body = endUserBody();
    const bad = await createWithKey(key, { ...body, email: 'nope' });
    expect(bad.status).toBe(400);
    const good = await createWithKey(key, body);
    expect(good.status).toBe(201);
    expect(good.headers.get('idempotent-replayed')).toBeNull();
  });

  it('20 identical concurrent requests with one key create exactly one end user', async () => {
    const key = randomUUID();
    const body = endUserBody();
    const responses = await Promise.all(Array.from({ length: 20 }, () => createWithKey(key, body)));
    const created = responses.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') === null);
    expect(created).toHaveLength(1);
    const uuid = created[0].body.end_user.uuid;
    for (const res of responses) {
      if (res.status === 201) expect(res.body.end_user.uuid).toBe(uuid);
      else {
        expect(res.status).toBe(409);
        expect(res.body.error.code).toBe('idempotency_key_in_flight');
      }
    }
    expect(await countByEmail(body.email)).toBe(1);
    const after = await createWithKey(key, body);
    expect(after.headers.get('idempotent-replayed')).toBe('true');
    expect(after.body.end_user.uuid).toBe(uuid);
  });

  it('the write, the key and the stored response commit together: a crash before the response is stored leaves no object and no stuck key', async () => {
    const db = svc.database.db;
    // Simulates the process failing between the write and storing its response.
    await db.execute(sql`create function fail_storing_response() returns trigger language plpgsql as $$
      begin if new.state = 'done' and new.key like 'crash-%' then raise exception 'simulated crash'; end if; return new; end $$`);
    await db.execute(
      sql`create trigger fail_storing_response before update on idempotency_keys for each row execute function fail_storing_response()`,
    );
    const key = `crash-${randomUUID()}`;
    const body = endUserBody();
    try {
      expect((await createWithKey(key, body)).status).toBe(500);
      expect(await countByEmail(body.email)).toBe(0);
    } finally {
      await db.execute(sql`drop trigger fail_storing_response on idempotency_keys`);
    }
    const retry = await createWithKey(key, body);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await countByEmail(body.email)).toBe(1);
  });

  it('keys belong to one API client: another merchant may use the same key', async () => {
    const key = randomUUID();
    const mine = await createWithKey(key, endUserBody());
    const body = endUserBody();
    const theirs = await createWithKey(key, body, svc.other);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body.end_user.uuid).not.toBe(mine.body.end_user.uuid);
    expect(await countByEmail(body.email, svc.other)).toBe(1);
  });

  it('without a key every request creates', async () => {
    const body = endUserBody();
    await svc.request('POST', '/end-users/create', { body });
    await svc.request('POST', '/end-users/create', { body });
    expect(await countByEmail(body.email)).toBe(2);
  });

  it.each([['   '], ['k'.repeat(256)]])('400 naming Idempotency-Key for the key %j', async (key) => {
    const res = await createWithKey(key, endUserBody());
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('Idempotency-Key');
  });

  it('a key is forgotten after 24 hours', async () => {
    const timed = await startTestService({ manualClock: true });
    try {
      const clock = timed.clock as ManualClock;
      const key = randomUUID();
      const first = await timed.request('POST', '/end-users/create', {
        body: endUserBody(),
        headers: { 'Idempotency-Key': key },
      });
      expect(first.status).toBe(201);
      clock.advance(23 * 3600_000);
      const stillKnown = await timed.request('POST', '/end-users/create', {
        body: endUserBody(),
        headers: { 'Idempotency-Key': key },
      });
      expect(stillKnown.status).toBe(409);
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
      const fresh = await timed.request('POST', '/end-users/create', {
        token: token.body.access_token,
        body: endUserBody(),
        headers: { 'Idempotency-Key': key },
      });
      expect(fresh.status).toBe(201);
      expect(fresh.headers.get('idempotent-replayed')).toBeNull();
    } finally {
      await timed.close();
    }
  });
});
