import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';
import { createClient } from './clients';
import { loadTokenSecret } from '../bootstrap';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const tokenBody = (overrides: Record<string, unknown> = {}) => ({
  client_id: svc.merchant.clientId,
  client_secret: svc.merchant.clientSecret,
  audience: 'merchant-api',
  grant_type: 'client_credentials',
  ...overrides,
});

describe('POST /oauth/token', () => {
  it('issues a bearer token for 86400 s with the client scopes (JSON body)', async () => {
    const res = await svc.request('POST', '/oauth/token', { token: null, body: tokenBody() });
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('Bearer');
    expect(res.body.expires_in).toBe(86400);
    expect(res.body.scope.split(' ')).toContain('read:payments');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('accepts a form body as OAuth clients send it', async () => {
    const res = await svc.request('POST', '/oauth/token', {
      token: null,
      rawBody: new URLSearchParams(tokenBody() as Record<string, string>).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.access_token).toBe('string');
  });

  it.each(['client_id', 'client_secret', 'audience', 'grant_type'])('400 invalid_request without %s', async (field) => {
    const body = tokenBody();
    delete (body as Record<string, unknown>)[field];
    const res = await svc.request('POST', '/oauth/token', { token: null, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid_request', error_description: expect.stringContaining(field) });
  });

  it('rejects a wrong secret with 401 invalid_client', async () => {
    const res = await svc.request('POST', '/oauth/token', { token: null, body: tokenBody({ client_secret: 'nope' }) });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_client');
  });

  it('rejects another grant type and another audience', async () => {
    const grant = await svc.request('POST', '/oauth/token', {
      token: null,
      body: tokenBody({ grant_type: 'password' }),
    });
    expect(grant.status).toBe(400);
    expect(grant.body.error).toBe('unsupported_grant_type');
    const audience = await svc.request('POST', '/oauth/token', {
      token: null,
      body: tokenBody({ audience: 'other-api' }),
    });
    expect(audience.status).toBe(400);
    expect(audience.body.error).toBe('invalid_request');
  });

  it('narrows scopes on request and refuses scopes the client lacks', async () => {
    const narrowed = await svc.request('POST', '/oauth/token', {
      token: null,
      body: tokenBody({ scope: 'read:accounts' }),
    });
    expect(narrowed.body.scope).toBe('read:accounts');
    const list = await svc.request('GET', '/end-users/list', { token: narrowed.body.access_token });
    expect(list.status).toBe(200);
    const write = await svc.request('POST', '/end-users/create', { token: narrowed.body.access_token, body: {} });
    expect(write.status).toBe(403);
    expect(write.body.error.code).toBe('insufficient_scope');
    const bad = await svc.request('POST', '/oauth/token', {
      token: null,
      body: tokenBody({ scope: 'admin:everything' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('invalid_scope');
  });
});

describe('bearer authentication', () => {
  it('401 with WWW-Authenticate: Bearer when the header is missing', async () => {
    const res = await svc.request('GET', '/end-users/list', { token: null });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(res.body.error.request_id).toBe(res.headers.get('request-id'));
  });

  it('401 for a garbage token', async () => {
    const res = await svc.request('GET', '/end-users/list', { token: 'not-a-jwt' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('401 for an expired token and for a token for another audience', async () => {
    const key = await loadTokenSecret(svc.database.db);
    const past = Math.floor(Date.now() / 1000) - 100_000;
    const expired = await new SignJWT({ scope: 'read:accounts', mer: svc.merchant.merchantId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('merchant-console')
      .setSubject(svc.merchant.clientId)
      .setAudience('merchant-api')
      .setIssuedAt(past)
      .setExpirationTime(past + 86400)
      .sign(key);
    const res = await svc.request('GET', '/end-users/list', { token: expired });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('token_expired');

    const otherAudience = await new SignJWT({ scope: 'read:accounts', mer: svc.merchant.merchantId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('merchant-console')
      .setSubject(svc.merchant.clientId)
      .setAudience('another-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const res2 = await svc.request('GET', '/end-users/list', { token: otherAudience });
    expect(res2.status).toBe(401);
    expect(res2.body.error.code).toBe('invalid_audience');
  });

  it('403 when the token lacks the scope', async () => {
    const limited = await createClient(svc.database.db, {
      merchantId: svc.merchant.merchantId,
      name: 'ro',
      scopes: ['read:payments'],
    });
    const tok = await svc.request('POST', '/oauth/token', {
      token: null,
      body: {
        client_id: limited.clientId,
        client_secret: limited.clientSecret,
        audience: 'merchant-api',
        grant_type: 'client_credentials',
      },
    });
    const res = await svc.request('GET', '/end-users/list', { token: tok.body.access_token });
    expect(res.status).toBe(403);
    expect(res.body.error.type).toBe('permission_error');
  });
});

describe('cross-cutting middleware', () => {
  it('echoes SERVICE-Version and refuses unknown versions', async () => {
    const ok = await svc.request('GET', '/end-users/list', { headers: { 'SERVICE-Version': '2021-11-22' } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('service-version')).toBe('2021-11-22');
    const bad = await svc.request('GET', '/end-users/list', { headers: { 'SERVICE-Version': '1999-01-01' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe('SERVICE-Version');
  });

  it('413 for a body over the limit', async () => {
    const res = await svc.request('POST', '/end-users/create', {
      rawBody: JSON.stringify({ note: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('body_too_large');
  });

  it('400 for malformed JSON, never a 5xx', async () => {
    const res = await svc.request('POST', '/end-users/create', {
      rawBody: '{"type": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_json');
  });

  it('429 with Retry-After when a client exceeds its rate', async () => {
    const limited = await startTestService({ config: { rateLimit: { capacity: 3, refillPerSecond: 0.5 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.request('GET', '/end-users/list')).status);
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      const res = await limited.request('GET', '/end-users/list');
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('404 in the error shape for an unknown route', async () => {
    const res = await svc.request('GET', '/nope');
    expect(res.status).toBe(404);
    expect(res.body.error.type).toBe('not_found_error');
  });
});
