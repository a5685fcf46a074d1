import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { endUserBody, startTestService, type TestService } from '../test/harness';

/** docs/design.md: no request a client sends (any type, size, encoding or order) produces a 5xx. */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const json = { 'content-type': 'application/json' };

const cases: [
  name: string,
  method: string,
  path: string,
  options: { rawBody?: string; headers?: Record<string, string> },
  expected: number,
  code?: string,
][] = [
  [
    'a text/plain body',
    'POST',
    '/end-users/create',
    { rawBody: 'hello', headers: { 'content-type': 'text/plain' } },
    400,
    'unsupported_media_type',
  ],
  [
    'a JSON body without a Content-Type',
    'POST',
    '/end-users/create',
    { rawBody: '{"type":"INDIVIDUAL"}', headers: {} },
    400,
    'unsupported_media_type',
  ],
  ['an empty JSON body', 'POST', '/end-users/create', { rawBody: '', headers: json }, 400, 'invalid_json'],
  ['a JSON null body', 'POST', '/end-users/create', { rawBody: 'null', headers: json }, 400, 'invalid_body'],
  ['a JSON array body', 'POST', '/end-users/create', { rawBody: '[]', headers: json }, 400, 'invalid_body'],
  [
    'deeply nested arrays',
    'POST',
    '/end-users/create',
    { rawBody: '['.repeat(200_000) + ']'.repeat(200_000), headers: json },
    400,
  ],
  ['truncated JSON', 'POST', '/end-users/create', { rawBody: '{"type": ', headers: json }, 400, 'invalid_json'],
  [
    'bytes that are not UTF-8',
    'POST',
    '/end-users/create',
    { rawBody: '\xff\xfe{', headers: json },
    400,
    'invalid_json',
  ],
  [
    'a NUL character in a value',
    'POST',
    '/end-users/create',
    { rawBody: '{"type":"INDIVIDUAL","first_name":"a\\u0000b"}', headers: json },
    400,
    'invalid_character',
  ],
  ['a NUL in the query', 'GET', '/end-users/list?email=a%00b', {}, 400, 'invalid_character'],
  ['broken percent-encoding in the query', 'GET', '/end-users/list?email=%E0%A4%A', {}, 200],
  ['broken percent-encoding in the path', 'GET', '/end-users/%E0%A4%A', {}, 404],
  ['a lone surrogate in a read path', 'GET', '/deposits/%ED%A0%80', {}, 404],
  [
    'a lone surrogate in a write path',
    'POST',
    '/webhook-endpoints/%ED%A0%80/rotate-secret',
    { rawBody: '{}', headers: json },
    404,
  ],
  [
    'a lone surrogate before a state change',
    'PUT',
    '/recurring-plans/%ED%A0%80/pause',
    { rawBody: '{}', headers: json },
    404,
  ],
  ['a non-hex escape in the path', 'GET', '/payments/%zz', {}, 404],
  ['a malformed fixed word of a route', 'GET', '/deposits/%ED%A0%80/list', {}, 404, 'route_not_found'],
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

describe('database errors caused by what a client sent, or by concurrency, never answer 500', () => {
  it('an 8,000-character email is a 400 naming the field, not an index error', async () => {
    const local = await startTestService();
    try {
      const res = await local.request('POST', '/end-users/create', {
        body: { ...endUserBody(), email: `${'a'.repeat(8_000)}@example.com` },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.details.map((d: { param: string }) => d.param)).toContain('email');
    } finally {
      await local.close();
    }
  });

  it('maps SQLSTATE classes: 54xxx → 400, 57014 → 503 with Retry-After, 40001 retried then 503', async () => {
    const local = await startTestService();
    const db = local.database.db;
    try {
      // Triggers that raise the error classes while an end user is written.
      // A sequence counts the attempts: it is not rolled back with the failed transaction.
      await db.execute(sql`create sequence fault_calls`);
      await db.execute(
        sql`create table fault_plan (email text primary key, sqlstate text not null, until bigint not null)`,
      );
      await db.execute(sql`create function raise_planned_fault() returns trigger language plpgsql as $$
        declare f fault_plan;
        begin
          select * into f from fault_plan where email = new.email;
          if found and nextval('fault_calls') <= f.until then
            raise exception 'planned fault' using errcode = f.sqlstate;
          end if;
          return new;
        end $$`);
      await db.execute(
        sql`create trigger raise_planned_fault before insert on end_users for each row execute function raise_planned_fault()`,
      );
      const attempt = async (sqlstate: string, remaining: number) => {
        const body = endUserBody();
        await db.execute(
          sql`insert into fault_plan select ${body.email}, ${sqlstate}, (select last_value + case when is_called then 0 else -1 end from fault_calls) + ${remaining}`,
        );
        return local.request('POST', '/end-users/create', { body });
      };
      // The request log keeps one row per request: the attempt whose answer the client got.
      const logged = async () => {
        await local.app.requestLog.flush();
        const rows = await db.execute(
          sql`select status from request_logs where path = '/end-users/create' order by date_created_gmt, request_id`,
        );
        return (rows as unknown as { rows: { status: number }[] }).rows.map((r) => Number(r.status));
      };
      const tooBig = await attempt('54000', 1);
      expect(tooBig.status).toBe(400);
      const timeout = await attempt('57014', 1);
      expect(timeout.status).toBe(503);
      expect(timeout.headers.get('retry-after')).toBeTruthy();
      // A serialization failure once: retried inside the service, the client sees the 201.
      const before = (await logged()).length;
      const once = await attempt('40001', 1);
      expect(once.status).toBe(201);
      expect((await logged()).slice(before)).toEqual([201]);
      // A deadlock every time: after the retries a 503 with Retry-After, never a 500.
      const always = await attempt('40P01', 100);
      expect(always.status).toBe(503);
      expect(always.headers.get('retry-after')).toBeTruthy();
      expect(always.headers.get('x-internal-retryable')).toBeNull();
      expect((await logged()).slice(before)).toEqual([201, 503]);
    } finally {
      await local.close();
    }
  });
});
