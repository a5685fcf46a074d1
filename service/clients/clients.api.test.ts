import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../lib/clock';
import { startTestService, type TestService } from '../test/harness';

let svc: TestService;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock('2026-03-02T10:00:00.000Z');
  svc = await startTestService({ clock });
});
afterAll(() => svc.close());

const token = (clientId: string, clientSecret: string) =>
  svc.request('POST', '/oauth/token', { token: null, body: { client_id: clientId, client_secret: clientSecret, audience: svc.config.audience, grant_type: 'client_credentials' } });

async function create(body: Record<string, unknown> = {}) {
  const res = await svc.request('POST', '/clients/create', { body: { name: 'Order system', scopes: ['read:payments', 'read:events'], created_by: 'admin@example.com', ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body as { client: Record<string, unknown> & { client_id: string }; client_secret: string };
}

describe('API clients (extension)', () => {
  it('creates a client whose secret is shown once and works for exactly its scopes', async () => {
    const { client, client_secret } = await create();
    expect(client).toMatchObject({ name: 'Order system', scopes: ['read:payments', 'read:events'], status: 'ACTIVE', created_by: 'admin@example.com', last_used_gmt: null });
    expect(client_secret).toMatch(/^sk_/);
    const issued = await token(client.client_id, client_secret);
    expect(issued.status).toBe(200);
    expect(issued.body.scope).toBe('read:payments read:events');
    const listed = await svc.request('GET', '/clients/list');
    expect(JSON.stringify(listed.body)).not.toContain(client_secret);
    const mine = listed.body.clients.find((c: { client_id: string }) => c.client_id === client.client_id);
    expect(mine.last_used_gmt).toBe('2026-03-02T10:00:00.000Z');
    expect((await svc.request('POST', '/payouts/create', { token: issued.body.access_token, body: {} })).status).toBe(403);
  });

  it('validates, naming the field and the rule, and never grants more than the caller holds', async () => {
    const bad = await svc.request('POST', '/clients/create', { body: { name: '', scopes: ['read:everything'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { param: string }) => d.param)).toEqual(expect.arrayContaining(['name', 'scopes[0]']));
    const limited = await svc.newMerchant({ scopes: ['manage:clients', 'read:payments'] });
    const escalate = await svc.as(limited)('POST', '/clients/create', { body: { name: 'x', scopes: ['write:payments'] } });
    expect(escalate.status).toBe(400);
    expect(escalate.body.error).toMatchObject({ param: 'scopes', code: 'scope_not_held' });
    const noScope = await svc.newMerchant({ scopes: ['read:payments'] });
    expect((await svc.as(noScope)('GET', '/clients/list')).status).toBe(403);
  });

  it('rotates with a grace period: the old secret works until it ends, then not', async () => {
    const { client, client_secret: old } = await create();
    const rotated = await svc.request('POST', `/clients/${client.client_id}/rotate-secret`, { body: { grace_period_seconds: 600 } });
    expect(rotated.status).toBe(200);
    expect(rotated.body.client.previous_secret_expires_at).toBe('2026-03-02T10:10:00.000Z');
    expect((await token(client.client_id, old)).status).toBe(200);
    expect((await token(client.client_id, rotated.body.client_secret)).status).toBe(200);
    clock.advance(600_001);
    expect((await token(client.client_id, old)).status).toBe(401);
    expect((await token(client.client_id, rotated.body.client_secret)).status).toBe(200);
    const tooLong = await svc.request('POST', `/clients/${client.client_id}/rotate-secret`, { body: { grace_period_seconds: 90_000 } });
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
});
