import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  delete process.env.METRICS_TOKEN;
  await t.close();
});

const TOKEN = 'metrics-token-for-the-test-0123456789';

describe('GET /api/v1/metrics (docs/operations.md)', () => {
  it('is off without METRICS_TOKEN', async () => {
    delete process.env.METRICS_TOKEN;
    expect((await t.request('GET', '/metrics', { token: null })).status).toBe(404);
  });

  it('asks for METRICS_TOKEN as the bearer token, and an API token is not it', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    expect((await t.request('GET', '/metrics', { token: null })).status).toBe(401);
    expect((await t.request('GET', '/metrics')).status).toBe(401);
  });

  it('refuses every near miss of the token (compared as SHA-256 digests in constant time, whatever the length)', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    const lastChanged = `${TOKEN.slice(0, -1)}${TOKEN.endsWith('9') ? '8' : '9'}`;
    for (const near of [lastChanged, TOKEN.slice(0, -1), `${TOKEN}0`, TOKEN.toUpperCase(), '', ' '])
      expect((await t.request('GET', '/metrics', { token: near })).status, JSON.stringify(near)).toBe(401);
    const res = await t.request('GET', '/metrics', { headers: { authorization: `bearer ${TOKEN}` }, token: null });
    expect(res.status).toBe(401);
    expect((await t.request('GET', '/metrics', { token: TOKEN })).status).toBe(200);
  });

  it('counts requests by route pattern and status, and reports the queues and webhook deliveries', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    expect((await t.request('GET', '/payments/list')).status).toBe(200);
    expect((await t.request('GET', '/payments/trx_nope')).status).toBe(404);
    const res = await t.request('GET', '/metrics', { token: TOKEN });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    expect(res.text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/v1\/payments\/list",status="200"\} [1-9]/,
    );
    expect(res.text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/v1\/payments\/:[a-z_]+",status="404"\} [1-9]/,
    );
    expect(res.text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/payments\/list",status="200"\}/,
    );
    expect(res.text).toMatch(/background_queue_depth\{queue="processor"\} \d+/);
    expect(res.text).toMatch(/background_queue_lag_seconds\{queue="webhook_deliveries"\} \d+/);
    expect(res.text).toMatch(/# TYPE webhook_deliveries gauge/);
    expect(res.text).toMatch(/process_cpu_seconds_total/);
    // Ids in paths never become labels.
    expect(res.text).not.toMatch(/trx_nope/);
  });
});
