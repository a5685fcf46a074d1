import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { DEFAULT_REQUEST_LOG_OPTIONS, type RequestLogOptions } from '../config';
import { requestLogs } from '../db/schema';
import type { AppEnv } from '../http/env';
import { redactBody, redactJson, redactQuery } from './redact';
import { willBeRetried } from '../http/attempts';

/** One request as seen by the middleware: raw bodies, redacted only when the batch is written. */
interface Pending {
  requestId: string;
  merchantId: string;
  clientId: string;
  method: string;
  path: string;
  search: string;
  status: number;
  idempotencyKey: string | null;
  latencyMs: number;
  requestBody: string | null;
  /** The object given to c.json (or the text given to c.body), not its serialization. */
  responseBody: unknown;
  at: Date;
  /** Failed writes of this row so far; after MAX_ATTEMPTS it is dropped (a row the database refuses must not wedge the log). */
  attempts?: number;
}

const MAX_ATTEMPTS = 3;

/** A row as inserted (request_logs' columns). */
interface Row {
  requestId: string;
  merchantId: string;
  clientId: string;
  method: string;
  path: string;
  query: string | null;
  status: number;
  idempotencyKey: string | null;
  latencyMs: number;
  requestBody: string | null;
  responseBody: string | null;
  dateCreated: string;
}

/**
 * The request log's writer: the middleware hands it each request, it keeps them in memory and writes them in
 * one multi-row INSERT per batch, every flushMs or as soon as batchRows are waiting. Redaction and
 * serialization happen there, not in the request. Bounded: while the database refuses the rows they are kept
 * (for the next flush) up to maxBuffered, after which new ones are dropped and counted (`dropped`).
 */
export class RequestLogWriter {
  private buffer: Pending[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private closed = false;
  dropped = 0;

  constructor(
    private readonly db: Db,
    readonly options: RequestLogOptions = DEFAULT_REQUEST_LOG_OPTIONS,
  ) {}

  record(entry: Pending): void {
    if (this.closed) return;
    if (this.buffer.length >= this.options.maxBuffered) {
      this.dropped++;
      return;
    }
    this.buffer.push(entry);
    if (this.buffer.length >= this.options.batchRows) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.options.flushMs);
      this.timer.unref();
    }
  }

  /** Writes every buffered row now (tests, shutdown); one flush at a time. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.running) await this.running;
    if (this.buffer.length === 0) return;
    this.running = this.write().finally(() => {
      this.running = null;
    });
    await this.running;
  }

  /** Stops taking rows and writes what is buffered. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private async write(): Promise<void> {
    const taken = this.buffer;
    this.buffer = [];
    for (let i = 0; i < taken.length; i += this.options.batchRows) {
      const batch = taken.slice(i, i + this.options.batchRows);
      try {
        await this.insert(batch.map((entry) => this.row(entry)));
      } catch (error) {
        // Kept for the next flush (the newest rows first out when over the cap): a database outage costs
        // at most maxBuffered rows of memory.
        const retry = taken.slice(i).filter((entry) => (entry.attempts = (entry.attempts ?? 0) + 1) < MAX_ATTEMPTS);
        const keep = retry.slice(0, Math.max(0, this.options.maxBuffered - this.buffer.length));
        this.dropped += taken.length - i - keep.length;
        this.buffer = [...keep, ...this.buffer];
        console.error(
          `request log: ${keep.length} rows kept for the next flush, ${this.dropped} dropped so far:`,
          (error as Error).message,
        );
        if (!this.closed && !this.timer) {
          this.timer = setTimeout(() => void this.flush(), this.options.flushMs * 5);
          this.timer.unref();
        }
        return;
      }
    }
  }

  /**
   * One INSERT of the whole batch, each column sent as one array (unnest): 12 parameters instead of 12 per
   * row, which is what keeps the log's cost per request small (building and binding thousands of parameters
   * cost more than the rest of the log together).
   */
  private async insert(rows: Row[]): Promise<void> {
    const column = <T>(pick: (row: Row) => T) => sql.param(rows.map(pick));
    await this.db.execute(sql`
      insert into ${requestLogs} (request_id, merchant_id, client_id, method, path, query, status, idempotency_key, latency_ms, request_body, response_body, date_created_gmt)
      select * from unnest(
        ${column((r) => r.requestId)}::text[], ${column((r) => r.merchantId)}::text[], ${column((r) => r.clientId)}::text[],
        ${column((r) => r.method)}::text[], ${column((r) => r.path)}::text[], ${column((r) => r.query)}::text[],
        ${column((r) => r.status)}::int[], ${column((r) => r.idempotencyKey)}::text[], ${column((r) => r.latencyMs)}::int[],
        ${column((r) => r.requestBody)}::text[], ${column((r) => r.responseBody)}::text[], ${column((r) => r.dateCreated)}::text[]::timestamptz[]
      )
      on conflict do nothing`);
  }

  private row(entry: Pending): Row {
    const { bodyBytes } = this.options;
    return {
      requestId: entry.requestId,
      merchantId: entry.merchantId,
      clientId: entry.clientId,
      method: entry.method,
      path: entry.path.slice(0, 2048),
      query: redactQuery(entry.search),
      status: entry.status,
      idempotencyKey: entry.idempotencyKey?.slice(0, 255) ?? null,
      latencyMs: entry.latencyMs,
      requestBody: keep(() => redactBody(entry.requestBody, bodyBytes)),
      responseBody: keep(() =>
        typeof entry.responseBody === 'object' && entry.responseBody !== null
          ? redactJson(entry.responseBody, bodyBytes)
          : redactBody(entry.responseBody as string | undefined, bodyBytes),
      ),
      dateCreated: entry.at.toISOString(),
    };
  }
}

/** A body that cannot be redacted (whatever the reason) is not kept: one odd request must not wedge the batch. */
function keep(redacted: () => string | null): string | null {
  try {
    return redacted();
  } catch {
    return '[not kept: could not be redacted]';
  }
}

/** The body text the app already read (a settled promise in Hono's cache), or null when nothing read it. */
async function readAlready(cached: Promise<string> | string | undefined): Promise<string | null> {
  return cached === undefined ? null : Promise.resolve(cached).catch(() => null);
}

/**
 * The middleware: times the request, remembers the response body handed to c.json / c.body, and records the
 * request once answered, if it was authenticated (the merchant is known). Request bodies are kept for writes;
 * response bodies for writes and for errors (a read's answer can be read again; a list's is large).
 */
export function logRequests(writer: RequestLogWriter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!writer.options.enabled) return next();
    const started = performance.now();
    const at = c.var.deps.clock.now();
    const write = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    let responseBody: unknown;
    const { json, body } = c;
    c.json = ((object: unknown, ...rest: unknown[]) => {
      responseBody = object;
      return (json as (...args: unknown[]) => Response)(object, ...rest);
    }) as typeof c.json;
    c.body = ((data: unknown, ...rest: unknown[]) => {
      if (typeof data === 'string') responseBody = data;
      return (body as (...args: unknown[]) => Response)(data, ...rest);
    }) as typeof c.body;
    try {
      await next();
    } finally {
      const auth = c.var.auth;
      if (auth && !willBeRetried(c.var.attempt, c.res)) {
        const status = c.error && !c.res ? 500 : c.res.status;
        const url = c.req.url;
        const queryAt = url.indexOf('?');
        writer.record({
          requestId: c.var.requestId,
          merchantId: auth.merchantId,
          clientId: auth.clientId,
          method: c.req.method,
          path: c.req.path.replace(/^\/api\/v1(?=\/)/, ''),
          search: queryAt < 0 ? '' : url.slice(queryAt),
          status,
          idempotencyKey: c.req.header('idempotency-key') ?? null,
          latencyMs: Math.round(performance.now() - started),
          // Only what the app already read (the NUL check reads every write's body): never a read of its own here.
          requestBody: write ? await readAlready(c.req.bodyCache.text as Promise<string> | string | undefined) : null,
          responseBody: write || status >= 400 ? responseBody : undefined,
          at,
        });
      }
    }
  };
}
