import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';
import { ApiError, apiErrorFromResponse } from './errors';
import { createMerchantApi } from './http';
import { fakeApi, json, testConfig } from './fake-api';

const page = { payments: [], page_info: { has_next_page: false, page_size: 25 } };

describe('requests', () => {
  it('sends the bearer token and SERVICE-Version', async () => {
    const { api, requests } = fakeApi({ 'GET /payments/list': () => json(200, page) });
    await api.request('/payments/list', { query: { page: 1, status: 'PENDING', code: '', empty: null } });
    const [request] = requests;
    expect(request.headers.get('authorization')).toBe('Bearer token-1');
    expect(request.headers.get('service-version')).toBe('2021-11-22');
    expect(new URL(request.url).search).toBe('?page=1&status=PENDING');
  });

  it('requests the token with client credentials and the audience', async () => {
    let tokenBody: unknown;
    const api = createMerchantApi({
      loadConfig: async () => testConfig,
      transport: () => async (request) => {
        if (request.url === testConfig.tokenUrl) {
          tokenBody = await request.json();
          return json(200, { access_token: 't', expires_in: 86400, token_type: 'Bearer', scope: '' });
        }
        return json(200, page);
      },
    });
    await api.request('/payments/list');
    expect(tokenBody).toEqual({
      client_id: 'cli_test',
      client_secret: 'secret',
      audience: 'merchant-api',
      grant_type: 'client_credentials',
    });
  });

  it('gives writes an idempotency key', async () => {
    const { api, requests } = fakeApi({ 'POST /payments/create': () => json(201, { payment: {} }) });
    await api.request('/payments/create', { method: 'POST', body: { amount: 1 } });
    await api.request('/payments/create', { method: 'POST', body: { amount: 1 }, idempotencyKey: 'mine' });
    expect(requests[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests[1].headers.get('idempotency-key')).toBe('mine');
    expect(requests[1].headers.get('content-type')).toBe('application/json');
  });
});

describe('token cache', () => {
  it('shares one token request among concurrent callers', async () => {
    const { api, tokenRequests } = fakeApi({ 'GET /payments/list': () => json(200, page) });
    await Promise.all(Array.from({ length: 8 }, () => api.request('/payments/list')));
    expect(tokenRequests()).toBe(1);
  });

  it('reuses the token, refreshes it in the background near expiry, and never serves an expired one', async () => {
    const fake = fakeApi({ 'GET /payments/list': () => json(200, page) }, { expiresIn: 3600 });
    const start = 1_000_000;
    await fake.api.request('/payments/list');
    fake.setNow(start + 3000_000);
    await fake.api.request('/payments/list');
    expect(fake.tokenRequests()).toBe(1);
    // Within the last 5 minutes: served, and renewed in the background.
    fake.setNow(start + 3400_000);
    await fake.api.request('/payments/list');
    expect(fake.requests.at(-1)?.headers.get('authorization')).toBe('Bearer token-1');
    await new Promise((r) => setTimeout(r, 0));
    expect(fake.tokenRequests()).toBe(2);
    await fake.api.request('/payments/list');
    expect(fake.requests.at(-1)?.headers.get('authorization')).toBe('Bearer token-2');
  });

  it('accepts expires_in 86400 as a string', async () => {
    const fake = fakeApi({ 'GET /payments/list': () => json(200, page) }, { expiresIn: '86400' });
    await fake.api.request('/payments/list');
    fake.setNow(1_000_000 + 80_000_000);
    await fake.api.request('/payments/list');
    expect(fake.tokenRequests()).toBe(1);
  });

  it('asks for a new token once after a 401', async () => {
    let calls = 0;
    const fake = fakeApi({
      'GET /payments/list': (request) => {
        calls += 1;
        return request.headers.get('authorization') === 'Bearer token-1'
          ? json(401, { error: { code: 'invalid_token', message: 'expired' } })
          : json(200, page);
      },
    });
    const response = await fake.api.request('/payments/list');
    expect(response.status).toBe(200);
    expect(calls).toBe(2);
    expect(fake.tokenRequests()).toBe(2);
  });

  it('gives up after the second 401', async () => {
    const fake = fakeApi({
      'GET /payments/list': () =>
        json(401, { error: { code: 'invalid_token', message: 'Token rejected.', request_id: 'req_9' } }),
    });
    await expect(fake.api.request('/payments/list')).rejects.toMatchObject({
      status: 401,
      code: 'invalid_token',
      requestId: 'req_9',
    });
    expect(fake.tokenRequests()).toBe(2);
  });

  it('reports a refused client as an ApiError (RFC 6749 body)', async () => {
    const api = createMerchantApi({
      loadConfig: async () => testConfig,
      transport: () => async () => json(401, { error: 'invalid_client', error_description: 'Unknown client.' }),
    });
    await expect(api.request('/payments/list')).rejects.toMatchObject({
      status: 401,
      code: 'invalid_client',
      message: 'Unknown client.',
    });
  });
});

describe('failures', () => {
  it('times out a request that does not answer', async () => {
    const fake = fakeApi(
      { 'GET /payments/list': () => new Promise<Response>(() => undefined) },
      { config: { timeoutMs: 50 } },
    );
    await expect(fake.api.request('/payments/list')).rejects.toMatchObject({ status: 0, code: 'timeout' });
  });

  it('maps network failures', async () => {
    const fake = fakeApi({
      'GET /payments/list': () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(fake.api.request('/payments/list')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('maps field errors from the error body', async () => {
    const fake = fakeApi({
      'GET /payments/list': () =>
        json(400, {
          error: {
            type: 'invalid_request_error',
            code: 'invalid_fields',
            message: '2 fields are invalid',
            param: 'date_from',
            details: [
              { param: 'date_from', code: 'invalid', message: 'must be YYYY-MM-DD' },
              { param: 'foo', code: 'unknown_parameter', message: "'foo' is not a known parameter." },
            ],
            request_id: 'req_400',
          },
        }),
    });
    const error = await fake.api.request('/payments/list').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).toJSON()).toEqual({
      status: 400,
      code: 'invalid_fields',
      message: '2 fields are invalid',
      fieldErrors: { date_from: 'must be YYYY-MM-DD', foo: "'foo' is not a known parameter." },
      requestId: 'req_400',
    });
  });

  it('refuses a 2xx body that is not JSON', async () => {
    const fake = fakeApi({ 'GET /payments/list': () => new Response('<html>hi</html>', { status: 200 }) });
    await expect(fake.api.request('/payments/list')).rejects.toMatchObject({ status: 502, code: 'invalid_response' });
  });

  it('reads other error shapes', () => {
    expect(
      apiErrorFromResponse(422, { message: 'Bad', errors: [{ field: 'amount', message: 'too big' }] }).toJSON(),
    ).toMatchObject({ code: 'http_422', message: 'Bad', fieldErrors: { amount: 'too big' } });
    expect(apiErrorFromResponse(404, '<html>Not Found</html>').toJSON()).toMatchObject({
      code: 'http_404',
      message: 'Not found.',
    });
    const headers = new Headers({ 'request-id': 'req_h' });
    expect(apiErrorFromResponse(500, null, headers).requestId).toBe('req_h');
  });
});

describe('configuration', () => {
  it('defaults to the embedded service with the demo client', () => {
    expect(configFromEnv({}, { clientId: 'demo', clientSecret: 's' })).toMatchObject({
      mode: 'embedded',
      baseUrl: 'http://embedded/api/v1',
      tokenUrl: 'http://embedded/api/v1/oauth/token',
      clientId: 'demo',
      audience: 'merchant-api',
      version: '2021-11-22',
    });
  });

  it('talks to a remote API with its own issuer and credentials', () => {
    const config = configFromEnv(
      {
        MERCHANT_API_BASE_URL: 'https://api.example.com/v1/',
        MERCHANT_API_AUTH_URL: 'https://auth.example.com',
        MERCHANT_API_CLIENT_ID: 'id',
        MERCHANT_API_CLIENT_SECRET: 'sec',
        MERCHANT_API_AUDIENCE: 'aud',
        MERCHANT_API_VERSION: '2024-01-01',
      },
      null,
    );
    expect(config).toMatchObject({
      mode: 'remote',
      baseUrl: 'https://api.example.com/v1',
      tokenUrl: 'https://auth.example.com/oauth/token',
      audience: 'aud',
      version: '2024-01-01',
    });
    expect(
      configFromEnv(
        {
          MERCHANT_API_BASE_URL: 'https://api.example.com',
          MERCHANT_API_CLIENT_ID: 'i',
          MERCHANT_API_CLIENT_SECRET: 's',
        },
        null,
      ).tokenUrl,
    ).toBe('https://api.example.com/oauth/token');
  });

  it('requires credentials for a remote API', () => {
    expect(() =>
      configFromEnv({ MERCHANT_API_BASE_URL: 'https://api.example.com' }, { clientId: 'demo', clientSecret: 's' }),
    ).toThrow(/CLIENT_ID/);
  });
});
