/**
 * A request that fails on a serialization failure or a deadlock (SQLSTATE 40001, 40P01) rolled back entirely,
 * so the app runs it again (service/api/app.ts). Its response carries the internal RETRYABLE header, removed
 * before it reaches the client. Each attempt has an Attempt record, found from its Request (the object the app
 * was called with) and kept in the context (`c.var.attempt`): whether it is the last, so the request log records
 * one row per request (the attempt whose answer the client got), and the body the app read, which the next
 * attempt is sent with.
 *
 * The first attempt is the request as it came: no copy of it, its headers or its body (building a Request per
 * request cost ~3% of a payment create's CPU, and materialized @hono/node-server's lazy Request on every GET).
 */
export const RETRYABLE = 'x-internal-retryable';

export interface Attempt {
  last: boolean;
  /** The body as the app read it (text): set when something reads it (the NUL check reads every write's). */
  body?: string;
}

const attempts = new WeakMap<Request, Attempt>();

/** The record of `request` (an attempt the retry loop did not make, such as a sub-request: the last). */
export function attemptFor(request: Request): Attempt {
  return attempts.get(request) ?? { last: true };
}

/** The first attempt: the request itself. */
export function firstAttempt(request: Request, last: boolean): Attempt {
  const attempt: Attempt = { last };
  attempts.set(request, attempt);
  return attempt;
}

/**
 * The next attempt of `request`, with the body the previous one read; null when it had a body no one read
 * (nothing to send again: the previous answer stands).
 */
export function nextAttempt(request: Request, previous: Attempt, last: boolean): Request | null {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody && previous.body === undefined) return null;
  const next = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    ...(hasBody ? { body: previous.body } : {}),
  });
  attempts.set(next, { last });
  return next;
}

/** Whether this attempt's response is dropped for another attempt (it failed retryably and is not the last). */
export function willBeRetried(attempt: Attempt, response: Response | undefined): boolean {
  return !attempt.last && Boolean(response?.headers.get(RETRYABLE));
}
