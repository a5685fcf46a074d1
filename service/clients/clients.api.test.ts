import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClients, idempotencyKeys } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { ALL_SCOPES, createClient } from '../oauth/clients';
import { DEMO_CLIENT_ID, DEMO_MERCHANT_ID, seedDemo } from '../seed/demo';
import { startTestService, type TestService } from '../test/harness';

let svc: TestService;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock('2026-03-02T10:00:00.000Z');
  svc = await startTestService({ clock });
});
afterAll(() => svc.close());

const token = (clientId: string, clientSecret: string) =>
  svc.request('POST', '/oauth/token', {
    token: null,
    body: {
      client_id: clientId,
      client_secret: clientSecret,
      audience: svc.config.audience,
      grant_type: 'client_credentials',
    },
  });

async function create(body: Record<string, unknown> = {}) {
  const res = await svc.request('POST', '/clients/create', {
    body: { name: 'Order system', scopes: ['read:payments', 'read:events'], created_by: 'admin@example.com', ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { client: Record<string, unknown> & { client_id: string }; client_secret: string };
}

describe('API clients (extension)', () => {
  it('creates a client whose secret is shown once and works for exactly its scopes', async () => {
    const { client, client_secret } = await create();
    expect(client).toMatchObject({
      name: 'Order system',
      scopes: ['read:payments', 'read:events'],
      status: 'ACTIVE',
      created_by: 'admin@example.com',
      last_used_gmt: null,
    });
    expect(client_secret).toMatch(/^sk_/);
    const issued = await token(client.client_id, client_secret);
    expect(issued.status).toBe(200);
    expect(issued.body.scope).toBe('read:payments read:events');
    const listed = await svc.request('GET', '/clients/list');
    expect(JSON.stringify(listed.body)).not.toContain(client_secret);
    const mine = listed.body.clients.find((c: { client_id: string }) => c.client_id === client.client_id);
    expect(mine.last_used_gmt).toBe('2026-03-02T10:00:00.000Z');
    expect((await svc.request('POST', '/payouts/create', { token: issued.body.access_token, body: {} })).status).toBe(
      403,
    );
  });

  it('validates, naming the field and the rule, and never grants more than the caller holds', async () => {
    const bad = await svc.request('POST', '/clients/create', { body: { name: '', scopes: ['read:everything'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { param: string }) => d.param)).toEqual(
      expect.arrayContaining(['name', 'scopes[0]']),
    );
    const limited = await svc.newMerchant({ scopes: ['manage:clients', 'read:payments'] });
    const escalate = await svc.as(limited)('POST', '/clients/create', {
      body: { name: 'x', scopes: ['write:payments'] },
    });
    expect(escalate.status).toBe(400);
    expect(escalate.body.error).toMatchObject({ param: 'scopes', code: 'scope_not_held' });
    const noScope = await svc.newMerchant({ scopes: ['read:payments'] });
    expect((await svc.as(noScope)('GET', '/clients/list')).status).toBe(403);
  });

  it('rotates with a grace period: the old secret works until it ends, then not', async () => {
    const { client, client_secret: old } = await create();
    const rotated = await svc.request('POST', `/clients/${client.client_id}/rotate-secret`, {
      body: { grace_period_seconds: 600 },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.client.previous_secret_expires_at).toBe('2026-03-02T10:10:00.000Z');
    expect((await token(client.client_id, old)).status).toBe(200);
    expect((await token(client.client_id, rotated.body.client_secret)).status).toBe(200);
    clock.advance(600_001);
    expect((await token(client.client_id, old)).status).toBe(401);
    expect((await token(client.client_id, rotated.body.client_secret)).status).toBe(200);
    const tooLong = await svc.request('POST', `/clients/${client.client_id}/rotate-secret`, {
      body: { grace_period_seconds: 90_000 },
    });
    expect(tooLong.body.error.param).toBe('grace_period_seconds');
  });

  it('revokes: issued tokens stop working, no new ones; a client cannot revoke itself; other merchants see nothing', async () => {
    const { client, client_secret } = await create();
    const issued = (await token(client.client_id, client_secret)).body.access_token as string;
    expect((await svc.request('GET', '/events/list', { token: issued })).status).toBe(200);
    expect((await svc.as(svc.other)('PUT', `/clients/${client.client_id}/revoke`)).status).toBe(404);
    const revoked = await svc.request('PUT', `/clients/${client.client_id}/revoke`);
    expect(revoked.body.client).toMatchObject({ status: 'REVOKED', revoked_at: clock.now().toISOString() });
    expect((await svc.request('GET', '/events/list', { token: issued })).status).toBe(401);
    expect((await token(client.client_id, client_secret)).status).toBe(401);
    const self = await svc.request('PUT', `/clients/${svc.merchant.clientId}/revoke`);
    expect(self.status).toBe(409);
  });

  it('lets a client rotate or revoke only clients whose every scope it holds', async () => {
    const manager = await create({ name: 'Key manager', scopes: ['manage:clients', 'read:events'] });
    const managerToken = (await token(manager.client.client_id, manager.client_secret)).body.access_token as string;
    const asManager = (method: string, path: string, body?: unknown) =>
      svc.request(method, path, { token: managerToken, body });
    // The merchant's all-scope client: neither its secret nor its life is the manager's to take.
    const stronger = await asManager('POST', `/clients/${svc.merchant.clientId}/rotate-secret`, {
      grace_period_seconds: 0,
    });
    expect(stronger.status).toBe(403);
    expect(stronger.body.error).toMatchObject({ type: 'permission_error', code: 'scope_not_held' });
    expect(stronger.text).not.toMatch(/sk_/);
    expect((await asManager('PUT', `/clients/${svc.merchant.clientId}/revoke`)).body.error.code).toBe('scope_not_held');
    expect((await svc.request('GET', '/events/list')).status).toBe(200);
    // A weaker client (scopes all held by the manager) it may rotate and revoke.
    const weaker = await create({ name: 'Reader', scopes: ['read:events'] });
    expect(
      (await asManager('POST', `/clients/${weaker.client.client_id}/rotate-secret`, { grace_period_seconds: 0 }))
        .status,
    ).toBe(200);
    expect((await asManager('PUT', `/clients/${weaker.client.client_id}/revoke`)).body.client.status).toBe('REVOKED');
  });

  it('never creates a client with a scope the caller’s token does not hold, even one its client holds', async () => {
    const narrow = await token(svc.merchant.clientId, svc.merchant.clientSecret).then(() =>
      svc.request('POST', '/oauth/token', {
        token: null,
        body: {
          client_id: svc.merchant.clientId,
          client_secret: svc.merchant.clientSecret,
          audience: svc.config.audience,
          grant_type: 'client_credentials',
          scope: 'manage:clients read:events',
        },
      }),
    );
    const res = await svc.request('POST', '/clients/create', {
      token: narrow.body.access_token,
      body: { name: 'x', scopes: ['read:events', 'write:transaction'] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ param: 'scopes', code: 'scope_not_held' });
  });

  it('protects the console’s own client (the demo client) from rotation and revocation through the API', async () => {
    vi.stubEnv('DEMO_TRANSACTIONS', '0');
    try {
      await seedDemo(svc.database.db);
    } finally {
      vi.unstubAllEnvs();
    }
    const admin = await createClient(svc.database.db, {
      merchantId: DEMO_MERCHANT_ID,
      name: 'All scopes',
      scopes: ALL_SCOPES,
    });
    const adminToken = (await token(admin.clientId, admin.clientSecret)).body.access_token as string;
    const rotate = await svc.request('POST', `/clients/${DEMO_CLIENT_ID}/rotate-secret`, {
      token: adminToken,
      body: { grace_period_seconds: 0 },
    });
    expect(rotate.status).toBe(403);
    expect(rotate.body.error.code).toBe('client_protected');
    expect(rotate.text).not.toMatch(/sk_/);
    const revoke = await svc.request('PUT', `/clients/${DEMO_CLIENT_ID}/revoke`, { token: adminToken });
    expect(revoke.status).toBe(403);
    expect(revoke.body.error.code).toBe('client_protected');
    const [demo] = await svc.database.db.select().from(apiClients).where(eq(apiClients.clientId, DEMO_CLIENT_ID));
    expect(demo).toMatchObject({ disabled: false, previousSecretHash: null });
  });

  it('ends the tokens issued before a rotation without grace, not those of a rotation with grace', async () => {
    const { client, client_secret } = await create();
    const before = (await token(client.client_id, client_secret)).body.access_token as string;
    const graceful = await svc.request('POST', `/clients/${client.client_id}/rotate-secret`, {
      body: { grace_period_seconds: 60 },
    });
    expect((await svc.request('GET', '/events/list', { token: before })).status).toBe(200);
    const now = await svc.request('POST', `/clients/${client.client_id}/rotate-secret`, {
      body: { grace_period_seconds: 0 },
    });
    expect(now.status).toBe(200);
    const refused = await svc.request('GET', '/events/list', { token: before });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('token_revoked');
    expect((await token(client.client_id, graceful.body.client_secret)).status).toBe(401);
    // In the same second, a token of the new secret works.
    const after = (await token(client.client_id, now.body.client_secret)).body.access_token as string;
    expect((await svc.request('GET', '/events/list', { token: after })).status).toBe(200);
  });

  it('stores no client secret with an Idempotency-Key, and answers its replay 409 instead of a secret', async () => {
    const key = `create-${Date.now()}`;
    const body = { name: 'Idempotent', scopes: ['read:events'] };
    const first = await svc.request('POST', '/clients/create', { body, headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(201);
    const rotated = await svc.request('POST', `/clients/${first.body.client.client_id}/rotate-secret`, {
      body: { grace_period_seconds: 0 },
      headers: { 'Idempotency-Key': `${key}-rotate` },
    });
    expect(rotated.status).toBe(200);
    const stored = await svc.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.clientId, svc.merchant.clientId));
    const bodies = stored.map((row) => row.responseBody ?? '').join('\n');
    expect(bodies).toContain(first.body.client.client_id);
    expect(bodies).not.toContain(first.body.client_secret);
    expect(bodies).not.toContain(rotated.body.client_secret);
    expect(bodies).not.toContain('client_secret');

    const replay = await svc.request('POST', '/clients/create', { body, headers: { 'Idempotency-Key': key } });
    expect(replay.status).toBe(409);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.error).toMatchObject({ code: 'secret_not_replayed', param: 'Idempotency-Key' });
    expect(replay.body.error.message).toContain(first.body.client.client_id);
    const again = await svc.request('POST', `/clients/${first.body.client.client_id}/rotate-secret`, {
      body: { grace_period_seconds: 0 },
      headers: { 'Idempotency-Key': `${key}-rotate` },
    });
    expect(again.body.error.code).toBe('secret_not_replayed');
    // The replay did not rotate again: the secret answered first still obtains tokens.
    expect((await token(first.body.client.client_id, rotated.body.client_secret)).status).toBe(200);
    const listed = await svc.request('GET', '/clients/list', { query: { page_size: 100 } });
    expect(listed.body.clients.filter((c: { name: string }) => c.name === 'Idempotent')).toHaveLength(1);
  });
});
