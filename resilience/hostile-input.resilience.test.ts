import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Api,
  clientFor,
  count,
  type Engine,
  freePort,
  freshEngine,
  kill,
  type RunningService,
  startService,
} from './server';

/**
 * Hostile input, generated from the service's own OpenAPI document: for every operation, path parameters,
 * query parameters and JSON bodies made of wrong types, missing and extra fields, floats, 0, −1, 2^53+1,
 * 1e308, NUL, long and odd Unicode, deep nesting, huge bodies and malformed JSON. The answer is always a 4xx
 * with an error code (or a success), never a 5xx, and the service keeps serving.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let service: RunningService;
let api: Api;

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyProps: string[];
}
const operations: Operation[] = [];

beforeAll(async () => {
  const engine: Engine = await freshEngine('mc-hostile-');
  const client = clientFor(engine);
  service = await startService(engine, await freePort());
  api = new Api(service.base, client);
  const doc = (await (await fetch(`${service.base}/openapi.json`)).json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string; in: string }[];
          requestBody?: {
            content?: Record<string, { schema?: { properties?: Record<string, unknown>; $ref?: string } }>;
          };
        }
      >
    >;
    components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
  };
  const resolve = (schema: { properties?: Record<string, unknown>; $ref?: string } | undefined) =>
    schema?.$ref ? doc.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (path.endsWith('/oauth/token')) continue; // its own suite: unauthenticated, rate limited per client
      const params = op.parameters ?? [];
      const body = resolve(op.requestBody?.content?.['application/json']?.schema);
      operations.push({
        method: method.toUpperCase(),
        path: path.replace(/^\/api\/v1/, ''),
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyProps: Object.keys(body?.properties ?? {}),
      });
    }
  }
}, 180_000);

afterAll(async () => {
  if (service) await kill(service, 'SIGTERM');
});

const deep = (levels: number): unknown => (levels === 0 ? 'bottom' : { nested: deep(levels - 1) });
const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '😀'.repeat(300),
    'Zoë 李 \u202e\u200b',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '%00',
    '../../etc/passwd',
    'NaN',
    '1e308',
    '-1',
    '0',
    '2.5',
    'x'.repeat(10_000),
    'trx_' + 'f'.repeat(200),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(0, -1, 1.5, 2 ** 53 + 1, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 0.1 + 0.2),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    [],
    {},
    [1, 'a', null],
    deep(64),
    Array.from({ length: 2000 }, (_, i) => i),
  ),
);
/**
 * Path segments that are not percent-encoded UTF-8, put in the URL as they are: a lone surrogate, a truncated
 * sequence, overlong and invalid bytes, a bare or half escape, non-hex digits.
 */
const malformedSegment = fc.oneof(
  fc.constantFrom(
    '%ED%A0%80',
    '%E0%A4%A',
    '%zz',
    '%',
    '%%',
    '%C0%AF',
    '%FF',
    '%F8%88%80%80%80',
    'x%2',
    '%E2%82',
    '%u0041',
    'abc%',
  ),
  fc
    .tuple(fc.string({ maxLength: 6 }), fc.integer({ min: 0x80, max: 0xff }), fc.constantFrom('', '%', '%4', 'z'))
    .map(([prefix, byte, tail]) => `${encodeURIComponent(prefix)}%${byte.toString(16).toUpperCase()}${tail}`),
);
const bodyOf = (props: string[]) =>
  fc.oneof(
    // Known fields with hostile values, some missing, plus unknown ones.
    fc
      .record({
        known: fc.dictionary(fc.constantFrom(...(props.length ? props : ['x'])), hostileValue, { maxKeys: 8 }),
        extra: fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }),
      })
      .map(({ known, extra }) => JSON.stringify({ ...extra, ...known })),
    // Not an object at all, or not JSON.
    fc.constantFrom(
      '',
      'null',
      '[]',
      '"text"',
      '42',
      '{',
      '{"a":',
      '{"amount": 1e999}',
      '\u0000',
      '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
      `{"description":"${'y'.repeat(2_000_000)}"}`,
    ),
  );

async function attempt(
  op: Operation,
  path: string,
  query: Record<string, string>,
  body: string | undefined,
): Promise<void> {
  const qs = new URLSearchParams(query).toString();
  const headers: Record<string, string> = op.method === 'GET' ? {} : { 'idempotency-key': randomUUID() };
  const reply = await api.send(
    op.method,
    `${path}${qs ? `?${qs}` : ''}`,
    op.method === 'GET' || op.method === 'DELETE' ? undefined : (body ?? ''),
    headers,
  );
  const what = `${op.method} ${path}${qs ? `?${qs.slice(0, 200)}` : ''} ${body?.slice(0, 200) ?? ''}`;
  expect(reply.status, `${what} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`).toBeLessThan(500);
  // 414/431: Node's HTTP server refuses a URL or headers too long before the app sees them.
  if (reply.status >= 400 && reply.status !== 414 && reply.status !== 431)
    expect(typeof reply.body?.error?.code, `${what}: a 4xx names its problem`).toBe('string');
}

describe(`hostile input on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('every operation of the OpenAPI document answers garbage with a 4xx, never a 5xx, and the service keeps serving', async () => {
    expect(operations.length).toBeGreaterThan(20);
    let tried = 0;
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileString, { minLength: op.pathParams.length, maxLength: op.pathParams.length }),
          fc.dictionary(
            fc.constantFrom(...(op.queryParams.length ? op.queryParams : ['page'])),
            hostileString.map((s) => s.replace(/\u0000/g, '')),
            { maxKeys: 4 },
          ),
          bodyOf(op.bodyProps),
          async (pathValues, query, body) => {
            let path = op.path;
            op.pathParams.forEach(
              (name, i) => (path = path.replace(`{${name}}`, encodeURIComponent(pathValues[i] || 'x'))),
            );
            tried++;
            await attempt(op, path, query, body);
          },
        ),
        {
          numRuns: count(15, 200),
          endOnFailure: true,
          includeErrorInReport: true,
          reporter: (out) => {
            if (out.failed) throw new Error(`${op.method} ${op.path}: ${String(out.errorInstance).slice(0, 1500)}`);
          },
        },
      );
    }
    console.log(`hostile input: ${operations.length} operations, ${tried} requests, no 5xx`);
    const alive = await api.send('GET', '/tenants/list');
    expect(alive.status).toBe(200);
  }, 1_800_000);

  it('every route answers a malformed percent-encoding in any path segment with a 4xx, never a 5xx', async () => {
    let tried = 0;
    for (const op of operations) {
      const segments = op.path.split('/').filter(Boolean);
      await fc.assert(
        fc.asyncProperty(malformedSegment, fc.nat({ max: segments.length - 1 }), async (bad, at) => {
          // One segment malformed (a parameter or a fixed word of the route), the parameters otherwise plain ids.
          const path =
            '/' + segments.map((segment, i) => (i === at ? bad : segment.startsWith('{') ? 'x' : segment)).join('/');
          tried++;
          await attempt(op, path, {}, op.method === 'GET' ? undefined : '{}');
        }),
        {
          numRuns: count(4, 40),
          endOnFailure: true,
          includeErrorInReport: true,
          reporter: (out) => {
            if (out.failed) throw new Error(`${op.method} ${op.path}: ${String(out.errorInstance).slice(0, 1500)}`);
          },
        },
      );
    }
    console.log(`malformed paths: ${operations.length} operations, ${tried} requests, no 5xx`);
    const alive = await api.send('GET', '/tenants/list');
    expect(alive.status).toBe(200);
  }, 1_800_000);

  it('odd Unicode round-trips unchanged', async () => {
    const name = 'Zoë 李 😀 \u202eabc\u200b';
    const created = await api.send(
      'POST',
      '/end-users/create',
      {
        type: 'INDIVIDUAL',
        first_name: name,
        last_name: 'Ñandú',
        email: `zoe-${randomUUID().slice(0, 8)}@example.com`,
        local_id_type: 'NATIONAL_ID',
        local_id_country: 'USA',
        phone_number: { country_code: '1', number: '4155550123' },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const read = await api.send('GET', `/end-users/${created.body.end_user.uuid}`);
    expect(read.body.end_user.first_name).toBe(name);
    expect(read.body.end_user.last_name).toBe('Ñandú');
  });
});
