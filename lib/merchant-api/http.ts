import type { ApiConfig } from './config';
import { ApiError, apiErrorFromResponse, invalidResponse, networkError, timeoutError } from './errors';
import { TokenCache, type IssuedToken } from './token';

/** Sends one request: in-process to the embedded service, or over HTTP to a remote one. */
export type Transport = (request: Request) => Promise<Response>;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Sent as Idempotency-Key; writes get a generated one when omitted, so the 401 retry cannot act twice. */
  idempotencyKey?: string;
  timeoutMs?: number;
  /** A success's body as bytes (a file download), with its headers; errors are still read as JSON. */
  bytes?: boolean;
  /** A success's body left unread, as a stream (a report export); errors are still read as JSON. */
  stream?: boolean;
}

export interface ApiResponse {
  status: number;
  body: unknown;
  requestId: string | null;
  /** The response's headers (set on `bytes` requests). */
  headers?: Headers;
}

export interface StreamResponse {
  status: number;
  body: ReadableStream<Uint8Array>;
  headers: Headers;
}

export interface MerchantApi {
  request(path: string, options?: RequestOptions): Promise<ApiResponse>;
  /** A GET whose successful body is handed on unread (a streamed export); the deadline covers the headers only. */
  stream(path: string, options?: Omit<RequestOptions, 'method' | 'bytes' | 'stream'>): Promise<StreamResponse>;
  config(): Promise<ApiConfig>;
}

export interface MerchantApiDeps {
  loadConfig: () => Promise<ApiConfig>;
  transport: (config: ApiConfig) => Transport;
  now?: () => number;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** Runs `work` under a deadline even when the transport ignores the abort signal (in-process dispatch). */
async function withDeadline<T>(work: () => Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeoutError(ms)), ms);
  });
  try {
    return await Promise.race([work(), deadline]);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw isTimeout(error) ? timeoutError(ms) : networkError(error);
  } finally {
    clearTimeout(timer);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(`${baseUrl}${path.startsWith('/') ? path : `/${path}`}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** expires_in as a number or a numeric string; 3600 when absent. */
function readExpiresIn(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 3600;
}

/**
 * The Merchant API client: client-credentials token (cached, refreshed before expiry, single flight), one
 * retry after a 401 with a fresh token, SERVICE-Version on every call, a deadline on every call, and every
 * failure as an ApiError.
 */
/**
 * MERCHANT_API_TRACE=1 logs every API call the console makes (method, URL, status, milliseconds from
 * sending to the parsed body): which calls a page makes and what they cost (bench/console-ssr.ts reads it).
 */
const TRACE = process.env.MERCHANT_API_TRACE === '1';

function trace(method: string, url: string, status: number, started: number): void {
  console.log(
    `[merchant-api] ${method} ${url} ${status} ${(performance.now() - started).toFixed(2)}ms t=${started.toFixed(2)}`,
  );
}

export function createMerchantApi(deps: MerchantApiDeps): MerchantApi {
  let configPromise: Promise<ApiConfig> | null = null;
  const config = () => {
    configPromise ??= deps.loadConfig().catch((error) => {
      configPromise = null;
      throw error;
    });
    return configPromise;
  };

  async function issueToken(): Promise<IssuedToken> {
    const cfg = await config();
    const send = deps.transport(cfg);
    return withDeadline(async () => {
      const response = await send(
        new Request(cfg.tokenUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            client_id: cfg.clientId,
            client_secret: cfg.clientSecret,
            audience: cfg.audience,
            grant_type: 'client_credentials',
          }),
          signal: AbortSignal.timeout(cfg.timeoutMs),
        }),
      );
      const body = await readBody(response);
      if (!response.ok) throw apiErrorFromResponse(response.status, body, response.headers);
      const token = (body as { access_token?: unknown } | null)?.access_token;
      if (typeof token !== 'string' || !token) throw invalidResponse('the token response has no access_token', null);
      return { accessToken: token, expiresIn: readExpiresIn((body as { expires_in?: unknown }).expires_in) };
    }, cfg.timeoutMs);
  }

  const tokens = new TokenCache(issueToken, deps.now);

  async function send(
    path: string,
    options: RequestOptions,
    token: string,
    cfg: ApiConfig,
  ): Promise<{ response: Response; body: unknown }> {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      'SERVICE-Version': cfg.version,
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    const timeoutMs = options.timeoutMs ?? cfg.timeoutMs;
    const transport = deps.transport(cfg);
    const url = buildUrl(cfg.baseUrl, path, options.query);
    const started = TRACE ? performance.now() : 0;
    return withDeadline(async () => {
      const response = await transport(
        new Request(url, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: AbortSignal.timeout(timeoutMs),
        }),
      );
      const body =
        options.stream && response.ok
          ? response.body
          : options.bytes && response.ok
            ? new Uint8Array(await response.arrayBuffer())
            : await readBody(response);
      if (TRACE) trace(method, url, response.status, started);
      return { response, body };
    }, timeoutMs);
  }

  const client: MerchantApi = {
    config,
    async stream(path, options = {}) {
      const response = await client.request(path, { ...options, stream: true });
      if (!(response.body instanceof ReadableStream))
        throw invalidResponse('the export has no body', response.requestId);
      return { status: response.status, body: response.body, headers: response.headers ?? new Headers() };
    },
    async request(path, options = {}) {
      const cfg = await config();
      const method = options.method ?? 'GET';
      const prepared: RequestOptions =
        method === 'GET' || options.idempotencyKey ? options : { ...options, idempotencyKey: crypto.randomUUID() };
      let token = await tokens.get();
      let { response, body } = await send(path, prepared, token, cfg);
      if (response.status === 401) {
        tokens.invalidate(token);
        token = await tokens.get();
        ({ response, body } = await send(path, prepared, token, cfg));
      }
      const requestId = response.headers.get('request-id') ?? response.headers.get('x-request-id');
      if (!response.ok) throw apiErrorFromResponse(response.status, body, response.headers);
      if (options.bytes || options.stream)
        return { status: response.status, body, requestId, headers: response.headers };
      if (typeof body === 'string') throw invalidResponse('the body is not JSON', requestId);
      return { status: response.status, body, requestId };
    },
  };
  return client;
}
