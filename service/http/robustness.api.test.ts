import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

/** DESIGN.md: no request a client sends (any type, size, encoding or order) produces a 5xx. */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const json = { 'content-type': 'application/json' };

const cases: [name: string, method: string, path: string, options: { rawBody?: string; headers?: Record<string, string> }, expected: number, code?: string][] = [
  ['a text/plain body', 'POST', '/end-users/create', { rawBody: 'hello', headers: { 'content-type': 'text/plain' } }, 415],
  ['an empty JSON body', 'POST', '/end-users/create', { rawBody: '', headers: json }, 400, 'invalid_json'],
  ['a JSON null body', 'POST', '/end-users/create', { rawBody: 'null', headers: json }, 400, 'invalid_body'],
  ['a JSON array body', 'POST', '/end-users/create', { rawBody: '[]', headers: json }, 400, 'invalid_body'],
  ['deeply nested arrays', 'POST', '/end-users/create', { rawBody: '['.repeat(200_000) + ']'.repeat(200_000), headers: json }, 400],
  ['truncated JSON', 'POST', '/end-users/create', { rawBody: '{"type": ', headers: json }, 400, 'invalid_json'],
  ['bytes that are not UTF-8', 'POST', '/end-users/create', { rawBody: '\xff\xfe{', headers: json }, 400, 'invalid_json'],
  ['a NUL character in a value', 'POST', '/end-users/create', { rawBody: '{"type":"INDIVIDUAL","first_name":"a\\u0000b"}', headers: json }, 400, 'invalid_character'],
  ['a NUL in the query', 'GET', '/end-users/list?email=a%00b', {}, 400, 'invalid_character'],
  ['broken percent-encoding in the query', 'GET', '/end-users/list?email=%E0%A4%A', {}, 200],
  ['broken percent-encoding in the path', 'GET', '/end-users/%E0%A4%A', {}, 404],
  ['a huge page number', 'GET', '/end-users/list?page=99999999999999999999', {}, 400],
  ['a repeated parameter', 'GET', '/end-users/list?page=1&page=2', {}, 400],
  ['an impossible date', 'GET', '/end-users/list?date_from=2026-13-45', {}, 400],
  ['an over-long filter value', 'GET', `/end-users/list?email=${'a'.repeat(100_000)}`, {}, 400],
  ['an over-long id', 'GET', `/end-users/${'x'.repeat(5_000)}`, {}, 404],
];

describe('hostile and malformed requests', () => {
  it.each(cases)('%s → %i', async (_name, method, path, options, expected, code) => {
    const res = await svc.request(method, path, options);
    expect(res.status).toBe(expected);
    if (res.status >= 400) {
      expect(res.body.error.request_id).toBe(res.headers.get('request-id'));
      if (code) expect(res.body.error.code).toBe(code);
    }
  });
});
