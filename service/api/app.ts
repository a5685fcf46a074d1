import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { ApiError, Problem } from '../http/errors';
import { rememberWrites } from '../http/readers';
import type { AppEnv, ServiceDeps } from '../http/env';
import { bearerAuth } from '../http/middleware/auth';
import { requestId } from '../http/middleware/request-id';
import { clientTokenState } from '../oauth/clients';
import { oauthRouter } from '../oauth/routes';
import { resourceRouters } from './routers';
import { logRequests, RequestLogWriter } from '../request-logs/writer';
import { live, ready } from './health';
import { metricsEndpoint, observeRequests, watchDatabase } from './metrics';
import { log, safeError } from '../lib/log';

export const API_BASE_PATH = '/api/v1';

import { attemptFor, firstAttempt, nextAttempt, RETRYABLE } from '../http/attempts';

const MAX_ATTEMPTS = 3;

function toApiError(error: unknown): ApiError {
  if (error instanceof Problem) return ApiError.of(error);
  if (error instanceof HTTPException) {
    if (error.status === 413) return new ApiError(413, 'body_too_large', 'The request body is too large.');
    // A body that is not JSON is malformed input: docs/design.md answers it with a 400, like a body that does not parse.
    if (error.status === 415)
      return new ApiError(
        400,
        'unsupported_media_type',
        'Send the body as JSON, with Content-Type: application/json.',
        'Content-Type',
      );
    if (error.status === 400) {
      return new ApiError(
        400,
        'invalid_json',
        /JSON/i.test(error.message) ? 'The body is not valid JSON.' : error.message || 'Malformed request.',
        'body',
      );
    }
    return new ApiError(error.status, 'http_error', error.message || 'Request refused.');
  }
  const pgCode = postgresErrorCode(error);
  if (pgCode?.startsWith('22'))
    return new ApiError(
      400,
      'invalid_value',
      'A value in the request cannot be stored (out of range or an invalid character such as NUL).',
    );
  // Program limit exceeded (an index row too large, too many columns…): what the client sent is too big.
  if (pgCode?.startsWith('54'))
    return new ApiError(
      400,
      'value_too_large',
      'A value in the request is too large to store; shorten the longest text fields.',
    );
  // A serialization failure or deadlock: nothing was written; the app retries the request (RETRYABLE below).
  if (pgCode === '40001' || pgCode === '40P01')
    return new ApiError(
      503,
      'conflict_retry',
      'The request met a concurrent change and was not applied; retry it.',
      null,
      [],
      { 'Retry-After': '1', [RETRYABLE]: '1' },
    );
  if (pgCode === '57014')
    return new ApiError(
      503,
      'query_timeout',
      'The request took too long and was cancelled; retry it shortly.',
      null,
      [],
      { 'Retry-After': '2' },
    );
  if (pgCode === '23505') return new ApiError(409, 'duplicate', 'This object already exists.');
  if (error instanceof URIError)
    return new ApiError(400, 'invalid_encoding', 'The request URL is not correctly percent-encoded.');
  if (error instanceof SyntaxError) return new ApiError(400, 'invalid_json', 'The body is not valid JSON.', 'body');
  return new ApiError(
    500,
    'internal_error',
    'Something went wrong on our side; quote the request id when you contact support.',
  );
}

/** The SQLSTATE of a database error, drizzle-wrapped or not. */
function postgresErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** PostgreSQL text cannot hold NUL: refuse it up front with a clear error rather than failing in SQL. */
const nulInBody = /\\u0000|\u0000/;
const BIG_BODY_CHARS = 1_048_576;

/** How much of a body declared too large is read (and dropped) before the 413, and for how long at most. */
const DISCARD_BYTES = 16 * 1024 * 1024;
const DISCARD_MS = 10_000;

/**
 * Reads and drops a body whose declared length is over the limit, before the 413 is sent. A client that sends its
 * whole body before reading the answer (fetch does) would otherwise lose the 413 to a reset connection: the Node
 * adapter drains an unread body for only 500 ms after the answer, then closes the socket (on a busy machine a
 * 2 MB upload outlasts that). A body declared larger than DISCARD_BYTES is answered at once.
 */
async function discardDeclaredBody(request: Request): Promise<void> {
  const declared = Number(request.headers.get('content-length'));
  if (!request.body || request.body.locked || !(declared <= DISCARD_BYTES)) return;
  const reader = request.body.getReader();
  const stop = setTimeout(() => void reader.cancel().catch(() => undefined), DISCARD_MS);
  try {
    for (let read = 0; read <= DISCARD_BYTES;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away or the deadline cancelled the read: answer all the same.
  } finally {
    clearTimeout(stop);
  }
}

export function createApp(deps: ServiceDeps) {
  const app = new OpenAPIHono<AppEnv>().basePath(API_BASE_PATH);

  app.use('*', requestId);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('attempt', attemptFor(c.req.raw));
    await next();
  });
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: async (c) => {
        await discardDeclaredBody(c.req.raw);
        throw new ApiError(413, 'body_too_large', `The request body exceeds ${maxSize} bytes.`);
      },
    });
  const bodyLimitAll = limit(deps.config.bodyLimitBytes);
  // A bank statement is a file: its import takes up to API_STATEMENT_LIMIT_BYTES (docs/reconciliation.md).
  const bodyLimitStatement = limit(Math.max(deps.config.bodyLimitBytes, deps.config.statementBodyLimitBytes ?? 0));
  // A GET or HEAD has no body (asking hono's limit would build @hono/node-server's full Request to find out).
  app.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : (c.req.path === `${API_BASE_PATH}/reconciliation/statements/import` ? bodyLimitStatement : bodyLimitAll)(
          c,
          next,
        ),
  );

  app.use('*', async (c, next) => {
    if (/%00/.test(c.req.url)) throw new ApiError(400, 'invalid_character', 'The URL must not contain NUL characters.');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const text = await c.req.text();
      c.var.attempt.body = text; // what a retry sends again (service/http/attempts.ts)
      if (nulInBody.test(text))
        throw new ApiError(400, 'invalid_character', 'Text values must not contain NUL (\\u0000) characters.', 'body');
      // A big body (a bank statement) hands the event loop back between its read and its JSON parse: each is tens
      // of milliseconds at 10 MB, and other requests wait behind them together (docs/reconciliation.md, "Size").
      if (text.length > BIG_BODY_CHARS) await new Promise<void>((resolve) => setImmediate(resolve));
    }
    await next();
  });
  // Before the request log and authentication: load balancers poll these every second (service/api/health.ts).
  app.get('/health/live', (c) => live(c));
  app.get('/health/ready', (c) => ready(c, deps.db));
  app.get('/metrics', (c) => metricsEndpoint(c));
  watchDatabase(deps.db);
  app.use('*', observeRequests);
  app.route('/', oauthRouter());
  app.doc31('/openapi.json', openApiInfo(deps.config.publicUrl));

  const requestLog = new RequestLogWriter(deps.db, deps.config.requestLog);
  app.use('*', logRequests(requestLog));

  const authenticate = bearerAuth(clientTokenState);
  app.use('*', async (c, next) => {
    if (c.req.path === `${API_BASE_PATH}/oauth/token` || c.req.path === `${API_BASE_PATH}/openapi.json`) return next();
    return authenticate(c, next);
  });
  app.use('*', rememberWrites);
  for (const router of resourceRouters()) app.route('/', router);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });

  app.notFound((c) => {
    const error = new ApiError(404, 'route_not_found', `No endpoint ${c.req.method} ${c.req.path}.`);
    return c.json(error.body(c.var.requestId ?? ''), 404);
  });
  app.onError((err, c) => {
    const error = toApiError(err);
    if (error.status === 500) log().error({ request_id: c.var.requestId, err: safeError(err) }, 'request failed');
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    c.header('Request-Id', c.var.requestId ?? '');
    return c.json(error.body(c.var.requestId ?? ''), error.status as 400);
  });
  return Object.assign(withRetries(app), { requestLog });
}

/**
 * A request that failed on a serialization failure or a deadlock (SQLSTATE 40001, 40P01) rolled back
 * entirely, so it runs again, up to MAX_ATTEMPTS times, before its 503 reaches the client.
 */
function withRetries<A extends { fetch: (request: Request, ...rest: never[]) => Response | Promise<Response> }>(
  app: A,
): A {
  const fetchOnce = app.fetch.bind(app) as (request: Request, ...rest: unknown[]) => Promise<Response>;
  const fetch = async (request: Request, ...rest: unknown[]) => {
    // Every attempt but the last is marked, so the request log keeps only the attempt the client got.
    let attempt = firstAttempt(request, false);
    let response = await fetchOnce(request, ...rest);
    for (let i = 1; i < MAX_ATTEMPTS && response.headers.get(RETRYABLE); i++) {
      const again = nextAttempt(request, attempt, i === MAX_ATTEMPTS - 1);
      if (!again) break;
      attempt = attemptFor(again);
      await new Promise((r) => setTimeout(r, 5 * i + Math.random() * 10));
      response = await fetchOnce(again, ...rest);
    }
    if (response.headers.has(RETRYABLE)) response.headers.delete(RETRYABLE);
    // A body the app answered without reading (a 413 over the limit, a refusal before the body mattered) is read to
    // its end before the answer goes out: answered with it still arriving, the connection was reset under the
    // client, which saw its request, or the next one on the same connection, fail (the hostile-input suite).
    if (request.body && !request.bodyUsed) await drain(request.body);
    return response;
  };
  return Object.assign(app, { fetch });
}

/** Reads a body to its end, keeping nothing (a chunk at a time: constant memory whatever its size). */
async function drain(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client went away: nothing left to read.
  }
}

export type ServiceApp = ReturnType<typeof createApp>;

function openApiInfo(publicUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Merchant Payments and Account-Connection API',
      version: '2021-11-22',
      description:
        'Move money between bank accounts connected to a merchant. Errors: {"error": {type, code, message, param, details, request_id}}. ' +
        'Paging: page ≥ 1, page_size 1..1000 (default 1000), newest first. Operations marked x-extension are not in the original specification.',
    },
    servers: [{ url: `${publicUrl}${API_BASE_PATH}` }],
    security: [{ bearer: [] }],
  };
}
