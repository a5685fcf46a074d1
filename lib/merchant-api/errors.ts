/**
 * Every failure of a call to the Merchant API, as one typed error: the HTTP status (0 when no response
 * arrived), a stable code, a sentence, each field at fault, and the request id to quote to support.
 */
export interface ApiErrorInfo {
  status: number;
  code: string;
  message: string;
  fieldErrors: Record<string, string>;
  requestId: string | null;
}

/**
 * A registry symbol, the same in every copy of this module: Next.js bundles the console's code more than once (the
 * app's server bundle, instrumentation's boot), and the API client is shared through `globalThis`, so an error thrown
 * by one copy's client reaches `instanceof ApiError` of another copy's class. Recognising the brand instead of the
 * class keeps an API refusal an API refusal (a field error, a 404 of a missing extension) wherever it was made.
 */
const BRAND = Symbol.for('merchant-console.api-error');

export class ApiError extends Error implements ApiErrorInfo {
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }

  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string>;
  readonly requestId: string | null;

  constructor(info: ApiErrorInfo) {
    super(info.message);
    this.name = 'ApiError';
    this.status = info.status;
    this.code = info.code;
    this.fieldErrors = info.fieldErrors;
    this.requestId = info.requestId;
    Object.defineProperty(this, BRAND, { value: true });
  }

  /** A plain object that can cross from a server component to a client component. */
  toJSON(): ApiErrorInfo {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      fieldErrors: this.fieldErrors,
      requestId: this.requestId,
    };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The API has no such route (a remote deployment without an extension), as opposed to no such record. */
export function isUnsupportedRoute(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 405 || error.status === 501) return true;
  return error.status === 404 && error.code === 'route_not_found';
}

/** A 404 whose body does not say whether the route or the record is missing (not our error shape). */
export function isAmbiguousNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && error.code === 'http_404';
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && !isUnsupportedRoute(error);
}

type Json = Record<string, unknown>;

const asRecord = (v: unknown): Json | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null);
const asString = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

function collectFieldErrors(list: unknown, into: Record<string, string>) {
  if (!Array.isArray(list)) return;
  for (const item of list) {
    const entry = asRecord(item);
    if (!entry) continue;
    const param = asString(entry.param) ?? asString(entry.field) ?? asString(entry.path) ?? asString(entry.name);
    const message = asString(entry.message) ?? asString(entry.msg) ?? asString(entry.code) ?? 'is invalid';
    if (param && !(param in into)) into[param] = message;
  }
}

const defaultMessages: Record<number, string> = {
  400: 'The request was not accepted.',
  401: 'The console could not authenticate with the Merchant API.',
  403: 'The console’s API client is not allowed to do this.',
  404: 'Not found.',
  409: 'The request conflicts with the current state.',
  413: 'The request is too large.',
  429: 'The Merchant API is rate limiting the console; try again shortly.',
};

/**
 * Reads any error body: this project's {error: {code, message, param, details, request_id}}, RFC 6749
 * {error, error_description}, or common shapes ({message, errors: [...]}); anything else keeps the status.
 */
export function apiErrorFromResponse(status: number, body: unknown, headers?: Headers): ApiError {
  const root = asRecord(body);
  const nested = asRecord(root?.error);
  const fieldErrors: Record<string, string> = {};
  let code: string | null = null;
  let message: string | null = null;
  let requestId: string | null = null;

  if (nested) {
    code = asString(nested.code) ?? asString(nested.type);
    message = asString(nested.message);
    requestId = asString(nested.request_id);
    collectFieldErrors(nested.details, fieldErrors);
    const param = asString(nested.param);
    if (param && message && !(param in fieldErrors)) fieldErrors[param] = message;
  } else if (root) {
    code = asString(root.error) ?? asString(root.code);
    message = asString(root.error_description) ?? asString(root.message) ?? asString(root.detail);
    requestId = asString(root.request_id);
    collectFieldErrors(root.errors ?? root.details, fieldErrors);
  } else if (typeof body === 'string' && body.trim() && body.length < 300 && !/<[a-z!]/i.test(body)) {
    message = body.trim();
  }

  return new ApiError({
    status,
    code: code ?? `http_${status}`,
    message: message ?? defaultMessages[status] ?? `The Merchant API answered ${status}.`,
    fieldErrors,
    requestId: requestId ?? headers?.get('request-id') ?? headers?.get('x-request-id') ?? null,
  });
}

export function timeoutError(ms: number): ApiError {
  return new ApiError({
    status: 0,
    code: 'timeout',
    message: `The Merchant API did not answer within ${Math.round(ms / 1000)} s.`,
    fieldErrors: {},
    requestId: null,
  });
}

export function networkError(cause: unknown): ApiError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new ApiError({
    status: 0,
    code: 'network_error',
    message: `The Merchant API could not be reached (${detail}).`,
    fieldErrors: {},
    requestId: null,
  });
}

export function invalidResponse(detail: string, requestId: string | null): ApiError {
  return new ApiError({
    status: 502,
    code: 'invalid_response',
    message: `The Merchant API answered in an unexpected shape: ${detail}`,
    fieldErrors: {},
    requestId,
  });
}
