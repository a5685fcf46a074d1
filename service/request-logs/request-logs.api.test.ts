import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogs } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { startTestService, endUserBody, type TestService } from '../test/harness';
import { purgeRequestLogs } from './queries';
import { REDACTED } from './redact';

let svc: TestService;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock('2026-03-02T10:00:00.000Z');
  // A long flush interval: rows are written only when the test flushes (or a batch fills).
  svc = await startTestService({
    clock,
    config: { requestLog: { enabled: true, flushMs: 60_000, batchRows: 500, maxBuffered: 1000, bodyBytes: 8192 } },
  });
});
afterAll(() => svc.close());

const logs = (query: Record<string, string> = {}, as = svc.request) => as('GET', '/request-logs/list', { query });
const flush = () => svc.app.requestLog.flush();

describe('request log', () => {
  let endUserRequestId: string;
  let failedRequestId: string;

  beforeAll(async () => {
    const created = await svc.request('POST', '/end-users/create', {
      body: endUserBody({ first_name: 'Valentina', email: 'valentina@example.com' }),
      headers: { 'idempotency-key': 'eu-1' },
    });
    expect(created.status).toBe(201);
    endUserRequestId = created.headers.get('request-id')!;
    const refused = await svc.request('POST', '/end-users/create', { body: { type: 'INDIVIDUAL' } });
    expect(refused.status).toBe(400);
    failedRequestId = refused.headers.get('request-id')!;
    expect(
      (await svc.request('GET', '/end-users/list', { query: { email: 'valentina@example.com', page_size: 5 } })).status,
    ).toBe(200);
    expect((await svc.as(svc.other)('GET', '/payments/list')).status).toBe(200);
  });

  it('lists nothing before the flush, then every request of the merchant, newest first', async () => {
    expect((await logs()).body.request_logs).toEqual([]);
    await flush();
    const res = await logs();
    expect(res.status).toBe(200);
    const rows = res.body.request_logs as { request_id: string; path: string; method: string; status: number }[];
    expect(rows.map((r) => r.request_id)).toContain(endUserRequestId);
    expect(rows.find((r) => r.request_id === endUserRequestId)).toMatchObject({
      method: 'POST',
      path: '/end-users/create',
      status: 201,
      client_id: svc.merchant.clientId,
      idempotency_key: 'eu-1',
    });
    expect(rows.every((r) => r.path !== '/payments/list')).toBe(true); // the other merchant's request
    expect(res.body.page_info).toEqual({ has_next_page: false, page: 1, page_size: 1000 });
  });

  it('redacts personal data and secrets in bodies and query strings', async () => {
    const detail = (await svc.request('GET', `/request-logs/${endUserRequestId}`)).body.request_log;
    const request = JSON.parse(detail.request_body);
    expect(request.first_name).toBe(REDACTED);
    expect(request.email).toBe(REDACTED);
    expect(request.phone_number).toBe(REDACTED);
    expect(request.local_id).toBe(REDACTED);
    expect(request.type).toBe('INDIVIDUAL');
    expect(detail.response_body).not.toContain('Valentina');
    expect(detail.response_body).not.toContain('valentina@example.com');
    expect(JSON.parse(detail.response_body).end_user.uuid).toMatch(/^eur_/);
    const list = (await logs({ path: '/end-users/list' })).body.request_logs;
    expect(list[0].query).toBe(`email=${REDACTED}&page_size=5`);
    const read = (await svc.request('GET', `/request-logs/${list[0].request_id}`)).body.request_log;
    expect(read.response_body).toBeNull(); // a read's answer is not kept
  });

  it('never keeps a client secret', async () => {
    const created = await svc.request('POST', '/clients/create', {
      body: { name: 'Order system', scopes: ['read:payments'], created_by: 'admin@example.com' },
    });
    expect(created.status).toBe(201);
    await flush();
    const detail = (await svc.request('GET', `/request-logs/${created.headers.get('request-id')}`)).body.request_log;
    expect(detail.response_body).toContain(`"client_secret":"${REDACTED}"`);
    expect(detail.response_body).not.toContain(created.body.client_secret);
  });

  it('filters by status class, path, client and request id', async () => {
    const ids = async (query: Record<string, string>) =>
      ((await logs(query)).body.request_logs as { request_id: string }[]).map((r) => r.request_id);
    expect(await ids({ status_class: '4xx' })).toEqual([failedRequestId]);
    expect(await ids({ status_class: '2xx' })).toContain(endUserRequestId);
    expect(await ids({ status_class: '5xx' })).toEqual([]);
    expect((await ids({ path: '/end-users/create' })).sort()).toEqual([endUserRequestId, failedRequestId].sort());
    expect(await ids({ request_id: endUserRequestId })).toEqual([endUserRequestId]);
    expect((await ids({ client_id: svc.merchant.clientId })).length).toBeGreaterThanOrEqual(3);
    expect(await ids({ client_id: svc.other.clientId })).toEqual([]);
    const refused = await logs({ status_class: '6xx', colour: 'red' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('status_class');
  });

  it('keeps the refused request’s error as answered', async () => {
    const detail = (await svc.request('GET', `/request-logs/${failedRequestId}`)).body.request_log;
    expect(detail.status).toBe(400);
    expect(JSON.parse(detail.response_body).error.request_id).toBe(failedRequestId);
  });

  it('is scoped to the merchant: another merchant’s request is a 404 and absent from its list', async () => {
    expect((await svc.as(svc.other)('GET', `/request-logs/${endUserRequestId}`)).status).toBe(404);
    const theirs = (await logs({}, svc.as(svc.other))).body.request_logs as { path: string }[];
    expect(theirs.some((r) => r.path === '/payments/list')).toBe(true);
    expect(theirs.some((r) => r.path === '/end-users/create')).toBe(false);
  });

  it('needs the read:request_logs scope', async () => {
    const limited = await svc.newMerchant({ scopes: ['read:payments'] });
    const res = await svc.as(limited)('GET', '/request-logs/list');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('insufficient_scope');
  });

  it('caps a body at 8 KB', async () => {
    const res = await svc.request('POST', '/end-users/create', {
      body: endUserBody({ metadata: { note: 'x'.repeat(20_000) } }),
    });
    await flush();
    const detail = (await svc.request('GET', `/request-logs/${res.headers.get('request-id')}`)).body.request_log;
    expect(Buffer.byteLength(detail.request_body)).toBeLessThan(8300);
    expect(detail.request_body).toMatch(/\[truncated: \d+ bytes\]$/);
  });

  it('purges requests older than 30 days', async () => {
    const before = (await logs()).body.request_logs.length;
    clock.advance(31 * 86_400_000);
    await purgeRequestLogs(svc.database.db, clock.now());
    const left = await svc.database.db.select().from(requestLogs);
    expect(before).toBeGreaterThan(0);
    expect(left.filter((r) => r.merchantId === svc.merchant.merchantId)).toEqual([]);
  });

  it('bounds its buffer when the database does not take the rows', async () => {
    const { RequestLogWriter } = await import('./writer');
    const failing = { execute: () => Promise.reject(new Error('database down')) };
    const writer = new RequestLogWriter(failing as never, {
      enabled: true,
      flushMs: 60_000,
      batchRows: 10,
      maxBuffered: 25,
      bodyBytes: 100,
    });
    const entry = (i: number) => ({
      requestId: `req_${i}`,
      merchantId: 'm',
      clientId: 'c',
      method: 'GET',
      path: '/x',
      search: '',
      status: 200,
      idempotencyKey: null,
      latencyMs: 1,
      requestBody: null,
      responseBody: undefined,
      at: new Date(),
    });
    const error = console.error;
    console.error = () => undefined;
    try {
      for (let i = 0; i < 100; i++) writer.record(entry(i));
      await writer.flush();
    } finally {
      console.error = error;
    }
    expect(writer.dropped).toBeGreaterThanOrEqual(75);
  });

  it('marks both operations x-extension in OpenAPI', async () => {
    const doc = (await svc.request('GET', '/openapi.json')).body;
    const operations = Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>)
      .filter(([path]) => path.startsWith('/api/v1/request-logs'))
      .flatMap(([, ops]) => Object.values(ops));
    expect(operations).toHaveLength(2);
    expect(operations.every((op) => op['x-extension'] === true)).toBe(true);
  });
});
