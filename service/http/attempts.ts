/**
 * A request that fails on a serialization failure or a deadlock (SQLSTATE 40001, 40P01) rolled back entirely,
 * so the app runs it again (service/http/app.ts). Its response carries the internal RETRYABLE header, removed
 * before it reaches the client. Attempts that will be retried if they fail that way carry NOT_LAST (a client's
 * own copy of that header is removed first), so the request log records one row per request: the attempt whose
 * answer the client got.
 */
export const RETRYABLE = 'x-internal-retryable';
const NOT_LAST = 'x-internal-not-last-attempt';

/** One attempt of `request`, with `body` read once up front. */
export function attemptOf(request: Request, body: ArrayBuffer | null, last: boolean): Request {
  const headers = new Headers(request.headers);
  headers.delete(NOT_LAST);
  if (!last) headers.set(NOT_LAST, '1');
  return new Request(request, { headers, ...(body ? { body } : {}) });
}

/** Whether this attempt's response is dropped for another attempt (it failed retryably and is not the last). */
export function willBeRetried(request: Request, response: Response | undefined): boolean {
  return request.headers.get(NOT_LAST) === '1' && Boolean(response?.headers.get(RETRYABLE));
}
