import { describe, expect, it, vi } from 'vitest';

/**
 * Next.js loads this module once per bundle (the app's server code, instrumentation's boot) while the API client is
 * shared through `globalThis`: an error made by one copy must still be an ApiError to another (a refusal otherwise
 * reads as a console failure, and a missing extension's 404 as a crash).
 */
describe('ApiError across copies of its module', () => {
  it('is recognised by another copy, and nothing else is', async () => {
    const first = await import('./errors');
    vi.resetModules();
    const second = await import('./errors');
    expect(second.ApiError).not.toBe(first.ApiError);

    const refusal = new first.ApiError({
      status: 400,
      code: 'invalid_request',
      message: "'amount': must be positive",
      fieldErrors: { amount: 'must be positive' },
      requestId: 'req_1',
    });
    expect(second.isApiError(refusal)).toBe(true);
    expect(refusal instanceof second.ApiError).toBe(true);
    const missing = new first.ApiError({
      status: 404,
      code: 'http_404',
      message: 'Not found',
      fieldErrors: {},
      requestId: null,
    });
    expect(second.isAmbiguousNotFound(missing)).toBe(true);

    expect(second.isApiError(new Error('boom'))).toBe(false);
    expect(second.isApiError({ status: 400, code: 'invalid_request' })).toBe(false);
    expect(second.isApiError(null)).toBe(false);
  });
});
